import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// `locpack mine`'s contract: one object per input line, or one per template.
@Suite struct TextMiningTests {
  static let names = ["Anna", "Ben", "Chloé", "Dmitri", "Emma", "陈超", "山本大翔", "Zoë"]

  static func texts() -> [String] {
    var texts: [String] = []
    for (index, name) in names.enumerated() {
      texts.append("\(name) liked your photo")
      texts.append("You have \(index + 2) new messages")
      texts.append("")
    }
    texts.append("A one-off announcement nobody repeats")
    return texts
  }

  static func mine(_ texts: [String], format: TextMining.Format = .lines) throws -> [JSONValue] {
    var out: [UInt8] = []
    let input = Array(texts.joined(separator: "\n").utf8) + [0x0A]
    _ = try TextMining.run(OptimizeSource(.bytes(input), path: "t.txt"), format: format) {
      out += $0
    }
    return try out.split(separator: 0x0A, omittingEmptySubsequences: true).map {
      let line = Array($0)
      return try JSONParser.parseValue(line, in: 0..<line.count)
    }
  }

  @Test func everyLineGetsItsTemplateOrLiteral() throws {
    let texts = Self.texts()
    let rows = try Self.mine(texts)
    #expect(rows.count == texts.count)
    for (text, row) in zip(texts, rows) {
      if text.hasSuffix("liked your photo") {
        #expect(row["template"] == .string("%@ liked your photo"), "\(text)")
      } else if text.hasPrefix("You have") {
        #expect(row["template"] == .string("You have %@ new messages"), "\(text)")
      } else {
        #expect(row == .object(["literal": .bool(true)]), "\(text)")
      }
    }
    // One id per template, the same on every line of it.
    #expect(rows[0]["id"] == rows[3]["id"])
    #expect(rows[0]["id"] != rows[1]["id"])
  }

  @Test func theTemplatesFormatCountsAndShowsExamples() throws {
    let rows = try Self.mine(Self.texts(), format: .templates)
    #expect(rows.count == 2)
    #expect(rows.map { $0["count"] } == [.number("8"), .number("8")])
    #expect(rows.first?["examples"]?.arrayValue?.count == TextMining.examplesShown)
    let lines = try Self.mine(Self.texts())
    #expect(Set(rows.compactMap { $0["id"] }) == Set(lines.compactMap { $0["id"] }))
  }

  @Test func theSameInputGivesTheSameOutput() throws {
    let corpus = OptimizeTestSupport.seededCorpus(lines: 400, seed: 5)
    let texts = OptimizeTestSupport.lines(corpus).map { String(decoding: $0, as: UTF8.self) }
    #expect(try Self.mine(texts) == Self.mine(texts))
  }

  @Test func anOverLongLineIsLiteral() throws {
    var options = TextMining.Options()
    options.maxLineBytes = 32
    let long = String(repeating: "x", count: 100)
    var texts = Self.texts()
    texts.insert(long, at: 1)
    var out: [UInt8] = []
    let input = Array(texts.joined(separator: "\n").utf8) + [0x0A]
    let counted = try TextMining.run(
      OptimizeSource(.bytes(input), path: "t.txt"), options: options
    ) { out += $0 }
    #expect(counted.lines == texts.count)
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == texts.count)
    #expect(lines[1] == #"{"literal":true}"#)
  }
}
