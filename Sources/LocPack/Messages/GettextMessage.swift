/// One message of a `.po` file as written.
///
/// It holds its keywords' strings with their places, and its flags. ``GettextParser`` reads
/// messages; ``GettextEntryBuilder`` turns them into entries.
struct GettextMessage: Sendable {
  /// The concatenated strings after one keyword (`msgid "a" "b"` gives `ab`).
  struct Field: Sendable {
    /// The keyword's byte offset.
    var keywordOffset: Int
    /// The byte offset of the first string's opening quote.
    var stringOffset: Int
    /// The unescaped text.
    var text: String
    /// For each string literal: where its text starts in ``text`` (UTF-8 offset) and in the
    /// file (the byte after its opening quote), to locate a part of the text.
    var pieces: [(textOffset: Int, sourceOffset: Int)]

    /// The file offset of a UTF-8 offset into ``text`` (exact unless an escape precedes it in
    /// its string literal).
    func sourceOffset(ofTextOffset offset: Int) -> Int {
      var best = pieces.first ?? (0, stringOffset + 1)
      for piece in pieces where piece.textOffset <= offset { best = piece }
      return best.sourceOffset + (offset - best.textOffset)
    }
  }

  /// The `#,` flags gettext defines that the reader uses.
  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let fuzzy = Flags(rawValue: 1 << 0)
    static let cFormat = Flags(rawValue: 1 << 1)
    static let pythonFormat = Flags(rawValue: 1 << 2)
    static let pythonBraceFormat = Flags(rawValue: 1 << 3)
    static let phpFormat = Flags(rawValue: 1 << 4)
  }

  /// `msgctxt`.
  var context: Field?
  /// `msgid`.
  var id: Field
  /// `msgid_plural`.
  var idPlural: Field?
  /// `msgstr`, or `msgstr[0]`, `msgstr[1]` … in order.
  var translations: [Field]
  /// The flags of the `#,` comments before it.
  var flags: Flags
  /// The byte offset of the `#,` comment that says `fuzzy`.
  var fuzzyOffset: Int?

  /// Whether this is the header: an empty `msgid` without a context.
  var isHeader: Bool { context == nil && id.text.isEmpty }
}
