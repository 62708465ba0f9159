import Foundation
import Testing

@testable import LocPack

@Suite struct PayloadSizeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var pushType: PushType
    var asGiven: Int
    var minified: Int
    var limit: Int

    init(
      _ name: String, _ payload: String, _ pushType: PushType = .alert, asGiven: Int, minified: Int,
      limit: Int = 4096
    ) {
      self.name = name
      self.bytes = Array(payload.utf8)
      self.pushType = pushType
      self.asGiven = asGiven
      self.minified = minified
      self.limit = limit
    }

    var testDescription: String { name }
  }

  // `{"aps":{"alert":"` is 17 bytes and `"}}` is 3: a body of n bytes gives 20 + n.
  static let cases: [Case] = [
    Case("ascii", #"{"aps":{"alert":"Hi"}}"#, asGiven: 22, minified: 22),
    Case("raw e acute costs 2", #"{"aps":{"alert":"é"}}"#, asGiven: 22, minified: 22),
    Case("escaped e acute costs 6", #"{"aps":{"alert":"\u00e9"}}"#, asGiven: 26, minified: 22),
    Case("raw slash costs 1", #"{"aps":{"alert":"a/b"}}"#, asGiven: 23, minified: 23),
    Case("escaped slash costs 2", #"{"aps":{"alert":"a\/b"}}"#, asGiven: 24, minified: 23),
    Case("raw emoji costs 4", #"{"aps":{"alert":"😀"}}"#, asGiven: 24, minified: 24),
    Case(
      "surrogate pair costs 12", #"{"aps":{"alert":"\ud83d\ude00"}}"#, asGiven: 32, minified: 24),
    Case("CJK costs 3 each", #"{"aps":{"alert":"日本"}}"#, asGiven: 26, minified: 26),
    Case("newline as \\n", #"{"aps":{"alert":"a\nb"}}"#, asGiven: 24, minified: 24),
    Case("newline as \\u000a", #"{"aps":{"alert":"a\u000ab"}}"#, asGiven: 28, minified: 24),
    Case("escaped quote stays", #"{"aps":{"alert":"\"q\""}}"#, asGiven: 25, minified: 25),
    Case("number literal kept", #"{"aps":{"badge":1.0}}"#, asGiven: 21, minified: 21),
    Case(
      "pretty", "{\n  \"aps\" : {\n    \"alert\" : \"Hi\"\n  }\n}", asGiven: 38, minified: 22),
    Case(
      "CRLF pretty", "{\r\n  \"aps\" : {\r\n    \"alert\" : \"Hi\"\r\n  }\r\n}", asGiven: 42,
      minified: 22),
    Case("VoIP limit", #"{"aps":{}}"#, .voip, asGiven: 10, minified: 10, limit: 5120),
    Case("FCM limit", #"{"aps":{}}"#, .fcm, asGiven: 10, minified: 10, limit: 4096),
    Case(
      "exactly at the limit", #"{"aps":{"alert":""# + String(repeating: "a", count: 4076) + #""}}"#,
      asGiven: 4096, minified: 4096),
    Case(
      "one over the limit", #"{"aps":{"alert":""# + String(repeating: "a", count: 4077) + #""}}"#,
      asGiven: 4097, minified: 4097),
  ]

  @Test(arguments: cases) func measures(_ c: Case) throws {
    let (payload, _) = try APNsPayload.parse(c.bytes, path: "p.json", pushType: c.pushType)
    #expect(payload.size.asGiven == c.asGiven)
    #expect(payload.size.minified == c.minified)
    #expect(payload.size.limit == c.limit)
    #expect(payload.size.headroom == c.limit - c.minified)
    #expect(JSONWriter.compact(payload.value).count == c.minified)
  }

  struct FixtureCase: Sendable, CustomTestStringConvertible {
    var file: String
    var asGiven: Int
    var testDescription: String { file }
  }

  /// One payload spelled four ways; minified, each is the same 159 bytes.
  static let fixtureCases: [FixtureCase] = [
    FixtureCase(file: "minified.json", asGiven: 159),
    // 11 spaces after separators; é +4, 😀 +8, € +3, — +3 in \u escapes.
    FixtureCase(file: "python-ensure-ascii.json", asGiven: 188),
    FixtureCase(file: "xcode-pretty.json", asGiven: 218),
    // 7 slashes written as \/.
    FixtureCase(file: "foundation-escaped-slashes.json", asGiven: 166),
  ]

  @Test(arguments: fixtureCases) func fixtureSizes(_ c: FixtureCase) throws {
    let path = apnsFixturesDirectory() + "/APNs/" + c.file
    let bytes = try FileIO.read(path)
    let (payload, diagnostics) = try APNsPayload.parse(bytes, path: path)
    #expect(payload.size.asGiven == c.asGiven)
    #expect(payload.size.minified == 159)
    #expect(payload.size.headroom == 4096 - 159)
    let minified = try FileIO.read(apnsFixturesDirectory() + "/APNs/minified.json")
    #expect(JSONWriter.compact(payload.value) == minified)
    #expect(diagnostics.allSatisfy { $0.severity == .info })
  }

  @Test func tooLargeButFitsMinified() throws {
    let body = String(repeating: "a", count: 4070)
    let text = "{ \"aps\" : { \"alert\" : \"" + body + "\" } }"
    let (payload, diagnostics) = try APNsPayload.parse(Array(text.utf8), path: "p.json")
    #expect(payload.size.asGiven == 4098)
    #expect(payload.size.minified == 4090)
    #expect(payload.size.fitsMinified)
    #expect(!payload.size.fitsAsGiven)
    #expect(
      diagnostics.map(\.description) == [
        "p.json:1:1: error: payload is 4098 bytes, over the 4096-byte limit; minified it is 4090 "
          + "bytes and fits [apns.payload-too-large]"
      ])
  }

  @Test func measuresWithoutTheValidator() {
    let value: JSONValue = .object(["aps": .object(["alert": "é/"])])
    let size = PayloadSize(bytes: Array("{}".utf8), value: value, pushType: .voip)
    #expect(size.minified == 23)
    #expect(size.description == "2 bytes as given, 23 minified, limit 5120, headroom 5097")
  }

  @Test func pushTypeLimits() {
    for pushType in PushType.allCases {
      #expect(pushType.limit == (pushType == .voip ? 5120 : 4096))
    }
    #expect(PushType(rawValue: "liveactivity") == .liveActivity)
  }
}

/// `Tests/Fixtures`, found from this file's path.
func apnsFixturesDirectory(_ file: String = #filePath) -> String {
  var url = URL(fileURLWithPath: file)
  while url.path != "/" {
    url.deleteLastPathComponent()
    let candidate = url.appendingPathComponent("Fixtures").path
    if FileManager.default.fileExists(atPath: candidate) { return candidate }
  }
  return "Tests/Fixtures"
}
