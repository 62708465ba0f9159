import Foundation

// Benchmarks measure locpack against Foundation (or the relevant peer) in the same run and
// print throughput and ratios. Run them in release mode:
//
//   swift run -c release locpack-bench [--filter NAME] [--iterations N] [--quick]

let benchmarks: [Benchmark] = [
  // One line per benchmark; each lives in its own <Name>Bench.swift.
  .mining,
  .miningScale,
  .plistXML,
  .json,
  .strings,
  .plistBinary,
  .expand,
  .lint,
  .optimize,
  .messages,
  .sources,
]

var filter: String?
var iterations = 7
var quick = false
var workDirectory = ".bench"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--filter": filter = arguments.next()
  case "--iterations": iterations = Int(arguments.next() ?? "") ?? iterations
  case "--quick": quick = true
  case "--work-dir": workDirectory = arguments.next() ?? workDirectory
  case "--list":
    for benchmark in benchmarks { print("\(benchmark.name)\t\(benchmark.abstract)") }
    exit(0)
  case "-h", "--help":
    print("usage: locpack-bench [NAME] [--filter NAME] [--iterations N] [--quick] [--list]")
    exit(0)
  default:
    if argument.hasPrefix("-") {
      FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n".utf8))
      exit(64)
    }
    filter = argument
  }
}
if quick { iterations = min(iterations, 2) }
// Corpora from another generator are cached apart: the file names say only language, size
// and seed, which both generators share.
if let generators = ProcessInfo.processInfo.environment["LOCPACK_BENCH_GENERATORS"] {
  workDirectory += "/" + URL(fileURLWithPath: generators).standardized.lastPathComponent
}
try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
let context = BenchContext(iterations: iterations, workDirectory: workDirectory, quick: quick)
#if DEBUG
  print("warning: built in debug mode; run with 'swift run -c release locpack-bench'")
#endif
// A filter selects a benchmark by name, or a family by prefix: `plist` runs `plist-binary` and
// `plist-xml`.
func selected(_ name: String, filter: String?) -> Bool {
  guard let filter else { return true }
  return name == filter || name.hasPrefix(filter + "-")
}
for benchmark in benchmarks where selected(benchmark.name, filter: filter) {
  print("\(benchmark.name): \(benchmark.abstract)")
  try benchmark.run(context)
}
