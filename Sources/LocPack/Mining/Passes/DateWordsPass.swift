/// Folds a date written in words into the template that writes it in numbers.
///
/// The `date-words` pass; ``rationale`` says why.
struct DateWordsPass: MiningPass {
  let id = "date-words"
  let rationale = """
      A day is written in numbers (`2월 17일`) or in words (`내일`, tomorrow). When two templates \
      differ in one place only, where one has a run of slots of numbers with short glue and the \
      other up to four words and no number, the run becomes one slot and the other template joins \
      it.
    """
  let examples: [MiningExample] = [
    // A renewal date written `3月4日` in some texts and `3/5（水）` in others. (The plan's
    // slot takes `プラン` too.)
    MiningExample(
      [],
      repeated: (MiningExample.lines("%@プランは%@月%@日に自動更新されます（¥%@）", Self.numbered)
        + MiningExample.lines("%@プランは%@/%@（%@）に自動更新されます（¥%@）", Self.slashed)).map { ($0, 2) },
      expected: ["%@は%@に自動更新されます（¥%@）"])
  ]

  /// Renewals of four plans with the date in `月` and `日`: plan, month, day, amount.
  static let numbered: [[String]] = (0..<48).map { (index: Int) -> [String] in
    let plan: String = plans[index % plans.count]
    return [plan, String(index % 12 + 1), String(index % 28 + 1), String(480 + 97 * index)]
  }

  /// Renewals written with a slash and the weekday: plan, month, day, weekday, amount.
  static let slashed: [[String]] = (0..<30).map { (index: Int) -> [String] in
    let plan: String = plans[index % plans.count]
    let weekday: String = ["月", "火", "水", "木", "金", "土", "日"][index % 7]
    return [
      plan, String(index % 12 + 1), String(index % 27 + 2), weekday, String(480 + 97 * index),
    ]
  }

  /// Four plans of a subscription.
  static let plans = ["ベーシック", "ファミリー", "Pro", "学割"]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldDateWords(stage.candidates)
  }
}
