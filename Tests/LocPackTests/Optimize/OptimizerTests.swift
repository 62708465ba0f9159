import Testing

@testable import LocPack

@Suite struct OptimizerTests {
  typealias Support = OptimizeTestSupport

  @Test func sampleCorpusRoundTripsAndSaves() throws {
    let input = try Support.sampleAlerts()
    let result = Support.run(input, table: try Support.editor(try Support.baseTable()))
    let report = result.report
    let check = Support.checkLossless(input: input, result: result)
    #expect(check.failures.isEmpty, "\(check.failures.prefix(5))")
    #expect(check.rewritten == report.rewritten)
    #expect(report.rewritten > 500)
    #expect(report.roundtripMismatches == 0)
    #expect(report.roundtripChecked == report.rewritten)
    #expect(report.bytesAfter < report.bytesBefore)
    #expect(report.payloads == report.rewritten + report.passedThrough + report.invalidLines)
    #expect(!report.newKeys.isEmpty)
    #expect(report.templates.allSatisfy { $0.bytesSaved > 0 && $0.count > 0 })
    // Bytes mode never makes a payload longer.
    for (old, new) in zip(Support.lines(input), Support.lines(result.payloads)) {
      #expect(new.count <= old.count)
    }
  }

  @Test(arguments: [1 as UInt64, 2, 3])
  func seededCorpusRoundTrips(seed: UInt64) throws {
    let input = Support.seededCorpus(lines: 1500, seed: seed)
    for mode in OptimizeOptions.Mode.allCases {
      let result = Support.run(
        input, table: try Support.editor("\"MESSAGE_PHOTO\" = \"%@ sent you a photo\";\n"),
        options: OptimizeOptions(mode: mode))
      let check = Support.checkLossless(input: input, result: result)
      #expect(check.failures.isEmpty, "\(mode): \(check.failures.prefix(5))")
      #expect(result.report.roundtripMismatches == 0)
      #expect(result.report.rewritten > 250, "\(mode)")
      #expect(check.rewritten == result.report.rewritten)
      if mode == .bytes {
        for (old, new) in zip(Support.lines(input), Support.lines(result.payloads)) {
          #expect(new.count <= old.count)
        }
      }
    }
  }

  @Test func deterministic() throws {
    let input = Support.seededCorpus(lines: 800, seed: 9)
    let first = Support.run(input, table: try Support.editor("\n"))
    let second = Support.run(input, table: try Support.editor("\n"))
    #expect(first.payloads == second.payloads)
    #expect(first.table.bytes() == second.table.bytes())
    #expect(first.report == second.report)
  }

  @Test func localizeRewritesShortTemplatesThatBytesModeLeaves() throws {
    var text = ""
    for name in ["Al", "Bo", "Cy", "Di", "Ed", "Fa"] {
      text += Support.payload(body: "\(name) waved") + "\n"
    }
    let input = Array(text.utf8)
    let bytes = Support.run(input, table: try Support.editor("\n"))
    #expect(bytes.report.rewritten == 0)
    #expect(bytes.payloads == input)
    #expect(bytes.report.literalTemplates.map(\.format) == ["%@ waved"])
    #expect(bytes.report.literalTemplates.first?.bytesCost ?? 0 > 0)
    let localize = Support.run(
      input, table: try Support.editor("\n"), options: OptimizeOptions(mode: .localize))
    #expect(localize.report.rewritten == 6)
    #expect(localize.report.newKeys == ["WAVED"])
    #expect(localize.report.bytesAfter > localize.report.bytesBefore)
    #expect(Support.checkLossless(input: input, result: localize).failures.isEmpty)
  }

  @Test func localizeKeepsPayloadsThatWouldExceedTheLimit() throws {
    var text = ""
    for name in ["Al", "Bo", "Cy", "Di"] { text += Support.payload(body: "\(name) waved") + "\n" }
    let input = Array(text.utf8)
    let longest = Support.lines(input).map(\.count).max() ?? 0
    let result = Support.run(
      input, table: try Support.editor("\n"),
      options: OptimizeOptions(mode: .localize, limit: longest))
    #expect(result.report.rewritten == 0)
    #expect(result.report.keptLiteralOverLimit == 4)
    #expect(result.report.keptLiteralOverLimitLines == [1, 2, 3, 4])
    #expect(result.report.overLimitAfter == 0)
    #expect(result.payloads == input)
    let warnings = result.diagnostics.filter { $0.id == "optimize.over-limit" }
    #expect(warnings.map(\.severity) == Array(repeating: .warning, count: 4))
    #expect(warnings.map { $0.location?.line } == [1, 2, 3, 4])
    #expect(warnings.first?.message.contains("over the limit of \(longest)") == true)
  }

  @Test func listsTheFirstPayloadsKeptLiteralAndWarnsOnceMore() throws {
    let count = OptimizeReport.listedLines + 3
    var text = ""
    for index in 0..<count { text += Support.payload(body: "User \(index) waved") + "\n" }
    let input = Array(text.utf8)
    let shortest = Support.lines(input).map(\.count).min() ?? 0
    let result = Support.run(
      input, table: try Support.editor("\n"),
      options: OptimizeOptions(mode: .localize, limit: shortest))
    #expect(result.report.keptLiteralOverLimit == count)
    #expect(result.report.keptLiteralOverLimitLines == Array(1...OptimizeReport.listedLines))
    let warnings = result.diagnostics.filter { $0.id == "optimize.over-limit" }
    #expect(warnings.count == OptimizeReport.listedLines + 1)
    #expect(warnings.last?.location == nil)
    #expect(result.payloads == input)
  }

  @Test func listsThePayloadsStillOverTheLimitAfter() throws {
    let long = String(repeating: "x", count: 200)
    var text = ""
    for name in ["Al", "Bo", "Cy", "Di"] {
      let body = "\(name) shared a very long note about the trip: \(long)"
      text += Support.payload(body: body) + "\n"
    }
    text += Support.payload(body: "Hi") + "\n"
    let input = Array(text.utf8)
    let result = Support.run(
      input, table: try Support.editor("\n"),
      options: OptimizeOptions(mode: .localize, limit: 64))
    #expect(result.report.rewritten == 4)
    #expect(result.report.overLimitBefore == 4)
    #expect(result.report.overLimitAfter == 4)
    #expect(result.report.overLimitAfterLines == [1, 2, 3, 4])
    #expect(result.report.keptLiteralOverLimit == 0)
    #expect(
      result.report.json["over_limit_after_lines"]?.arrayValue
        == [1, 2, 3, 4].map { JSONValue.number(String($0)) })
  }

  @Test func reusesAnExistingKey() throws {
    var text = ""
    for name in ["Alexandra Smith", "Bo Li", "Cyril Martin", "Dina Ivanova"] {
      text += Support.payload(body: "\(name) sent you a photo of the whole family") + "\n"
    }
    let table = "/* Photo. */\n\"FAMILY_PHOTO\" = \"%@ sent you a photo of the whole family\";\n"
    let result = Support.run(Array(text.utf8), table: try Support.editor(table))
    #expect(result.report.rewritten == 4)
    #expect(result.report.newKeys.isEmpty)
    #expect(result.report.templates.map(\.key) == ["FAMILY_PHOTO"])
    #expect(result.report.templates.first?.reused == true)
    #expect(result.table.bytes() == Array(table.utf8))
    let first = Support.lines(result.payloads).first.map { String(decoding: $0, as: UTF8.self) }
    #expect(
      first
        == "{\"aps\":{\"alert\":{\"loc-key\":\"FAMILY_PHOTO\",\"loc-args\":[\"Alexandra Smith\"]},"
        + "\"badge\":3}}")
  }

  @Test func invalidLinesPassThroughAndAreReported() throws {
    var text = ""
    for name in ["Alexandra", "Bo", "Cyril", "Dina"] {
      text += Support.payload(body: "\(name)さんがあなたの写真にコメントしました") + "\n"
    }
    text = "{\"aps\": nope}\n" + text + "\n[1,2]\r\n"
    let input = Array(text.utf8)
    let result = Support.run(input, table: try Support.editor("\n"))
    #expect(result.report.invalidLines == 2)
    #expect(result.report.payloads == 6)
    #expect(result.report.rewritten == 4)
    #expect(result.diagnostics.map(\.id) == ["optimize.invalid-json", "optimize.not-a-payload"])
    #expect(result.diagnostics.map { $0.location?.line } == [1, 7])
    #expect(result.diagnostics.first?.location?.column == 9)
    let lines = Support.lines(result.payloads)
    #expect(lines.first == Array("{\"aps\": nope}".utf8))
    #expect(lines.last == Array("[1,2]".utf8))
    #expect(Array(result.payloads.suffix(9)) == Array("\n\n[1,2]\r\n".utf8))
  }

  @Test func mergesIntoAUTF16TableKeepingItsBytes() throws {
    let text = "/* Greeting. */\r\n\"HELLO\" = \"Hello, %@!\";\r\n"
    var original: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { original += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    var payloads = ""
    for name in ["Alexandra", "Bo", "Cyril", "Dina"] {
      payloads += Support.payload(body: "\(name)赞了你的照片，快去看看吧") + "\n"
    }
    let result = Support.run(Array(payloads.utf8), table: try Support.editor(original))
    let merged = result.table.bytes()
    #expect(result.report.newKeys.count == 1)
    #expect(Array(merged.prefix(original.count)) == original)
    let file = try StringsFile.parse(merged, path: "merged")
    #expect(file.encoding == .utf16LE(bom: true))
    #expect(file.entries.map(\.key) == ["HELLO"] + result.report.newKeys)
    #expect(file.entries.last?.value == .string("%@赞了你的照片，快去看看吧"))
    #expect(file.entries.last?.comment?.contains("seen 4 times") == true)
  }
}
