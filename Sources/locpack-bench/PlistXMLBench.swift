import Foundation
import LocPack

extension Benchmark {
  /// Reads a generated ~10 MB localization plist with locpack and with Foundation.
  static let plistXML = Benchmark(
    name: "plist-xml",
    abstract: "XML plist read: locpack (libxml2 SAX2) vs PropertyListSerialization",
    run: { context in
      let path = context.workDirectory + "/plist-xml-\(context.quick ? "quick" : "full").plist"
      let target = context.quick ? 1_000_000 : 10_000_000
      if !FileManager.default.fileExists(atPath: path) {
        let data = try PlistXMLInput.generate(targetBytes: target)
        try data.write(to: URL(fileURLWithPath: path))
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let bytes = Array(data)
      print("  input: \(bytes.count) bytes")

      var check = 0
      let ours = try Measure.time(iterations: context.iterations) {
        let document = try XMLPlist.read(bytes, path: path)
        check &+= document.value.dictionaryValue?.count ?? 0
      }
      let oursNoLocations = try Measure.time(iterations: context.iterations) {
        let document = try XMLPlist.read(bytes, path: path, recordLocations: false)
        check &+= document.value.dictionaryValue?.count ?? 0
      }
      let foundation = try Measure.time(iterations: context.iterations) {
        let object = try PropertyListSerialization.propertyList(from: data, format: nil)
        check &+= (object as? [String: Any])?.count ?? 0
      }
      Measure.reportThroughput("locpack read", bytes: bytes.count, ours)
      Measure.reportThroughput("locpack read (no locations)", bytes: bytes.count, oursNoLocations)
      Measure.reportThroughput("Foundation read", bytes: bytes.count, foundation)
      Measure.reportRatio("read vs Foundation", ours: ours, peer: foundation)
      Measure.reportRatio(
        "read (no locations) vs Foundation", ours: oursNoLocations, peer: foundation)

      let value = try XMLPlist.read(bytes, path: path).value
      let object = try PropertyListSerialization.propertyList(from: data, format: nil)
      let write = Measure.time(iterations: context.iterations) {
        check &+= XMLPlist.write(value).count
      }
      let foundationWrite = try Measure.time(iterations: context.iterations) {
        check &+= try PropertyListSerialization.data(
          fromPropertyList: object, format: .xml, options: 0
        )
        .count
      }
      Measure.reportThroughput("locpack write", bytes: bytes.count, write)
      Measure.reportThroughput("Foundation write", bytes: bytes.count, foundationWrite)
      Measure.reportRatio("write vs Foundation", ours: write, peer: foundationWrite)
      if check == 42 { print("") }
    })
}

/// A seeded, realistic localization plist: one dictionary per key with strings, plural
/// variants, numbers, dates and a little data, the shape of `.stringsdict` and app plists.
enum PlistXMLInput {
  static func generate(targetBytes: Int) throws -> Data {
    var state: UInt64 = 0x5EED_1234
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    let words = [
      "message", "new", "friend", "photo", "liked", "your", "commented", "on", "story", "café",
      "Grüße", "予定", "напоминание", "événement", "%@", "%d", "%1$@", "&", "<b>", "minutes", "ago",
    ]
    func sentence() -> String {
      (0..<(3 + Int(next() % 9))).map { _ in words[Int(next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
    var root: [String: Any] = [:]
    var estimate = 0
    var index = 0
    while estimate < targetBytes {
      let key = "notification.\(index).\(words[Int(next() % UInt64(words.count))])"
      var entry: [String: Any] = [
        "NSStringLocalizedFormatKey": "%#@items@ \(sentence())",
        "comment": sentence(),
        "priority": Int(next() % 1000),
        "weight": Double(next() % 10_000) / 7,
        "enabled": next() % 2 == 0,
        "items": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
          "NSStringFormatValueTypeKey": "d",
          "one": sentence(), "few": sentence(), "many": sentence(), "other": sentence(),
        ],
        "updated": Date(timeIntervalSinceReferenceDate: Double(next() % 800_000_000)),
      ]
      if index % 10 == 0 { entry["thumbnail"] = Data((0..<48).map { _ in UInt8(next() & 0xFF) }) }
      root[key] = entry
      estimate += 1_050
      index += 1
    }
    return try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
  }
}
