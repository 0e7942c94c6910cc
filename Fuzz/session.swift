import PdxHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.session(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
