/// The type of value a specifier reads from the argument list.
///
/// Sizes follow iOS on 64-bit devices: `l`, `ll`, `q`, `z`, `t` and `j` all read 8 bytes.
public enum ArgumentType: Hashable, Sendable {
  /// `%@` (and `%#@name@`): an object, shown through its description.
  case object
  /// `%d`, `%D`, `%i` (and a `*` width or precision): a signed integer.
  case int(IntegerSize)
  /// `%u`, `%U`, `%o`, `%O`, `%x`, `%X`: an unsigned integer.
  case unsignedInt(IntegerSize)
  /// `%c`: an `int` printed as one byte.
  case char
  /// `%C`: a UTF-16 code unit printed as a character.
  case unichar
  /// `%f %F %e %E %g %G %a %A`; `true` for `long double` (`%Lf`).
  case double(longDouble: Bool)
  /// `%s`: a NUL-terminated C string.
  case cString
  /// `%S`: a NUL-terminated UTF-16 string.
  case unicharString
  /// `%P`: a Pascal string (length byte first).
  case pascalString
  /// `%p`: a pointer printed as hexadecimal.
  case pointer
  /// `%n`: a pointer written to in C; CoreFoundation never honours it.
  case writeback

  /// The size of an integer argument.
  public enum IntegerSize: Int, Hashable, Sendable, Comparable {
    /// `hh`: 1 byte.
    case byte = 1
    /// `h`: 2 bytes.
    case short = 2
    /// No modifier: `int`, 4 bytes.
    case int = 4
    /// `l ll q z t j`: 8 bytes on iOS.
    case long = 8
    /// `L` on an integer conversion: what CoreFoundation calls size 16.
    case longDouble = 16

    /// Orders sizes by their byte count.
    public static func < (lhs: IntegerSize, rhs: IntegerSize) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// Whether formatting follows a pointer that the argument must really be (`%@ %s %S %P`):
  /// any other value there crashes the app.
  public var dereferencesArgument: Bool {
    switch self {
    case .object, .cString, .unicharString, .pascalString: return true
    default: return false
    }
  }

  /// Whether the argument is a pointer or an object (so a changed type cannot be harmless).
  public var isPointerLike: Bool {
    switch self {
    case .object, .cString, .unicharString, .pascalString, .pointer, .writeback: return true
    default: return false
    }
  }

  /// A short name for messages, such as `object`, `int`, `long` or `double`.
  public var name: String {
    switch self {
    case .object: return "object"
    case .int(let size): return Self.integerName(size, unsigned: false)
    case .unsignedInt(let size): return Self.integerName(size, unsigned: true)
    case .char: return "char"
    case .unichar: return "unichar"
    case .double(let long): return long ? "long double" : "double"
    case .cString: return "C string"
    case .unicharString: return "unichar string"
    case .pascalString: return "Pascal string"
    case .pointer: return "pointer"
    case .writeback: return "%n pointer"
    }
  }

  private static func integerName(_ size: IntegerSize, unsigned: Bool) -> String {
    let base: String
    switch size {
    case .byte: base = "char"
    case .short: base = "short"
    case .int: base = "int"
    case .long: base = "long"
    case .longDouble: base = "128-bit int"
    }
    return unsigned ? "unsigned " + base : base
  }
}

// MARK: - CoreFoundation's storage classes

/// How CoreFoundation stores and reads an argument: its type code and size code.
struct ArgumentStorage: Hashable {
  enum Kind: Hashable {
    case long, double, pointer, object, unichars, chars, pascal, singleUnichar, writeback
  }
  var kind: Kind
  var size: Int
}

extension ArgumentType {
  /// CoreFoundation's (type, size) pair; two uses match when these are equal.
  var storage: ArgumentStorage {
    switch self {
    case .object: return .init(kind: .object, size: 8)
    case .int(let size), .unsignedInt(let size):
      return .init(kind: .long, size: size == .int ? 0 : size.rawValue)
    case .char: return .init(kind: .long, size: 1)
    case .unichar: return .init(kind: .singleUnichar, size: 2)
    case .double(let long): return .init(kind: .double, size: long ? 16 : 8)
    case .cString: return .init(kind: .chars, size: 8)
    case .unicharString: return .init(kind: .unichars, size: 8)
    case .pascalString: return .init(kind: .pascal, size: 8)
    case .pointer: return .init(kind: .pointer, size: 8)
    case .writeback: return .init(kind: .writeback, size: 8)
    }
  }
}
