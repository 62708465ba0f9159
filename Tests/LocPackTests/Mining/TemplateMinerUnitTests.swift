import LocPackTestSupport
import Testing

@testable import LocPack

/// Grouping takes a short unit beside a number (`AM`/`PM`) into the value, and keeps a short
/// word beside names as text.
@Suite struct TemplateMinerUnitTests {
  static let events = [
    "Dentist", "Coldplay", "Q3 planning", "Team standup", "Yoga class", "Flight to NYC",
    "1:1 with Sarah", "Mom's birthday dinner", "Parent-teacher meeting",
  ]
  static let months = ["Jan", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Dec"]

  static func pick(_ values: [String], _ generator: inout SeededGenerator) -> String {
    values[Int(generator.next() % UInt64(values.count))]
  }

  static func mine(_ counts: [String: Int]) -> Set<String> {
    let texts = counts.map { (text: Array($0.key.utf8), count: $0.value) }
    return Set(TemplateMiner().mine(texts).map(\.format))
  }

  /// Sixty reminders, a few per event, whose times end in `AM` or `PM`: the texts gather by
  /// event and date within each half of the day, and the two templates that leave are one.
  @Test func timesOfBothHalvesOfTheDayFormOneTemplate() {
    var generator = SeededGenerator(seed: 71)
    var counts: [String: Int] = [:]
    for _ in 0..<60 {
      let day =
        generator.next() % 4 == 0
        ? "tomorrow" : "\(Self.pick(Self.months, &generator)) \(1 + generator.next() % 28)"
      let time =
        "\(1 + generator.next() % 12):\(["00", "15", "30", "45"][Int(generator.next() % 4)])"
      let half = generator.next() % 2 == 0 ? "AM" : "PM"
      let event = Self.pick(Self.events, &generator)
      counts["Reminder: \(event) on \(day) at \(time) \(half)", default: 0] += 1
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("Reminder: %@ on %@ at %@"), "\(formats.sorted())")
    #expect(!formats.contains { $0.hasSuffix(" AM") || $0.hasSuffix(" PM") }, "\(formats.sorted())")
  }

  /// A day's word before a time, which other texts part from the time by the half of the day
  /// (`今天07:20`, `今天下午6:40`), is no unit of the time: today and tomorrow stay two
  /// templates, while `上午` and `下午`, always beside the number, fold into the time.
  @Test func aWordThatOtherTextsPartFromTheNumberIsNoUnit() {
    let courses = ["微積分", "英文", "國文", "普通物理", "經濟學", "有機化學"]
    let works = ["期中報告"]
    var counts: [String: Int] = [:]
    for (index, course) in courses.enumerated() {
      for (offset, work) in works.enumerated() {
        for day in ["今天", "明天"] {
          for minute in 0..<4 {
            let clock = "\(index + offset + 1):\(10 + 20 * minute)"
            counts["\(course)的\(work)\(day)\(clock)截止"] = 2
            counts["\(course)的\(work)\(day)上午\(clock)截止"] = 2
            counts["\(course)的\(work)\(day)下午\(clock)截止"] = 2
          }
        }
      }
    }
    let formats = Self.mine(counts)
    #expect(formats.count == 2, "\(formats.sorted())")
    #expect(
      formats.allSatisfy { $0.contains("今天%@截止") || $0.contains("明天%@截止") },
      "\(formats.sorted())")
  }

  /// Two templates that differ in a short word beside a slot of names, not numbers, stay
  /// apart.
  @Test func aShortWordBesideNamesStaysText() {
    var generator = SeededGenerator(seed: 72)
    var counts: [String: Int] = [:]
    let names = ["Nora", "Tomás", "Ines", "Odile", "Pavel", "Leni", "Ruth", "Mika", "Bruno"]
    for _ in 0..<80 {
      let word = generator.next() % 2 == 0 ? "in" : "up"
      let door = 1 + generator.next() % 9
      let name = Self.pick(names, &generator)
      counts["Checked \(name) \(word). Door \(door) is open", default: 0] += 1
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("Checked %@ in. Door %@ is open"), "\(formats.sorted())")
    #expect(formats.contains("Checked %@ up. Door %@ is open"), "\(formats.sorted())")
  }
}
