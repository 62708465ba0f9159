/// A server-side alert template, one per line of a template file: fixed text with `{name}`,
/// `{{name}}`, `%s`, `%@` or `%n$@` placeholders.
///
/// `%%` is a literal `%`; `{{`…`}}` around a name is one placeholder (Mustache), as is `{name}`
/// (Python, Rust); a `{` that starts no placeholder is text. Placeholders become slots in the
/// order they appear, so the base-language format uses plain `%@`; the names (or the numbers
/// of `%n$@`, or their positions for `%s` and `%@`) are kept so the server knows which value
/// goes in which `loc-args` position.
public struct ServerTemplate: Hashable, Sendable {
  /// The template as a mined one would be: constant pieces around the slots.
  public var template: AlertTemplate
  /// The placeholder names in slot order (`name`, `1`, or the 1-based position).
  public var placeholders: [String]

  /// Parses one line; nil when the line is blank.
  public static func parse(_ line: ArraySlice<UInt8>) -> ServerTemplate? {
    guard line.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
    let bytes = Array(line)
    var constants: [[UInt8]] = [[]]
    var placeholders: [String] = []
    var index = 0
    func slot(_ name: String) {
      placeholders.append(name)
      constants.append([])
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 1 < bytes.count {
        let next = bytes[index + 1]
        if next == UInt8(ascii: "%") {
          constants[constants.count - 1].append(byte)
          index += 2
          continue
        }
        if next == UInt8(ascii: "s") || next == UInt8(ascii: "@") {
          slot(String(placeholders.count + 1))
          index += 2
          continue
        }
        // %n$@ or %n$s
        var end = index + 1
        while end < bytes.count, end - index <= 4, (0x30...0x39).contains(bytes[end]) { end += 1 }
        if end > index + 1, end + 1 < bytes.count, bytes[end] == UInt8(ascii: "$"),
          bytes[end + 1] == UInt8(ascii: "@") || bytes[end + 1] == UInt8(ascii: "s")
        {
          slot(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
          index = end + 2
          continue
        }
      }
      if byte == UInt8(ascii: "{"), let (name, end) = braced(bytes, at: index) {
        slot(name)
        index = end
        continue
      }
      constants[constants.count - 1].append(byte)
      index += 1
    }
    return ServerTemplate(
      template: AlertTemplate(
        constants: constants, count: 0, example: String(decoding: bytes, as: UTF8.self)),
      placeholders: placeholders)
  }

  /// A `{name}` or `{{name}}` placeholder at `start`: its name and the index after it.
  private static func braced(_ bytes: [UInt8], at start: Int) -> (String, Int)? {
    let double = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "{")
    var index = start + (double ? 2 : 1)
    let nameStart = index
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart, index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
      return nil
    }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    if double {
      guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "}") else { return nil }
      return (name, index + 2)
    }
    return (name, index + 1)
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      return true
    default: return false
    }
  }
}
