/// Wraps and truncates text to terminal cells, the way a notification shows it.
///
/// Lines break at spaces where possible; Chinese and Japanese text (ideographs, kana,
/// fullwidth forms) and emoji may also break between any two grapheme clusters (Korean
/// breaks at spaces), except that a line never starts with closing punctuation such as
/// `、。，．！？」）` and never ends with an opening bracket such as `「（` (basic kinsoku). A word longer than a line is cut between grapheme clusters.
/// A cluster is never split. Explicit newlines start a new line; trailing empty lines are
/// dropped. When the text needs more than `maxLines`, the last line ends with `…`, cut back
/// so that it still fits.
///
/// Widths come from ``TerminalWidth``; pass text through ``TerminalSanitizer`` first.
public enum TextLayout {
  /// Wraps `text` into lines of at most `width` cells, keeping at most `maxLines` lines.
  ///
  /// - Parameters:
  ///   - text: the text; `\n` is a line break.
  ///   - width: the line width in cells; values below 2 are treated as 2.
  ///   - maxLines: the most lines to keep; values below 1 are treated as 1.
  /// - Returns: the lines (without trailing spaces) and whether anything was cut.
  public static func wrap(_ text: String, width: Int, maxLines: Int) -> (
    lines: [String], truncated: Bool
  ) {
    let width = max(width, 2)
    let maxLines = max(maxLines, 1)
    var lines: [String] = []
    let paragraphs = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    for paragraph in paragraphs {
      lines.append(contentsOf: wrapParagraph(paragraph, width: width))
    }
    while let last = lines.last, last.isEmpty, lines.count > 1 { lines.removeLast() }
    if lines.count == 1 && lines[0].isEmpty { lines = [] }
    guard lines.count > maxLines else { return (lines, false) }
    lines.removeLast(lines.count - maxLines)
    lines[maxLines - 1] = withEllipsis(lines[maxLines - 1], width: width)
    return (lines, true)
  }

  /// Cuts `text` to one line of at most `width` cells, ending with `…` when cut.
  public static func truncate(_ text: String, width: Int) -> String {
    wrap(text, width: width, maxLines: 1).lines.first ?? ""
  }

  /// Pads `text` with spaces on the right to exactly `width` cells (no-op when wider).
  public static func pad(_ text: String, to width: Int) -> String {
    let cells = TerminalWidth.cells(of: text)
    return cells >= width ? text : text + String(repeating: " ", count: width - cells)
  }

  /// Whether `text` contains right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…).
  public static func containsRightToLeft(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
        0x1E800...0x1EFFF:
        return scalar.properties.generalCategory == .otherLetter
          || scalar.properties.generalCategory == .modifierLetter
      default:
        return false
      }
    }
  }

  // MARK: - Line breaking

  private struct Cluster {
    var character: Character
    var cells: Int
    /// A line may break before this cluster.
    var breakBefore: Bool
  }

  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var lines: [String] = []
    var line: [Cluster] = []
    var lineCells = 0
    var previous: Character?

    func emit(_ clusters: ArraySlice<Cluster>) {
      var end = clusters.endIndex
      while end > clusters.startIndex && clusters[end - 1].character == " " { end -= 1 }
      lines.append(String(clusters[clusters.startIndex..<end].map(\.character)))
    }

    for character in paragraph {
      let cells = TerminalWidth.cells(of: character)
      let isSpace = character == " "
      let breakBefore =
        !isSpace && previous.map { canBreak(between: $0, and: character) } == true
      previous = character
      if isSpace && line.isEmpty && !lines.isEmpty { continue }  // no space at a wrap
      if lineCells + cells > width {
        if isSpace {
          emit(line[...])
          line = []
          lineCells = 0
          continue
        }
        if breakBefore || line.isEmpty {
          if !line.isEmpty { emit(line[...]) }
          line = []
        } else if let cut = line.lastIndex(where: \.breakBefore), cut > line.startIndex {
          emit(line[..<cut])
          line = Array(line[cut...].drop { $0.character == " " })
        } else {
          emit(line[...])  // no break opportunity: cut the word
          line = []
        }
        lineCells = line.reduce(0) { $0 + $1.cells }
        if lineCells + cells > width && !line.isEmpty {
          emit(line[...])
          line = []
          lineCells = 0
        }
        if !line.isEmpty { line[line.startIndex].breakBefore = false }
      }
      line.append(Cluster(character: character, cells: cells, breakBefore: breakBefore))
      lineCells += cells
    }
    if !line.isEmpty || lines.isEmpty { emit(line[...]) }
    return lines
  }

  /// Whether a line may break between two adjacent clusters.
  private static func canBreak(between before: Character, and after: Character) -> Bool {
    if before == " " { return true }
    if noLineStart.contains(after) || noLineEnd.contains(before) { return false }
    return isBreakAnywhere(before) || isBreakAnywhere(after)
  }

  /// Whether a line may break on either side of `character`.
  ///
  /// True for Chinese and Japanese text and emoji; Korean breaks at spaces, like Latin.
  private static func isBreakAnywhere(_ character: Character) -> Bool {
    guard TerminalWidth.cells(of: character) == 2, let first = character.unicodeScalars.first
    else { return false }
    switch first.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: return false
    default: return true
    }
  }

  /// Closing punctuation that never starts a line (kinsoku shori, basic set).
  static let noLineStart: Set<Character> = [
    "、", "。", "，", "．", "！", "？", "」", "』", "）", "】", "〕", "〉", "》", "：", "；",
    "・", "ー", "…", "‥", "々", "ゝ", "ゞ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ",
    "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", ",", ".", "!", "?", ")", "]",
    ":", ";", "%",
  ]

  /// Opening brackets that never end a line.
  static let noLineEnd: Set<Character> = ["「", "『", "（", "【", "〔", "〈", "《", "(", "["]

  private static func withEllipsis(_ line: String, width: Int) -> String {
    var characters = Array(line)
    var cells = TerminalWidth.cells(of: line)
    while let last = characters.last, cells + 1 > width || last == " " {
      characters.removeLast()
      cells -= TerminalWidth.cells(of: last)
    }
    return String(characters) + "…"
  }
}
