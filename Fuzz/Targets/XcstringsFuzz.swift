/// Fuzz target `xcstrings`: the `.xcstrings` catalog reader and writer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.xcstrings)
}
