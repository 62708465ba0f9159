/// Checks an APNs payload's JSON against the keys, types and limits APNs and iOS define,
/// building the typed model on the way.
struct APNsValidator {
  let document: JSONDocument
  let pushType: PushType?
  var diagnostics: [Diagnostic] = []

  init(document: JSONDocument, pushType: PushType?) {
    self.document = document
    self.pushType = pushType
  }

  // MARK: - Locations

  /// An object in the document with its node index, for walking members with their ranges.
  struct Located {
    var object: JSONObject
    var node: Int
    var path: String
  }

  func location(_ node: Int?, key: Bool = false) -> SourceLocation? {
    guard let node, node >= 0, node < document.nodes.count else { return nil }
    let entry = document.nodes[node]
    if key, let keyRange = entry.keyRange {
      return document.source.location(at: keyRange.lowerBound)
    }
    return document.source.location(at: entry.valueRange.lowerBound)
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ id: String, _ message: String, at node: Int?,
    key: Bool = false
  ) {
    diagnostics.append(
      Diagnostic(severity, id: "apns." + id, message, at: location(node, key: key)))
  }

  /// The node of the last member with `key`.
  func memberNode(_ located: Located, _ key: String) -> Int? {
    guard let position = located.object.lastIndex(of: key) else { return nil }
    return document.childIndex(of: located.node, position: position)
  }

  // MARK: - Typed members

  mutating func wrongType(_ located: Located, _ key: String, expected: String, found: JSONValue) {
    report(
      .error, "wrong-type",
      "'\(located.path).\(key)' must be \(expected), not \(article(found.typeName))",
      at: memberNode(located, key))
  }

  private func article(_ name: String) -> String {
    name == "array" || name == "object" ? "an \(name)" : "a \(name)"
  }

  mutating func string(_ located: Located, _ key: String) -> String? {
    guard let value = located.object[key] else { return nil }
    if case .string(let text) = value { return text }
    wrongType(located, key, expected: "a string", found: value)
    return nil
  }

  mutating func integer(_ located: Located, _ key: String) -> Int? {
    guard let value = located.object[key] else { return nil }
    if case .number(let text) = value, let number = Int(text) { return number }
    wrongType(located, key, expected: "an integer", found: value)
    return nil
  }

  mutating func number(_ located: Located, _ key: String) -> Double? {
    guard let value = located.object[key] else { return nil }
    if case .number(let text) = value, let number = Double(text) { return number }
    wrongType(located, key, expected: "a number", found: value)
    return nil
  }

  mutating func object(_ located: Located, _ key: String) -> Located? {
    guard let value = located.object[key] else { return nil }
    guard case .object(let object) = value, let node = memberNode(located, key) else {
      wrongType(located, key, expected: "an object", found: value)
      return nil
    }
    return Located(object: object, node: node, path: "\(located.path).\(key)")
  }

  mutating func stringArray(_ located: Located, _ key: String, id: String = "wrong-type")
    -> [String]?
  {
    guard let value = located.object[key] else { return nil }
    guard case .array(let elements) = value else {
      wrongType(located, key, expected: "an array of strings", found: value)
      return nil
    }
    var strings: [String] = []
    let arrayNode = memberNode(located, key)
    for (position, element) in elements.enumerated() {
      if case .string(let text) = element {
        strings.append(text)
        continue
      }
      let elementNode = arrayNode.flatMap { document.childIndex(of: $0, position: position) }
      report(
        .error, id,
        "'\(located.path).\(key)[\(position)]' must be a string, not \(article(element.typeName))",
        at: elementNode)
    }
    return strings.count == elements.count ? strings : nil
  }

  // MARK: - Root and aps

  mutating func validateRoot() -> (APNsAps?, [JSONMember]) {
    guard case .object(let root) = document.value else {
      report(.error, "not-an-object", "payload must be a JSON object", at: 0)
      return (nil, [])
    }
    let located = Located(object: root, node: 0, path: "")
    let customKeys = root.members.filter { $0.key != "aps" }
    guard let apsValue = root["aps"] else {
      report(.error, "missing-aps", "payload has no 'aps' dictionary", at: 0)
      return (nil, customKeys)
    }
    guard case .object(let apsObject) = apsValue, let apsNode = memberNode(located, "aps") else {
      report(
        .error, "wrong-type", "'aps' must be an object, not \(article(apsValue.typeName))",
        at: memberNode(located, "aps"))
      return (nil, customKeys)
    }
    let aps = validateAps(Located(object: apsObject, node: apsNode, path: "aps"))
    return (aps, customKeys)
  }

  mutating func validateAps(_ aps: Located) -> APNsAps {
    var model = APNsAps()
    for (position, member) in aps.object.members.enumerated()
    where !APNsAps.knownKeys.contains(member.key) {
      model.unknownKeys.append(member.key)
      report(
        .warning, "custom-key-in-aps",
        "unknown key '\(member.key)' inside 'aps'; custom data belongs beside 'aps'",
        at: document.childIndex(of: aps.node, position: position), key: true)
    }
    if let value = aps.object["alert"] {
      switch value {
      case .string(let text): model.alert = .text(text)
      case .object:
        if let alert = object(aps, "alert") { model.alert = .dictionary(validateAlert(alert)) }
      default: wrongType(aps, "alert", expected: "a string or an object", found: value)
      }
    }
    if let badge = integer(aps, "badge") {
      model.badge = badge
      if badge < 0 {
        report(
          .error, "negative-badge", "'aps.badge' must not be negative", at: memberNode(aps, "badge")
        )
      }
    }
    if let value = aps.object["sound"] {
      switch value {
      case .string(let name): model.sound = .named(name)
      case .object:
        if let sound = object(aps, "sound") { model.sound = .critical(validateSound(sound)) }
      default: wrongType(aps, "sound", expected: "a string or an object", found: value)
      }
    }
    model.threadID = string(aps, "thread-id")
    model.category = string(aps, "category")
    model.contentAvailable = flag(aps, "content-available")
    model.mutableContent = flag(aps, "mutable-content")
    model.targetContentID = string(aps, "target-content-id")
    if let level = string(aps, "interruption-level") {
      model.interruptionLevel = APNsInterruptionLevel(rawValue: level)
      if model.interruptionLevel == nil {
        report(
          .error, "unknown-interruption-level",
          "unknown interruption level '\(level)'; expected passive, active, time-sensitive or critical",
          at: memberNode(aps, "interruption-level"))
      }
    }
    if let score = number(aps, "relevance-score") {
      model.relevanceScore = score
      if !(score >= 0 && score <= 1) {
        report(
          .error, "relevance-score-out-of-range", "'aps.relevance-score' must be between 0 and 1",
          at: memberNode(aps, "relevance-score"))
      }
    }
    model.filterCriteria = string(aps, "filter-criteria")
    model.urlArgs = stringArray(aps, "url-args")
    validateLiveActivity(aps, into: &model)
    checkPushKind(
      aps, shows: model.alert != nil || model.sound != nil || model.badge != nil,
      hasAlert: model.alert != nil, contentAvailable: model.contentAvailable,
      mutableContent: model.mutableContent)
    return model
  }

  mutating func flag(_ aps: Located, _ key: String) -> Int? {
    guard let value = integer(aps, key) else { return nil }
    if value != 1 {
      report(
        .info, "ineffective-flag", "'aps.\(key)' takes effect only with the value 1",
        at: memberNode(aps, key))
    }
    return value
  }

  // MARK: - Alert and sound

  mutating func validateAlert(_ alert: Located) -> APNsAlertDictionary {
    var model = APNsAlertDictionary()
    for (position, member) in alert.object.members.enumerated()
    where !APNsAlertDictionary.knownKeys.contains(member.key) {
      model.unknownKeys.append(member.key)
      report(
        .warning, "unknown-alert-key", "unknown key '\(member.key)' in 'aps.alert'",
        at: document.childIndex(of: alert.node, position: position), key: true)
    }
    model.title = string(alert, "title")
    model.subtitle = string(alert, "subtitle")
    model.body = string(alert, "body")
    model.launchImage = string(alert, "launch-image")
    model.titleLocKey = string(alert, "title-loc-key")
    model.titleLocArgs = stringArray(alert, "title-loc-args", id: "loc-args-not-strings")
    model.subtitleLocKey = string(alert, "subtitle-loc-key")
    model.subtitleLocArgs = stringArray(alert, "subtitle-loc-args", id: "loc-args-not-strings")
    model.locKey = string(alert, "loc-key")
    model.locArgs = stringArray(alert, "loc-args", id: "loc-args-not-strings")
    model.actionLocKey = string(alert, "action-loc-key")
    model.summaryArg = string(alert, "summary-arg")
    model.summaryArgCount = integer(alert, "summary-arg-count")
    for (args, key) in [
      ("loc-args", "loc-key"), ("title-loc-args", "title-loc-key"),
      ("subtitle-loc-args", "subtitle-loc-key"),
    ] where alert.object.contains(args) && !alert.object.contains(key) {
      report(
        .warning, "loc-args-without-key", "'\(args)' without '\(key)' is ignored",
        at: memberNode(alert, args), key: true)
    }
    for (text, key) in [
      ("body", "loc-key"), ("title", "title-loc-key"), ("subtitle", "subtitle-loc-key"),
    ]
    where alert.object.contains(text) && alert.object.contains(key) {
      report(
        .warning, "conflicting-keys",
        "both '\(text)' and '\(key)'; the device shows the localized '\(key)' and ignores '\(text)'",
        at: memberNode(alert, text), key: true)
    }
    for key in ["action-loc-key", "summary-arg", "summary-arg-count"]
    where alert.object.contains(key) {
      report(
        .info, "deprecated-key", "'aps.alert.\(key)' is a legacy key that current iOS ignores",
        at: memberNode(alert, key), key: true)
    }
    return model
  }

  mutating func validateSound(_ sound: Located) -> APNsCriticalSound {
    var model = APNsCriticalSound()
    for (position, member) in sound.object.members.enumerated()
    where !["critical", "name", "volume"].contains(member.key) {
      report(
        .warning, "unknown-sound-key", "unknown key '\(member.key)' in 'aps.sound'",
        at: document.childIndex(of: sound.node, position: position), key: true)
    }
    model.critical = integer(sound, "critical")
    model.name = string(sound, "name")
    model.volume = number(sound, "volume")
    if let critical = model.critical, critical != 0 && critical != 1 {
      report(
        .error, "invalid-critical", "'aps.sound.critical' must be 0 or 1",
        at: memberNode(sound, "critical"))
    }
    if let volume = model.volume, !(volume >= 0 && volume <= 1) {
      report(
        .error, "volume-out-of-range", "'aps.sound.volume' must be between 0 and 1",
        at: memberNode(sound, "volume"))
    }
    if model.name == nil, sound.object["name"] == nil {
      report(
        .warning, "missing-sound-name", "critical sound dictionary has no 'name'", at: sound.node)
    }
    return model
  }

  // MARK: - Live Activity and push kind

  mutating func validateLiveActivity(_ aps: Located, into model: inout APNsAps) {
    model.timestamp = integer(aps, "timestamp")
    model.staleDate = integer(aps, "stale-date")
    model.dismissalDate = integer(aps, "dismissal-date")
    model.attributesType = string(aps, "attributes-type")
    model.contentState = object(aps, "content-state")?.object
    model.attributes = object(aps, "attributes")?.object
    if let event = string(aps, "event") {
      model.event = APNsLiveActivityEvent(rawValue: event)
      if model.event == nil {
        report(
          .error, "unknown-event",
          "unknown Live Activity event '\(event)'; expected start, update or end",
          at: memberNode(aps, "event"))
      }
    }
    guard aps.object.contains("event") else {
      if pushType == .liveActivity {
        report(
          .error, "missing-live-activity-key", "push for a Live Activity has no 'event'",
          at: aps.node)
      }
      return
    }
    var required = ["timestamp"]
    if model.event == .start { required += ["content-state", "attributes-type", "attributes"] }
    if model.event == .update { required.append("content-state") }
    for key in required where !aps.object.contains(key) {
      report(
        .warning, "missing-live-activity-key", "push for a Live Activity has no '\(key)'",
        at: aps.node)
    }
  }

  mutating func checkPushKind(
    _ aps: Located, shows: Bool, hasAlert: Bool, contentAvailable: Int?, mutableContent: Int?
  ) {
    if contentAvailable == 1, shows {
      if pushType == .background {
        report(
          .warning, "background-with-alert",
          "background push carries an alert, sound or badge; send it as apns-push-type alert",
          at: memberNode(aps, "content-available"), key: true)
      } else if pushType == nil {
        report(
          .info, "background-with-alert",
          "'content-available' with an alert, sound or badge must be sent as apns-push-type alert",
          at: memberNode(aps, "content-available"), key: true)
      }
    }
    if mutableContent == 1, !hasAlert {
      report(
        .info, "mutable-content-without-alert",
        "'mutable-content' has no effect without an alert", at: memberNode(aps, "mutable-content"),
        key: true)
    }
  }

  // MARK: - Size

  mutating func checkSize(_ size: PayloadSize, wastedEscapeBytes: Int) {
    let limitText = "the \(size.limit)-byte limit"
    if !size.fitsAsGiven {
      let fix =
        size.fitsMinified
        ? "; minified it is \(size.minified) bytes and fits"
        : "; minified it is still \(size.minified) bytes"
      report(
        .error, "payload-too-large", "payload is \(size.asGiven) bytes, over \(limitText)" + fix,
        at: 0)
    } else if size.asGiven > size.minified + wastedEscapeBytes {
      report(
        .info, "not-minified",
        "payload has whitespace; minified it is \(size.minified) bytes instead of \(size.asGiven)",
        at: 0)
    }
  }
}
