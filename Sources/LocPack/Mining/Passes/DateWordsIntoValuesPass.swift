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
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldDateWordsIntoValues(stage.candidates, covered: &stage.covered)
  }
}
