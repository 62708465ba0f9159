import Testing

@testable import LocPack

@Suite struct APNsValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var payload: String
    var pushType: PushType?
    /// `severity id@line:column`, in any order.
    var expected: [String]

    init(_ name: String, _ payload: String, pushType: PushType? = nil, _ expected: [String]) {
      self.name = name
      self.payload = payload
      self.pushType = pushType
      self.expected = expected
    }

    var testDescription: String { name }
  }

  static let bigBody = String(repeating: "a", count: 4100)
  static let voipBody = String(repeating: "a", count: 5000)

  static let cases: [Case] = [
    Case("minimal alert", #"{"aps":{"alert":"Hi"}}"#, []),
    Case(
      "full alert",
      #"{"aps":{"alert":{"title":"T","subtitle":"S","body":"B"},"badge":1,"sound":"default","#
        + #""thread-id":"t","category":"C","interruption-level":"time-sensitive","#
        + #""relevance-score":0.5},"deeplink":"app://x"}"#, []),
    Case("no aps", #"{"data":1}"#, ["error apns.missing-aps@1:1"]),
    Case("not an object", "[1]", ["error apns.not-an-object@1:1"]),
    Case("aps is a string", #"{"aps":"x"}"#, ["error apns.wrong-type@1:8"]),
    Case("badge is a string", #"{"aps":{"badge":"1"}}"#, ["error apns.wrong-type@1:17"]),
    Case("badge is negative", #"{"aps":{"badge":-1}}"#, ["error apns.negative-badge@1:17"]),
    Case("badge is fractional", #"{"aps":{"badge":1.5}}"#, ["error apns.wrong-type@1:17"]),
    Case("alert is a number", #"{"aps":{"alert":5}}"#, ["error apns.wrong-type@1:17"]),
    Case(
      "loc-args is a string", #"{"aps":{"alert":{"loc-key":"K","loc-args":"a"}}}"#,
      ["error apns.wrong-type@1:43"]),
    Case(
      "loc-args holds a number", #"{"aps":{"alert":{"loc-key":"K","loc-args":["a",2]}}}"#,
      ["error apns.loc-args-not-strings@1:48"]),
    Case(
      "loc-args without loc-key", #"{"aps":{"alert":{"body":"B","loc-args":["a"]}}}"#,
      ["warning apns.loc-args-without-key@1:29"]),
    Case(
      "title-loc-args without title-loc-key", #"{"aps":{"alert":{"title-loc-args":["a"]}}}"#,
      ["warning apns.loc-args-without-key@1:18"]),
    Case(
      "body and loc-key", #"{"aps":{"alert":{"body":"B","loc-key":"K"}}}"#,
      ["warning apns.conflicting-keys@1:18"]),
    Case(
      "title and title-loc-key", #"{"aps":{"alert":{"title-loc-key":"K","title":"T"}}}"#,
      ["warning apns.conflicting-keys@1:38"]),
    Case(
      "unknown interruption level", #"{"aps":{"alert":"x","interruption-level":"urgent"}}"#,
      ["error apns.unknown-interruption-level@1:42"]),
    Case(
      "relevance score above 1", #"{"aps":{"alert":"x","relevance-score":1.5}}"#,
      ["error apns.relevance-score-out-of-range@1:39"]),
    Case(
      "relevance score as string", #"{"aps":{"alert":"x","relevance-score":"1"}}"#,
      ["error apns.wrong-type@1:39"]),
    Case(
      "custom key inside aps", #"{"aps":{"alert":"x","userId":7}}"#,
      ["warning apns.custom-key-in-aps@1:21"]),
    Case(
      "unknown alert key", #"{"aps":{"alert":{"body":"B","tittle":"T"}}}"#,
      ["warning apns.unknown-alert-key@1:29"]),
    Case(
      "escaped e acute", #"{"aps":{"alert":"caf\u00e9"}}"#, ["info apns.unneeded-escape@1:21"]),
    Case(
      "escaped slash in custom key", #"{"aps":{"alert":"x"},"url":"a\/b"}"#,
      ["info apns.unneeded-escape@1:30"]),
    Case(
      "content-available with alert", #"{"aps":{"content-available":1,"alert":"x"}}"#,
      ["info apns.background-with-alert@1:9"]),
    Case(
      "background push type with sound", #"{"aps":{"content-available":1,"sound":"a"}}"#,
      pushType: .background, ["warning apns.background-with-alert@1:9"]),
    Case(
      "alert push type with content-available",
      #"{"aps":{"content-available":1,"alert":"x"}}"#, pushType: .alert, []),
    Case(
      "content-available zero", #"{"aps":{"content-available":0}}"#,
      ["info apns.ineffective-flag@1:29"]),
    Case(
      "mutable-content without alert", #"{"aps":{"mutable-content":1,"badge":1}}"#,
      ["info apns.mutable-content-without-alert@1:9"]),
    Case(
      "critical sound",
      #"{"aps":{"alert":"x","sound":{"critical":1,"name":"default","volume":0.8}}}"#,
      []),
    Case(
      "critical sound with bad fields",
      #"{"aps":{"alert":"x","sound":{"critical":"yes","name":5,"volume":2}}}"#,
      [
        "error apns.wrong-type@1:41", "error apns.wrong-type@1:54",
        "error apns.volume-out-of-range@1:65",
      ]),
    Case(
      "critical sound without name", #"{"aps":{"alert":"x","sound":{"critical":1}}}"#,
      ["warning apns.missing-sound-name@1:29"]),
    Case("sound is a number", #"{"aps":{"alert":"x","sound":1}}"#, ["error apns.wrong-type@1:29"]),
    Case(
      "unknown live activity event",
      #"{"aps":{"timestamp":1700000000,"event":"stop","content-state":{}}}"#,
      ["error apns.unknown-event@1:40"]),
    Case(
      "update without content-state", #"{"aps":{"timestamp":1,"event":"update"}}"#,
      ["warning apns.missing-live-activity-key@1:8"]),
    Case(
      "start with everything",
      #"{"aps":{"timestamp":1,"event":"start","content-state":{"n":1},"attributes-type":"A","#
        + #""attributes":{"x":1},"alert":{"title":"T","body":"B"}}}"#, pushType: .liveActivity, []),
    Case(
      "live activity push without event", #"{"aps":{"alert":"x"}}"#, pushType: .liveActivity,
      ["error apns.missing-live-activity-key@1:8"]),
    Case(
      "stale-date as string", #"{"aps":{"timestamp":1,"event":"end","stale-date":"soon"}}"#,
      ["error apns.wrong-type@1:50"]),
    Case(
      "legacy action-loc-key", #"{"aps":{"alert":{"body":"B","action-loc-key":"OPEN"}}}"#,
      ["info apns.deprecated-key@1:29"]),
    Case(
      "summary-arg-count as string", #"{"aps":{"alert":{"body":"B","summary-arg-count":"2"}}}"#,
      ["info apns.deprecated-key@1:29", "error apns.wrong-type@1:49"]),
    Case(
      "duplicate alert", #"{"aps":{"alert":"a","alert":"b"}}"#,
      ["warning apns.duplicate-key@1:21"]),
    Case(
      "url-args holds a number", #"{"aps":{"alert":"x","url-args":["a",1]}}"#,
      ["error apns.wrong-type@1:37"]),
    Case(
      "filter-criteria as number", #"{"aps":{"alert":"x","filter-criteria":1}}"#,
      ["error apns.wrong-type@1:39"]),
    Case(
      "thread-id as number", #"{"aps":{"alert":"x","thread-id":1}}"#,
      ["error apns.wrong-type@1:33"]),
    Case(
      "pretty payload, error on line 3", "{\n  \"aps\" : {\n    \"badge\" : \"3\"\n  }\n}",
      ["info apns.not-minified@1:1", "error apns.wrong-type@3:15"]),
    Case(
      "too large", #"{"aps":{"alert":""# + bigBody + #""}}"#,
      ["error apns.payload-too-large@1:1"]),
    Case("VoIP allows 5120 bytes", #"{"aps":{"alert":""# + voipBody + #""}}"#, pushType: .voip, []),
  ]

  // MARK: - Diagnostics table

  @Test(arguments: cases) func diagnostics(_ c: Case) throws {
    let (_, diagnostics) = try APNsPayload.parse(
      Array(c.payload.utf8), path: "p.json", pushType: c.pushType)
    let found = diagnostics.map { d in
      "\(d.severity.rawValue) \(d.id)@\(d.location?.line ?? 0):\(d.location?.column ?? 0)"
    }
    #expect(found.sorted() == c.expected.sorted(), "\(diagnostics.map(\.description))")
    for diagnostic in diagnostics {
      #expect(diagnostic.id.hasPrefix("apns."))
      #expect(!diagnostic.message.hasSuffix("."))
      #expect(diagnostic.message.first?.isUppercase == false)
    }
  }

  // MARK: - Model

  @Test func malformedJSONThrows() {
    #expect(throws: JSONError.self) {
      try APNsPayload.parse(Array(#"{"aps":{"alert":"x",}}"#.utf8), path: "p.json")
    }
  }

  @Test func typedModel() throws {
    let payload = """
      {"aps":{"alert":{"title-loc-key":"T","title-loc-args":["a"],"loc-key":"K","loc-args":["x","y"],\
      "launch-image":"L","subtitle":"S"},"badge":0,"sound":{"critical":1,"name":"n","volume":0.25},\
      "interruption-level":"critical","mutable-content":1,"target-content-id":"c","relevance-score":1,\
      "filter-criteria":"f","url-args":["u"]},"txn_id":"42","aps2":[]}
      """
    let (model, diagnostics) = try APNsPayload.parse(Array(payload.utf8), path: "p.json")
    #expect(diagnostics.isEmpty)
    let aps = try #require(model.aps)
    guard case .dictionary(let alert) = aps.alert else {
      Issue.record("alert is not a dictionary")
      return
    }
    #expect(alert.titleLocKey == "T")
    #expect(alert.titleLocArgs == ["a"])
    #expect(alert.locKey == "K")
    #expect(alert.locArgs == ["x", "y"])
    #expect(alert.launchImage == "L")
    #expect(alert.subtitle == "S")
    #expect(alert.body == nil)
    #expect(aps.badge == 0)
    #expect(aps.sound == .critical(APNsCriticalSound(critical: 1, name: "n", volume: 0.25)))
    #expect(aps.interruptionLevel == .critical)
    #expect(aps.mutableContent == 1)
    #expect(aps.targetContentID == "c")
    #expect(aps.relevanceScore == 1)
    #expect(aps.filterCriteria == "f")
    #expect(aps.urlArgs == ["u"])
    #expect(model.customKeys.map(\.key) == ["txn_id", "aps2"])
    #expect(model.size.minified == payload.utf8.count)
  }

  @Test func liveActivityModel() throws {
    let payload = """
      {"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":"2-1"},\
      "stale-date":1700003600,"dismissal-date":1700007200}}
      """
    let (model, diagnostics) = try APNsPayload.parse(
      Array(payload.utf8), path: "p.json", pushType: .liveActivity)
    #expect(diagnostics.isEmpty)
    let aps = try #require(model.aps)
    #expect(aps.event == .update)
    #expect(aps.timestamp == 1_700_000_000)
    #expect(aps.staleDate == 1_700_003_600)
    #expect(aps.dismissalDate == 1_700_007_200)
    #expect(aps.contentState == ["score": "2-1"])
  }

  @Test func plainStringAlert() throws {
    let (model, _) = try APNsPayload.parse(Array(#"{"aps":{"alert":"Hello"}}"#.utf8), path: "p")
    #expect(model.aps?.alert == .text("Hello"))
    #expect(model.aps?.alert?.body == "Hello")
  }
}
