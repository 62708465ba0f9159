/// Fuzz target `po-catalog`: the gettext `.po` reader (see `FuzzProperties.poCatalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.poCatalog)
}
