import Testing

@testable import LocPack

/// An abbreviation's period after a value (`27 avr.`, `4 มี.ค.`) belongs to the value: the
/// templates with and without it are one.
@Suite struct TemplateMinerAbbreviationTests {
  static func mine(_ counts: [String: Int]) -> Set<String> {
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    return Set(templates.map(\.format))
  }

  static let companies = ["EDF", "Orange", "Free", "SFR", "Engie", "Veolia", "Bouygues"]

  @Test func anAbbreviatedMonthKeepsItsPeriod() {
    let short = ["janv.", "févr.", "avr.", "juil.", "sept.", "oct.", "nov.", "déc."]
    let long = ["mars", "mai", "juin", "août"]
    var counts: [String: Int] = [:]
    for (index, company) in Self.companies.enumerated() {
      for day in 1...8 {
        let amount = "\(10 + 7 * day + index),\(10 + day)"
        counts[
          "Votre facture \(company) de \(amount) € est due le \(day + index) \(short[day % 8])"] = 2
        if day <= 6 {
          counts[
            "Votre facture \(company) de \(amount)0 € est due le \(day * 3) \(long[day % 4])"] = 2
        }
      }
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("Votre facture %@ de %@ € est due le %@"), "\(formats.sorted())")
    #expect(!formats.contains("Votre facture %@ de %@ € est due le %@."), "\(formats.sorted())")
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
