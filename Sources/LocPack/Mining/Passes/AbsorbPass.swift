/// Folds a template into a more general one that matches its texts.
///
/// The `absorb` pass; ``rationale`` says why.
struct AbsorbPass: MiningPass {
  let id = "absorb"
  let rationale = """
      A template that a more general one with at least twice its lines matches is one of its \
      values written out, and folds into it; so does one whose extra text is one value of a \
      general slot that holds three or more others. A general template with a single word of its \
      own takes in no template whose words stand in two of its slots and never apart: those are \
      wording, not values.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.absorb(stage.candidates)
  }
}
