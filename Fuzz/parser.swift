import PdxHarness

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  FuzzEntry.parser(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
