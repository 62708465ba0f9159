/// Moves a unit beside a number (`AM`/`PM`, `$`) into the value.
///
/// The `units-beside-numbers` pass; ``rationale`` says why.
struct UnitsBesideNumbersPass: MiningPass {
  let id = "units-beside-numbers"
  let rationale = """
      A number's unit is part of the value when the same wording carries different units: \
      `AM`/`PM`, `km`/`mi`, a currency sign. Templates whose text is the same but for a short word \
      on the same side of the same slot of numbers are one template with the unit in the value; a \
      short word between other words, or beside a slot of names, stays text.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldUnitsBesideNumbers(stage.candidates)
  }
}
