import Testing

@testable import LocPack

/// A date written in numbers beside the same alert with a word in its place: one template,
/// the date one slot.
@Suite struct TemplateMinerDateWordsTests {
  static let events = ["요가 수업", "치과 예약", "팀 회의", "엄마 생신", "콘서트", "독서 모임"]

  static func mine(_ counts: [String: Int]) -> Set<String> {
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    return Set(templates.map(\.format))
  }

  @Test func aWordInPlaceOfADateJoinsTheDate() {
    var counts: [String: Int] = [:]
    for (index, event) in Self.events.enumerated() {
      for day in 1...12 { counts["알림: \(day % 12 + 1)월 \(day + index)일 \(event)"] = 2 }
      counts["알림: 내일 \(event)"] = 3
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("알림: %@ %@"), "\(formats.sorted())")
    #expect(!formats.contains("알림: 내일 %@"), "\(formats.sorted())")
  }

  /// The bracket after an account number ends its value: the month after it is the date's.
  @Test func aDateAfterABracketedValue() {
    var dated: [String: Int] = [:]
    var words: [String: Int] = [:]
    for index in 0..<40 {
      let head = "[입금] \(1_000 + 37 * index)원 계좌(\(3_000 + 71 * index))"
      dated["\(head) \(index % 12 + 1)월 \(index % 28 + 1)일 잔액 \(500 + 13 * index)원"] = 2
      if index < 10 { words["\(head) 내일 잔액 \(700 + 17 * index)원"] = 2 }
    }
    let alone = Self.mine(dated)
    #expect(alone.contains("[입금] %@원 계좌(%@) %@월 %@일 잔액 %@원"), "\(alone.sorted())")
    let formats = Self.mine(dated.merging(words) { $0 + $1 })
    #expect(formats.contains("[입금] %@원 계좌(%@) %@ 잔액 %@원"), "\(formats.sorted())")
    #expect(formats.count == 1, "\(formats.sorted())")
  }

  /// A date written in numbers two ways (`10月1日`, `9/9（三）`) is one slot.
  @Test func aDateInNumbersWrittenTwoWays() {
    let plans = ["家庭", "Premium", "學生", "個人"]
    let weekdays = ["一", "二", "三", "四", "五", "六", "日"]
    var counts: [String: Int] = [:]
    for index in 0..<48 {
      let plan = plans[index % plans.count]
      let amount = "NT$\(300 + 97 * index)"
      counts["您的\(plan)方案將於\(index % 12 + 1)月\(index % 28 + 1)日自動續訂，金額為\(amount)"] = 2
      if index < 30 {
        let date = "\(index % 12 + 1)/\(index % 27 + 2)（\(weekdays[index % 7])）"
        counts["您的\(plan)方案將於\(date)自動續訂，金額為\(amount)"] = 2
      }
    }
    let formats = Self.mine(counts)
    #expect(formats == ["您的%@方案將於%@自動續訂，金額為NT$%@"], "\(formats.sorted())")
    let region = MiningState.dateFormsRegion(
      MiningState.pieces(["", "月", "日 due"].map { Array($0.utf8) }),
      other: MiningState.pieces(["", "(", ") due"].map { Array($0.utf8) }))
    #expect(region == 0..<4)
    // Near-duplicates and a date beside words are no two forms of a date.
    #expect(
      MiningState.dateFormsRegion(
        MiningState.pieces(["", " liked your photo"].map { Array($0.utf8) }),
        other: MiningState.pieces(["", " liked your video"].map { Array($0.utf8) })) == nil)
    #expect(
      MiningState.dateFormsRegion(
        MiningState.pieces(["알림: ", "월 ", "일 ", ""].map { Array($0.utf8) }),
        other: MiningState.pieces(["알림: 내일 ", ""].map { Array($0.utf8) })) == nil)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var general: [String]
    var words: [String]
    var region: Range<Int>?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "month and day beside a word", general: ["알림: ", "월 ", "일 ", ""],
      words: ["알림: 내일 ", ""], region: 3..<8),
    Case(
      name: "a unit stuck to a slot both share takes that slot in",
      general: ["", "월 ", "일 예매 완료"], words: ["", " 내일 예매 완료"], region: 0..<5),
    Case(
      name: "a noun between two values is no glue",
      general: ["", " 사진 ", "장을 보냈습니다"], words: ["한지민님이 사진을 보냈습니다"], region: nil),
    Case(
      name: "a word beside a number is its noun",
      general: ["", " and ", " others commented"], words: ["", " and 1 other commented"],
      region: nil),
    Case(
      name: "near-duplicates have no slots where they differ",
      general: ["", " liked your photo"], words: ["", " liked your video"], region: nil),
    Case(
      name: "a single slot is no date", general: ["Your code is ", ""],
      words: ["Your code is ready"], region: nil),
  ]

  @Test(arguments: cases)
  func dateRegion(_ testCase: Case) {
    let region = MiningState.dateRegion(
      MiningState.pieces(testCase.general.map { Array($0.utf8) }),
      words: MiningState.pieces(testCase.words.map { Array($0.utf8) }))
    #expect(region == testCase.region)
  }
}

/// The word form of a date too rare for a template of its own: texts left out, or a loose
/// template of them, join the dated template, the date becoming one slot.
@Suite struct TemplateMinerDateWordsIntoValueTests {
  static let dated = (0..<6).map { index in
    "[입금] \(1_000 + 37 * index)원 계좌(\(3_000 + 71 * index)) \(index + 1)월 \(index + 4)일 잔액 \(500 + 13 * index)원"
  }
  static let words = (0..<3).map { index in
    "[입금] \(2_000 + 37 * index)원 계좌(\(6_000 + 71 * index)) 내일 잔액 \(900 + 13 * index)원"
  }
  static let pieces = ["[입금] ", "원 계좌(", ") ", "월 ", "일 잔액 ", "원"]

  /// Folds the dated template beside `others` (pieces and texts) with `left` uncovered; the
  /// formats, and the texts still uncovered.
  static func fold(others: [([String], [String])], left: [String]) -> (
    formats: [String], uncovered: [String]
  ) {
    let fixture = CandidateFixture([dated] + others.map(\.1) + [left])
    let state = fixture.state
    var covered = state.texts.map { !left.contains(String(decoding: $0, as: UTF8.self)) }
    let candidates =
      [fixture.candidate(pieces, dated)] + others.map { fixture.candidate($0.0, $0.1) }
    let folded = state.foldDateWordsIntoValues(candidates, covered: &covered)
    let uncovered = state.texts.indices.filter { !covered[$0] }.map {
      String(decoding: state.texts[$0], as: UTF8.self)
    }
    return (folded.map(\.template.format).sorted(), uncovered.sorted())
  }

  @Test func textsLeftOutJoin() {
    let (formats, uncovered) = Self.fold(others: [], left: Self.words + ["[입금] 5원 계좌(1) 12 잔액 3원"])
    #expect(formats == ["[입금] %@원 계좌(%@) %@ 잔액 %@원"])
    #expect(uncovered == ["[입금] 5원 계좌(1) 12 잔액 3원"])
  }

  @Test func aLooseTemplateOfThemJoins() {
    let (formats, _) = Self.fold(others: [(["", " 계좌", " 잔액 ", "원"], Self.words)], left: [])
    #expect(formats == ["[입금] %@원 계좌(%@) %@ 잔액 %@원"])
  }

  /// A number, or text with marks, in the date's place is no day's name: nothing changes.
  @Test func numbersAndMarksAreNoDate() {
    let (formats, uncovered) = Self.fold(
      others: [], left: ["[입금] 5원 계좌(1) 12일 잔액 3원", "[입금] 5원 계좌(1) (내일) 잔액 3원"])
    #expect(formats == ["[입금] %@원 계좌(%@) %@월 %@일 잔액 %@원"])
    #expect(uncovered.count == 2)
  }

  @Test func datesAndWords() {
    let regions = MiningState.dateRegions(MiningState.pieces(Self.pieces.map { Array($0.utf8) }))
    #expect(!regions.isEmpty)
    #expect(MiningState.isDateWords(ArraySlice("내일".utf8)))
    #expect(MiningState.isDateWords(ArraySlice("après-demain".utf8)))
    #expect(!MiningState.isDateWords(ArraySlice("12".utf8)))
    #expect(!MiningState.isDateWords(ArraySlice("in 2 days".utf8)))
    #expect(!MiningState.isDateWords(ArraySlice("".utf8)))
  }
}
