import Testing

@testable import LocPack

/// A constant value beside a template whose slot holds the same kind of values with a word of
/// their own: the slot widens over that word and takes the value.
@Suite struct TemplateMinerUnfoldTests {
  /// The texts' `{n}` is a number; each value's lines are per number.
  typealias Case = ValueListCase

  static let cases: [Case] = [
    Case(
      name: "devices that mostly end alike take the one that does not",
      shape: "{value} has been open for {n} minutes",
      values: [
        ("Garage Door", 3), ("Front Door", 3), ("Patio Door", 3), ("Back Door", 2),
        ("Bedroom Window", 3),
      ],
      expected: ["%@ has been open for %@ minutes"],
      unexpected: ["Bedroom Window has been open for %@ minutes"]),
    Case(
      name: "a short list of balanced traffic takes one more value of the same traffic",
      shape: "{value} has been open for {n} minutes",
      values: [("Garage Door", 3), ("Front Door", 3), ("Patio Door", 3), ("Bedroom Window", 3)],
      expected: ["%@ has been open for %@ minutes"],
      unexpected: ["Bedroom Window has been open for %@ minutes"]),
    Case(
      name: "a short list takes a value whose first word differs",
      shape: "{value} lleva {n} minutos sin cerrarse",
      values: [
        ("Puerta del garaje", 4), ("Puerta trasera", 4), ("Puerta principal", 5),
        ("Ventana del dormitorio", 4),
      ],
      expected: ["%@ lleva %@ minutos sin cerrarse"],
      unexpected: ["Ventana del dormitorio lleva %@ minutos sin cerrarse"]),
    Case(
      name: "a short list keeps a value of far less traffic apart",
      shape: "{value} has been open for {n} minutes",
      values: [("Garage Door", 4), ("Front Door", 4), ("Patio Door", 4), ("Bedroom Window", 1)],
      expected: [
        "%@ Door has been open for %@ minutes", "Bedroom Window has been open for %@ minutes",
      ],
      unexpected: ["%@ has been open for %@ minutes"]),
  ]

  @Test(arguments: cases)
  func unfold(_ testCase: Case) {
    var counts: [String: Int] = [:]
    for (value, perNumber) in testCase.values {
      for number in 5...12 {
        let text = testCase.shape.replacing("{value}", with: value)
          .replacing("{n}", with: String(number))
        counts[text, default: 0] += perNumber
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    for format in testCase.expected { #expect(formats.contains(format), "\(formats.sorted())") }
    for format in testCase.unexpected { #expect(!formats.contains(format), "\(formats.sorted())") }
  }

  /// Without spaces, widening a slot over the text after it could leave it touching the next
  /// slot (`%@%@を受け取りました`), where no split between the two values is right.
  @Test func aWidenedSlotNeverTouchesTheNextOne() {
    let names = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺"]
    let gifts = ["花束", "ケーキ", "手紙", "本", "コーヒー", "お菓子"]
    var counts: [String: Int] = [:]
    for gift in gifts {
      for name in names { counts["\(name)さんから\(gift)を受け取りました"] = 2 }
      // Longer than a family's hole (a katakana run is one token), so that only the
      // frozen-value rule could widen the name's slot over it.
      counts["誕生日のプレゼントとして\(gift)を受け取りました"] = 4
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(formats.contains("%@さんから%@を受け取りました"), "\(formats.sorted())")
    for template in templates {
      #expect(
        template.constants.dropFirst().dropLast().allSatisfy { !$0.isEmpty },
        "\(template.format)")
    }
  }

  /// `1 other` and `5 others`: the words beside a number change with it, so the singular
  /// stays a template of its own instead of widening the count's slot over its noun.
  @Test func aCountsNounIsNotWidenedOver() {
    let names = ["Anna", "Ben", "Chloé", "Dmitri", "Emma", "Farid", "Grace", "Hiro", "Ines"]
    var counts: [String: Int] = [:]
    for name in names {
      counts["\(name) and 1 other commented on your post"] = 3
      for number in 2...9 { counts["\(name) and \(number) others commented on your post"] = 2 }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(formats.contains("%@ and %@ others commented on your post"), "\(formats.sorted())")
    #expect(formats.contains("%@ and 1 other commented on your post"), "\(formats.sorted())")
    #expect(!formats.contains("%@ and %@ commented on your post"), "\(formats.sorted())")
  }

  /// The shared head and tail, cut back to a token boundary of both pieces, as a plain search
  /// finds them: the longest shared run whose cut is a token start (or the end) in both.
  @Test func sharedEndsStopAtTokenBoundaries() {
    let words = ["Door", " ", "Window", "門", "が", "開", "12", ":", "\u{1F6AA}", "-", "a", "é", ""]
    var generator = SplitMix(seed: 7)
    func piece() -> [UInt8] {
      var text = ""
      for _ in 0..<Int(generator.next() % 6) { text += words[Int(generator.next() % 13)] }
      return Array(text.utf8)
    }
    func starts(_ bytes: [UInt8]) -> Set<Int> {
      Set(MiningState.tokenStarts(bytes))
    }
    for _ in 0..<2_000 {
      let head0 = piece()
      let tail0 = piece()
      let a = head0 + piece() + tail0
      let b = head0 + piece() + tail0
      var head = 0
      while head < min(a.count, b.count), a[head] == b[head] { head += 1 }
      while head > 0, !(starts(a).contains(head) && starts(b).contains(head)) { head -= 1 }
      #expect(MiningState.sharedHead(a, b) == head, "\(a) \(b)")
      var tail = 0
      while tail < min(a.count, b.count), a[a.count - 1 - tail] == b[b.count - 1 - tail] {
        tail += 1
      }
      while tail > 0,
        !(starts(a).contains(a.count - tail) && starts(b).contains(b.count - tail))
      {
        tail -= 1
      }
      #expect(MiningState.sharedTail(a, b) == tail, "\(a) \(b)")
    }
  }
}
