/// Fuzz target `strings`: the `.strings` reader (see `FuzzProperties.strings`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.strings)
}
