/// One conversion specification in a format string, such as `%@`, `%2$ld`, `%-8.3f` or
/// `%#@count@`.
///
/// The grammar is CoreFoundation's (`__CFParseFormatSpec`):
/// `%` [`n$`] [flags `#-+0 `] [width `n` | `*` | `*n$`] [`.` precision `n` | `*` | `*n$`]
/// [length `hh h l ll q L z t j`] conversion. `%#@name@` and `%1$#@name@` reference a
/// `.stringsdict` variable. Ranges are UTF-8 byte offsets into the format text.
public struct FormatSpecifier: Hashable, Sendable {
  /// The flag characters written before the width.
  ///
  /// CoreFoundation knows `#`, `-`, `+`, `0` and space. The `'` grouping flag of POSIX is not
  /// part of its grammar: `%'d` is not a specifier there (it renders `'d`).
  public struct Flags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8
    /// Creates flags from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `#`: the alternate form (`0x` prefix for `%#x`); before `@` it starts a variable.
    public static let alternate = Flags(rawValue: 1 << 0)
    /// `-`: pad on the right.
    public static let leftAlign = Flags(rawValue: 1 << 1)
    /// `+`: always print a sign.
    public static let plus = Flags(rawValue: 1 << 2)
    /// Space: a space before positive numbers.
    ///
    /// In prose, `50% off` parses as `% o`.
    public static let space = Flags(rawValue: 1 << 3)
    /// `0`: pad numbers with zeros.
    public static let zeroPad = Flags(rawValue: 1 << 4)
  }

  /// A width or a precision.
  public enum Amount: Hashable, Sendable {
    /// Not written.
    case none
    /// A number written in the format, such as `8` in `%8d` or `3` in `%.3f`.
    case literal(Int)
    /// `*`: taken from the next sequential argument.
    case star
    /// `*n$`: taken from argument `n` (1-based).
    case starPositional(Int)
  }

  /// The length modifier that sets an integer's or a floating-point value's size.
  public enum LengthModifier: String, Hashable, Sendable, CaseIterable {
    /// No modifier: `int` for integers, `double` for floating point.
    case none = ""
    /// `hh`: `char` sized integer.
    case hh
    /// `h`: `short`.
    case h
    /// `l`: `long` (64-bit on iOS).
    case l
    /// `ll`: `long long`.
    case ll
    /// `q`: quad, the same as `ll`.
    case q
    /// `L`: `long double`.
    case L
    /// `z`: `size_t` (64-bit on iOS).
    case z
    /// `t`: `ptrdiff_t` (64-bit on iOS).
    case t
    /// `j`: `intmax_t` (64-bit).
    case j
  }

  /// The UTF-8 byte range of the whole specifier, from `%` to the conversion character.
  public var range: Range<Int>
  /// The explicit argument number written as `n$` (1-based), or `nil` for a sequential one.
  public var position: Int?
  /// The 1-based argument this specifier formats, resolved the way CoreFoundation numbers
  /// arguments (sequential specifiers count on from 1, ignoring positional ones; `*` takes an
  /// argument of its own before the value).
  public var argumentIndex: Int
  /// The flags.
  public var flags: Flags
  /// The width.
  public var width: Amount
  /// The 1-based argument a `*` width reads, when it has one.
  public var widthArgumentIndex: Int?
  /// The precision.
  ///
  /// A lone `.` counts as precision 0.
  public var precision: Amount
  /// The 1-based argument a `*` precision reads, when it has one.
  public var precisionArgumentIndex: Int?
  /// The length modifier (the last one written, as CoreFoundation keeps it).
  public var length: LengthModifier
  /// The conversion character as a byte, such as `@`, `d`, `f` or `s`.
  public var conversion: UInt8
  /// The variable name of a `.stringsdict` reference `%#@name@`, else `nil`.
  public var variableName: String?
  /// The type of value the specifier reads from its argument.
  public var valueType: ArgumentType

  /// Creates a specifier from its parts.
  public init(
    range: Range<Int>, position: Int?, argumentIndex: Int, flags: Flags = [],
    width: Amount = .none, widthArgumentIndex: Int? = nil, precision: Amount = .none,
    precisionArgumentIndex: Int? = nil, length: LengthModifier = .none, conversion: UInt8,
    variableName: String? = nil, valueType: ArgumentType
  ) {
    self.range = range
    self.position = position
    self.argumentIndex = argumentIndex
    self.flags = flags
    self.width = width
    self.widthArgumentIndex = widthArgumentIndex
    self.precision = precision
    self.precisionArgumentIndex = precisionArgumentIndex
    self.length = length
    self.conversion = conversion
    self.variableName = variableName
    self.valueType = valueType
  }

  /// Whether the specifier references a `.stringsdict` variable (`%#@name@`).
  public var isStringsdictVariable: Bool { variableName != nil }

  /// Whether the specifier is positional (`%n$…`).
  public var isPositional: Bool { position != nil }

  /// Whether the specifier formats an object (`%@` or a `.stringsdict` variable), the only
  /// kind a push notification's string arguments can safely fill.
  public var isObject: Bool { valueType == .object }
}
