import Testing

@testable import LocPack

/// A date written in numbers beside the same alert with a word in its place: one template,
/// the date one slot.
@Suite struct TemplateMinerDateWordsTests {
  static func mine(_ counts: [String: Int]) -> Set<String> {
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    return Set(templates.map(\.format))
  }

  /// The bracket after an account number ends its value: the month after it is the date's.
  @Test func aDateAfterABracketedValue() {
    var dated: [String: Int] = [:]
    for index in 0..<40 {
      let head = "[입금] \(1_000 + 37 * index)원 계좌(\(3_000 + 71 * index))"
      dated["\(head) \(index % 12 + 1)월 \(index % 28 + 1)일 잔액 \(500 + 13 * index)원"] = 2
    }
    let alone = Self.mine(dated)
    #expect(alone.contains("[입금] %@원 계좌(%@) %@월 %@일 잔액 %@원"), "\(alone.sorted())")
  }
}
