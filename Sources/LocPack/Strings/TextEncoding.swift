/// The encoding of a text file as read from disk, with whether it began with a byte-order mark.
///
/// `.strings` files are UTF-8 or UTF-16 in practice; UTF-32 is rare but Foundation reads it
/// when a BOM announces it. locpack transcodes every input to UTF-8 once and parses bytes.
public enum TextEncoding: Hashable, Sendable, CustomStringConvertible {
  case utf8(bom: Bool)
  case utf16LE(bom: Bool)
  case utf16BE(bom: Bool)
  case utf32LE(bom: Bool)
  case utf32BE(bom: Bool)

  /// Whether the file began with a byte-order mark.
  public var hasBOM: Bool {
    switch self {
    case .utf8(let bom), .utf16LE(let bom), .utf16BE(let bom), .utf32LE(let bom),
      .utf32BE(let bom):
      return bom
    }
  }

  /// The byte-order mark this encoding writes (empty when `hasBOM` is false).
  public var bom: [UInt8] {
    guard hasBOM else { return [] }
    switch self {
    case .utf8: return [0xEF, 0xBB, 0xBF]
    case .utf16LE: return [0xFF, 0xFE]
    case .utf16BE: return [0xFE, 0xFF]
    case .utf32LE: return [0xFF, 0xFE, 0x00, 0x00]
    case .utf32BE: return [0x00, 0x00, 0xFE, 0xFF]
    }
  }

  /// `utf8`, `utf16le+bom`, …: a short name for messages and dumps.
  public var description: String {
    let name: String
    switch self {
    case .utf8: name = "utf8"
    case .utf16LE: name = "utf16le"
    case .utf16BE: name = "utf16be"
    case .utf32LE: name = "utf32le"
    case .utf32BE: name = "utf32be"
    }
    return hasBOM ? name + "+bom" : name
  }

  /// Encodes UTF-8 text into this encoding, with the same byte-order mark.
  ///
  /// The input must be valid UTF-8 (a parsed file's `source.utf8`, or a writer's output);
  /// invalid sequences become U+FFFD.
  /// - Complexity: O(n).
  public func encode(_ utf8: [UInt8]) -> [UInt8] {
    var out = bom
    switch self {
    case .utf8:
      if out.isEmpty { return utf8 }
      out.append(contentsOf: utf8)
      return out
    case .utf16LE, .utf16BE:
      let little = if case .utf16LE = self { true } else { false }
      out.reserveCapacity(out.count + utf8.count * 2)
      for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
        for unit in scalar.utf16 {
          let (first, second) = little ? (unit & 0xFF, unit >> 8) : (unit >> 8, unit & 0xFF)
          out.append(UInt8(first))
          out.append(UInt8(second))
        }
      }
      return out
    case .utf32LE, .utf32BE:
      let little = if case .utf32LE = self { true } else { false }
      out.reserveCapacity(out.count + utf8.count * 4)
      for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
        let value = scalar.value
        let bytes = [
          UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
          UInt8(value & 0xFF),
        ]
        out.append(contentsOf: little ? bytes.reversed() : bytes)
      }
      return out
    }
  }
}
