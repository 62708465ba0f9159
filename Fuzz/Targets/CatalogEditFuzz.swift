/// Fuzz target `catalog-edit`: a key inserted into a String Catalog or a `.strings` table,
/// as `optimize` inserts its keys.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.catalogEdit)
}
