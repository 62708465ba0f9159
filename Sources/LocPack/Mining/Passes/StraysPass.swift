/// Decides which texts left out a template of only slots and punctuation, or a shell of a
/// common word, may take.
///
/// The `strays` pass; ``rationale`` says why.
struct StraysPass: MiningPass {
  let id = "strays"
  let rationale = """
      A template of slots and punctuation only (`%@: %@`) matches any text with its separator. Of \
      the texts no template was built from, one it matches joins it only when it shares a value \
      with the template's texts (a known sender, a message others sent); the rest stay literal. A \
      value that recurs in the sender's place but is no known name is a label, a template of its \
      own. A template of a common word between slots (`%@ to %@`), whose words come together no \
      more often than by chance, is a shell of the same kind when more of the texts left out \
      match it than its own texts: it takes only those that share a value with its texts.
    """
  let examples: [MiningExample] = [
    // Chat previews, three notices after the same label, and a one-off.
    MiningExample(
      [
        "Heads up: the pool closes early today", "Heads up: the gym is closed for cleaning",
        "Heads up: parking lot B is full", "Good news: your refund was approved",
      ],
      repeated: MiningExample.lines(
        "%@: %@",
        ["Lena", "Tomás", "Priya", "Yusuf", "Marta", "Kofi", "Sina", "Oskar"].flatMap { sender in
          ["almost there", "see you at noon", "great game!", "who has the keys?", "ok", "lol"]
            .map { [sender, $0] }
        }
      ).enumerated().map { ($0.element, 3 + $0.offset % 3) },
      expected: ["%@: %@", "Heads up: %@"])
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    let wordless = stage.candidates.filter(\.isWordless)
    let wordy = stage.candidates.filter { !$0.isWordless }
    let strays = corpus.strays(
      uncovered: stage.covered, wordless: wordless,
      wordy: wordy.map(\.template) + stage.singulars.map(\.template), people: stage.people)
    let labelled =
      strays.labels.isEmpty
      ? wordy : corpus.absorb(strays.labels + wordy, generals: strays.labels.count)
    stage.candidates = labelled + wordless
    stage.literals = strays.literals + corpus.leftOutOfShells(&stage)
  }
}
