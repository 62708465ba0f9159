/// Folds templates that froze a sender or a chat line into the chat's template.
///
/// The `glued-senders` pass; ``rationale`` says why.
struct GluedSendersPass: MiningPass {
  let id = "glued-senders"
  let rationale = """
      A chat preview is a sender's name, a colon and a message. Templates that froze a sender's \
      given name, or one of the chat's frequent lines, fold into the chat's template when most of \
      their senders are the chat's or the app's people, names that other templates hold as \
      values. Without it such a template would keep part of a name as wording (a given name of \
      one character that several senders share, in a script written without spaces), which the \
      value guard, reading whole words, does not see.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.people =
      stage.candidates.contains(where: \.isWordless) ? corpus.people(in: stage.candidates) : [:]
    stage.candidates = corpus.foldGluedSenders(stage.candidates, people: stage.people)
  }
}
