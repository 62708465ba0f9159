/// Folds two rare templates that differ in one value when texts left out hold others.
///
/// The `rare-lists` pass; ``rationale`` says why.
struct RareListsPass: MiningPass {
  let id = "rare-lists"
  let rationale = """
      Two rare templates that differ in one value are one template with a slot there when texts \
      left out hold two or more other values in that place: the place is open, and the texts are \
      too few to show it. Frequent near-duplicates, and messages after a colon, stay apart.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldRareListsWithStrays(stage.candidates, covered: &stage.covered)
  }
}
