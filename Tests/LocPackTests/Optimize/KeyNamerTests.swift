import Testing

@testable import LocPack

@Suite struct KeyNamerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var constants: [String]
    var key: String
    var testDescription: String { "\(constants) → \(key)" }
  }

  static let cases: [Case] = [
    Case(constants: ["", " liked your photo"], key: "LIKED_YOUR_PHOTO"),
    Case(constants: ["You received ", " from ", ""], key: "YOU_RECEIVED_FROM"),
    Case(constants: ["🔥 ", "-day streak! Keep it going"], key: "DAY_STREAK_KEEP_IT"),
    Case(constants: ["A ", " le gustó tu foto"], key: "A_LE_TU_FOTO"),
    Case(constants: ["", " mentioned you in #", ""], key: "MENTIONED_YOU_IN"),
    Case(
      constants: ["Your weekly summary is ready for you today"],
      key: "YOUR_WEEKLY_SUMMARY_IS"),
    Case(constants: ["", "赞了你的照片"], key: "PUSH_" + KeyNamer.hashKey("%@赞了你的照片")),
    Case(constants: ["", " 2 ", ""], key: "PUSH_" + KeyNamer.hashKey("%@ 2 %@")),
  ]

  @Test(arguments: cases) func readable(_ c: Case) {
    var namer = KeyNamer()
    #expect(namer.name(for: AlertTemplate(constants: c.constants.map { Array($0.utf8) })) == c.key)
  }

  @Test func hashKeysAreStableHex() {
    #expect(KeyNamer.hashKey("%@赞了你的照片") == KeyNamer.hashKey("%@赞了你的照片"))
    #expect(KeyNamer.hashKey("%@赞了你的照片") != KeyNamer.hashKey("%@赞了你的视频"))
    let key = KeyNamer.hashKey("x")
    #expect(
      key.utf8.count == 6
        && key.utf8.allSatisfy {
          ("0"..."9").contains(Character(UnicodeScalar($0)))
            || ("A"..."F").contains(Character(UnicodeScalar($0)))
        })
  }

  @Test func collisionsGetSuffixesInOrderAndAvoidTableKeys() {
    var namer = KeyNamer(prefix: "PUSH_", existingKeys: ["PUSH_LIKED_YOUR_PHOTO"])
    let photo = AlertTemplate(constants: [[], Array(" liked your photo".utf8)])
    let photo2 = AlertTemplate(constants: [[], Array(" liked your photo!".utf8)])
    #expect(namer.name(for: photo) == "PUSH_LIKED_YOUR_PHOTO_2")
    #expect(namer.name(for: photo2) == "PUSH_LIKED_YOUR_PHOTO_3")
  }

  @Test func shortKeysCountInBase36() {
    var namer = KeyNamer(style: .short, prefix: "P", existingKeys: ["P1"])
    let template = AlertTemplate(constants: [Array("x".utf8)])
    let keys = (0..<3).map { _ in namer.name(for: template) }
    #expect(keys == ["P0", "P2", "P3"])
  }
}
