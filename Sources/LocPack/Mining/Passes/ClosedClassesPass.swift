/// Folds templates that differ in one value of a short list the app owns.
///
/// The `closed-classes` pass; ``rationale`` says why.
struct ClosedClassesPass: MiningPass {
  let id = "closed-classes"
  let rationale = """
      An app fills some slots from a short list it owns: games, rewards, task kinds. When every \
      value of the list is frequent, grouping keeps each as text and makes one template a value. \
      Templates that differ in one place only, at least three of them with balanced traffic and \
      sharing the values of their other slots, are one template with a slot there: the list \
      combines freely with the rest, as values do. Two frequent near-duplicates stay apart, and so \
      do words right after a count (its noun in each plural form), since those are wording a \
      translator must see. Templates that differ only in how they end, after a word of their \
      own, fold as free text only after a mark that announces it (a colon, a spaced dash, \
      quotes): otherwise the rest of each is its own wording.
    """
  let examples: [MiningExample] = [
    // Every channel uploads every title, each about as often: the titles are a list.
    MiningExample(
      [], repeated: MiningExample.lines("%@ uploaded: %@", Self.uploads).map { ($0, 12) },
      expected: ["%@ uploaded: %@"]),
    // One channel never uploads one title: the list does not combine freely, and stays apart.
    MiningExample(
      [],
      repeated: MiningExample.lines("%@ uploaded: %@", Self.uploads.dropLast()).map { ($0, 12) },
      expected: ["%@ uploaded: Ten Soups for a Cold Night"],
      rejected: ["%@ uploaded: %@"]),
  ]

  /// Each of three channels with each of three video titles.
  static let uploads: [[String]] = ["Garden Lab", "Nico Cooks", "Orbit Weekly"].flatMap {
    channel in
    ["How Bees Find Their Way Home", "Ten Soups for a Cold Night", "Inside a Lighthouse at Dawn"]
      .map { [channel, $0] }
  }

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    var folded = corpus.foldClosedClasses(stage.candidates)
    // Two lists that combine freely fold one after the other.
    for _ in 1..<MiningThresholds.maxFoldRounds {
      let next = corpus.foldClosedClasses(folded, crossing: true)
      guard next.count < folded.count else { break }
      folded = next
    }
    stage.candidates = folded
  }
}
