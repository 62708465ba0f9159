/// Lossless editing of a `.strings` table: set a value, insert an entry, remove an entry,
/// and write the result back atomically.
///
/// Edits apply to the file's UTF-8 text by byte ranges; every byte outside the edited entry
/// stays as it was. An untouched editor gives back exactly the bytes that were read (same
/// encoding, byte-order mark, line endings, comments, spacing and order). New text follows
/// the file's own ``style``.
///
/// ```swift
/// let bytes = try FileIO.read(path)
/// var editor = StringsEditor(try StringsFile.parse(bytes, path: path))
/// try editor.setValue("Bonjour, %@ !", forKey: "GREETING")
/// try editor.insert(key: "BYE", value: "Au revoir", comment: "Farewell", after: "GREETING")
/// try editor.write(to: path)
/// ```
public struct StringsEditor: Sendable {
  /// The current UTF-8 text (without a byte-order mark), edits applied.
  public private(set) var text: [UInt8]
  /// The current entries in file order, with ranges into ``text``.
  public private(set) var entries: [StringsEntry]
  /// The file's detected style, which inserted text follows.
  public let style: StringsStyle
  /// Whether any edit changed the text.
  public private(set) var hasChanges = false

  /// The path the file was read from (for error locations).
  let path: String
  /// The bytes as read.
  let original: [UInt8]
  let encoding: TextEncoding
  /// Whether the table is a top-level `{ … }` dictionary.
  let isBraced: Bool
  /// The index of the last definition of each key, rebuilt after an edit moves entries.
  private var keyIndex: [String: Int] = [:]
  private var keyIndexIsStale = true
  /// The opening quote of a quoted string that runs to the end of the text (which the reader
  /// forgives inside an array), kept in step with edits before it; nil when there is none.
  private var openQuote: Int?

  /// Creates an editor over a parsed file.
  ///
  /// - Complexity: O(n) in the size of the file (style detection).
  public init(_ file: StringsFile) {
    text = file.source.utf8
    entries = file.entries
    encoding = file.encoding
    path = file.source.path
    original = file.encoding.encode(file.source.utf8)
    style = StringsStyle(detecting: file.source.utf8, entries: file.entries, encoding: encoding)
    isBraced = Layout(text: file.source.utf8).startsWithBrace()
    openQuote = Layout(text: file.source.utf8).unterminatedQuote()
  }

  // MARK: - Edits

  /// Replaces the value of the last definition of `key` (the one Foundation uses).
  ///
  /// A quoted value keeps its quote character; an unquoted value stays unquoted when the new
  /// value can. A `"key";` entry gains ` = "value"` in the file's spacing. Setting the value
  /// an entry already has changes nothing, whatever its spelling (a `"key";` entry already
  /// has its key as value).
  /// - Throws: `.keyNotFound` when no entry has the key; `.notAString` when its value is an
  ///   array, a dictionary or data.
  public mutating func setValue(_ value: String, forKey key: String) throws(StringsEditError) {
    guard let index = lastIndex(of: key) else {
      throw .keyNotFound(key: key)
    }
    let entry = entries[index]
    guard case .string(let current) = entry.value else {
      let found: String
      switch entry.value {
      case .array: found = "an array"
      case .dictionary: found = "a dictionary"
      case .data: found = "data"
      default: found = entry.value.typeName
      }
      throw .notAString(
        key: key, found: found,
        at: location(entry.valueRange?.lowerBound ?? entry.keyRange.lowerBound))
    }
    if current == value { return }
    var token: [UInt8] = []
    if let valueRange = entry.valueRange {
      let first = text[valueRange.lowerBound]
      if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
        StringsEscaping.appendQuoted(value, quote: first, to: &token)
      } else if StringsEscaping.canStandUnquoted(value) {
        token.append(contentsOf: value.utf8)
      } else {
        StringsEscaping.appendQuoted(value, quote: style.quote, to: &token)
      }
      splice(valueRange, with: token, from: index)
      entries[index].valueRange = valueRange.lowerBound..<(valueRange.lowerBound + token.count)
    } else {
      let end = entry.keyRange.upperBound
      var inserted = Array(style.separator.utf8)
      let valueStart = end + inserted.count
      StringsEscaping.appendQuoted(value, quote: style.quote, to: &token)
      inserted.append(contentsOf: token)
      splice(end..<end, with: inserted, from: index)
      entries[index].valueRange = valueStart..<(valueStart + token.count)
    }
    entries[index].value = .string(value)
  }

  /// Inserts an entry, with a comment line above it when `comment` is not nil, in the file's
  /// style.
  ///
  /// The entry goes after the line of the last definition of `after`, or after the last
  /// entry of the table (before a closing `}`, and before comments that follow the last
  /// entry), separated by the file's usual number of blank lines. A table without entries
  /// whose text ends inside an unterminated `/*` comment (which the reader accepts) gets
  /// that comment closed with a `*/` line first, so the entry is not part of it.
  /// - Throws: `.duplicateKey` when the key is already defined; `.anchorNotFound` when
  ///   `after` is not; `.unterminatedQuote` when the entry would go after a quoted string
  ///   that runs to the end of the file.
  public mutating func insert(key: String, value: String, comment: String?, after: String? = nil)
    throws(StringsEditError)
  {
    if let existing = lastIndex(of: key) {
      throw .duplicateKey(key: key, at: location(entries[existing].keyRange.lowerBound))
    }
    let anchor: Int?
    if let after {
      guard let index = lastIndex(of: after) else {
        throw .anchorNotFound(key: after)
      }
      anchor = index
    } else {
      anchor = entries.indices.last
    }
    let (position, prefix, suffix) = insertionPoint(after: anchor)
    if let openQuote, position > openQuote {
      throw .unterminatedQuote(at: location(openQuote))
    }
    let rendered = style.render(key: key, value: value, comment: comment)
    let base = position + prefix.count
    let index = anchor.map { $0 + 1 } ?? 0
    splice(position..<position, with: prefix + rendered.bytes + suffix, from: index)
    func shifted(_ range: Range<Int>) -> Range<Int> {
      (range.lowerBound + base)..<(range.upperBound + base)
    }
    let entry = StringsEntry(
      key: key, value: .string(value), comment: comment,
      commentRange: rendered.commentRange.map(shifted), keyRange: shifted(rendered.keyRange),
      valueRange: shifted(rendered.valueRange), range: shifted(rendered.range))
    entries.insert(entry, at: index)
    if index == entries.count - 1, !keyIndexIsStale {
      keyIndex[key] = index
    } else {
      keyIndexIsStale = true
    }
  }

  /// Removes every definition of `key`, each with its leading comment, its trailing comment
  /// on the same line, and the line it occupied.
  ///
  /// Neighbouring entries keep their bytes. When the entry stood between blank lines, the
  /// blank lines after it go too, so that the spacing stays as regular as it was; the last
  /// entry takes the blank lines before it. A file left with no text keeps one line break
  /// (Foundation rejects an empty file).
  /// - Throws: `.keyNotFound` when no entry has the key.
  public mutating func remove(key: String) throws(StringsEditError) {
    guard lastIndex(of: key) != nil else { throw .keyNotFound(key: key) }
    let indices = entries.indices.filter { entries[$0].key == key }
    keyIndexIsStale = true
    for index in indices.reversed() {
      let range = Layout(text: text).removalRange(of: entries[index])
      entries.remove(at: index)
      splice(range, with: [], from: index)
    }
    if text.isEmpty { text = style.lineEnding.bytes }
  }

  // MARK: - Output

  /// The edited file in the original encoding, with the original byte-order mark.
  ///
  /// An untouched editor returns exactly the bytes that were read.
  /// - Complexity: O(n); O(1) for an untouched file.
  public func bytes() -> [UInt8] {
    hasChanges ? encoding.encode(text) : original
  }

  /// Writes the edited file to `path` atomically (a temporary file in the same folder, then a
  /// rename), keeping the file's permissions.
  ///
  /// The file on disk must still hold the bytes that were read; a file changed in between is
  /// refused with `.changedOnDisk`. A failed write leaves the original file intact and no
  /// temporary file behind.
  /// - Parameter checkingOriginal: When false, writes whatever `path` holds (or creates it).
  /// - Throws: ``FileIOError`` with operation `.write`.
  public func write(to path: String, checkingOriginal: Bool = true) throws(FileIOError) {
    try FileIO.writeAtomically(
      bytes(), to: path, expectedOriginal: checkingOriginal ? original : nil)
  }

  // MARK: - Helpers

  /// Where an entry inserted after entry `anchor` (or into an empty table) goes, and the
  /// line breaks before and after it.
  private func insertionPoint(after anchor: Int?) -> (Int, [UInt8], [UInt8]) {
    let eol = style.lineEnding.bytes
    var blank: [UInt8] = []
    for _ in 0..<max(0, style.blankLinesBetweenEntries) { blank.append(contentsOf: eol) }
    let layout = Layout(text: text)
    let position: Int
    let prefix: [UInt8]
    var suffix: [UInt8] = []
    if let anchor {
      let end = layout.lineEnd(after: entries[anchor].range.upperBound)
      if let lineEnd = end.lineEnd {
        position = lineEnd
        prefix = blank
        suffix = eol
      } else {
        position = end.consumed
        prefix = eol + blank
      }
    } else if isBraced, let close = layout.closingBraceOfEmptyTable() {
      position = close
      prefix = close > 0 && !Layout.isLineBreak(text[close - 1]) ? eol : []
      suffix = eol
    } else {
      position = text.count
      let hasContent = layout.hasContent()
      // A table of comments only may end inside an unterminated `/*`, which the reader
      // accepts and which would swallow the entry: close it on a line of its own first.
      let closing =
        layout.endsInsideBlockComment() ? eol + [UInt8(ascii: "*"), UInt8(ascii: "/")] : []
      let endsLine = closing.isEmpty && (text.last.map(Layout.isLineBreak) ?? false)
      prefix = closing + (hasContent && !endsLine ? eol : []) + (hasContent ? blank : [])
      suffix = endsLine || !hasContent ? eol : []
    }
    return (position, prefix, suffix)
  }

  /// Replaces bytes of the text and moves the recorded ranges behind them.
  ///
  /// Entries are in file order and an edit never reaches back before entry `first`, so only
  /// the entries from `first` on can move.
  private mutating func splice(_ range: Range<Int>, with bytes: [UInt8], from first: Int) {
    text.replaceSubrange(range, with: bytes)
    hasChanges = true
    let delta = bytes.count - range.count
    if let quote = openQuote, range.lowerBound <= quote { openQuote = quote + delta }
    guard delta != 0, first < entries.count else { return }
    for index in first..<entries.count { entries[index].shift(by: delta, after: range) }
  }

  /// The index of the last definition of `key`.
  private mutating func lastIndex(of key: String) -> Int? {
    if keyIndexIsStale {
      keyIndex.removeAll(keepingCapacity: true)
      for (index, entry) in entries.enumerated() { keyIndex[entry.key] = index }
      keyIndexIsStale = false
    }
    return keyIndex[key]
  }

  /// The location of an offset in the current text.
  private func location(_ offset: Int) -> SourceLocation {
    SourceFile(path: path, utf8: text).location(at: offset)
  }
}

extension StringsEntry {
  /// Moves the ranges that lie behind an edited range by `delta` bytes.
  ///
  /// A bound at the end of the edited range moves when the edit replaced bytes; at an
  /// insertion point, lower bounds move (the entry follows the insertion) and upper bounds stay.
  fileprivate mutating func shift(by delta: Int, after edited: Range<Int>) {
    let end = edited.upperBound
    func lower(_ bound: Int) -> Int { bound >= end ? bound + delta : bound }
    func upper(_ bound: Int) -> Int {
      bound > end || (bound == end && !edited.isEmpty) ? bound + delta : bound
    }
    func move(_ range: Range<Int>) -> Range<Int> {
      let low = lower(range.lowerBound)
      return low..<max(low, upper(range.upperBound))
    }
    keyRange = move(keyRange)
    range = move(range)
    valueRange = valueRange.map(move)
    commentRange = commentRange.map(move)
  }
}
