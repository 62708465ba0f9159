import Foundation
import Testing

@testable import LocPack

@Suite struct PropertyListDetectionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var expected: PropertyListFormat
    var testDescription: String { "\(name) → \(expected)" }

    init(_ name: String, _ bytes: [UInt8], _ expected: PropertyListFormat) {
      self.name = name
      self.bytes = bytes
      self.expected = expected
    }

    init(_ name: String, _ text: String, _ expected: PropertyListFormat) {
      self.init(name, Array(text.utf8), expected)
    }
  }

  static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

  static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
    var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
    for unit in text.utf16 {
      let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
      bytes += bigEndian ? pair : pair.reversed()
    }
    return bytes
  }

  static func utf32LE(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xFE, 0, 0]
    for scalar in text.unicodeScalars {
      let value = scalar.value
      bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), 0]
    }
    return bytes
  }

  @Test(arguments: [
    Case("binary plist", Array("bplist00".utf8) + [UInt8](repeating: 0, count: 40), .binary),
    Case("other binary version", "bplist15 whatever", .binary),
    Case("bare magic", "bplist", .binary),
    Case("short of the magic", "bplis", .stringsTable),
    Case("binary magic after a space", " bplist00", .stringsTable),
    Case("xml declaration", "<?xml version=\"1.0\"?><plist/>", .xml),
    Case("whitespace before <?xml", "  \n\t\r<?xml version=\"1.0\"?>", .xml),
    Case("utf-8 BOM then <?xml", utf8BOM + Array("<?xml version=\"1.0\"?>".utf8), .xml),
    Case("utf-8 BOM, whitespace, <plist", utf8BOM + Array("\n <plist version=\"1.0\">".utf8), .xml),
    Case("bare <plist>", "<plist><string>a</string></plist>", .xml),
    Case("doctype plist", "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"\">", .xml),
    Case("utf-16LE BOM xml", utf16("<?xml version=\"1.0\"?>", bigEndian: false, bom: true), .xml),
    Case("utf-16BE BOM xml", utf16("<?xml version=\"1.0\"?>", bigEndian: true, bom: true), .xml),
    Case("utf-16LE without BOM xml", utf16("<?xml ", bigEndian: false, bom: false), .xml),
    Case("utf-32LE BOM xml", utf32LE(" <plist>"), .xml),
    Case("other doctype is text data", "<!DOCTYPE html>", .openStep),
    Case("hex data", "<0fa1 22>", .openStep),
    Case("braced dictionary", "{ a = b; }", .openStep),
    Case("array", "(a, b)", .openStep),
    Case("line comment then brace", "  // header\n{ a = b; }", .openStep),
    Case("block comment then array", "/* { */ (a)", .openStep),
    Case("utf-16BE BOM brace", utf16("\n{ a = b; }", bigEndian: true, bom: true), .openStep),
    Case("strings entries", "\"a\" = \"b\";", .stringsTable),
    Case("unquoted entries", "key = value;", .stringsTable),
    Case("brace inside a comment", "/* { */ \"a\" = \"b\";", .stringsTable),
    Case("utf-8 BOM strings", utf8BOM + Array("\"a\" = \"b\";".utf8), .stringsTable),
    Case(
      "utf-16LE BOM strings", utf16("\"a\" = \"b\";", bigEndian: false, bom: true), .stringsTable),
    Case(
      "utf-16BE without BOM strings", utf16("\"a\" = \"b\";", bigEndian: true, bom: false),
      .stringsTable),
    Case("empty input", [], .stringsTable),
    Case("only a BOM", utf8BOM, .stringsTable),
    Case("only whitespace", " \n\t", .stringsTable),
  ])
  func detect(_ c: Case) {
    #expect(PropertyList.detect(c.bytes) == c.expected)
  }
}
