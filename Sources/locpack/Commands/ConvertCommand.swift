import LocPack

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `locpack convert FILE --to strings|xml|binary|json [-o OUT]`: rewrites a property list or
/// `.strings` table in another format, refusing conversions that would lose information.
enum ConvertCommand {
  /// The output formats.
  enum Target: String, CaseIterable {
    case strings, xml, binary, json
  }

  static let to = OptionSpec(
    long: "to", short: "t", kind: .value("format"), abstract: "The output format (required).",
    choices: Target.allCases.map(\.rawValue))

  static let output = OptionSpec(
    long: "output", short: "o", kind: .value("path"),
    abstract: "Write here, atomically, instead of standard output.")

  static let spec = CommandSpec(
    name: "convert",
    abstract: "Convert a plist or .strings table to another format.",
    discussion: """
      The input format is detected from the content. '--to strings' writes a clean UTF-8 \
      table in Xcode's layout, keeping each entry's comment when the input is .strings text; \
      only a dictionary of strings converts to it: nested, numeric, boolean, date and data \
      values are refused rather than turned into text. '--to xml' and '--to binary' write \
      what Foundation writes and reads back identically. '--to json' writes sorted, pretty \
      JSON (dates as ISO 8601 text, data as base64).

      Without -o the result goes to standard output; a binary plist is not written to a \
      terminal. Exit status: 0 converted, 1 when the input has errors or cannot be \
      converted without loss, 64 for a usage error, 66 when the input cannot be read, 73 \
      when the output cannot be written.

      Examples:
        locpack convert Localizable.strings --to xml -o Localizable.plist
        locpack convert Info.plist --to json
        locpack convert - --to strings < table.plist
      """,
    options: [to, output, ReportOptions.reporter, ReportOptions.strict],
    arguments: [
      ArgumentSpec(name: "file", abstract: "The file to convert, or - for standard input.")
    ],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    guard let targetName = context.arguments.value(to.long),
      let target = Target(rawValue: targetName)
    else { throw .missingValue(option: to.displayName, index: -1) }
    let outputPath = context.arguments.value(output.long)
    if target == .binary, outputPath == nil, context.stdout.isTerminal {
      throw .failure(
        "refusing to write a binary property list to a terminal; use -o <path> or redirect "
          + "standard output", status: .usage)
    }
    let path = context.arguments.argument("file") ?? "-"
    let input: PropertyListInput
    do {
      input = try PropertyListInput.load(path, limits: context.inputLimits)
    } catch {
      throw .io(error)
    }
    if input.isCatalog {
      throw .failure(
        "\(input.label) is a String Catalog: convert reads property lists and .strings tables "
          + "(locpack parse shows what the catalog compiles to)", status: .problems)
    }
    let status = context.reportIfAny(input.diagnostics, files: [input.label])
    guard let document = input.document, !input.diagnostics.hasErrors else { return .problems }
    let bytes = try encode(document, as: target)
    if let outputPath {
      do {
        try FileIO.writeAtomically(bytes, to: outputPath)
      } catch {
        throw .io(error)
      }
    } else if target == .binary {
      if !writeRaw(bytes, to: context.stdout) {
        throw .failure("cannot write to standard output", status: .cannotCreate)
      }
    } else {
      context.print(String(decoding: bytes, as: UTF8.self))
    }
    return status
  }

  // MARK: - Encoding

  /// The document in `target`'s format.
  ///
  /// - Throws: `CLIError.failure` with status 1 when the conversion would lose information.
  static func encode(_ document: PropertyListDocument, as target: Target) throws(CLIError)
    -> [UInt8]
  {
    switch target {
    case .xml:
      return XMLPlist.write(document.value)
    case .binary:
      do {
        return try BinaryPlist.write(document.value)
      } catch {
        throw .failure("cannot write a binary property list: \(error.message)", status: .problems)
      }
    case .json:
      let json = JSONWriter.pretty(
        PropertyList.jsonValue(document.value), style: propertyListJSONStyle)
      return json + [0x0A]
    case .strings:
      return try stringsTable(document)
    }
  }

  /// A `.strings` table: every value must be a string; comments come from `.strings` text.
  static func stringsTable(_ document: PropertyListDocument) throws(CLIError) -> [UInt8] {
    guard case .dictionary(let table) = document.value else {
      throw .failure(
        "cannot convert \(article(document.value.typeName)) to a .strings table; the top level "
          + "must be a dictionary of strings", status: .problems)
    }
    let comments = document.comments
    var entries: [(key: String, value: String, comment: String?)] = []
    entries.reserveCapacity(table.count)
    for (key, value) in table {
      guard case .string(let text) = value else {
        throw .failure(
          "cannot convert the value of '\(key)' (\(article(value.typeName))) to a .strings "
            + "table without losing its type; convert to xml, binary or json instead",
          status: .problems)
      }
      entries.append((key: key, value: text, comment: comments[key]))
    }
    return StringsWriter.write(entries)
  }

  private static func article(_ noun: String) -> String {
    guard let first = noun.first else { return noun }
    return ("aeiou".contains(first) || noun == "UID" ? "an " : "a ") + noun
  }

  // MARK: - Raw output

  /// Writes bytes as they are, and returns whether every byte was written.
  ///
  /// A real output gets the bytes straight on its descriptor; test buffers get them as text.
  private static func writeRaw(_ bytes: [UInt8], to sink: any OutputSink) -> Bool {
    guard let descriptor = sink as? FileDescriptorSink else {
      sink.write(String(decoding: bytes, as: UTF8.self))
      return !sink.hasFailed
    }
    var written = 0
    return bytes.withUnsafeBytes { buffer in
      while written < buffer.count, let base = buffer.baseAddress {
        let count = write(descriptor.fd, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += count
      }
      return true
    }
  }
}
