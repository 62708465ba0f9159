/// Fuzz target `yaml-catalog`: the Rails i18n YAML reader (see `FuzzProperties.yamlCatalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.yamlCatalog)
}
