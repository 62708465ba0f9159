import LocPack

/// Fuzz target `cli`: the command-line tokenizer and parser.
///
/// The input is an argument list, words separated by NUL bytes. Properties: tokenizing keeps
/// one token per word with its index, and everything after `--` is positional; parsing the
/// words against the top-level options and against every command's table either throws an
/// error whose argument index is inside the list, or yields positionals and option values
/// taken from the words; option values satisfy their choices. Argument lists that only ask
/// for help, the version or the reporter list run through `CLI.run` with in-memory output
/// (no other command runs: they read and write files).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzDriver.run(data, size, CLIFuzz.check)
}

enum CLIFuzz {
  static func check(_ bytes: [UInt8]) throws(FuzzFailure) {
    let words =
      bytes.isEmpty
      ? []
      : bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
    let tokens = ArgumentToken.tokenize(words)
    try require(tokens.count == words.count, "\(tokens.count) tokens for \(words.count) words")
    var afterTerminator = false
    for (position, token) in tokens.enumerated() {
      try require(token.index == position, "token \(position) has index \(token.index)")
      if afterTerminator, case .positional = token.kind {
      } else if afterTerminator {
        throw FuzzFailure(description: "a token after '--' is not positional: \(token)")
      }
      if token.kind == .terminator { afterTerminator = true }
    }
    let commands = Commands.all
    let tables: [(String, [OptionSpec], [ArgumentSpec])] =
      [("", GlobalOptions.topLevel, [])] + commands.map { ($0.name, $0.allOptions, $0.arguments) }
    for (name, options, arguments) in tables {
      let parsed: ParsedArguments
      do {
        parsed = try CommandParser.parse(
          tokens, options: options, arguments: arguments, command: name)
      } catch {
        if let index = error.argumentIndex {
          try require(
            index >= 0 && index < words.count,
            "error '\(error.message)' points at argument \(index) of \(words.count)")
        }
        _ = error.message
        continue
      }
      let wordSet = Set(words)
      for word in parsed.positionals {
        try require(wordSet.contains(word), "positional '\(word)' is no argument")
      }
      for option in options {
        for value in parsed.values(option.long) {
          try require(
            words.contains { $0.hasSuffix(value) }, "value '\(value)' of --\(option.long)")
          try require(
            option.choices.isEmpty || option.choices.contains(value),
            "value '\(value)' is not a choice of --\(option.long)")
        }
        if option.kind != .flag { _ = try? parsed.value(option.long, as: .integer) }
      }
    }
    if let word = words.first {
      _ = EditDistance.suggestion(for: word, among: commands.map(\.name))
    }
    let safe: Set<String> = ["help", "version", "reporters", "--help", "-h", "--version"]
    if words.count <= 4, let first = words.first, safe.contains(first) {
      let stdout = BufferSink()
      let stderr = BufferSink()
      let status = CLI.run(arguments: words, stdout: stdout, stderr: stderr)
      try require(
        status == .success || status == .usage, "'\(words)' exits with \(status.rawValue)")
      try require(
        status != .usage || stderr.text.hasPrefix("error: "),
        "a usage error without an error line")
    }
  }

  static func require(_ condition: Bool, _ message: @autoclosure () -> String)
    throws(FuzzFailure)
  {
    if !condition { throw FuzzFailure(description: message()) }
  }
}

/// A broken property of the command line.
struct FuzzFailure: Error, CustomStringConvertible {
  var description: String
}
