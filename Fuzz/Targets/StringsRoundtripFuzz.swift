/// Fuzz target `strings-roundtrip`: `.strings` write -> read, by locpack and by Foundation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.stringsRoundTrip)
}
