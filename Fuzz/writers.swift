import PdxHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWriters(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.writers(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
