/// Moves an abbreviation's period after a slot into the value.
///
/// The `abbreviations` pass; ``rationale`` says why.
struct AbbreviationsPass: MiningPass {
  let id = "abbreviations"
  let rationale = """
      An abbreviation's period belongs to the value it ends (`27 avr.`): templates that differ \
      only in a tail right after the same slot, made of periods and short words each followed by \
      one, are one template with the tail in the value. A tail with a word and one period (`item.` \
      against `items.`) is wording and stays.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldAbbreviations(stage.candidates)
  }
}
