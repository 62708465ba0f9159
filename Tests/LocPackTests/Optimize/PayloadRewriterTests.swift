import Testing

@testable import LocPack

@Suite struct PayloadRewriterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var key: String
    var arguments: [[String]]
    var output: String
    var testDescription: String { input }
  }

  // Every byte outside the replaced members stays: spacing, escapes, order, custom keys.
  static let cases: [Case] = [
    Case(
      input: #"{"aps":{"alert":{"body":"Al liked"},"badge":1},"u":2}"#, key: "K",
      arguments: [["Al"]],
      output: #"{"aps":{"alert":{"loc-key":"K","loc-args":["Al"]},"badge":1},"u":2}"#),
    Case(
      input: #"{ "x" : "\u00e9\/", "aps" : { "alert" : "Al liked" , "sound":"a" } }"#, key: "K",
      arguments: [["Al"]],
      output:
        #"{ "x" : "\u00e9\/", "aps" : { "alert" : {"loc-key":"K","loc-args":["Al"]} , "sound":"a" } }"#
    ),
    Case(
      input: #"{"aps":{"alert":{"title":"T \"q\"","launch-image":"i","body" : "B"}}}"#, key: "K",
      arguments: [["\"q\""], []],
      output:
        #"{"aps":{"alert":{"title-loc-key":"K","title-loc-args":["\"q\""],"launch-image":"i","loc-key":"K"}}}"#
    ),
  ]

  @Test(arguments: cases) func splicesOnlyTheFields(_ c: Case) throws {
    let bytes = Array(c.input.utf8)
    let document = try JSONParser.parse(bytes, path: "p")
    guard case .fields(let fields) = PayloadRewriter.extract(document) else {
      Issue.record("no fields")
      return
    }
    #expect(fields.count == c.arguments.count)
    let edits = zip(fields, c.arguments).map { field, arguments in
      (
        range: field.range,
        bytes: PayloadRewriter.replacement(
          for: field.kind, key: c.key, arguments: arguments, isStringAlert: field.isStringAlert)
      )
    }
    #expect(String(decoding: PayloadRewriter.splice(bytes, edits), as: UTF8.self) == c.output)
  }

  struct PassCase: Sendable, CustomTestStringConvertible {
    var input: String
    var expected: PayloadRewriter.Extraction
    var testDescription: String { input }
  }

  static let passCases: [PassCase] = [
    PassCase(input: #"{"aps":{"content-available":1}}"#, expected: .passThrough),
    PassCase(input: #"{"custom":1}"#, expected: .passThrough),
    PassCase(input: #"{"aps":{"alert":{"loc-key":"K","body":"x"}}}"#, expected: .passThrough),
    PassCase(input: #"{"aps":{"alert":{"title-loc-key":"K","body":"x"}}}"#, expected: .passThrough),
    PassCase(input: #"{"aps":{"alert":{"body":"x","body":"y"}}}"#, expected: .passThrough),
    PassCase(input: #"{"aps":{"alert":""}}"#, expected: .passThrough),
    PassCase(input: #"{"aps":{"alert":{"body":3}}}"#, expected: .passThrough),
    PassCase(input: #"[{"aps":{}}]"#, expected: .notAPayload),
    PassCase(input: #""text""#, expected: .notAPayload),
  ]

  @Test(arguments: passCases) func passesThrough(_ c: PassCase) throws {
    let document = try JSONParser.parse(Array(c.input.utf8), path: "p")
    #expect(PayloadRewriter.extract(document) == c.expected)
  }
}
