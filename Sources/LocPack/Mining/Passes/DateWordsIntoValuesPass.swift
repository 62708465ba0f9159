/// Makes a date in numbers one slot when texts left out write it in words.
///
/// The `date-words-into-values` pass; ``rationale`` says why.
struct DateWordsIntoValuesPass: MiningPass {
  let id = "date-words-into-values"
  let rationale = """
      The word form of a date may be too rare for a template of its own. A run of slots of numbers \
      becomes one slot all the same when texts left out hold up to four words and no number there, \
      and those texts join it.
    """
  let examples: [MiningExample] = [
    // Dates in numbers, and two texts left out that name the day in a word.
    MiningExample(
      MiningExample.lines(
        "일정: %@월 %@일 %@",
        ["기타 레슨", "병원 진료", "동아리 모임", "수영 강습", "가족 저녁", "면접"].enumerated()
          .flatMap { event in
            (1...4).map { day in [String(day + 1), String(day + event.offset), event.element] }
          }) + ["일정: 내일 면접", "일정: 오늘 수영 강습"],
      expected: ["일정: %@ %@"],
      rejected: ["일정: %@월 %@일 %@"])
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldDateWordsIntoValues(stage.candidates, covered: &stage.covered)
  }
}
