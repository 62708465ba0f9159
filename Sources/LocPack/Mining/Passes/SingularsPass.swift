/// Folds the singulars of counts into one another.
///
/// The `singulars` pass; ``rationale`` says why.
struct SingularsPass: MiningPass {
  let id = "singulars"
  let rationale = """
      Apps send the singular of a count as a string of its own, since most languages word it \
      differently; the texts whose count is exactly 1 were kept apart while grouping. A singular \
      folds only into another singular, for instance one whose name was too long for a slot of its \
      own.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.singulars.sort { MiningState.order($0.template, $1.template) }
    stage.singulars = corpus.absorb(stage.singulars)
  }
}
