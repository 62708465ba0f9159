/// Folds the singulars of counts into one another.
///
/// The `singulars` pass; ``rationale`` says why.
struct SingularsPass: MiningPass {
  let id = "singulars"
  let rationale = """
      Apps send the singular of a count as a string of its own, since most languages word it \
      differently; the texts whose count is exactly 1 were kept apart while grouping. A singular \
      folds only into another singular, for instance one whose name was too long for a slot of its \
      own.
    """
  let examples: [MiningExample] = [
    // Indonesian writes `1 orang` as it writes every count, so the texts with 1 are the
    // singular; a name of four words is too long for the slot, and its singular folds into the
    // other one.
    MiningExample(
      MiningExample.lines(
        "%@ dan %@ orang lainnya menyukai fotomu",
        Self.names.enumerated().flatMap { name in
          [2, 3, 5, 8].map { [name.element, String($0 + name.offset)] }
        }
          + [2, 4, 6, 7, 9].map { ["Putri Ayu Lestari Wulandari", String($0)] }),
      repeated: MiningExample.lines(
        "%@ dan 1 orang lainnya menyukai fotomu",
        Self.names.map { [$0] }
      ).map { ($0, 3) } + [("Putri Ayu Lestari Wulandari dan 1 orang lainnya menyukai fotomu", 6)],
      expected: [
        "%@ dan %@ orang lainnya menyukai fotomu", "%@ dan 1 orang lainnya menyukai fotomu",
      ],
      rejected: ["Putri Ayu Lestari Wulandari dan 1 orang lainnya menyukai fotomu"])
  ]

  /// Indonesian given names.
  static let names = [
    "Budi", "Sari", "Agus", "Dewi", "Rizky", "Wulan", "Eko", "Fitri", "Hendra", "Indah",
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.singulars.sort { MiningState.order($0.template, $1.template) }
    stage.singulars = corpus.absorb(stage.singulars)
  }
}
