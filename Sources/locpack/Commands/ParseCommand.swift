import LocPack

/// `locpack parse FILE...`: reads property lists and `.strings` tables in any format and
/// prints them as JSON or as an aligned table.
enum ParseCommand {
  static let format = OptionSpec(
    long: "format", short: "f", kind: .value("format"),
    abstract: "The output format: sorted JSON, or aligned key/value lines for people.",
    choices: ["json", "table"], defaultValue: "json")

  static let spec = CommandSpec(
    name: "parse",
    abstract: "Print plists, .strings tables and catalogs as JSON.",
    discussion: """
      Each file may be a .strings table, an OpenStep plist, an XML plist or a binary plist; \
      the format is detected from the content, not the file name. A String Catalog \
      (.xcstrings) shows what Xcode compiles it to: language to table, each value a text or \
      its .stringsdict dictionary. With one file the output is its table; with several, an \
      object of path to table. Diagnostics go to standard \
      error. Exit status: 0 clean, 1 when a file has errors (or warnings with --strict), 66 \
      when a file cannot be read, 64 for a usage error.

      Examples:
        locpack parse fr.lproj/Localizable.strings
        locpack parse --format table */Localizable.strings
        cat Info.plist | locpack parse -
        locpack parse Localizable.xcstrings
      """,
    options: [format, ReportOptions.reporter, ReportOptions.strict],
    arguments: [
      ArgumentSpec(
        name: "file", abstract: "The files to read, or - for standard input.",
        arity: .oneOrMore)
    ],
    run: { context throws(CLIError) in run(context) })

  static func run(_ context: CommandContext) -> ExitStatus {
    let paths = context.arguments.arguments("file")
    var inputs: [PropertyListInput] = []
    var unreadable = false
    for path in paths {
      do {
        inputs.append(try PropertyListInput.load(path, limits: context.inputLimits))
      } catch {
        context.printError(error.description)
        unreadable = true
      }
    }
    let parsed = inputs.compactMap { input in input.document.map { (input.label, $0.value) } }
    if !parsed.isEmpty {
      if context.arguments.value(format.long) == "table" {
        context.print(table(parsed, headers: paths.count > 1))
      } else {
        context.print(json(parsed, single: paths.count == 1))
      }
    }
    let status = context.reportIfAny(
      inputs.flatMap(\.diagnostics), files: inputs.map(\.label))
    return unreadable ? .noInput : status
  }

  // MARK: - JSON

  /// The value as pretty JSON with a trailing newline; several files as path → value.
  static func json(_ parsed: [(String, PlistValue)], single: Bool) -> String {
    let value: JSONValue
    if single, let only = parsed.first {
      value = PropertyList.jsonValue(only.1)
    } else {
      value = .object(
        JSONObject(parsed.map { JSONMember($0.0, PropertyList.jsonValue($0.1)) }))
    }
    return JSONWriter.prettyString(value, style: propertyListJSONStyle) + "\n"
  }

  // MARK: - Table

  /// Aligned `key  value` lines, keys sorted by their UTF-8 bytes; with `headers`, each file
  /// starts with `==> path <==` and files are separated by a blank line.
  static func table(_ parsed: [(String, PlistValue)], headers: Bool) -> String {
    var out = ""
    for (index, (path, value)) in parsed.enumerated() {
      if headers {
        if index > 0 { out += "\n" }
        out += "==> \(shown(path)) <==\n"
      }
      out += rows(value)
    }
    return out
  }

  /// The widest key column before values start on their own alignment.
  static let maxKeyColumn = 40

  private static func rows(_ value: PlistValue) -> String {
    var pairs: [(String, String)]
    switch value {
    case .dictionary(let dictionary):
      pairs = dictionary.map { (shown($0.key), cell($0.value)) }
      pairs.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    case .array(let elements):
      pairs = elements.enumerated().map { ("[\($0.offset)]", cell($0.element)) }
    default:
      return cell(value) + "\n"
    }
    let width = min(maxKeyColumn, pairs.map { TerminalWidth.cells(of: $0.0) }.max() ?? 0)
    var out = ""
    for (key, text) in pairs {
      let padding = max(0, width - TerminalWidth.cells(of: key))
      out += key + String(repeating: " ", count: padding + 2) + text + "\n"
    }
    return out
  }

  /// A value on one line: strings escaped and sanitized, anything else as compact JSON.
  private static func cell(_ value: PlistValue) -> String {
    if case .string(let text) = value { return shown(text) }
    return shown(JSONWriter.compactString(sortedKeys(PropertyList.jsonValue(value))))
  }

  /// The value with every object's members sorted by their keys' UTF-8 bytes, as in the
  /// JSON output.
  private static func sortedKeys(_ value: JSONValue) -> JSONValue {
    switch value {
    case .object(let object):
      let members = object.members.map { JSONMember($0.key, sortedKeys($0.value)) }
      return .object(
        JSONObject(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }))
    case .array(let elements):
      return .array(elements.map(sortedKeys))
    default:
      return value
    }
  }

  /// Text made safe for one terminal line: `\` `\n` `\r` `\t` and the line separators escaped,
  /// every other control character replaced by its visible stand-in.
  static func shown(_ text: String) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case "\u{2028}": escaped += "\\u2028"
      case "\u{2029}": escaped += "\\u2029"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return TerminalSanitizer.sanitize(escaped)
  }
}
