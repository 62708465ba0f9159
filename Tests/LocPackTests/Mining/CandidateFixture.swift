@testable import LocPack

/// Candidates over the texts of one mining state, for the tests of the folds that run on
/// them: each a template (its constant pieces) and its texts.
struct CandidateFixture {
  let state: MiningState

  /// A state over the texts of all groups, each text once.
  init(_ groups: [[String]]) {
    let texts = Array(Set(groups.joined())).sorted().map { (Array($0.utf8), 1) }
    state = MiningState(texts: texts, options: .init())
  }

  /// The candidate with these constant pieces over these texts.
  func candidate(_ pieces: [String], _ texts: [String]) -> MiningState.Candidate {
    MiningState.Candidate(
      template: AlertTemplate(
        constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0]),
      members: texts.compactMap { state.texts.firstIndex(of: Array($0.utf8)) })
  }
}
