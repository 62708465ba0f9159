/// Splits a slot whose values end with a count in some texts only.
///
/// The `trailing-counts` pass; ``rationale`` says why.
struct TrailingCountsPass: MiningPass {
  let id = "trailing-counts"
  let rationale = """
      A count's noun changes with the count, so a slot whose values end with a count in some texts \
      and not in others holds two templates: the texts with a count and those without are split, \
      each keeping its own wording.
    """
  let examples: [MiningExample] = [
    // Turkish writes `yeni mesaj` ("new message") after any count, and without one.
    MiningExample(
      MiningExample.lines(
        "%@ %@ yeni mesaj gönderdi",
        Self.names.enumerated().flatMap { name in
          [2, 9, 17].map { [name.element, String($0 + name.offset)] }
        }),
      repeated: MiningExample.lines("%@ yeni mesaj gönderdi", Self.names.map { [$0] })
        .map { ($0, 2) },
      expected: ["%@ %@ yeni mesaj gönderdi", "%@ yeni mesaj gönderdi"]),
    // A number that belongs to the flight, not a count: the slot stays whole.
    MiningExample(
      MiningExample.lines(
        "%@ now boards at gate %@",
        ["UA 281", "KL 1602", "Aer Lingus", "LH 457", "SkyBlue", "AF 83", "Norse", "TK 1978"]
          .flatMap { flight in ["A3", "B12", "C7"].map { [flight, $0] } }),
      expected: ["%@ now boards at gate %@"],
      rejected: ["%@ %@ now boards at gate %@"]),
  ]

  /// Turkish names of one and two words.
  static let names = [
    "Kerem", "Aylin Koç", "Murat", "Sibel Arslan", "Tolga", "Nazlı", "Oğuz Çelik", "Pınar",
    "Serkan", "Yasemin Tekin",
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.splitTrailingCounts(stage.candidates)
  }
}
