/// One key of one localization as the linter sees it: the value, where it was read, and how
/// to place a byte range of the value back in the file.
///
/// A class, so that every rule visiting every entry copies one reference instead of the
/// entry's strings: the fields are set while the file is read and never change afterwards.
public final class LintEntry: @unchecked Sendable {
  /// The key.
  public let key: String
  /// The value: text from a `.strings` file or catalog, or a `.stringsdict` rule set.
  public var value: LocalizedValue
  /// Where the value came from.
  public var origin: LocalizedEntry.Origin
  /// The key's position in its file, when known.
  public var location: SourceLocation?
  /// The file the entry was read from.
  public var path: String
  /// For text read from a `.strings` file: the byte offset in the (UTF-8) source where the
  /// value's first byte stands, when the value's bytes appear there unescaped.
  var valueOffset: Int?
  /// For `.stringsdict` entries: the position of each form, keyed `variable/category`, and
  /// of the format key under `""`.
  var formLocations: [String: SourceLocation] = [:]
  /// Whether the entry stands for the source value (a catalog key that is not translated).
  var isSourceFallback = false
  /// Whether the entry's comment marks it as not for translation (see
  /// ``saysDoNotTranslate(_:)``).
  var isMarkedDoNotTranslate = false

  /// Whether a translator comment marks its entry as not for translation: "Do not translate"
  /// or "Don't translate" in any letter case, with a straight or curly apostrophe.
  static func saysDoNotTranslate(_ comment: String?) -> Bool {
    guard let comment else { return false }
    // Most comments are ASCII: searched byte by byte, with no lowercased copy.
    if let ascii = comment.utf8.withContiguousStorageIfAvailable({ bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      return containsASCIICaseInsensitive(bytes, "do not translate")
        || containsASCIICaseInsensitive(bytes, "don't translate")
    }), let ascii {
      return ascii
    }
    let lower = comment.lowercased()
    return ["do not translate", "don't translate", "don\u{2019}t translate"].contains {
      lower.contains($0)
    }
  }

  /// Whether `bytes` contain `phrase` (lowercase ASCII), ignoring the case of ASCII letters.
  static func containsASCIICaseInsensitive(
    _ bytes: UnsafeBufferPointer<UInt8>, _ phrase: StaticString
  )
    -> Bool
  {
    let count = phrase.utf8CodeUnitCount
    guard count > 0, bytes.count >= count else { return false }
    let pattern = UnsafeBufferPointer(start: phrase.utf8Start, count: count)
    for start in 0...(bytes.count - count) {
      var matched = 0
      while matched < count {
        var byte = bytes[start + matched]
        if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte += 32 }
        guard byte == pattern[matched] else { break }
        matched += 1
      }
      if matched == count { return true }
    }
    return false
  }

  /// Creates an entry.
  public init(
    key: String, value: LocalizedValue, origin: LocalizedEntry.Origin,
    location: SourceLocation?, path: String
  ) {
    self.key = key
    self.value = value
    self.origin = origin
    self.location = location
    self.path = path
  }

  /// The text of a plain entry, or the format key of a `.stringsdict` entry.
  public var text: String { value.format }

  /// Every text a user may see for this key: the value of a plain entry; the format key with
  /// each variable replaced by one of its forms for a `.stringsdict` entry (one text per
  /// form, `other` first).
  public var renderedForms: [(label: String, text: String)] {
    switch value {
    case .text(let text): return [("", text)]
    case .stringsDict(let entry): return LintEntry.forms(of: entry)
    }
  }

  /// The plural variables of a `.stringsdict` entry (or of a catalog's plural variation or
  /// substitutions) with their forms by category; none for text.
  var pluralVariables: [(name: String, forms: [PluralCategory: String])] {
    guard case .stringsDict(let entry) = value else { return [] }
    return entry.variables.compactMap { variable in
      guard case .plural(_, let forms) = variable.rule else { return nil }
      return (variable.name, forms)
    }
  }

  /// The format key with each variable reference replaced by its `other` form, then one
  /// text per other form of each variable.
  static func forms(of entry: StringsDictEntry) -> [(label: String, text: String)] {
    let others = Dictionary(
      entry.variables.map { ($0.name, LintEntry.otherForm($0.rule)) },
      uniquingKeysWith: { first, _ in first })
    let base = substitute(entry.formatKey, others)
    var result: [(label: String, text: String)] = [("", base)]
    for variable in entry.variables {
      guard case .plural(_, let forms) = variable.rule else { continue }
      for category in PluralCategory.allCases where category != .other {
        guard let form = forms[category] else { continue }
        var replaced = others
        replaced[variable.name] = form
        result.append(
          ("\(variable.name)/\(category.rawValue)", substitute(entry.formatKey, replaced)))
      }
    }
    return result
  }

  static func otherForm(_ rule: StringsDictRule) -> String {
    switch rule {
    case .plural(_, let forms): return forms[.other] ?? ""
    default: return rule.formTexts.last ?? ""
    }
  }

  /// Replaces `%#@name@` and `%n$#@name@` with the given texts (one level deep).
  static func substitute(_ text: String, _ values: [String: String]) -> String {
    StringsDictReference.replacing(in: text) { values[$0.name] }
  }

  /// The position of `range` (UTF-8 offsets in ``text``), or the key's position when the
  /// value cannot be placed byte for byte.
  func location(ofValueRange range: Range<Int>?, in source: SourceFile?) -> SourceLocation? {
    if let range, let valueOffset, let source {
      return source.location(at: valueOffset + range.lowerBound)
    }
    return location
  }

  /// The position of a `.stringsdict` form (`variable/category`), else of the key.
  func location(ofForm label: String) -> SourceLocation? {
    formLocations[label] ?? location
  }
}
