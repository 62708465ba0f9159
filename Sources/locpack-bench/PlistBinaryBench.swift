import Foundation
import LocPack

extension Benchmark {
  static let plistBinary = Benchmark(
    name: "plist-binary",
    abstract:
      "Read a ~10 MB binary plist of localization content: locpack vs PropertyListSerialization.",
    run: { context in
      let path = context.workDirectory + "/plist-binary-\(context.quick ? "quick" : "full").plist"
      if !FileManager.default.fileExists(atPath: path) {
        let object = PlistBinaryInput.make(targetBytes: context.quick ? 1_000_000 : 10_000_000)
        let data = try PropertyListSerialization.data(
          fromPropertyList: object, format: .binary, options: 0)
        try data.write(to: URL(fileURLWithPath: path))
      }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let bytes = [UInt8](data)
      print("  input: \(bytes.count) bytes")
      var entries = 0
      let ours = try Measure.time(iterations: context.iterations) {
        let value = try BinaryPlist.read(bytes)
        entries = value.dictionaryValue?.count ?? 0
      }
      let peer = try Measure.time(iterations: context.iterations) {
        let object = try PropertyListSerialization.propertyList(
          from: data, options: [], format: nil)
        if (object as? [String: Any])?.count != entries {
          throw CocoaError(.propertyListReadCorrupt)
        }
      }
      Measure.reportThroughput("locpack BinaryPlist.read", bytes: bytes.count, ours)
      Measure.reportThroughput("Foundation PropertyListSerialization", bytes: bytes.count, peer)
      Measure.reportRatio("read vs Foundation", ours: ours, peer: peer)
    })
}

/// Seeded localization-like content: a top dictionary of keys to strings, plus plural entries
/// (nested dictionaries), argument lists (arrays) and a few numbers, dates and data blobs.
enum PlistBinaryInput {
  static func make(targetBytes: Int) -> [String: Any] {
    var random = SplitMix(state: 42)
    // Keys are English identifiers; values are translations in several scripts.
    let keyWords = [
      "message", "new", "from", "your", "friend", "photo", "liked", "commented", "invite",
      "event", "tomorrow", "reminder", "title", "body", "alert", "action", "accept", "decline",
    ]
    let words = [
      "message", "new", "from", "your", "friend", "photo", "liked", "commented", "invite",
      "event", "tomorrow", "reminder", "Nachricht", "neue", "vom", "message", "nouveau", "ami",
      "写真", "新しい", "メッセージ", "友達", "сообщение", "новое", "صورة", "جديدة", "😀", "🎉",
    ]
    func sentence(_ count: Int, from list: [String]? = nil) -> String {
      let list = list ?? words
      return (0..<count).map { _ in list[Int(random.next() % UInt64(list.count))] }
        .joined(separator: " ")
    }
    var top: [String: Any] = [:]
    var approximate = 0
    var index = 0
    while approximate < targetBytes {
      let key =
        "notification.\(sentence(2, from: keyWords).replacingOccurrences(of: " ", with: "_")).\(index)"
      index += 1
      switch random.next() % 10 {
      case 0:
        let plural: [String: Any] = [
          "NSStringLocalizedFormatKey": "%#@count@",
          "count": [
            "NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
            "NSStringFormatValueTypeKey": "d",
            "one": "%d " + sentence(4), "other": "%d " + sentence(5),
          ],
        ]
        top[key] = plural
        approximate += key.utf8.count * 2 + 260
      case 1:
        let arguments = (0..<3).map { _ in sentence(2) }
        top[key] = ["loc-key": key, "loc-args": arguments, "badge": Int(random.next() % 100)]
        approximate += key.utf8.count * 3 + 80
      case 2:
        top[key] = Date(timeIntervalSinceReferenceDate: Double(random.next() % 1_000_000_000))
        approximate += key.utf8.count + 12
      default:
        let text = sentence(Int(random.next() % 12) + 3)
        top[key] = text
        approximate += key.utf8.count + text.utf16.count * 2 + 6
      }
    }
    return top
  }

  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
