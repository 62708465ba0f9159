import Testing

@testable import LocPack

/// A count after a value in some texts of a template, the same values without one in the
/// others: the plural and the singular of a language that writes them alike but for the count.
@Suite struct TemplateMinerCountTests {
  static let names = [
    "Mehmet", "Zeynep Kaya", "Elif", "Ahmet Yılmaz", "Ayşe", "Can", "Deniz Demir", "Emre",
    "Fatma Şahin", "Selin", "Burak", "Ece Aydın",
  ]

  /// Texts of both forms of two templates, each name with both, the counts varying.
  static func corpus() -> [String: Int] {
    var counts: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      for round in 0..<4 {
        let count = 2 + (index * 7 + round * 5) % 40
        counts["\(name) \(count) fotoğraf gönderdi", default: 0] += 1
        counts["\(name) \(count + 1) cevapsız arama", default: 0] += 1
      }
      counts["\(name) bir fotoğraf gönderdi", default: 0] += 3
      counts["\(name) cevapsız arama", default: 0] += 3
    }
    return counts
  }

  @Test func theSingularAndThePluralOfACountAreTwoTemplates() {
    let corpus = Self.corpus()
    let templates = TemplateMiner().mine(corpus.map { (Array($0.key.utf8), $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(
      formats == [
        "%@ %@ fotoğraf gönderdi", "%@ bir fotoğraf gönderdi", "%@ %@ cevapsız arama",
        "%@ cevapsız arama",
      ], "\(formats.sorted())")
    // The matcher gives a name of two words to the singular, a name and a count to the plural.
    let matcher = TemplateMatcher(templates: templates)
    var slots: [Range<Int>] = []
    func format(_ text: String) -> String? {
      Array(text.utf8).withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
        .map { templates[$0].format }
    }
    #expect(format("Kemal Öztürk cevapsız arama") == "%@ cevapsız arama")
    #expect(format("Kemal Öztürk 12 cevapsız arama") == "%@ %@ cevapsız arama")
    #expect(format("Kemal 3 cevapsız arama") == "%@ %@ cevapsız arama")
    #expect(format("Kemal bir fotoğraf gönderdi") == "%@ bir fotoğraf gönderdi")
    #expect(format("Kemal 9 fotoğraf gönderdi") == "%@ %@ fotoğraf gönderdi")
  }

  /// A number that belongs to its value (a club's, a flight's) stays in the slot: the values
  /// before it are not those of the other texts.
  @Test func aNumberOfTheValueStays() {
    var counts: [String: Int] = [:]
    let clubs = [
      "Schalke 04", "Mainz 05", "Hannover 96", "Bayern München", "Werder Bremen", "SC Freiburg",
      "Union Berlin", "VfL Bochum",
    ]
    for (index, home) in clubs.enumerated() {
      for offset in 1..<4 {
        let away = clubs[(index + offset) % clubs.count]
        counts["\(home) gegen \(away): Anstoß in Kürze", default: 0] += 2
      }
    }
    let formats = Set(
      TemplateMiner().mine(counts.map { (Array($0.key.utf8), $0.value) }).map(\.format))
    #expect(formats == ["%@ gegen %@: Anstoß in Kürze"], "\(formats.sorted())")
  }

  @Test func aCountIsDigitsAfterASpace() {
    func start(_ value: String) -> Int? {
      let bytes = Array(value.utf8)
      return MiningState.countStart(bytes[...]).map { $0 - bytes.startIndex }
    }
    #expect(start("Mehmet 15") == 7)
    #expect(start("Zeynep Kaya 4") == 12)
    #expect(start("15") == nil)
    #expect(start(" 15") == nil)
    #expect(start("Mehmet  15") == nil)
    #expect(start("Mehmet 15a") == nil)
    #expect(start("Mehmet15") == nil)
    #expect(start("Mehmet") == nil)
  }
}
