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
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldUnitsIntoValues(stage.candidates, covered: &stage.covered)
  }
}
