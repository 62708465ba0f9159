/// Splits a slot around words that every one of its values holds once.
///
/// The `shared-infixes` pass; ``rationale`` says why.
struct SharedInfixesPass: MiningPass {
  let id = "shared-infixes"
  let rationale = """
      Values of several words shift the words after them, so in a small sample one slot may \
      swallow a name, a word and a channel. When every value of a slot holds the same words \
      between white space or marks exactly once, each side holding an open class, and another \
      template keeps those words as text and matches the split one, the slot splits around them \
      and the other template folds in.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.splitSharedInfixes(stage.candidates)
  }
}
