/// Splits a slot whose values end with a count in some texts only.
///
/// The `trailing-counts` pass; ``rationale`` says why.
struct TrailingCountsPass: MiningPass {
  let id = "trailing-counts"
  let rationale = """
      A count's noun changes with the count, so a slot whose values end with a count in some texts \
      and not in others holds two templates: the texts with a count and those without are split, \
      each keeping its own wording.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.splitTrailingCounts(stage.candidates)
  }
}
