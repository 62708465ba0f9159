/// Folds a date written in words into the template that writes it in numbers.
///
/// The `date-words` pass; ``rationale`` says why.
struct DateWordsPass: MiningPass {
  let id = "date-words"
  let rationale = """
      A day is written in numbers (`2월 17일`) or in words (`내일`, tomorrow). When two templates \
      differ in one place only, where one has a run of slots of numbers with short glue and the \
      other up to four words and no number, the run becomes one slot and the other template joins \
      it.
    """
  let examples: [MiningExample] = []

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldDateWords(stage.candidates)
  }
}
