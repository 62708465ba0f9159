/// Fuzz target `miner`: the template miner and matcher over a corpus of lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, FuzzProperties.miner)
}
