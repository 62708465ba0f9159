/// Folds two templates that each write out a value the other has a slot for.
///
/// The `crossed-values` pass; ``rationale`` says why.
struct CrossedValuesPass: MiningPass {
  let id = "crossed-values"
  let rationale = """
      With few lines a template, texts gather by whatever repeats among them: one sender's \
      replies, one message several people sent. Two such templates, aligned token by token, fold \
      into the template with a slot wherever either has one, when every place they differ is a \
      slot in one and a value in the other and each new slot then holds an open class. The result \
      keeps words of its own, so loose patterns of function words are not made; a lone letter \
      (a gender ending, `%@(а) %@`) is none. A value written \
      out that is the app's wording (its words in the text of a third template of another \
      shape, and in no template's slot) keeps the two apart: `Remove %@ from channel?` and \
      `Remove rooms from %@?` are two messages.
    """
  let examples: [MiningExample] = [
    // One sender's replies, and one reply that several people sent.
    MiningExample(
      MiningExample.lines(
        "Lea Wolf hat geantwortet: „%@“",
        [["bin unterwegs"], ["klingt gut"], ["bis gleich"], ["danke dir!"], ["😂"]])
        + MiningExample.lines(
          "%@ hat geantwortet: „ok“",
          [["Jonas"], ["Mila Schröder"], ["Can"], ["Ida Berg"], ["Paul"]]),
      expected: ["%@ hat geantwortet: „%@“"]),
    // Two messages, each with the app's word where the other has a slot: other templates
    // write `channel` and `rooms`, and no slot holds them.
    MiningExample(
      MiningExample.lines("Remove %@ from channel?", MiningExample.names.map { [$0] })
        + MiningExample.lines("Remove rooms from %@?", MiningExample.names.map { [$0] })
        + MiningExample.lines("%@ left the channel", MiningExample.names.map { [$0] })
        + MiningExample.lines("%@ has no rooms yet", MiningExample.names.map { [$0] }),
      expected: ["Remove %@ from channel?", "Remove rooms from %@?"],
      rejected: ["Remove %@ from %@?"]),
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldCrossedValues(stage.candidates)
  }
}
