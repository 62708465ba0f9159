import Foundation
import LocPackTestSupport

@testable import LocPack

/// Inputs and independent checks shared by the optimizer tests.
enum OptimizeTestSupport {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func sampleAlerts() throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent("Resources/sample-alerts.jsonl")))
  }

  static func baseTable() throws -> [UInt8] {
    Array(
      try Data(
        contentsOf: root.appendingPathComponent("Localizable/en.lproj/Localizable.strings")))
  }

  static func editor(_ text: String) throws -> StringsEditor {
    try editor(Array(text.utf8))
  }

  static func editor(_ bytes: [UInt8]) throws -> StringsEditor {
    StringsEditor(try StringsFile.parse(bytes, path: "Localizable.strings"))
  }

  static func run(
    _ input: [UInt8], table: StringsEditor, options: OptimizeOptions = OptimizeOptions()
  ) -> Optimizer.Result {
    Optimizer(options: options).optimize(input, path: "in.jsonl", table: table)
  }

  static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
    JSONLines(bytes).map { Array(bytes[$0.range]) }
  }

  /// A seeded corpus: templated alerts in several languages with names, cities, amounts,
  /// quotes, backslashes and percent signs, a few one-offs, silent pushes and loc-key
  /// payloads.
  static func seededCorpus(lines count: Int, seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    let names = [
      "Alice", "Ben Rossi", "Dr. Mary-Jane O'Neil", "陈超", "山本大翔", "José \"Pepe\" Ruiz",
      "Ann\\Bo", "Олег Иванов", "Zoë", "Kim",
    ]
    let cities = ["Paris", "New York", "São Paulo", "東京", "Rio de Janeiro"]
    func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
    var out = ""
    for index in 0..<count {
      let roll = random.next() % 14
      let name = pick(names)
      let json: String
      switch roll {
      case 0:
        json = payload(body: "\(name) liked your photo", extra: ",\"uid\":\(index)")
      case 1:
        json = payload(body: "\(name) liked your video")
      case 2:
        let amount = random.next() % 1000
        json = payload(
          title: "Payment received", body: "You received $\(amount).00 from \(name)")
      case 3:
        json = payload(body: "\(name)赞了你的照片", stringAlert: true)
      case 4:
        json = payload(body: "\(name)さんから¥\(random.next() % 9000)を受け取りました")
      case 5:
        json = payload(
          title: "\(name) is in \(pick(cities))",
          subtitle: "Trip update",
          body: "Your flight to \(pick(cities)) boards in \(random.next() % 60) minutes")
      case 6:
        json = payload(
          body: "Battery at \(random.next() % 100)% — charge your \(pick(["watch", "ring"]))")
      case 7:
        json = payload(body: "Your weekly summary is ready")
      case 8:
        json = "{\"aps\":{\"content-available\":1},\"sync\":\(index)}"
      case 9:
        json = "{\"aps\":{\"alert\":{\"loc-key\":\"MESSAGE_PHOTO\",\"loc-args\":[\"\(index)\"]}}}"
      case 10:
        json = payload(body: "One-off announcement number \(random.next())")
      case 11:
        json = payload(body: "«\(name)» a commenté : « \(pick(cities)) est magnifique »")
      case 12:
        json = payload(body: "\(name) mentioned you in #\(pick(["general", "random", "ios-team"]))")
      default:
        json = payload(body: "Новое сообщение от \(name): \(pick(cities))")
      }
      out += json + "\n"
    }
    return Array(out.utf8)
  }

  static func payload(
    title: String? = nil, subtitle: String? = nil, body: String, stringAlert: Bool = false,
    extra: String = ""
  ) -> String {
    func quoted(_ text: String) -> String {
      var bytes: [UInt8] = []
      JSONWriter.writeString(text, escapesSlashes: false, into: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    if stringAlert {
      return "{\"aps\":{\"alert\":\(quoted(body)),\"sound\":\"default\"}\(extra)}"
    }
    var alert: [String] = []
    if let title { alert.append("\"title\":\(quoted(title))") }
    if let subtitle { alert.append("\"subtitle\":\(quoted(subtitle))") }
    alert.append("\"body\":\(quoted(body))")
    return "{\"aps\":{\"alert\":{\(alert.joined(separator: ","))},\"badge\":3}\(extra)}"
  }

  struct Check {
    var rewritten = 0
    var failures: [String] = []
  }

  /// Checks, independently of the optimizer's own verification, that each output line either
  /// equals its input line or shows the same texts through the written table, and that the
  /// rest of the payload is the same value.
  static func checkLossless(input: [UInt8], result: Optimizer.Result) -> Check {
    var check = Check()
    let table: [String: String]
    do {
      let file = try StringsFile.parse(result.table.bytes(), path: "table")
      var values: [String: String] = [:]
      for entry in file.entries {
        if case .string(let value) = entry.value { values[entry.key] = value }
      }
      table = values
    } catch {
      check.failures.append("table does not parse: \(error)")
      return check
    }
    let before = lines(input)
    let after = lines(result.payloads)
    guard before.count == after.count else {
      check.failures.append("line count \(before.count) → \(after.count)")
      return check
    }
    for (index, (old, new)) in zip(before, after).enumerated() where old != new {
      check.rewritten += 1
      guard let oldValue = try? JSONParser.parseValue(old, in: 0..<old.count),
        let newValue = try? JSONParser.parseValue(new, in: 0..<new.count)
      else {
        check.failures.append("line \(index + 1): does not parse")
        continue
      }
      if display(oldValue) != display(newValue, table: table) {
        check.failures.append("line \(index + 1): texts differ")
      }
      if strippingAlert(oldValue) != strippingAlert(newValue) {
        check.failures.append("line \(index + 1): other members differ")
      }
    }
    return check
  }

  /// Title, subtitle and body as a device shows them.
  static func display(_ value: JSONValue, table: [String: String] = [:]) -> [String?] {
    guard let alert = value["aps"]?["alert"] else { return [nil, nil, nil] }
    if case .string(let text) = alert { return [nil, nil, text] }
    return PayloadRewriter.FieldKind.allCases.map { kind in
      if case .string(let text)? = alert[kind.textKey] { return text }
      guard case .string(let key)? = alert[kind.locKey], let format = table[key] else {
        return nil
      }
      let args = alert[kind.locArgs]?.arrayValue?.compactMap(\.stringValue) ?? []
      return FormatString.parse(format).compiled.expand(arguments: args).text
    }
  }

  /// The payload with the alert's text and loc members removed, a string alert as `{}`.
  static func strippingAlert(_ value: JSONValue) -> JSONValue {
    guard case .object(var top) = value, case .object(var aps)? = top["aps"] else { return value }
    var alert = JSONObject()
    if case .object(let old)? = aps["alert"] {
      let dropped = Set(
        PayloadRewriter.FieldKind.allCases.flatMap { [$0.textKey, $0.locKey, $0.locArgs] })
      alert = JSONObject(old.members.filter { !dropped.contains($0.key) })
    }
    aps["alert"] = .object(alert)
    top["aps"] = .object(aps)
    return .object(top)
  }
}
