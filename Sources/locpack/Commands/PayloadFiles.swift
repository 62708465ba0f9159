import LocPack

/// The payload files given to `expand`, `measure` and `preview`, each read with
/// ``PayloadInput``; a file that cannot be read is an error on standard error, a payload that
/// does not parse a diagnostic.
enum PayloadFiles {
  /// What went wrong across all inputs, for the exit status.
  struct Tally {
    var problems = false
    var unreadable = false
    var warnings = 0

    /// 66 when an input could not be read, else 1 for problems (or warnings with `strict`),
    /// else 0.
    func status(strict: Bool) -> ExitStatus {
      if unreadable { return .noInput }
      if problems || (strict && warnings > 0) { return .problems }
      return .success
    }
  }

  /// `<payload> ...`: the files every payload command reads.
  static let argument = ArgumentSpec(
    name: "payload", abstract: "A payload or JSONL file, or - for standard input.",
    arity: .oneOrMore)

  /// `-f, --format text|json`: how `expand` and `measure` write what they find.
  static let format = OptionSpec(
    long: "format", short: "f", kind: .value("format"), abstract: "The output format.",
    choices: ["text", "json"], defaultValue: "text")

  /// Reads and parses every payload of ``argument`` (`-` for standard input), in order.
  static func records(
    context: CommandContext, _ tally: inout Tally, pushType: PushType? = nil
  ) -> [PayloadInput.Record] {
    var records: [PayloadInput.Record] = []
    for path in context.arguments.arguments(argument.name) {
      let bytes: [UInt8]
      do {
        bytes = try context.readInput(path)
      } catch {
        context.printError(error.description)
        tally.unreadable = true
        continue
      }
      let (found, diagnostics) = PayloadInput.read(
        bytes, path: path == "-" ? "<stdin>" : path, pushType: pushType,
        limits: context.inputLimits)
      context.emit(diagnostics)
      if !diagnostics.isEmpty { tally.problems = true }
      records += found
    }
    return records
  }
}
