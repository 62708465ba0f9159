import Foundation
import Testing

@testable import LocPack

@Suite struct XMLPlistReaderTests {
  struct ValueCase: Sendable, CustomTestStringConvertible {
    var name: String
    var xml: String
    var value: PlistValue
    var warnings: [String] = []
    var testDescription: String { name }
  }

  static let valueCases: [ValueCase] = [
    .init(name: "string", xml: "<plist><string>hi</string></plist>", value: .string("hi")),
    .init(name: "empty string", xml: "<plist><string/></plist>", value: .string("")),
    .init(
      name: "whitespace kept", xml: "<plist><string>  a \n</string></plist>",
      value: .string("  a \n")),
    .init(
      name: "entities and character references",
      xml: "<plist><string>&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;</string></plist>",
      value: .string("<>&\"'A😀")),
    .init(
      name: "CDATA", xml: "<plist><string>a<![CDATA[<b>&amp;]]>c</string></plist>",
      value: .string("a<b>&amp;c")),
    .init(
      name: "comment inside string", xml: "<plist><string>a<!-- x -->b</string></plist>",
      value: .string("ab")),
    .init(
      name: "CR and CRLF become LF (an XML rule; CoreFoundation keeps CR)",
      xml: "<plist><string>a\r\nb\rc</string></plist>", value: .string("a\nb\nc")),
    .init(name: "key as a bare value", xml: "<plist><key>k</key></plist>", value: .string("k")),
    .init(name: "bare root without plist", xml: "<string>bare</string>", value: .string("bare")),
    .init(name: "plist without version", xml: "<plist><true/></plist>", value: .bool(true)),
    .init(name: "true", xml: "<plist><true/></plist>", value: .bool(true)),
    .init(
      name: "false as open and close tags", xml: "<plist><false></false></plist>",
      value: .bool(false)),
    .init(
      name: "integer", xml: "<plist><integer>42</integer></plist>", value: .integer(.signed(42))),
    .init(
      name: "integer plus sign", xml: "<plist><integer>+7</integer></plist>",
      value: .integer(.signed(7))),
    .init(
      name: "integer leading zeros", xml: "<plist><integer>007</integer></plist>",
      value: .integer(.signed(7))),
    .init(
      name: "integer minus zero", xml: "<plist><integer>-0</integer></plist>",
      value: .integer(.signed(0))),
    .init(
      name: "integer hex", xml: "<plist><integer>0x1F</integer></plist>",
      value: .integer(.signed(31))),
    .init(
      name: "integer hex capital X", xml: "<plist><integer>0XfF</integer></plist>",
      value: .integer(.signed(255))),
    .init(
      name: "integer negative hex", xml: "<plist><integer>-0x10</integer></plist>",
      value: .integer(.signed(-16))),
    .init(
      name: "integer minimum", xml: "<plist><integer>-9223372036854775808</integer></plist>",
      value: .integer(.signed(.min))),
    .init(
      name: "integer maximum", xml: "<plist><integer>18446744073709551615</integer></plist>",
      value: .integer(.unsigned(.max))),
    .init(
      name: "integer maximum hex", xml: "<plist><integer>0xFFFFFFFFFFFFFFFF</integer></plist>",
      value: .integer(.unsigned(.max))),
    .init(name: "real", xml: "<plist><real>2.5</real></plist>", value: .real(2.5)),
    .init(name: "real exponent", xml: "<plist><real>-1.5E+3</real></plist>", value: .real(-1500)),
    .init(name: "real leading dot", xml: "<plist><real>.5</real></plist>", value: .real(0.5)),
    .init(name: "real trailing dot", xml: "<plist><real>5.</real></plist>", value: .real(5)),
    .init(
      name: "real leading whitespace", xml: "<plist><real>\n 1.5</real></plist>", value: .real(1.5)),
    .init(name: "real inf", xml: "<plist><real>inf</real></plist>", value: .real(.infinity)),
    .init(
      name: "real +infinity", xml: "<plist><real>+infinity</real></plist>", value: .real(.infinity)),
    .init(
      name: "real -Infinity", xml: "<plist><real>-Infinity</real></plist>", value: .real(-.infinity)
    ),
    .init(name: "real overflow", xml: "<plist><real>1e400</real></plist>", value: .real(.infinity)),
    .init(name: "real underflow", xml: "<plist><real>1e-400</real></plist>", value: .real(0)),
    .init(name: "date", xml: "<plist><date>2001-01-01T00:00:01Z</date></plist>", value: .date(1)),
    .init(
      name: "date before 2001", xml: "<plist><date>1970-01-01T00:00:00Z</date></plist>",
      value: .date(-978_307_200)),
    .init(
      name: "date month rolls over", xml: "<plist><date>2001-13-01T00:00:00Z</date></plist>",
      value: .date(31_536_000)),
    .init(
      name: "date negative year", xml: "<plist><date>-0001-01-01T00:00:00Z</date></plist>",
      value: .date(-63_177_062_400)),
    .init(
      name: "date truncated to the day", xml: "<plist><date>2001-01-02</date></plist>",
      value: .date(86_400), warnings: ["plist.xml-truncated-date"]),
    .init(
      name: "date without seconds", xml: "<plist><date>2001-01-01T01:00Z</date></plist>",
      value: .date(3_600), warnings: ["plist.xml-truncated-date"]),
    .init(name: "data", xml: "<plist><data>AQID</data></plist>", value: .data([1, 2, 3])),
    .init(
      name: "data with whitespace and padding", xml: "<plist><data>\n\tAQ\n\tI= </data></plist>",
      value: .data([1, 2])),
    .init(name: "data empty", xml: "<plist><data></data></plist>", value: .data([])),
    .init(name: "array empty", xml: "<plist><array/></plist>", value: .array([])),
    .init(
      name: "array",
      xml: "<plist><array> <integer>1</integer>\n<string>b</string> </array></plist>",
      value: .array([.integer(.signed(1)), .string("b")])),
    .init(
      name: "dict empty", xml: "<plist><dict></dict></plist>", value: .dictionary(PlistDictionary())
    ),
    .init(
      name: "dict keeps file order",
      xml: "<plist><dict><key>b</key><true/><key>a</key><false/></dict></plist>",
      value: .dictionary(PlistDictionary([("b", .bool(true)), ("a", .bool(false))]))),
    .init(
      name: "dict key element as value",
      xml: "<plist><dict><key>a</key><key>b</key></dict></plist>",
      value: .dictionary(PlistDictionary([("a", .string("b"))]))),
    .init(
      name: "dict duplicate key, last wins",
      xml:
        "<plist><dict><key>a</key><string>1</string><key>a</key><string>2</string></dict></plist>",
      value: .dictionary(PlistDictionary([("a", .string("2"))])),
      warnings: ["plist.xml-duplicate-key"]),
    .init(
      name: "UID", xml: "<plist><dict><key>CF$UID</key><integer>7</integer></dict></plist>",
      value: .uid(7)),
    .init(
      name: "comments and processing instructions",
      xml: "<?xml version=\"1.0\"?><!-- a --><plist><?pi x?><string>v</string><!-- b --></plist>",
      value: .string("v")),
    .init(
      name: "attributes ignored", xml: "<plist version=\"9\"><string id=\"1\">v</string></plist>",
      value: .string("v")),
  ]

  @Test(arguments: valueCases)
  func readsValue(_ testCase: ValueCase) throws {
    let document = try XMLPlistTestSupport.read(testCase.xml)
    #expect(XMLPlistTestSupport.same(document.value, testCase.value))
    #expect(document.diagnostics.map(\.id) == testCase.warnings)
  }

  @Test func readsNaN() throws {
    for text in ["nan", "NaN", "NAN"] {
      let value = try XMLPlistTestSupport.read("<plist><real>\(text)</real></plist>").value
      guard case .real(let real) = value else {
        Issue.record("not a real: \(value)")
        continue
      }
      #expect(real.isNaN)
    }
  }

  // MARK: - Malformed input

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var xml: String
    var id: String
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    .init(
      name: "unclosed tag", xml: "<plist><string>a</plist>", id: "plist.xml-malformed", line: 1,
      column: 25),
    .init(
      name: "mismatched tags", xml: "<plist><dict><key>a</key><string>x</string></array></plist>",
      id: "plist.xml-malformed", line: 1, column: 52),
    .init(
      name: "missing end of document", xml: "<plist><string>a</string>", id: "plist.xml-malformed",
      line: 1, column: 26),
    .init(
      name: "unterminated text", xml: "<plist><string>unterminated", id: "plist.xml-malformed",
      line: 1, column: 28),
    .init(
      name: "key without value", xml: "<plist>\n<dict>\n\t<key>a</key>\n</dict>\n</plist>",
      id: "plist.xml-missing-value", line: 3, column: 2),
    .init(
      name: "last key without value",
      xml: "<plist><dict><key>a</key><string>1</string><key>b</key></dict></plist>",
      id: "plist.xml-missing-value", line: 1, column: 44),
    .init(
      name: "value without key", xml: "<plist>\n<dict>\n\t<string>a</string>\n</dict>\n</plist>",
      id: "plist.xml-expected-key", line: 3, column: 2),
    .init(
      name: "bad integer", xml: "<plist><integer>12a</integer></plist>",
      id: "plist.xml-invalid-integer", line: 1, column: 8),
    .init(
      name: "integer with space", xml: "<plist><integer> 12</integer></plist>",
      id: "plist.xml-invalid-integer", line: 1, column: 8),
    .init(
      name: "empty integer", xml: "<plist><integer></integer></plist>",
      id: "plist.xml-invalid-integer", line: 1, column: 8),
    .init(
      name: "bare hex prefix", xml: "<plist><integer>0x</integer></plist>",
      id: "plist.xml-invalid-integer", line: 1, column: 8),
    .init(
      name: "integer overflow", xml: "<plist><integer>18446744073709551616</integer></plist>",
      id: "plist.xml-integer-out-of-range", line: 1, column: 8),
    .init(
      name: "integer underflow", xml: "<plist><integer>-9223372036854775809</integer></plist>",
      id: "plist.xml-integer-out-of-range", line: 1, column: 8),
    .init(
      name: "bad real", xml: "<plist><real>1.5x</real></plist>", id: "plist.xml-invalid-real",
      line: 1, column: 8),
    .init(
      name: "hex real", xml: "<plist><real>0x1p3</real></plist>", id: "plist.xml-invalid-real",
      line: 1, column: 8),
    .init(
      name: "real trailing space", xml: "<plist><real>1.5 </real></plist>",
      id: "plist.xml-invalid-real", line: 1, column: 8),
    .init(
      name: "signed nan", xml: "<plist><real>-nan</real></plist>", id: "plist.xml-invalid-real",
      line: 1, column: 8),
    .init(
      name: "fractional seconds", xml: "<plist><date>2024-01-02T03:04:05.5Z</date></plist>",
      id: "plist.xml-invalid-date", line: 1, column: 8),
    .init(
      name: "bad date", xml: "<plist><date>yesterday</date></plist>", id: "plist.xml-invalid-date",
      line: 1, column: 8),
    .init(
      name: "one-digit month", xml: "<plist><date>2024-1-02T03:04:05Z</date></plist>",
      id: "plist.xml-invalid-date", line: 1, column: 8),
    .init(
      name: "base64 cut short", xml: "<plist><data>AQI</data></plist>",
      id: "plist.xml-invalid-data", line: 1, column: 8),
    .init(
      name: "base64 bad character", xml: "<plist><data>A!QI</data></plist>",
      id: "plist.xml-invalid-data", line: 1, column: 8),
    .init(
      name: "base64 after padding", xml: "<plist><data>AQ==AQ==</data></plist>",
      id: "plist.xml-invalid-data", line: 1, column: 8),
    .init(
      name: "unknown element", xml: "<plist><foo/></plist>", id: "plist.xml-unknown-element",
      line: 1, column: 8),
    .init(
      name: "prefixed element",
      xml: "<plist><array><x:string xmlns:x=\"u\">a</x:string></array></plist>",
      id: "plist.xml-unknown-element", line: 1, column: 15),
    .init(
      name: "text before value", xml: "<plist>x<string>a</string></plist>",
      id: "plist.xml-unexpected-text", line: 1, column: 8),
    .init(
      name: "text in array", xml: "<plist><array><string>a</string>\n  oops</array></plist>",
      id: "plist.xml-unexpected-text", line: 2, column: 3),
    .init(
      name: "element inside string", xml: "<plist><string>a<key/></string></plist>",
      id: "plist.xml-unexpected-element", line: 1, column: 17),
    .init(
      name: "two root values", xml: "<plist><string>a</string><string>b</string></plist>",
      id: "plist.xml-multiple-values", line: 1, column: 26),
    .init(
      name: "empty plist", xml: "<plist></plist>", id: "plist.xml-empty-plist", line: 1, column: 1),
    .init(
      name: "nested plist", xml: "<plist><array><plist/></array></plist>",
      id: "plist.xml-unexpected-element", line: 1, column: 15),
    .init(
      name: "non-empty true", xml: "<plist><true>yes</true></plist>",
      id: "plist.xml-invalid-boolean", line: 1, column: 8),
    .init(
      name: "entity declaration",
      xml: "<!DOCTYPE plist [<!ENTITY x \"y\">]>\n<plist><string>&x;</string></plist>",
      id: "plist.xml-entity-declaration", line: 1, column: 32),
    .init(
      name: "element declaration",
      xml: "<!DOCTYPE plist [<!ELEMENT plist ANY>]>\n<plist><string>a</string></plist>",
      id: "plist.xml-internal-subset", line: 1, column: 38),
    .init(
      name: "undefined entity", xml: "<plist><string>&nbsp;</string></plist>",
      id: "plist.xml-undefined-entity", line: 1, column: 22),
    .init(
      name: "undefined entity with the Apple DOCTYPE",
      xml: XMLPlistTestSupport.header + "<string>&nbsp;</string></plist>",
      id: "plist.xml-undefined-entity", line: 4, column: 15),
    .init(
      name: "UTF-16 declared on UTF-8 bytes",
      xml: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist><string>a</string></plist>",
      id: "plist.xml-invalid-encoding", line: 1, column: 1),
    .init(
      name: "unsupported encoding",
      xml: "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?><plist><string>a</string></plist>",
      id: "plist.xml-unsupported-encoding", line: 1, column: 1),
    .init(name: "empty document", xml: "", id: "plist.xml-malformed", line: 1, column: 1),
    .init(name: "only whitespace", xml: "   ", id: "plist.xml-malformed", line: 1, column: 4),
    .init(
      name: "control character", xml: "<plist><string>a\u{1}b</string></plist>",
      id: "plist.xml-malformed", line: 1, column: 17),
    .init(
      name: "text after the root", xml: "<plist><string>a</string></plist>trailing",
      id: "plist.xml-malformed", line: 1, column: 34),
    .init(
      name: "duplicate attribute", xml: "<plist><string a=\"1\" a=\"2\">a</string></plist>",
      id: "plist.xml-malformed", line: 1, column: 27),
  ]

  @Test(arguments: errorCases)
  func rejectsMalformed(_ testCase: ErrorCase) {
    let error = XMLPlistTestSupport.error(testCase.xml)
    #expect(error?.id == testCase.id)
    #expect(error?.location.line == testCase.line)
    #expect(error?.location.column == testCase.column)
    #expect(error?.location.path == "test.plist")
  }

  @Test func reportsLibraryWarningsAsDiagnostics() throws {
    let document = try XMLPlistTestSupport.read("<plist xmlns=\"relative\"><true/></plist>")
    #expect(document.value == .bool(true))
    #expect(document.diagnostics.map(\.id) == ["plist.xml-parser-warning"])
    #expect(document.diagnostics.first?.location?.line == 1)
  }

  @Test func rejectsInvalidUTF8() {
    let bytes = Array("<plist><string>a".utf8) + [0xC3, 0x28] + Array("</string></plist>".utf8)
    #expect(XMLPlistTestSupport.error(bytes: bytes)?.id == "plist.xml-malformed")
  }

  // MARK: - Depth

  @Test(arguments: [(512, true), (513, false), (600, false)])
  func nestingLimit(depth: Int, accepted: Bool) {
    let xml =
      "<plist>" + String(repeating: "<array>", count: depth)
      + String(repeating: "</array>", count: depth)
      + "</plist>"
    let error = XMLPlistTestSupport.error(xml)
    if accepted {
      #expect(error == nil)
    } else {
      #expect(error?.id == "plist.xml-nesting-too-deep")
      #expect(error?.location.column == 8 + 7 * 512)
    }
  }

  // MARK: - Encodings

  @Test func readsUTF16WithBOM() throws {
    let text =
      "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><string>Grüße 😀</string></plist>"
    for (bom, encoding) in [
      ([0xFF, 0xFE] as [UInt8], String.Encoding.utf16LittleEndian),
      ([0xFE, 0xFF], .utf16BigEndian),
    ] {
      let bytes = bom + Array(try #require(text.data(using: encoding)))
      let document = try XMLPlist.read(bytes, path: "u.plist")
      #expect(document.value == .string("Grüße 😀"))
      #expect(XMLPlist.looksLikeXMLPlist(bytes))
    }
  }

  @Test func readsUTF8BOMAndLatin1() throws {
    let bom = [0xEF, 0xBB, 0xBF] + Array("<plist><string>é</string></plist>".utf8)
    #expect(try XMLPlist.read(bom, path: "b.plist").value == .string("é"))
    let latin1 =
      Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><string>".utf8) + [0xE9]
      + Array("</string></plist>".utf8)
    #expect(try XMLPlist.read(latin1, path: "l.plist").value == .string("é"))
  }

  // MARK: - Sniffing

  @Test(arguments: [
    ("<?xml version=\"1.0\"?>", true), ("  \n<plist>", true), ("<!DOCTYPE plist PUBLIC>", true),
    ("\u{FEFF}<plist>", true), ("bplist00", false), ("\"key\" = \"value\";", false),
    ("<html>", false),
    ("", false),
  ])
  func sniffs(text: String, expected: Bool) {
    #expect(XMLPlist.looksLikeXMLPlist(Array(text.utf8)) == expected)
  }
}
