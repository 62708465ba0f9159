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
  /// Three challenges in each of two games.
  static let challenges = [
    ["Lucía", "La Torre de los Siete Dragones"], ["Mateo", "La Torre de los Siete Dragones"],
    ["Sofía", "La Torre de los Siete Dragones"], ["Valentina", "Granja Feliz en la Montaña"],
    ["Diego", "Granja Feliz en la Montaña"], ["Camila", "Granja Feliz en la Montaña"],
  ]

  let examples: [MiningExample] = [
    // Two games with three challenges each, and two more games in texts left out.
    MiningExample(
      MiningExample.lines(
        "%@ te retó en %@",
        Self.challenges + [
          ["Martina", "Carrera Loca por el Desierto"], ["Tomás", "Piratas del Mar de Cristal"],
        ]),
      expected: ["%@ te retó en %@"],
      rejected: ["%@ te retó en La Torre de los Siete Dragones"]),
    // One more game only: the texts are too few to show an open place.
    MiningExample(
      MiningExample.lines(
        "%@ te retó en %@",
        Self.challenges + [
          ["Martina", "Carrera Loca por el Desierto"], ["Tomás", "Carrera Loca por el Desierto"],
        ]),
      expected: ["%@ te retó en La Torre de los Siete Dragones"],
      rejected: ["%@ te retó en %@"]),
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldRareListsWithStrays(stage.candidates, covered: &stage.covered)
  }
}
