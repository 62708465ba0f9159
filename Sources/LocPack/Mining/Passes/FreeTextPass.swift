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
  let examples: [MiningExample] = [
    // Thirty headlines share `the`; the stars beside them are a template.
    MiningExample(
      [
        "City council approves the new bike lanes downtown",
        "Storm closes the coastal road for a second day",
        "Local bakery wins the regional bread contest",
        "Museum reopens the east wing after repairs",
        "Students plant trees along the river path",
        "Ferry service resumes on the northern route",
        "Library extends the summer reading program",
        "Farmers report a strong start to the harvest",
        "Volunteers clean up the beach before the festival",
        "New playground opens in the west park",
        "Power restored to most homes after the outage",
        "Orchestra announces the winter concert series",
        "Hospital adds beds to the children's ward",
        "Train delays expected on the weekend line",
        "Schools close early because of the heat",
        "Bridge repairs finish ahead of the schedule",
        "Market stalls return to the old square",
        "Runners raise funds for the animal shelter",
        "Airport tests the new baggage system",
        "Zoo welcomes two snow leopard cubs",
        "Firefighters rescue a cat from the roof",
        "Town celebrates the anniversary of its founding",
        "Chef shares the secret of a perfect soup",
        "Scientists map the caves under the hills",
        "Festival moves to the harbour this year",
        "Residents vote on the future of the pool",
        "Police remind drivers of the new speed limits",
        "Weather service warns of the coming frost",
        "Teen builds a robot for the science fair",
        "Choir sings at the opening of the station",
      ],
      repeated: MiningExample.lines("%@ starred your file", MiningExample.names.map { [$0] })
        .enumerated().map { ($0.element, 1 + $0.offset % 3) },
      expected: ["%@ starred your file"],
      rejected: ["%@ the %@"])
  ]

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
