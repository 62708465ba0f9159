import Testing

@testable import LocPack

@Suite struct JSONParserTests {
  struct ValueCase: Sendable, CustomTestStringConvertible {
    var text: String
    var value: JSONValue
    var testDescription: String { text }
  }

  static let valueCases: [ValueCase] = [
    ValueCase(text: " 1 ", value: .number("1")),
    ValueCase(text: "-0", value: .number("-0")),
    ValueCase(text: "1E+2", value: .number("1E+2")),
    ValueCase(text: "-12.50e-3", value: .number("-12.50e-3")),
    ValueCase(text: "1e400", value: .number("1e400")),
    ValueCase(
      text: "123456789012345678901234567890", value: .number("123456789012345678901234567890")),
    ValueCase(text: "true", value: .bool(true)),
    ValueCase(text: "null", value: .null),
    ValueCase(text: "\"\"", value: .string("")),
    ValueCase(text: "\"a\\/b\"", value: .string("a/b")),
    ValueCase(text: "\"\\u00e9\\u00C9\"", value: .string("éÉ")),
    ValueCase(text: "\"\\ud83d\\ude00\"", value: .string("😀")),
    ValueCase(text: "\"\\b\\f\\n\\r\\t\\\"\\\\\"", value: .string("\u{8}\u{C}\n\r\t\"\\")),
    ValueCase(text: "\"\\u0000\"", value: .string("\u{0}")),
    ValueCase(text: "\"日本\u{2028}\"", value: .string("日本\u{2028}")),
    ValueCase(text: "[]", value: .array([])),
    ValueCase(text: "[1,[2,{}]]", value: [.number("1"), [.number("2"), .object([:])]]),
    ValueCase(text: "{\"b\":1,\"a\":2}", value: .object(["b": .number("1"), "a": .number("2")])),
    ValueCase(text: "\u{FEFF}{}", value: .object([:])),
  ]

  @Test(arguments: valueCases) func parsesValue(_ c: ValueCase) throws {
    let document = try JSONParser.parse(Array(c.text.utf8), path: "t.json")
    #expect(document.value == c.value)
    let fast = try JSONParser.parseValue(Array(c.text.utf8), in: 0..<c.text.utf8.count)
    #expect(fast == c.value)
  }

  @Test func objectKeepsOrderAndDuplicates() throws {
    let text = "{\n  \"z\": 1,\n  \"a\": 2,\n  \"z\": 3\n}"
    let document = try JSONParser.parse(Array(text.utf8), path: "d.json")
    let object = try #require(document.value.objectValue)
    #expect(object.keys == ["z", "a", "z"])
    #expect(object["z"] == .number("3"))
    #expect(object.duplicateKeys == ["z"])
    #expect(document.diagnostics.count == 1)
    let diagnostic = try #require(document.diagnostics.first)
    #expect(
      diagnostic.description == """
        d.json:4:3: warning: duplicate key 'z'; the last occurrence wins [json.duplicate-key]
        d.json:2:3: note: first occurrence here
        """)
  }

  @Test func largeObjectDuplicateUsesTable() throws {
    var text = "{"
    for index in 0..<40 { text += "\"k\(index)\":\(index)," }
    text += "\"k3\":99}"
    let document = try JSONParser.parse(Array(text.utf8), path: "t")
    let object = try #require(document.value.objectValue)
    #expect(object["k3"] == .number("99"))
    #expect(object["k39"] == .number("39"))
    #expect(document.diagnostics.map(\.id) == ["json.duplicate-key"])
    #expect(document.diagnostics.first?.notes.first?.location?.column == 23)
  }

  @Test func rangesPointAtKeysAndValues() throws {
    let text = "{\"aps\": {\"alert\": \"Hi\", \"badge\": [1, 22]}, \"x\": null}"
    let document = try JSONParser.parse(Array(text.utf8), path: "p.json")
    let bytes = Array(text.utf8)
    func slice(_ range: Range<Int>?) -> String {
      guard let range else { return "-" }
      return String(decoding: bytes[range], as: UTF8.self)
    }
    #expect(document.nodes.count == 7)
    #expect(slice(document.node(at: ["aps"])?.keyRange) == "\"aps\"")
    #expect(slice(document.node(at: ["aps", "alert"])?.valueRange) == "\"Hi\"")
    #expect(slice(document.node(at: ["aps", "badge"])?.valueRange) == "[1, 22]")
    #expect(slice(document.node(at: ["aps", "badge", 1])?.valueRange) == "22")
    #expect(slice(document.node(at: ["x"])?.valueRange) == "null")
    #expect(slice(document.node(at: ["x"])?.keyRange) == "\"x\"")
    #expect(document.node(at: ["aps", "badge", 2]) == nil)
    #expect(document.node(at: ["nope"]) == nil)
    #expect(document.location(of: ["aps", "badge", 1])?.description == "p.json:1:38")
    #expect(document.location(of: ["x"], key: true)?.description == "p.json:1:44")
  }

  @Test func unneededEscapesAreCountedPerString() throws {
    // \u00e9 (6 bytes) for é (2): 4 wasted; \/ : 1; \u000a for \n: 4; \u0041: 5.
    let text = "[\"caf\\u00e9 \\/ ok\", \"\\u000a\\u0041\", \"plain \\n \\\" \\u001f\"]"
    let document = try JSONParser.parse(Array(text.utf8), path: "e.json")
    #expect(document.wastedEscapeBytes == 4 + 1 + 4 + 5)
    #expect(
      document.diagnostics.map(\.description) == [
        "e.json:1:6: info: string has 2 escapes that are longer than needed; writing them raw "
          + "saves 5 bytes [json.unneeded-escape]",
        "e.json:1:22: info: string has 2 escapes that are longer than needed; writing them raw "
          + "saves 9 bytes [json.unneeded-escape]",
      ])
  }

  @Test func surrogatePairEscapeWastesEightBytes() throws {
    let document = try JSONParser.parse(Array("\"\\ud83d\\ude00\"".utf8), path: "t")
    #expect(document.wastedEscapeBytes == 8)
  }

  @Test func loneSurrogateCanBeReplaced() throws {
    let options = JSONParseOptions(loneSurrogates: .replace)
    let document = try JSONParser.parse(
      Array("[\"a\\ud800b\"]".utf8), path: "s.json", options: options)
    #expect(document.value == ["a\u{FFFD}b"])
    #expect(document.diagnostics.map(\.id) == ["json.lone-surrogate"])
    #expect(document.diagnostics.first?.location?.column == 4)
  }

  @Test func byteOrderMarkIsWarned() throws {
    let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "b.json")
    #expect(document.diagnostics.map(\.id) == ["json.byte-order-mark"])
  }

  @Test func valuesOnlyRecordsNothing() throws {
    let text = "{\"a\":{\"a\":\"\\u0041\"},\"a\":1}"
    let document = try JSONParser.parse(Array(text.utf8), path: "t", options: .valuesOnly)
    #expect(document.nodes.isEmpty)
    #expect(document.diagnostics.isEmpty)
    #expect(document.node(at: ["a"]) == nil)
  }

  @Test func objectMutationKeepsOrder() {
    var object: JSONObject = ["a": 1, "b": 2]
    object["a"] = 3
    object["c"] = 4
    #expect(object.keys == ["a", "b", "c"])
    object["b"] = nil
    #expect(object.keys == ["a", "c"])
    #expect(object["a"] == 3)
    for index in 0..<20 { object["k\(index)"] = .number(String(index)) }
    #expect(object["k19"] == 19)
    object["k5"] = nil
    #expect(object["k5"] == nil)
    #expect(object["k6"] == 6)
    #expect(object.count == 21)
  }

  @Test func numberAccessors() {
    #expect(JSONValue.number("3").intValue == 3)
    #expect(JSONValue.number("3.0").intValue == nil)
    #expect(JSONValue.number("99999999999999999999").intValue == nil)
    #expect(JSONValue.number("0.5").doubleValue == 0.5)
    #expect(JSONValue.string("3").intValue == nil)
  }

  @Test func debugDumpShowsRanges() throws {
    let text = "{\n  \"aps\": {\"alert\": \"日本\",\r\n \"badge\": [1, -2.5e3]},\n  \"x\": null\n}"
    let document = try JSONParser.parse(Array(text.utf8), path: "d.json")
    #expect(
      document.debugDump() == """
        $: object @1:1-5:2
          aps: object @2:10-3:23
            alert: string @2:20-2:24 "日本"
            badge: array @3:11-3:22
              [0]: number @3:12-3:13 1
              [1]: number @3:15-3:21 -2.5e3
          x: null @4:8-4:12 null
        """)
  }

  @Test func replacingValueKeepsOtherBytes() throws {
    let text =
      "{\n  \"aps\" : { \"alert\" : \"caf\\u00e9\", \"badge\" : 1 },"
      + "\n  \"u\" : \"a\\/b\"\n}"
    let document = try JSONParser.parse(Array(text.utf8), path: "p.json")
    let replaced = document.replacingValue(
      at: ["aps", "alert"], with: .object(["loc-key": "K", "loc-args": ["é"]]))
    let expected =
      "{\n  \"aps\" : { \"alert\" : {\"loc-key\":\"K\",\"loc-args\":[\"é\"]}, \"badge\" : 1 },"
      + "\n  \"u\" : \"a\\/b\"\n}"
    #expect(replaced.map { String(decoding: $0, as: UTF8.self) } == expected)
    #expect(document.replacingValue(at: ["aps", "sound"], with: "x") == nil)
  }
}
