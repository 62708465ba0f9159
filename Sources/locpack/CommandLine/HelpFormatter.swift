/// Renders help pages and usage lines from the command table.
///
/// Layout: section headers in capitals, rows indented by 2 with labels in a fixed column and
/// descriptions from column 26, everything wrapped at 80 columns. A label too long for the
/// column puts its description on the next line.
enum HelpFormatter {
  /// The page width.
  static let width = 80
  /// The column where row descriptions start.
  static let labelColumn = 26
  /// The row indentation.
  static let indent = 2

  /// The usage line without a prefix: `locpack lint [--strict] <file> ...`.
  static func usage(_ command: CommandSpec, tool: String) -> String {
    usageFragments(command, tool: tool).joined(separator: " ")
  }

  /// The help page of one command.
  static func help(_ command: CommandSpec, tool: String) -> String {
    var sections: [String] = []
    sections.append(wrap("OVERVIEW: " + command.abstract, indent: 0, hanging: 0))
    sections.append(
      wrapFragments(usageFragments(command, tool: tool), prefix: "USAGE: "))
    if !command.arguments.isEmpty {
      sections.append(
        "ARGUMENTS:\n" + command.arguments.map { row($0.helpLabel, $0.abstract) }.joined())
    }
    sections.append(
      "OPTIONS:\n" + command.allOptions.map { row($0.helpLabel, $0.helpAbstract) }.joined())
    if !command.discussion.isEmpty {
      sections.append("DISCUSSION:\n" + paragraphs(command.discussion))
    }
    return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
  }

  /// The top-level help page: overview, usage, global options, the command list.
  static func topLevelHelp(_ cli: CLI) -> String {
    var sections: [String] = []
    sections.append(wrap("OVERVIEW: " + cli.abstract, indent: 0, hanging: 0))
    sections.append("USAGE: \(cli.tool) <subcommand> [<options>]\n")
    sections.append(
      "OPTIONS:\n" + GlobalOptions.topLevel.map { row($0.helpLabel, $0.helpAbstract) }.joined())
    sections.append(
      "SUBCOMMANDS:\n" + cli.commands.map { row($0.name, $0.abstract) }.joined() + "\n"
        + String(repeating: " ", count: indent)
        + "See '\(cli.tool) help <subcommand>' for detailed help.\n")
    return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
  }

  // MARK: - Layout

  private static func usageFragments(_ command: CommandSpec, tool: String) -> [String] {
    [tool, command.name] + command.options.map(\.usageFragment)
      + command.arguments.map(\.usageFragment)
  }

  /// Wraps fragments after a prefix, breaking only between fragments; continuation lines
  /// are indented to the end of the prefix.
  private static func wrapFragments(_ fragments: [String], prefix: String) -> String {
    let hanging = String(repeating: " ", count: prefix.count)
    var lines: [String] = []
    var line = prefix
    var lineIsEmpty = true
    for fragment in fragments {
      if !lineIsEmpty, line.count + 1 + fragment.count > width {
        lines.append(line)
        line = hanging + fragment
      } else {
        line += (lineIsEmpty ? "" : " ") + fragment
      }
      lineIsEmpty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n") + "\n"
  }

  /// One row: the label at the indent, the description from ``labelColumn``.
  static func row(_ label: String, _ description: String) -> String {
    let pad = String(repeating: " ", count: indent)
    let labelText = pad + label
    let column = String(repeating: " ", count: labelColumn)
    let lines = wrapWords(description, width: width - labelColumn)
    guard let first = lines.first else { return labelText + "\n" }
    var out: String
    if labelText.count + 2 <= labelColumn {
      out = labelText + String(repeating: " ", count: labelColumn - labelText.count) + first + "\n"
    } else {
      out = labelText + "\n" + column + first + "\n"
    }
    for line in lines.dropFirst() { out += column + line + "\n" }
    return out
  }

  /// Wraps text at ``width``: the first line at `indent`, the rest at `hanging`.
  private static func wrap(_ text: String, indent: Int, hanging: Int) -> String {
    let lines = wrapWords(text, width: width - max(indent, hanging))
    return lines.enumerated().map { index, line in
      String(repeating: " ", count: index == 0 ? indent : hanging) + line
    }.joined(separator: "\n") + "\n"
  }

  /// Discussion text: blank-line-separated paragraphs wrapped at the row indent; a line that
  /// starts with a space is kept as written (an example), indented like the rest.
  private static func paragraphs(_ text: String) -> String {
    var out: [String] = []
    var paragraph: [String] = []
    func flush() {
      if paragraph.isEmpty { return }
      out.append(wrap(paragraph.joined(separator: " "), indent: indent, hanging: indent))
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.allSatisfy({ $0 == " " }) {
        flush()
        if out.last != "\n" { out.append("\n") }
      } else if line.first == " " {
        flush()
        out.append(String(repeating: " ", count: indent) + line + "\n")
      } else {
        paragraph.append(String(line))
      }
    }
    flush()
    while out.last == "\n" { out.removeLast() }
    return out.joined()
  }

  /// Splits text into lines of at most `width` characters at spaces; a longer word gets a
  /// line of its own.
  static func wrapWords(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
