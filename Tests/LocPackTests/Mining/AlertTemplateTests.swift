import Testing

@testable import LocPack

@Suite struct AlertTemplateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var constants: [String]
    var text: String
    var slots: [String]?
    var testDescription: String { "\(constants) ~ \(text.debugDescription)" }
  }

  static let cases: [Case] = [
    Case(constants: ["", " liked your photo"], text: "Alice liked your photo", slots: ["Alice"]),
    Case(constants: ["", " liked your photo"], text: " liked your photo", slots: nil),
    Case(constants: ["", " liked your photo"], text: "Alice liked your video", slots: nil),
    Case(
      constants: ["You received ", " from ", ""], text: "You received $5 from Bo",
      slots: ["$5", "Bo"]),
    // The middle piece is found at its leftmost place, and the last slot takes the rest.
    Case(constants: ["", ": ", ""], text: "Ann: a: b", slots: ["Ann", "a: b"]),
    Case(constants: ["", "#", ""], text: "a#b#c", slots: ["a", "b#c"]),
    Case(
      constants: ["Your weekly summary is ready"], text: "Your weekly summary is ready", slots: []),
    Case(
      constants: ["Your weekly summary is ready"], text: "Your weekly summary is ready!", slots: nil
    ),
    Case(constants: ["", "赞了你的照片"], text: "王伟赞了你的照片", slots: ["王伟"]),
    Case(constants: ["A ", " B ", " C"], text: "A x B y C", slots: ["x", "y"]),
    Case(constants: ["A ", " B ", " C"], text: "A  B  C", slots: nil),
    Case(constants: ["", "%"], text: "50%", slots: ["50"]),
  ]

  @Test(arguments: cases) func match(_ c: Case) {
    let template = AlertTemplate(constants: c.constants.map { Array($0.utf8) })
    let bytes = Array(c.text.utf8)
    var ranges: [Range<Int>] = []
    let matched = bytes.withUnsafeBufferPointer { template.match($0, slots: &ranges) }
    if let slots = c.slots {
      #expect(matched)
      #expect(ranges.map { String(decoding: bytes[$0], as: UTF8.self) } == slots)
      // Lossless: the constants with the slot values in between give the text back.
      var rebuilt = c.constants[0]
      for (index, slot) in slots.enumerated() { rebuilt += slot + c.constants[index + 1] }
      #expect(rebuilt == c.text)
    } else {
      #expect(!matched)
    }
  }

  @Test func formatEscapesPercent() {
    let template = AlertTemplate(constants: [Array("Up ".utf8), Array("% today".utf8)])
    #expect(template.format == "Up %@%% today")
    #expect(template.slotCount == 1)
    #expect(template.constantByteCount == 10)
  }
}
