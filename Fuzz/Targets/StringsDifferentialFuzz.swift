/// Fuzz target `strings-differential`: locpack's `.strings` reader against Foundation's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.stringsDifferential)
}
