/// Folds a constant text into the template that has a slot where it has a value.
///
/// The `frozen-values` pass; ``rationale`` says why.
struct FrozenValuesPass: MiningPass {
  let id = "frozen-values"
  let rationale = """
      A value seen often enough becomes text in a template of its own: a constant text that \
      differs from a general template only where that template has a slot. It joins the general \
      template, the slot widening over the plain words beside it, when the template keeps most of \
      its words and the widened slot then holds an open class of values. Punctuation is never \
      widened over, nor a slot of numbers, whose neighbouring words are its unit or noun.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.unfoldFrozenValues(stage.candidates)
  }
}
