/// Moves a unit into the value when texts left out write the number with another.
///
/// The `units-into-values` pass; ``rationale`` says why.
struct UnitsIntoValuesPass: MiningPass {
  let id = "units-into-values"
  let rationale = """
      When the other way of writing an amount is too rare for a template of its own, its texts are \
      left out; a template whose unit stands beside its number takes the unit into the value when \
      texts left out, or every text of another template, write that number with another unit, and \
      those texts join it.
    """
  let examples: [MiningExample] = [
    // Amounts with a yen sign, and two left out with the unit after the number.
    MiningExample(
      MiningExample.lines(
        "%@さんから¥%@の請求があります",
        [
          ["佐々木", "300"], ["松本", "1,013"], ["井上", "1,726"], ["木村", "2,439"], ["林", "3,152"],
          ["清水", "3,865"], ["山口", "4,578"], ["森", "5,291"], ["池田", "6,004"], ["橋本", "6,717"],
        ]) + ["小川さんから1,200円の請求があります", "石井さんから8,450円の請求があります"],
      expected: ["%@さんから%@の請求があります"])
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldUnitsIntoValues(stage.candidates, covered: &stage.covered)
  }
}
