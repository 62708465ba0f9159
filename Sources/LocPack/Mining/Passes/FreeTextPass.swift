/// Drops patterns of a few common words between free text.
///
/// The `free-text` pass; ``rationale`` says why.
struct FreeTextPass: MiningPass {
  let id = "free-text"
  let rationale = """
      Texts that share frequent words (headlines, messages) match patterns of a few common words \
      between free text (`%@ the %@`), which are no template however many texts they take. A \
      template whose text is words only, whose lines are no more than chance would give its words, \
      and whose values are long and seldom repeated, is dropped, its texts left for others or \
      literal.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    let dropped = corpus.freeTextAroundCommonWords(stage.candidates)
    guard !dropped.isEmpty else { return }
    for index in dropped {
      for member in stage.candidates[index].members { stage.covered[member] = false }
    }
    stage.candidates = stage.candidates.indices.filter { !dropped.contains($0) }
      .map { stage.candidates[$0] }
  }
}
