import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Generated tables (`gen_strings.py`) against their `.expected.json` truth and Foundation,
/// in UTF-8 and UTF-16, with LF and CRLF line endings.
@Suite struct StringsCorpusTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }
  }

  static let fixtures: [Fixture] = {
    let folder = StringsTestSupport.fixtures + "/corpus"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".expected.json") }.sorted().map {
      Fixture(name: String($0.dropLast(".expected.json".count)))
    }
  }()

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 7)
  }

  @Test(arguments: fixtures) func matchesTruthAndFoundation(_ fixture: Fixture) throws {
    let base = StringsTestSupport.fixtures + "/corpus/" + fixture.name
    let truth = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: base + ".expected.json")))
        as? [String: String])
    for suffix in [".strings", ".utf16.strings"] {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: base + suffix)))
      let file = try StringsFile.parse(bytes, path: fixture.name + suffix)
      #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
      #expect(file.table.count == truth.count)
      for (key, value) in truth {
        #expect(file.table[key] == .string(value), "\(suffix) \(key)")
      }
      #expect(file.entries.count == truth.count)
      #expect(StringsTestSupport.locpack(bytes) == StringsTestSupport.foundation(bytes))
      let expectedEncoding: TextEncoding =
        suffix == ".strings" ? .utf8(bom: false) : .utf16LE(bom: true)
      #expect(file.encoding == expectedEncoding)
      #expect(file.encoding.encode(file.source.utf8) == bytes)
    }
  }

  /// Larger tables straight from the generator next to the repository.
  @Test(.enabled(if: SharedCorpus.has("gen_strings.py"), SharedCorpus.skipReason))
  func generatedTablesMatchFoundation() throws {
    let generator = try #require(Self.generator())
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "locpack-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let status = try SharedCorpus.runPython([
      generator, "tree", "--out", out.path, "--locales", "16", "--keys", "80", "--utf16", "--json",
      "--seed", "7", "--defects", "0.05",
    ])
    try #require(status == 0)
    var checked = 0
    for locale in try FileManager.default.contentsOfDirectory(atPath: out.path)
    where locale.hasSuffix(".lproj") {
      for name in ["Localizable.strings", "Localizable.utf16.strings"] {
        let bytes = Array(try Data(contentsOf: out.appendingPathComponent(locale + "/" + name)))
        #expect(
          StringsTestSupport.locpack(bytes) == StringsTestSupport.foundation(bytes),
          "\(locale)/\(name)")
        checked += 1
      }
    }
    #expect(checked == 32)
  }

  /// `shared/corpus/gen_strings.py`, found by walking up from this file.
  static func generator() -> String? { SharedCorpus.file("gen_strings.py") }
}

/// Every encoding × line ending × BOM gives the same table and the same line:column ranges.
@Suite struct StringsEncodingMatrixTests {
  static let text = """
    /* Header comment */

    // Greeting shown on launch
    "GREETING" = "Bonjour, %@ ! \\U2026";
    "日本" = "東京 😀";
    unquoted.key = value/with:slashes;
    "escapes" = "tab\\tnewline\\nquote\\"";
    "list" = ("a", b);
    key-only;

    """

  struct Variant: Sendable, CustomTestStringConvertible {
    var encoding: TextEncoding
    var lineEnding: String
    var testDescription: String {
      "\(encoding) \(lineEnding.unicodeScalars.map { $0 == "\n" ? "LF" : "CR" }.joined())"
    }
  }

  static let variants: [Variant] = {
    var result: [Variant] = []
    let encodings: [TextEncoding] = [
      .utf8(bom: false), .utf8(bom: true), .utf16LE(bom: true), .utf16LE(bom: false),
      .utf16BE(bom: true), .utf16BE(bom: false), .utf32LE(bom: true), .utf32BE(bom: true),
    ]
    for encoding in encodings {
      for ending in ["\n", "\r\n", "\r"] {
        result.append(Variant(encoding: encoding, lineEnding: ending))
      }
    }
    return result
  }()

  static func dump(_ file: StringsFile) -> [String] {
    file.entries.map { entry in
      let start = file.source.location(at: entry.range.lowerBound)
      let end = file.source.location(at: entry.range.upperBound)
      return
        "\(entry.key)@\(start.line):\(start.column)-\(end.line):\(end.column) \(entry.comment ?? "-")"
    }
  }

  @Test(arguments: variants) func sameTable(_ variant: Variant) throws {
    let reference = try StringsFile.parse(Array(Self.text.utf8), path: "t.strings")
    let text = Self.text.replacingOccurrences(of: "\n", with: variant.lineEnding)
    let bytes = variant.encoding.encode(Array(text.utf8))
    let file = try StringsFile.parse(bytes, path: "t.strings")
    #expect(file.encoding == variant.encoding)
    #expect(file.table == reference.table)
    #expect(Self.dump(file) == Self.dump(reference))
    var ids = file.diagnostics.map(\.id)
    if !variant.encoding.hasBOM, variant.encoding != .utf8(bom: false) {
      #expect(ids.first == "strings.utf16-without-bom")
      ids.removeFirst()
    } else {
      #expect(StringsTestSupport.locpack(bytes) == StringsTestSupport.foundation(bytes))
    }
    #expect(ids == reference.diagnostics.map(\.id))
    #expect(file.encoding.encode(file.source.utf8) == bytes)
  }
}
