/// In localize mode, splits a slot that holds a closed set of words into a template per word.
///
/// The `vocabulary` pass; ``rationale`` says why.
struct VocabularyPass: MiningPass {
  let id = "vocabulary"
  let rationale = """
      A slot whose values are a few words, each in many texts, holds the app's own words: \
      kinds of content (file, folder, note), the half of a day, a status. As an argument such a \
      word reaches every phone in the language of the server, so a German phone would show the \
      English word inside German wording. In localize mode each word becomes the text of a template of \
      its own, which translators then see. The slot holds such words when each value is one \
      word without a digit, there are at most a dozen, every one is in enough texts for a \
      template, none fills the slots of other templates as data does (a person's name travels \
      between messages), and the app writes at least half of them itself in the wording of \
      other templates (`pinned your note`): a list of things users name (rooms, \
      devices) is written only in slots, and stays a slot, since no value may become table \
      text. Likewise a single value of an open slot that the app writes in the wording of three \
      templates or more, and in more lines than the corpus carries it as a value (`You` in `%@ \
      removed %@` beside `You set a timer`), becomes a template of its own, and the slot keeps \
      the other values. Bytes mode ships the same text everywhere and keeps the slot.
    """
  let examples: [MiningExample] = [
    MiningExample(
      MiningExample.lines(
        "%@ starred your %@",
        MiningExample.names.flatMap { name in
          ["file", "folder", "note", "song"].map { [name, $0] }
        })
        + MiningExample.lines("%@ pinned your note", MiningExample.names.map { [$0] })
        + MiningExample.lines("%@ shared a file", MiningExample.names.map { [$0] }),
      expected: [
        "%@ starred your file", "%@ starred your folder", "%@ starred your note",
        "%@ starred your song",
      ],
      rejected: ["%@ starred your %@"]),
    // Rooms are named by users and written only in slots: the slot stays.
    MiningExample(
      MiningExample.lines(
        "It is %@ in the %@",
        ["18°C", "19°C", "21°C", "16°C"].flatMap { degrees in
          ["Attic", "Cellar", "Loft", "Den"].map { [degrees, $0] }
        }),
      expected: ["It is %@°C in the %@"]),
    // `You` is the app's word: it writes `You set …` and more itself, more often than it fills
    // a slot.
    MiningExample(
      MiningExample.lines(
        "%@ removed %@ files",
        MiningExample.names.enumerated().flatMap { index, name in
          [3, 5, 7].map { [name, String(index * 3 + $0)] }
        })
        + MiningExample.lines("You removed %@ files", (40..<44).map { [String($0)] })
        + MiningExample.lines("You set the timer to %@ min", (1...12).map { [String($0)] })
        + MiningExample.lines("You pinned %@ notes", (2...7).map { [String($0)] })
        + MiningExample.lines("You muted %@ chats", (2...7).map { [String($0)] }),
      expected: ["%@ removed %@ files", "You removed %@ files", "You set the timer to %@ min"]),
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    guard corpus.options.splitsVocabulary else { return }
    stage.candidates = corpus.peelWordingValues(corpus.splitVocabulary(stage.candidates))
  }
}
