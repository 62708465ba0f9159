import Testing

@testable import LocPack

/// An abbreviation's period after a value (`27 avr.`, `4 มี.ค.`) belongs to the value: the
/// templates with and without it are one.
@Suite struct TemplateMinerAbbreviationTests {
  static func mine(_ counts: [String: Int]) -> Set<String> {
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    return Set(templates.map(\.format))
  }

  /// Folds the template whose texts end in `periodTexts` beside the one of `plainTexts`.
  static func fold(
    _ periodTemplate: [String], _ periodTexts: [String], _ plainTemplate: [String],
    _ plainTexts: [String]
  ) -> [MiningState.Candidate] {
    let state = MiningState(
      texts: (periodTexts + plainTexts).map { (Array($0.utf8), 1) }, options: .init())
    let candidate = { (pieces: [String], texts: [String]) in
      MiningState.Candidate(
        template: AlertTemplate(
          constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0]),
        members: texts.compactMap { text in state.texts.firstIndex(of: Array(text.utf8)) })
    }
    return state.foldAbbreviations([
      candidate(periodTemplate, periodTexts), candidate(plainTemplate, plainTexts),
    ])
  }

  @Test func anAbbreviatedMonthKeepsItsPeriod() {
    let abbreviated = ["27 avr.", "2 nov.", "6 juil.", "26 févr.", "13 sept."].map {
      "Votre facture EDF est due le \($0)"
    }
    let plain = ["10 mars", "20 août", "demain", "3 mai"].map {
      "Votre facture EDF est due le \($0)"
    }
    let folded = Self.fold(
      ["Votre facture EDF est due le ", "."], abbreviated, ["Votre facture EDF est due le ", ""],
      plain)
    #expect(folded.count == 1)
    #expect(folded.first?.template.format == "Votre facture EDF est due le %@")
    #expect(folded.first?.members.count == 9)
  }

  /// A period after a number or a code ends the sentence: the templates stay apart.
  @Test func aPeriodAfterACodeStaysText() {
    let period = ["481516", "234208", "771903"].map { "Your code is \($0)." }
    let plain = ["118822", "905511", "300127"].map { "Your code is \($0)" }
    let folded = Self.fold(["Your code is ", "."], period, ["Your code is ", ""], plain)
    #expect(folded.count == 2)
  }

  @Test func aThaiMonthIsOneValue() {
    let months = ["ม.ค.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ย.", "ต.ค.", "ธ.ค.", "ก.พ.", "ส.ค."]
    let events = ["ประชุมทีม", "สอบกลางภาค", "วันเกิดแม่", "คลาสโยคะ", "หาหมอฟัน", "Coldplay"]
    var counts: [String: Int] = [:]
    for (index, event) in events.enumerated() {
      for day in 1...20 {
        let hour = (day + index) % 24
        let time = "\(hour < 10 ? "0" : "")\(hour).\(day % 4 == 0 ? "00" : "\(15 * (day % 4))")"
        counts["เตือนความจำ: \(event) วันที่\(day) \(months[(day + index) % 10]) เวลา\(time) น."] = 2
      }
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("เตือนความจำ: %@ วันที่%@ เวลา%@ น."), "\(formats.sorted())")
    #expect(formats.count == 1, "\(formats.sorted())")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var constants: [String]
    var tail: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "a period stuck to the value", constants: ["due le ", "."], tail: "."),
    Case(name: "the end of the template", constants: ["due le ", ""], tail: ""),
    Case(name: "letters between periods", constants: ["", ".ค. เวลา"], tail: ".ค."),
    Case(name: "an abbreviation after a space", constants: ["", " ก.พ. เวลา"], tail: " ก.พ."),
    Case(name: "a word before white space", constants: ["", " est due"], tail: ""),
    Case(name: "a noun ending a sentence", constants: ["", " items."], tail: ""),
    Case(name: "a long word", constants: ["", " janvier."], tail: ""),
    Case(name: "an ellipsis", constants: ["", "..."], tail: nil),
    Case(name: "a unit stuck to the value", constants: ["", "km"], tail: nil),
  ]

  @Test(arguments: cases)
  func abbreviationTail(_ testCase: Case) {
    let pieces = MiningState.pieces(testCase.constants.map { Array($0.utf8) })
    let slot = pieces.firstIndex(where: \.isSlot) ?? 0
    let tail = MiningState.abbreviationTail(pieces, after: slot).map { range in
      String(decoding: pieces[range].flatMap { $0.bytes ?? [] }, as: UTF8.self)
    }
    #expect(tail == testCase.tail)
  }
}
