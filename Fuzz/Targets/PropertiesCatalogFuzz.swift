/// Fuzz target `properties-catalog`: the Java `.properties` reader (see
/// `FuzzProperties.propertiesCatalog`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.propertiesCatalog)
}
