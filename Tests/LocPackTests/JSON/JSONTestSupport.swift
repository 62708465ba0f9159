import Foundation
import LocPackTestSupport

@testable import LocPack

/// Random JSON values and random (valid) spellings of them.
struct RandomJSON {
  var rng: SeededGenerator
  /// `JSONSerialization` drops a raw U+FEFF at the start of a string; the differential
  /// corpus leaves it out (see `JSONDifferentialTests.leadingByteOrderMarkInString`).
  var includesByteOrderMark = true

  static let pieces: [String] = [
    "a", "Z", "0", " ", "hello", "\"", "\\", "/", "\u{0}", "\u{1}", "\n", "\t", "\r", "\u{8}",
    "\u{C}", "\u{1F}", "\u{7F}", "é", "ß", "日本", "😀", "👩‍👩‍👧", "\u{2028}", "\u{2029}", "مرحبا",
    "%@", "\u{FFFD}", "\u{FEFF}", "\u{10FFFF}",
  ]

  mutating func string(maxPieces: Int = 6) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...maxPieces, using: &rng) {
      let piece = Self.pieces.randomElement(using: &rng) ?? ""
      if piece == "\u{FEFF}", !includesByteOrderMark { continue }
      text += piece
    }
    return text
  }

  mutating func number() -> String {
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return String(Int.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng))
    case 1: return String(Int.random(in: 0...100, using: &rng))
    case 2:
      return "\(Int.random(in: -999...999, using: &rng)).\(Int.random(in: 1...99, using: &rng))"
    case 3: return "\(Int.random(in: 1...9, using: &rng))e\(Int.random(in: -5...5, using: &rng))"
    case 4: return "\(Int.random(in: 1...9, using: &rng)).5E+\(Int.random(in: 0...9, using: &rng))"
    default: return "0"
    }
  }

  mutating func value(depth: Int, integersOnly: Bool = false, asciiKeys: Bool = false) -> JSONValue
  {
    let pick = Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &rng)
    switch pick {
    case 0: return .null
    case 1: return .bool(Bool.random(using: &rng))
    case 2:
      return .number(
        integersOnly ? String(Int.random(in: -100_000...100_000, using: &rng)) : number())
    case 3, 4: return .string(string())
    case 5:
      return .array(
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in
          value(depth: depth - 1, integersOnly: integersOnly, asciiKeys: asciiKeys)
        })
    default:
      return .object(object(depth: depth - 1, integersOnly: integersOnly, asciiKeys: asciiKeys))
    }
  }

  mutating func object(depth: Int, integersOnly: Bool = false, asciiKeys: Bool = false)
    -> JSONObject
  {
    var object = JSONObject()
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
      let key = asciiKeys ? "k\(Int.random(in: 0...99, using: &rng))" : string(maxPieces: 3)
      if object.contains(key) { continue }
      object[key] = value(depth: depth, integersOnly: integersOnly, asciiKeys: asciiKeys)
    }
    return object
  }

  /// A valid JSON spelling of `value` with random whitespace and random escapes.
  mutating func spell(_ value: JSONValue) -> String {
    var out = ""
    spell(value, into: &out)
    return whitespace() + out + whitespace()
  }

  private mutating func whitespace() -> String {
    let choices = ["", "", "", " ", "\n", "\r\n", "\t", "  "]
    return choices.randomElement(using: &rng) ?? ""
  }

  private mutating func spell(_ value: JSONValue, into out: inout String) {
    switch value {
    case .null, .bool, .number: out += JSONWriter.compactString(value)
    case .string(let text): spellString(text, into: &out)
    case .array(let elements):
      out += "[" + whitespace()
      for (position, element) in elements.enumerated() {
        if position > 0 { out += whitespace() + "," + whitespace() }
        spell(element, into: &out)
      }
      out += whitespace() + "]"
    case .object(let object):
      out += "{" + whitespace()
      for (position, member) in object.members.enumerated() {
        if position > 0 { out += whitespace() + "," + whitespace() }
        spellString(member.key, into: &out)
        out += whitespace() + ":" + whitespace()
        spell(member.value, into: &out)
      }
      out += whitespace() + "}"
    }
  }

  private mutating func spellString(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      let escape = Int.random(in: 0..<4, using: &rng) == 0
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "/": out += escape ? "\\/" : "/"
      case "\n": out += escape ? "\\u000A" : "\\n"
      case _ where scalar.value < 0x20 || escape:
        let uppercase = Bool.random(using: &rng)
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16, uppercase: uppercase)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

/// Whether a `JSONSerialization` result equals a locpack value (numbers by `Double`).
func jsonMatchesFoundation(_ mine: JSONValue, _ theirs: Any) -> Bool {
  switch mine {
  case .null: return theirs is NSNull
  case .bool(let flag):
    guard let number = theirs as? NSNumber, String(cString: number.objCType) == "c" else {
      return false
    }
    return number.boolValue == flag
  case .number(let text):
    guard let number = theirs as? NSNumber, String(cString: number.objCType) != "c" else {
      return false
    }
    return number.doubleValue == Double(text)
  case .string(let text): return (theirs as? String) == text
  case .array(let elements):
    guard let array = theirs as? [Any], array.count == elements.count else { return false }
    return zip(elements, array).allSatisfy { jsonMatchesFoundation($0, $1) }
  case .object(let object):
    guard let dictionary = theirs as? [String: Any], dictionary.count == Set(object.keys).count
    else {
      return false
    }
    return object.members.allSatisfy { member in
      guard let other = dictionary[member.key] else { return false }
      return jsonMatchesFoundation(object[member.key] ?? .null, other)
    }
  }
}
