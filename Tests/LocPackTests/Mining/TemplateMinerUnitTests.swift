import LocPackTestSupport
import Testing

@testable import LocPack

/// Templates that differ only in a short unit beside a number (`AM`/`PM`).
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

  /// A unit is a short word or a currency sign right beside the slot.
  ///
  /// After the slot the sentence may go on; before it, only a symbol may stand before the
  /// word, as a short word after more words is text.
  @Test func aUnitIsAShortWordBesideTheSlot() {
    func end(_ piece: String) -> Int? { MiningState.unitEnd(atStartOf: Array(piece.utf8)) }
    func start(_ piece: String) -> Int? { MiningState.unitStart(atEndOf: Array(piece.utf8)) }
    #expect(end(" PM") == 3)
    #expect(end(" PM. Stay indoors.") == 3)
    #expect(end("km") == 2)
    #expect(end(" PM today") == 3)
    #expect(end(" ₫ cho “") == Array(" ₫".utf8).count)
    #expect(end("đ cho “") == Array("đ".utf8).count)
    #expect(end(" грн за «") == Array(" грн".utf8).count)
    #expect(end(" hours") == nil)
    #expect(end(" днів") == nil)
    // An abbreviation with inner periods is a unit before more words too.
    #expect(end(" ر.س لدى ") == Array(" ر.س".utf8).count)
    #expect(end(" km.h to go") == Array(" km.h".utf8).count)
    #expect(end(" د.إ") == Array(" د.إ".utf8).count)
    #expect(start("(오전 ") == 1)
    #expect(start("오후 ") == 0)
    #expect(start(" at ") == nil)
    #expect(start("on Monday ") == nil)
    #expect(start("You sent $") == 9)
    #expect(start("You sent € ") == 9)
    // A country's capitals glued to the sign are part of it.
    #expect(start("金額為NT$") == Array("金額為".utf8).count)
    #expect(start("You paid US$") == 9)
    #expect(start("You paid NEWT$") == 13)
    #expect(start("You paid us$") == 11)
    // Without spaces, one ideograph right after the number, whatever follows.
    #expect(end("元") == 3)
    #expect(end("円を送金しました") == 3)
    #expect(end(" 元") == nil)
  }

  /// Taiwan dollars written `NT$` in some texts and `$` in others are one template's money.
  @Test func aCountrysDollarAndTheBareSignFoldIntoOne() {
    let plans = ["家庭", "Premium", "學生", "個人", "企業", "雙人"]
    var counts: [String: Int] = [:]
    for (index, plan) in plans.enumerated() {
      for amount in [120, 4_886, 12_500] {
        counts["您的\(plan)方案已續訂，金額為NT$\(amount + index)"] = 2
        counts["您的\(plan)方案已續訂，金額為$\(amount + 7 * index)"] = 2
      }
    }
    let formats = Self.mine(counts)
    #expect(formats == ["您的%@方案已續訂，金額為%@"], "\(formats.sorted())")
  }

  /// Amounts written with a sign before them (`¥3.29`) and with a unit after them (`3.29元`)
  /// are the same template's money, written two ways: one template.
  @Test func aSignBeforeAndAUnitAfterTheSameSlotFoldIntoOne() {
    let names = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨磊"]
    let signs = names.enumerated().map { "你已向\($0.element)转账¥\($0.offset + 3).50" }
    let units = names.enumerated().map { "你已向\($0.element)转账\($0.offset + 7).25元" }
    let fixture = CandidateFixture([signs, units])
    let folded = fixture.state.foldUnitsBesideNumbers([
      fixture.candidate(["你已向", "转账¥", ""], signs),
      fixture.candidate(["你已向", "转账", "元"], units),
    ])
    #expect(folded.map(\.template.format) == ["你已向%@转账%@"])
    #expect(folded.first?.members.count == 12)
  }

  /// An offer's amount written with the sign (`6.103.000 ₫`) or the letter (`6.103.000đ`),
  /// the sentence going on after it either way: one template.
  @Test func aUnitBeforeMoreWordsFoldsToo() {
    let buyers = ["Hoàng Gia Huy", "Lan", "Minh Anh", "Tuấn", "Bảo Ngọc", "Quân"]
    let items = ["Xe Honda Vision 2022", "iPhone 13", "Tủ lạnh Panasonic"]
    let sign = buyers.enumerated().map { index, buyer in
      "\(buyer) đã trả giá \(index + 2).500.000 ₫ cho “\(items[index % 3])”"
    }
    let letter = buyers.enumerated().map { index, buyer in
      "\(buyer) đã trả giá \(index + 4).250.000đ cho “\(items[(index + 1) % 3])”"
    }
    let fixture = CandidateFixture([sign, letter])
    let folded = fixture.state.foldUnitsBesideNumbers([
      fixture.candidate(["", " đã trả giá ", " ₫ cho “", "”"], sign),
      fixture.candidate(["", " đã trả giá ", "đ cho “", "”"], letter),
    ])
    #expect(folded.map(\.template.format) == ["%@ đã trả giá %@ cho “%@”"])
    #expect(folded.first?.members.count == 12)
  }

  /// The amounts sent in dollars make a template with the sign as text; those in euros and
  /// pounds, fewer, one that leaves the sign to the value: one template.
  @Test func aCurrencySignJoinsTheTemplateThatLeavesItToTheValues() {
    let names = ["Mia", "Aisha", "Zoe Martinez", "Lucas Brown", "Grace Hall", "Harper"]
    let dollars = names.enumerated().map { "You sent $\($0.offset + 3).50 to \($0.element)" }
    let others = names.enumerated().map { index, name in
      "You sent \(index % 2 == 0 ? "€" : "£")\(index + 7).25 to \(name)"
    }
    let state = MiningState(texts: (dollars + others).map { (Array($0.utf8), 1) }, options: .init())
    let candidate = { (pieces: [String], texts: [String]) in
      MiningState.Candidate(
        template: AlertTemplate(
          constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0]),
        members: texts.compactMap { state.texts.firstIndex(of: Array($0.utf8)) })
    }
    let signed = candidate(["You sent $", " to ", ""], dollars)
    let plain = candidate(["You sent ", " to ", ""], others)
    let folded = state.foldUnitsBesideNumbers([signed, plain])
    #expect(folded.map(\.template.format) == ["You sent %@ to %@"])
    #expect(folded.first?.members.count == 12)
    // Values that start with a digit carry no sign: the templates stay apart.
    let bare = names.enumerated().map { "You sent \($0.offset + 7).25 to \($0.element)" }
    let unsigned = MiningState(
      texts: (dollars + bare).map { (Array($0.utf8), 1) }, options: .init())
    let apart = unsigned.foldUnitsBesideNumbers([
      MiningState.Candidate(
        template: signed.template,
        members: dollars.compactMap { unsigned.texts.firstIndex(of: Array($0.utf8)) }),
      MiningState.Candidate(
        template: plain.template,
        members: bare.compactMap { unsigned.texts.firstIndex(of: Array($0.utf8)) }),
    ])
    #expect(apart.count == 2)
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

/// A template's unit beside a number moves into its values when texts left out write the same
/// text with another unit there (``MiningState/foldUnitsIntoValues(_:covered:)``).
@Suite struct TemplateMinerUnitIntoValueTests {
  static let signed = [
    "末尾0775のカードでローソンでの¥531のお支払いが承認されませんでした",
    "末尾0939のカードでAmazon.co.jpでの¥7,682のお支払いが承認されませんでした",
    "末尾1051のカードでスターバックスでの¥22,521のお支払いが承認されませんでした",
    "末尾1816のカードでユニクロでの¥136のお支払いが承認されませんでした",
  ]
  /// A store that recurs, written out, with the unit after the amount.
  static let store = [
    "末尾0424のカードでセブン-イレブンでの729円のお支払いが承認されませんでした",
    "末尾0681のカードでセブン-イレブンでの303円のお支払いが承認されませんでした",
    "末尾6811のカードでセブン-イレブンでの674円のお支払いが承認されませんでした",
  ]
  static let strays = [
    "末尾1203のカードでスターバックスでの16,194円のお支払いが承認されませんでした",
    "末尾9889のカードでユニクロでの500,975円のお支払いが承認されませんでした",
  ]

  /// Folds `candidates` (pieces and texts) with `left` uncovered; the formats, and the texts
  /// still uncovered.
  static func fold(_ candidates: [([String], [String])], left: [String]) -> (
    formats: [String], uncovered: [String]
  ) {
    let fixture = CandidateFixture(candidates.map(\.1) + [left])
    let state = fixture.state
    var covered = state.texts.map { !left.contains(String(decoding: $0, as: UTF8.self)) }
    let folded = state.foldUnitsIntoValues(
      candidates.map { fixture.candidate($0.0, $0.1) }, covered: &covered)
    let uncovered = state.texts.indices.filter { !covered[$0] }.map {
      String(decoding: state.texts[$0], as: UTF8.self)
    }
    return (folded.map(\.template.format).sorted(), uncovered.sorted())
  }

  @Test func amountsWrittenWithEitherUnitAreOneTemplate() {
    let (formats, uncovered) = Self.fold(
      [
        (["末尾", "のカードで", "での¥", "のお支払いが承認されませんでした"], Self.signed),
        (["末尾", "のカードでセブン-イレブンでの", "円のお支払いが承認されませんでした"], Self.store),
      ], left: Self.strays + ["末尾1111のカードでローソンでの支払いに失敗しました"])
    #expect(formats == ["末尾%@のカードで%@での%@のお支払いが承認されませんでした"])
    #expect(uncovered == ["末尾1111のカードでローソンでの支払いに失敗しました"])
  }

  /// The same unit after the number is the template's own text (a counter, a particle), and
  /// a value of a number and words is no amount: nothing joins.
  @Test func theSameUnitOrAWordIsNoOtherUnit() {
    let runs = ["Ann ran 12 km", "Bo ran 7 km", "Cy ran 21 km"]
    let (formats, uncovered) = Self.fold(
      [(["", " ran ", " km"], runs)],
      left: ["Di ran 99 km!", "Ed ran 3 laps", "Flo ran many km", "Gus ran 5 km"])
    #expect(formats == ["%@ ran %@ km"])
    #expect(uncovered.count == 4)
    // Another unit joins.
    let (joined, _) = Self.fold([(["", " ran ", " km"], runs)], left: ["Di ran 4 mi"])
    #expect(joined == ["%@ ran %@"])
  }

  /// A currency abbreviated with inner periods is one unit, in the template and in a value:
  /// dirhams join the template written in riyals; riyals are its own text.
  @Test func anAbbreviationWithInnerPeriodsIsOneUnit() {
    let riyals = ["أرسلت 108.66 ر.س إلى ريم", "أرسلت 235.42 ر.س إلى علي", "أرسلت 1.69 ر.س إلى حسن"]
    let (formats, uncovered) = Self.fold(
      [(["أرسلت ", " ر.س إلى ", ""], riyals)],
      left: ["أرسلت 46.58 د.إ إلى نور", "أرسلت 9.10 ر.س إلى نور"])
    #expect(formats == ["أرسلت %@ إلى %@"])
    #expect(uncovered == ["أرسلت 9.10 ر.س إلى نور"])
    #expect(
      MiningState.unitOfNumber(ArraySlice("46.58 د.إ".utf8)).map { Array($0) } == Array("د.إ".utf8))
    #expect(MiningState.unitOfNumber(ArraySlice("46.58 د.إ.".utf8)) == nil)
  }
}
