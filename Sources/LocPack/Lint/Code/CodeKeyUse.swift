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
  /// an upper-case one (`welcomeMessage`). Anything else (`Cancel`, `OK`, `Delete %@?`) is
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
      if (0x61...0x7A).contains(previous), isUpper { hasHump = true }
      if byte == 0x5F || byte == 0x2E || byte == 0x2D, index > 0, index + 1 < bytes.count,
        isWordByte(previous), isWordByte(bytes[index + 1])
      {
        hasSeparator = true
      }
      previous = byte
    }
    return hasSeparator || hasHump
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
