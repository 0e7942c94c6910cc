import PdxHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.reader(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
