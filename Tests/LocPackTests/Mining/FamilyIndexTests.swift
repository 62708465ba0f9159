import LocPackTestSupport
import Testing

@testable import LocPack

/// The family index as it follows the groups from one regrouping to the next.
@Suite struct FamilyIndexTests {
  static let names = [
    "Alice", "Bob", "Chen Wei", "Dana", "Émile", "Farid", "Grace Hopper", "Hiro", "Ines", "Jun",
  ]
  static let places = ["Berlin", "Lyon", "Osaka", "São Paulo", "Tromsø", "Cairo"]

  /// Alerts of a few templates, with names and places, some repeated.
  static func texts(_ generator: inout SeededGenerator) -> [(text: [UInt8], count: Int)] {
    var counts: [String: Int] = [:]
    for _ in 0..<400 {
      let name = names[Int(generator.next() % UInt64(names.count))]
      let place = places[Int(generator.next() % UInt64(places.count))]
      let number = generator.next() % 40
      let text: String
      switch generator.next() % 5 {
      case 0: text = "\(name) liked your photo"
      case 1: text = "\(name) liked your video"
      case 2: text = "\(name) checked in at \(place)"
      case 3: text = "Your order #\(number) ships to \(place) today"
      default: text = "\(name) and \(number) others commented on your post"
      }
      counts[text, default: 0] += 1
    }
    return counts.map { (Array($0.key.utf8), $0.value) }
  }

  static func describe(_ groups: [MiningState.Group]) -> [String] {
    groups.map { "\($0.skeleton) \($0.members) \($0.count) \($0.distinct) \($0.largest)" }
  }

  /// Regrouping only the groups that changed, through the index, gives exactly the groups, in
  /// the same order, that regrouping every group gives, round after round.
  @Test func regroupingTheChangedGroupsMatchesRegroupingAll() {
    var generator = SeededGenerator(seed: 29)
    var state = MiningState(texts: Self.texts(&generator), options: .init())
    state.buildSkeletons()
    state.buildFamilies()
    #expect(state.families.hasDistinctSkeletons)
    var merges = 0
    for _ in 0..<16 {
      // A hole of one or two elements in about a third of the groups.
      var generalize: [Int: [Range<Int>]] = [:]
      for index in state.groups.indices where generator.next() % 3 == 0 {
        let count = state.groups[index].skeleton.count
        guard count > 1 else { continue }
        let start = Int(generator.next() % UInt64(count))
        generalize[index] = [start..<min(count, start + 1 + Int(generator.next() % 2))]
      }
      var full = state
      full.families = FamilyIndex()
      let fullMerged = full.applyHoles(generalize)
      let merged = state.applyHoles(generalize)
      #expect(merged == fullMerged)
      #expect(Self.describe(state.groups) == Self.describe(full.groups))
      #expect(state.families.isBuilt && state.families.hasDistinctSkeletons)
      if merged { merges += 1 }
    }
    #expect(merges >= 4)
  }

  /// Groups that share a skeleton (built other than by regrouping) are regrouped in full.
  @Test func sharedSkeletonsTurnTheShortcutOff() {
    var generator = SeededGenerator(seed: 30)
    var state = MiningState(texts: Self.texts(&generator), options: .init())
    state.buildSkeletons()
    state.groups.append(state.groups[0])
    state.buildFamilies()
    #expect(!state.families.hasDistinctSkeletons)
    let count = state.groups.count
    let merged = state.applyHoles([:])
    #expect(merged)
    #expect(state.groups.count == count - 1)
  }
}
