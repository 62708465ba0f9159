/// Fuzz target `i18next-catalog`: the i18next JSON reader (see `FuzzProperties.i18nextCatalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.i18nextCatalog)
}
