import Foundation
import Testing

@testable import LocPack

/// Golden `debugDump()` output for every fixture in `Tests/Fixtures/Strings/`.
///
/// The golden files live in `Tests/Fixtures/Strings/golden/`. `LOCPACK_RECORD=1` rewrites
/// them (and fails, so the diff gets reviewed).
@Suite struct StringsGoldenTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    var name: String
    var testDescription: String { name }
  }

  static let fixtures: [Fixture] = {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: StringsTestSupport.fixtures)) ?? []
    return names.filter { $0.hasSuffix(".strings") }.sorted().map { Fixture(name: $0) }
  }()

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 4)
  }

  @Test(arguments: fixtures) func dump(_ fixture: Fixture) throws {
    let path = StringsTestSupport.fixtures + "/" + fixture.name
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let dump = try StringsFile.parse(bytes, path: fixture.name).debugDump()
    let golden = StringsTestSupport.fixtures + "/golden/" + fixture.name + ".dump"
    if ProcessInfo.processInfo.environment["LOCPACK_RECORD"] == "1" {
      try Data(dump.utf8).write(to: URL(fileURLWithPath: golden))
      Issue.record("recorded \(golden); review the diff and run again without LOCPACK_RECORD")
      return
    }
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(dump == expected)
  }

  @Test func commentsAttachAsDocumented() throws {
    let path = StringsTestSupport.fixtures + "/comments.strings"
    let file = try StringsFile.parse(
      Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    let comments = Dictionary(file.entries.map { ($0.key, $0.comment) }, uniquingKeysWith: { $1 })
    #expect(comments["NO_COMMENT"] == .some(nil))
    #expect(comments["NEXT"] == .some(nil))
    #expect(comments["LINE_COMMENTS"] == "Line one of a block\nline two of the same block")
    #expect(comments["BLANK_LINE_BETWEEN"] == "second block, the only one attached")
    #expect(comments["SAME_LINE"] == "comment")
    #expect(file.entries.first { $0.key == "GREETING" }?.comment == "Greeting shown on launch")
    #expect(file.table["GREETING"] == .string("Salut"))
    #expect(file.table["ESCAPES"] == .string("tab\there \"quoted\" é Ø"))
    for entry in file.entries {
      let text = file.source.utf8
      #expect(text[entry.range.upperBound - 1] == UInt8(ascii: ";"))
      #expect(entry.range.lowerBound == entry.keyRange.lowerBound)
      if let commentRange = entry.commentRange {
        #expect(text[commentRange.lowerBound] == UInt8(ascii: "/"))
        #expect(commentRange.upperBound <= entry.keyRange.lowerBound)
      }
    }
  }
}

/// The general OpenStep plist entry point.
@Suite struct OpenStepPlistTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var testDescription: String { text.debugDescription }
  }

  static let cases: [Case] = [
    Case(text: "{ a = b; c = (1, 2, <0fa1>); d = { e = \"f\"; }; }"),
    Case(text: "(a, \"b\", ('c'), {})"),
    Case(text: "<0001 02ff>"),
    Case(text: "\"just a string\""),
    Case(text: "unquoted"),
    Case(text: "a = b; c = d;"),
    Case(text: "// comment\n{}"),
    Case(text: "   "),
    Case(text: "{ a = b; } junk"),
    Case(text: "( a b )"),
  ]

  @Test(arguments: cases) func matchesFoundation(_ c: Case) {
    let bytes = Array(c.text.utf8)
    let ours = (try? OpenStepPlist.parse(bytes, path: "t.plist")).map {
      StringsTestSupport.canonical($0.value)
    }
    #expect(ours == StringsTestSupport.foundation(bytes))
  }

  @Test func throwsWithLocation() {
    #expect(
      throws: StringsError.junkAfterValue(
        at: SourceLocation(path: "p", line: 2, column: 1, offset: 3))
    ) {
      try OpenStepPlist.parse(Array("{}\nx".utf8), path: "p")
    }
  }
}
