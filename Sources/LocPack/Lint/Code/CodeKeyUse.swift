/// One place where source code looks up a localized string: the key, the table, and how
/// much of both the scanner could read.
///
/// `NSLocalizedString("INVITE_TITLE", tableName: "Chat", comment: "")` is a use of key
/// `INVITE_TITLE` in table `Chat`; `NSLocalizedString(name, comment: "")` is a dynamic use
/// (``key`` nil); `NSLocalizedString("error.\(code)", comment: "")` is a dynamic use with the
/// literal ``prefix`` `error.`.
public struct CodeKeyUse: Hashable, Sendable {
  /// The key, when the code spells it out (or, for an interpolated SwiftUI or
  /// `String(localized:)` literal, the key Xcode extracts from it: `"%lld photos"`).
  public var key: String?
  /// The table: the call's table argument, else `Localizable`; nil when the table is not a
  /// literal.
  public var table: String?
  /// What the call is (`NSLocalizedString`, `Text`, `L10n.tr`).
  public var form: String
  /// Where the key argument (or the call, when there is none) is.
  public var location: SourceLocation
  /// Literal text before the first interpolation of a dynamic key (`error.` of
  /// `"error.\(code)"`); empty when there is none.
  public var prefix: String = ""
  /// Why the key could not be read, for a dynamic use.
  public var reason: String?
  /// The text around the interpolations of an unresolved SwiftUI or `String(localized:)`
  /// literal.
  ///
  /// Set when the values' types are not evident; `%` doubled (`["", " photos"]`). A key with
  /// a format specifier in each gap (``matchesShape(_:)``) may be the one Xcode extracted.
  public var shape: [String] = []
  /// The member a generated accessor declares with this call as its value (`title` of
  /// `static var title: String { L10n.tr("Localizable", "screen.title") }`): the key is used
  /// only where code reads `.title`.
  public var accessor: String?
  /// Whether the call passes a default value (`value:`, `defaultValue:`) or is a SwiftUI
  /// literal: a missing key then shows that text instead of the raw key.
  public var showsTextWhenMissing = false

  /// The default table of every lookup API.
  public static let defaultTable = "Localizable"

  /// Creates a use.
  public init(key: String?, table: String?, form: String, location: SourceLocation) {
    self.key = key
    self.table = table
    self.form = form
    self.location = location
  }

  /// Whether `key` reads as a symbolic identifier rather than as its own text.
  ///
  /// Symbolic: no whitespace, and either a separator between word characters (`_`, `.`,
  /// `-`: `INVITE_TITLE`, `settings.title`, `error-404`) or a lower-case letter followed by
  /// an upper-case one in a key that starts in lower case (`welcomeMessage`, not the brand
  /// name `BazQux`). Anything else (`Cancel`, `OK`, `Delete %@?`) is
  /// text used as its own key, which the phone shows as it is when the table lacks it.
  public static func isSymbolic(_ key: String) -> Bool {
    var previous: UInt8 = 0x20
    var hasSeparator = false
    var hasHump = false
    let bytes = Array(key.utf8)
    guard !bytes.isEmpty else { return false }
    for (index, byte) in bytes.enumerated() {
      if byte <= 0x20 || byte == 0x25 { return false }  // whitespace, control, `%`
      let isUpper = (0x41...0x5A).contains(byte)
      if (0x61...0x7A).contains(previous), isUpper, (0x61...0x7A).contains(bytes[0]) {
        hasHump = true
      }
      if byte == 0x5F || byte == 0x2E || byte == 0x2D, index > 0, index + 1 < bytes.count,
        isWordByte(previous), isWordByte(bytes[index + 1])
      {
        hasSeparator = true
      }
      previous = byte
    }
    return hasSeparator || hasHump
  }

  /// Whether `key` holds a letter (a Unicode alphabetic scalar) outside its format
  /// specifiers: a key without one (`""`, `" "`, `"|"`, `"01:24"`, `"%lf"`) has nothing to
  /// translate.
  public static func hasLetter(_ key: String) -> Bool {
    let bytes = Array(key.utf8)
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if let end = endOfSpecifier(bytes, at: index) {
        index = end
      } else {
        text.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: text, as: UTF8.self).unicodeScalars.contains {
      $0.properties.isAlphabetic
    }
  }

  /// Whether `key` is ``shape`` with one format specifier (`%@`, `%lld`, `%1$.2f`) in each
  /// gap; false when there is no shape.
  public func matchesShape(_ key: String) -> Bool {
    guard let first = shape.first else { return false }
    let key = Array(key.utf8)
    guard key.starts(with: first.utf8) else { return false }
    var position = first.utf8.count
    for piece in shape.dropFirst() {
      guard let end = Self.endOfSpecifier(key, at: position) else { return false }
      guard key[end...].starts(with: piece.utf8) else { return false }
      position = end + piece.utf8.count
    }
    return position == key.count
  }

  /// The index after the format specifier at `start` (`%`, position, flags, width,
  /// precision, length, conversion), or nil when none starts there.
  static func endOfSpecifier(_ bytes: [UInt8], at start: Int) -> Int? {
    guard start < bytes.count, bytes[start] == UInt8(ascii: "%") else { return nil }
    var index = start + 1
    let allowed = Array("0123456789$#-+ .hlqLztj".utf8)
    while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, Array("@dDiuUxXoOfFeEgGcCsSaAp".utf8).contains(bytes[index]) else {
      return nil
    }
    return index + 1
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
