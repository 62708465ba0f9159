/// The passes that turn candidate templates into the miner's templates, in the order they run.
enum MiningPasses {
  /// Every pass, in order.
  ///
  /// Each works on what the one before left, so the order matters:
  /// lists fold before values are unfolded, templates are absorbed before the passes that
  /// look at the texts left out, and the chat's strays are decided last, once every other
  /// template is known.
  static let all: [any MiningPass] = [
    ClosedClassesPass(),
    UnitsBesideNumbersPass(),
    FrozenValuesPass(),
    CrossedValuesPass(),
    AbsorbPass(),
    FreeTextPass(),
    UnitsIntoValuesPass(),
    RareListsPass(),
    VocabularyPass(),
    GluedSendersPass(),
    StraysPass(),
  ]

  /// The passes of ``all`` whose ids are not in `skipped`.
  static func all(skipping skipped: Set<String>) -> [any MiningPass] {
    skipped.isEmpty ? all : all.filter { !skipped.contains($0.id) }
  }
}
