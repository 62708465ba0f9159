import Foundation
import LocPack
import Testing

extension FaultKillTests {
  /// An app of three localizations (`en`, `de`, `ja`) in `App/`, as `.lproj` tables or as one
  /// String Catalog, with `in.jsonl` and `out/` holding a previous run's outputs.
  ///
  /// In the `.lproj` form `de` has a `.stringsdict` beside its table and `ja` only a
  /// `.stringsdict`, so the run creates `ja.lproj/Localizable.strings`.
  struct App: CustomStringConvertible {
    enum Kind: String, CaseIterable, Sendable {
      case lproj
      case catalog
    }

    static let localizations = ["de", "en", "ja"]
    /// Localize mode rewrites every template, so each run adds several keys.
    static let arguments = [
      "optimize", "in.jsonl", "--bundle", "App", "--out", "out", "--mode", "localize",
    ]
    static let outputs = ["payloads.jsonl", "templates.json", "report.json"].map { "out/" + $0 }

    var folder: String
    var kind: Kind
    /// Every table and output as it was before the run (nil: absent).
    var originals: [String: [UInt8]?] = [:]
    var description: String { kind.rawValue }

    init(in folder: String, kind: Kind, lines: Int) throws {
      self.folder = folder
      self.kind = kind
      try FaultSupport.write(FaultSupport.corpus(lines), to: folder + "/in.jsonl")
      let manager = FileManager.default
      try manager.createDirectory(atPath: folder + "/out", withIntermediateDirectories: false)
      for name in Self.outputs {
        try FaultSupport.write("previous \(name)\n", to: folder + "/" + name)
      }
      switch kind {
      case .catalog:
        try manager.createDirectory(atPath: folder + "/App", withIntermediateDirectories: false)
        try FaultSupport.write(Self.catalog, to: folder + "/App/Localizable.xcstrings")
      case .lproj:
        for localization in Self.localizations {
          try manager.createDirectory(
            atPath: folder + "/App/\(localization).lproj", withIntermediateDirectories: true)
        }
        try FaultSupport.write(FaultSupport.table, to: folder + "/App/en.lproj/Localizable.strings")
        try FaultSupport.write(
          "\"GREETING\" = \"Hallo\";\n", to: folder + "/App/de.lproj/Localizable.strings")
        for localization in ["de", "ja"] {
          try FaultSupport.write(
            Self.stringsDict, to: folder + "/App/\(localization).lproj/Localizable.stringsdict")
        }
      }
      for file in files { originals[file] = FaultSupport.bytes(folder + "/" + file) }
    }

    /// The files a run replaces or creates, relative to `folder`: the tables, then the outputs.
    var files: [String] {
      let tables =
        kind == .catalog
        ? ["App/Localizable.xcstrings"]
        : Self.localizations.map { "App/\($0).lproj/Localizable.strings" }
      return tables + Self.outputs
    }

    /// Every file of `files` as it is now.
    func snapshot() -> [String: [UInt8]?] {
      var bytes: [String: [UInt8]?] = [:]
      for file in files { bytes[file] = FaultSupport.bytes(folder + "/" + file) }
      return bytes
    }

    /// The temporary files, backups and journals left in any folder the run writes.
    func leftovers() -> [String] {
      var folders = ["", "App", "out"]
      if kind == .lproj { folders += Self.localizations.map { "App/\($0).lproj" } }
      return folders.flatMap { folder in
        FaultSupport.temporaries(in: self.folder + "/" + folder).map { folder + "/" + $0 }
      }
    }

    /// The keys of each localization's table (an absent table has none).
    func keys() throws -> [String: Set<String>] {
      var keys: [String: Set<String>] = [:]
      switch kind {
      case .catalog:
        let path = folder + "/App/Localizable.xcstrings"
        let catalog = try XCStringsFile.parse(FaultSupport.bytes(path) ?? [], path: path)
        for localization in Self.localizations {
          keys[localization] = Set(catalog.table(for: localization, name: "Localizable").keys)
        }
      case .lproj:
        for localization in Self.localizations {
          let path = folder + "/App/\(localization).lproj/Localizable.strings"
          guard let bytes = FaultSupport.bytes(path) else {
            keys[localization] = []
            continue
          }
          keys[localization] = Set(try StringsFile.parse(bytes, path: path).entries.map(\.key))
        }
      }
      return keys
    }

    /// Every key `templates.json` and `payloads.jsonl` name.
    func keysInOutputs() throws -> Set<String> {
      var keys: Set<String> = []
      let templates = try JSONParser.parse(
        FaultSupport.bytes(folder + "/out/templates.json") ?? [], path: "templates.json")
      for template in templates.value.arrayValue ?? [] {
        if let key = template["key"]?.stringValue { keys.insert(key) }
      }
      let payloads = FaultSupport.bytes(folder + "/out/payloads.jsonl") ?? []
      for line in payloads.split(separator: 0x0A) {
        let alert = try JSONParser.parseValue(Array(line), in: 0..<line.count)["aps"]?["alert"]
        for member in ["loc-key", "title-loc-key", "subtitle-loc-key"] {
          if let key = alert?[member]?.stringValue { keys.insert(key) }
        }
      }
      return keys
    }

    /// The catalog the catalog form starts from.
    static let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "GREETING" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hallo"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hello"
                }
              },
              "ja" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "こんにちは"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """

    /// A `.stringsdict` with one plural key.
    static let stringsDict = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>PHOTOS</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>other</key>
            <string>%d photos</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
  }
}
