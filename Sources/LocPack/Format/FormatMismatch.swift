/// One difference between how a base string and its translation read the arguments.
public struct FormatMismatch: Hashable, Sendable {
  /// What differs.
  public enum Kind: Hashable, Sendable {
    /// The translation reads an argument the base does not pass.
    case surplusArgument
    /// The argument is read as another type.
    case typeChanged(base: ArgumentType, translation: ArgumentType)
    /// The argument is read with another integer or floating-point size.
    case sizeChanged(base: ArgumentType, translation: ArgumentType)
    /// Same type and size, another notation: `%d` vs `%u` or `%x`, `%f` vs `%e` or `%g`.
    /// Apple's format validator rejects these.
    case styleChanged(base: UInt8, translation: UInt8)
    /// Gaps in numbering make the specifier show another argument than its number says.
    case argumentShifted(shows: Int)
    /// An argument number beyond Foundation's limit: it renders as missing or empties the text.
    case argumentNotCollected
    /// A `%` with no conversion (or an incomplete one at the end) loses text.
    case percentDropped
    /// A `%` in prose that forms a specifier the base does not have (`50% off` reads `% o`):
    /// it reads an argument that is not meant for it.
    case percentInProse
    /// Foundation fails on the translation altogether (a number overflow).
    case formatFails
  }

  /// What differs.
  public var kind: Kind
  /// Whether this mismatch alone can crash the app.
  public var isCrash: Bool
  /// The translation's 1-based argument index, when the mismatch concerns one.
  public var argumentIndex: Int?
  /// The base specifier's byte range, when there is one.
  public var baseRange: Range<Int>?
  /// The translation's byte range.
  public var translationRange: Range<Int>?
  /// One sentence, lowercase start, no trailing period.
  public var message: String

  /// Creates a mismatch.
  public init(
    _ kind: Kind, isCrash: Bool, argumentIndex: Int?, baseRange: Range<Int>?,
    translationRange: Range<Int>?, message: String
  ) {
    self.kind = kind
    self.isCrash = isCrash
    self.argumentIndex = argumentIndex
    self.baseRange = baseRange
    self.translationRange = translationRange
    self.message = message
  }
}
