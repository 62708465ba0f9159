import Testing

@testable import LocPack

/// Templates that differ in one value from a short list fold into one template with a slot
/// there; near-duplicates and templates that would keep no words of their own stay apart.
@Suite struct TemplateMinerClosedClassTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The texts, written with `{name}` for a name and `{value}` for the value of the list.
    var shape: String
    var values: [String]
    /// The formats expected among the templates, and those that must not be among them.
    var expected: [String]
    var unexpected: [String]
    /// Busier templates with the same names (`{name}` filled in), sent 20 times a name each.
    var background: [String] = []
    /// Whether `{name}` is a number of its own for each text instead (amounts never repeat).
    var numbers = false
    var testDescription: String { name }
  }

  static let names = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo"]

  static let cases: [Case] = [
    Case(
      name: "games of several words with the same players are one slot",
      shape: "{name} challenged you to a round of {value}",
      values: ["Tile Tower", "Moon Miners Deluxe", "Snap", "Garden Gnome Rescue"],
      expected: ["%@ challenged you to a round of %@"], unexpected: []),
    Case(
      name: "titles in quotes with the same senders are one slot",
      shape: "{name} shared the list «{value}» with you",
      values: ["Weekend groceries", "Books to read this summer", "Gifts", "Trip to the lake"],
      expected: ["%@ shared the list «%@» with you"], unexpected: []),
    Case(
      name: "a free text at the end from many texts is one slot",
      shape: "{name}: {value}",
      values: [
        "on my way", "see you at eight", "thanks a lot!", "who brings the cake?", "ok", "lol",
      ],
      expected: ["%@: %@"], unexpected: []),
    Case(
      name: "three messages after a name and a colon are one slot",
      shape: "{name}: {value}",
      values: ["on my way", "see you at eight", "who brings the cake?"],
      expected: ["%@: %@"], unexpected: ["%@: on my way"]),
    Case(
      name: "three texts after a name and a dash stay apart",
      shape: "{name} – {value}",
      values: ["on my way", "see you at eight", "who brings the cake?"],
      expected: ["%@ – on my way"], unexpected: ["%@ – %@"]),
    Case(
      name: "texts after a word that each begin with one of a few words stay apart",
      shape: "{name} ha {value}",
      values: [
        "caricato: Ho vissuto 24 ore in un autogrill", "caricato: Tiramisù perfetto in 10 minuti",
        "caricato: Proviamo il cibo più piccante", "commentato: “dove l'hai scattata??”",
        "commentato: “stupenda!!”",
      ],
      expected: [], unexpected: ["%@ ha %@"]),
    Case(
      name: "two frequent near-duplicates stay apart",
      shape: "{name} saved your {value}",
      values: ["recipe", "playlist"],
      expected: ["%@ saved your recipe", "%@ saved your playlist"],
      unexpected: ["%@ saved your %@"]),
    Case(
      name: "a few sentences after a name stay apart",
      shape: "{name} {value}",
      values: ["wrote on your wall", "answered your question", "replied to your note"],
      expected: ["%@ wrote on your wall"], unexpected: ["%@ %@"]),
    Case(
      name: "a message that starts with a number stays a message after the name",
      shape: "{name}: {value}",
      values: [
        "on my way", "see you at eight", "thanks a lot!", "who brings the cake?", "ok",
        "10 minutes late, sorry!",
      ],
      expected: ["%@: %@"], unexpected: ["%@ minutes late, sorry!"]),
    Case(
      name: "a message that starts with a number stays a message after a fullwidth colon",
      shape: "{name}：{value}",
      values: ["今どこ？", "了解👍", "笑", "ファイル送ってもらえる？", "誕生日おめでとう！", "10分遅れます、ごめん！"],
      expected: ["%@：%@"], unexpected: ["%@分遅れます、ごめん！"]),
    Case(
      name: "a free text after a name beside busier templates is one slot",
      shape: "{name}: {value}",
      values: ["on my way", "see you at eight", "thanks a lot!", "who brings the cake?", "ok"],
      expected: ["%@: %@", "%@ followed you"], unexpected: ["%@: see you at eight"],
      background: ["{name} followed you", "{name} sent you a gift", "{name} is live now"]),
    Case(
      name: "games of a list fold beside busier templates that start with a name",
      shape: "{name} wants a rematch in {value}",
      values: ["Tile Tower", "Moon Miners Deluxe", "Snap"],
      expected: ["%@ wants a rematch in %@", "%@ sent you a gift"], unexpected: [],
      background: ["{name} followed you", "{name} sent you a gift", "{name} is live now"]),
    Case(
      name: "games of a list fold beside busier templates that share their first characters",
      shape: "{name}さんから{value}の招待が届きました",
      values: ["キングダムビルダーズ", "Word Quest", "パズルポップ"],
      expected: ["%@さんから%@の招待が届きました", "%@さんがいいねしました"], unexpected: [],
      background: ["{name}さんがいいねしました"]),
    Case(
      name: "accounts of a list after amounts that never repeat are one slot",
      shape: "Low balance: ${name} left in {value}",
      values: ["Savings", "Joint account", "Checking ••4821"],
      expected: ["Low balance: $%@ left in %@"], unexpected: [], numbers: true),
    Case(
      name: "a trailing sentence of a list that one text leaves out is one slot",
      shape: "Flood watch for {name} until 9:00 AM. {value}",
      values: ["", "Stay indoors.", "Avoid low-lying roads."],
      expected: ["Flood watch for %@ until 9:00 AM.%@"], unexpected: []),
    Case(
      name:
        "a trailing sentence beside a single word, which a text without it holds too, stays whole",
      shape: "{name} 자정까지. {value}",
      values: ["", "외출을 자제하세요.", "저지대 침수 주의."],
      expected: ["%@ 자정까지. 외출을 자제하세요.", "%@ 자정까지. 저지대 침수 주의."],
      unexpected: ["%@ 자정까지.%@"]),
    Case(
      name: "wording around a word every value holds stays a template each",
      shape: "{name}さんがあなたの{value}しました：「いいね」",
      values: ["写真にコメント", "コメントに返信", "コメントに「いいね！」"],
      expected: [
        "%@さんがあなたの写真にコメントしました：「いいね」",
        "%@さんがあなたのコメントに返信しました：「いいね」",
      ],
      unexpected: ["%@さんがあなたの%@しました：「いいね」"]),
    Case(
      name: "values that share a word at the same end of each are a list",
      shape: "{name} has a {value} in the building",
      values: ["water leak alarm", "smoke alarm", "door alarm. Check now"],
      expected: ["%@ has a %@ in the building"], unexpected: []),
    Case(
      name: "values that share a word in the same place in each are a list",
      shape: "{name} is in the {value} today",
      values: ["red alert zone north", "blue alert zone south", "green alert zone east"],
      expected: ["%@ is in the %@ today"], unexpected: []),
    Case(
      name: "values that share a short word are a list",
      shape: "{name}: aviso {value} hoje",
      values: ["de chuva forte", "amarelo de vento", "laranja de calor"],
      expected: ["%@: aviso %@ hoje"], unexpected: []),
    Case(
      name: "titles after a label's colon, longer than the template's words, are one slot",
      shape: "{name} posted a video: {value}",
      values: [
        "Why the Moon Is Drifting Away", "Cooking Spicy Noodles at Midnight",
        "My Tiny Cabin in Norway",
      ],
      expected: ["%@ posted a video: %@"], unexpected: [],
      background: ["{name} started following you", "{name} mentioned you in a comment"]),
    Case(
      name: "titles after a dash between spaces, as after a colon, are one slot",
      shape: "{name} shared a new playlist — {value}",
      values: [
        "Songs for a Rainy Sunday Morning", "Old School Hip Hop Essentials",
        "Deep Focus While You Work",
      ],
      expected: ["%@ shared a new playlist — %@"], unexpected: [],
      background: ["{name} started following you", "{name} mentioned you in a comment"]),
    Case(
      name: "texts that end alike after a single word stay apart without a blank one",
      shape: "{name} 자정까지. {value}",
      values: ["외출을 자제하세요.", "저지대 침수 주의.", "창문을 닫으세요."],
      expected: [], unexpected: ["%@ 자정까지. %@", "%@ 자정까지.%@"]),
  ]

  @Test(arguments: cases)
  func fold(_ testCase: Case) {
    var counts: [String: Int] = [:]
    for (index, name) in Self.names.enumerated() {
      for (offset, value) in testCase.values.enumerated() {
        let filler = testCase.numbers ? String(104 + 17 * index + offset) : name
        let text = testCase.shape.replacing("{name}", with: filler)
          .replacing("{value}", with: value)
        counts[text, default: 0] += 3 + (index + offset) % 3
      }
      for shape in testCase.background {
        counts[shape.replacing("{name}", with: name), default: 0] += 20
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    for format in testCase.expected { #expect(formats.contains(format), "\(formats.sorted())") }
    for format in testCase.unexpected { #expect(!formats.contains(format), "\(formats.sorted())") }
  }

  /// Messages that go on from the same word, each sent by some of the same people: with no
  /// mark before them (a colon, a dash, quotes) the rest of each is its wording, not free text.
  @Test func sentencesAfterAWordWithNoMarkStayATemplateEach() {
    let endings = [
      "accepted", "declined", "shared", "left the call", "muted the room", "pinned a note",
    ]
    let names = MiningExample.names
    var texts: [(text: [UInt8], count: Int)] = []
    for (index, ending) in endings.enumerated() {
      for offset in 0..<(4 + index % 3) {
        texts.append((Array("\(names[(index * 5 + offset) % names.count]) has \(ending)".utf8), 1))
      }
    }
    let formats = Set(TemplateMiner().mine(texts).map(\.format))
    #expect(formats == Set(endings.map { "%@ has \($0)" }), "\(formats.sorted())")
  }

  /// Two lists that combine freely (an alert's kind, each with every trailing sentence) fold
  /// one after the other into one template.
  @Test func twoListsThatCombineFreelyFoldInTurn() {
    let kinds = [
      "Alerta amarelo de chuva", "Aviso de calor extremo", "Alerta laranja de tempestade",
    ]
    let advice = ["", "Ventos de até 80 km/h.", "Evite áreas de alagamento."]
    var counts: [String: Int] = [:]
    for (index, name) in Self.names.enumerated() {
      for (kindIndex, kind) in kinds.enumerated() {
        for (offset, sentence) in advice.enumerated() {
          for hour in 0..<4 {
            let time = "\(hour + 2 * kindIndex + 3 * offset):\(10 + 7 * index)"
            counts["\(kind) para \(name) até \(time). \(sentence)", default: 0] += 1
          }
        }
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    #expect(templates.map(\.format) == ["%@ para %@ até %@.%@"])
  }

  /// Three channels with every one of three video titles after a label make one template.
  ///
  /// Each list is a slot. With one channel missing a title, the channels are no list that
  /// combines freely with the titles, and the titles stay apart.
  @Test(arguments: [false, true]) func aListAfterALabelFoldsBesideAnotherList(missing: Bool) {
    let channels = ["Northwind Kitchen", "Lena Travels", "Byte Size Science"]
    let titles = [
      "Why the Moon Is Drifting Away", "Cooking Spicy Noodles at Midnight",
      "My Tiny Cabin in Norway",
    ]
    var counts: [String: Int] = [:]
    for (index, channel) in channels.enumerated() {
      for (offset, title) in titles.enumerated() where !(missing && index == 2 && offset == 0) {
        counts["\(channel) uploaded: \(title)"] = 12 + index + offset
      }
      counts["\(channel) started a live stream"] = 30
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(formats.contains("%@ uploaded: %@") == !missing, "\(formats.sorted())")
  }

  /// Due dates of every assignment and course, each due today or tomorrow, make two templates.
  ///
  /// The lists fold into slots, and `morgen` and `vandaag` stay the templates' words,
  /// near-duplicates, never a value's.
  ///
  /// With `missing`, one assignment is never due today in the sample.
  @Test(arguments: [false, true]) func aPairOfWordsBesideAListStaysApart(missing: Bool) {
    let assignments = ["Betoog", "Verslag practicum", "Opdracht 3", "Huiswerk H5"]
    let courses = ["Biologie", "Geschiedenis", "Wiskunde B", "Statistiek 1"]
    var counts: [String: Int] = [:]
    for (index, assignment) in assignments.enumerated() {
      for (offset, course) in courses.enumerated() {
        for day in ["morgen", "vandaag"] where !(missing && index == 3 && day == "vandaag") {
          for hour in 0..<5 {
            let time = "\(8 + hour + offset):\(10 + 7 * index + hour)"
            counts["\(assignment) (\(course)) moet \(day) om \(time) ingeleverd zijn"] = 3
          }
        }
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = templates.map(\.format)
    #expect(
      formats.sorted() == [
        "%@ (%@) moet morgen om %@ ingeleverd zijn", "%@ (%@) moet vandaag om %@ ingeleverd zijn",
      ])
  }

  @Test func pairBesideAList() {
    func values(_ strings: [String]) -> [ArraySlice<UInt8>] { strings.map { ArraySlice($0.utf8) } }
    let dues = ["Betoog (Biologie)", "Opdracht 3 (Biologie)", "Verslag (Wiskunde B)"].flatMap {
      ["\($0) moet morgen", "\($0) moet vandaag"]
    }
    #expect(MiningState.pairBesideAList(values(dues)))
    // A mark is no shared word.
    let kinds = ["Flood", "Heat", "Wind"].flatMap {
      ["Today: \($0) warning", "Tomorrow: \($0) warning"]
    }
    #expect(!MiningState.pairBesideAList(values(kinds)))
    // The pair before the shared word, counted from the start.
    let pairs = ["Kent", "Essex", "Devon"].flatMap { ["today in \($0)", "tomorrow in \($0)"] }
    #expect(MiningState.pairBesideAList(values(pairs)))
    // Most values of the list with both words are enough.
    let most = dues + ["Verslag (Biologie) moet morgen", "Essay (Biologie) moet vandaag"]
    #expect(MiningState.pairBesideAList(values(most)))
    // Too few values with both: a list that shares a word.
    #expect(!MiningState.pairBesideAList(values(Array(dues.dropLast()) + ["Essay moet morgen"])))
    #expect(
      !MiningState.pairBesideAList(
        values([
          "bij de voordeur", "bij de buren", "in de brievenbus", "in de schuur", "op de stoep",
          "bij de garage",
        ])))
  }

  /// A template folded from one list (the alert's kinds, here without a trailing sentence)
  /// beside templates with a sentence that the miner gathered apart: they fold again as an
  /// optional sentence, which one of them leaves out; with no member leaving it out, templates
  /// not folded from the same list stay apart.
  @Test(arguments: [true, false]) func anOptionalSentenceFoldsAcrossLists(blank: Bool) {
    let kinds = ["Flood watch", "Heat advisory", "Winter storm warning"]
    let places = ["Austin, TX", "Brooklyn", "Miami-Dade County"]
    let sentences = [blank ? "" : "Drive carefully.", "Avoid low-lying roads.", "Stay indoors."]
    let groups = sentences.enumerated().map { offset, sentence in
      kinds.flatMap { kind in
        places.map { "\(kind) for \($0) until \(offset + 4):15 PM. \(sentence)" }
      }
    }
    let fixture = CandidateFixture(groups)
    var candidates = zip(sentences, groups).map { sentence, texts in
      fixture.candidate(["", " for ", " until ", ". \(sentence)"], texts)
    }
    candidates[0].list = kinds.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    let formats = fixture.state.foldClosedClasses(candidates, crossing: true)
      .map(\.template.format)
    if blank {
      #expect(formats == ["%@ for %@ until %@.%@"])
    } else {
      #expect(formats.count == 3, "\(formats)")
    }
  }

  /// Chats in groups: five or more groups between two pieces of a template with a single word
  /// of its own fold into a slot; four stay a template each, as a short list beside a single
  /// word may be the texts of different templates.
  @Test(arguments: [5, 4]) func groupsBesideASingleWordFoldWhenFiveOrMore(groupCount: Int) {
    let groups = ["Team Alpha", "Book club 📚", "Family ❤️", "Weekend Hikers", "Voisins"]
    let messages = ["on se voit à 19h ?", "j'arrive", "merci !", "ok", "où es-tu ?", "😂😂"]
    var counts: [String: Int] = [:]
    for (index, name) in Self.names.enumerated() {
      for (groupIndex, group) in groups.prefix(groupCount).enumerated() {
        let message = messages[(index + groupIndex) % messages.count]
        counts["\(name) dans \(group) : \(message)", default: 0] += 3 + (index + groupIndex) % 3
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(formats.contains("%@ dans %@ : %@") == (groupCount >= 5), "\(formats.sorted())")
  }

  /// Players too many to repeat in a sample beside a score: the games of a list fold on the
  /// score, a slot of numbers that combines freely with them.
  @Test func aListFoldsBesideNamesThatNeverRepeatAndNumbers() {
    let games = [
      "Tile Tower Legends Deluxe", "Moon Miners of Mars", "Snap Happy Card Party",
      "Garden Gnome Rescue Team",
    ]
    let firsts = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo"]
    let lasts = ["Kim", "Silva", "Novak", "Haddad", "Berg", "Costa"]
    var counts: [String: Int] = [:]
    // Every name once, each game with every first and last name among its players.
    for index in 0..<(firsts.count * lasts.count) {
      let name = firsts[index % firsts.count] + " " + lasts[index / firsts.count]
      let game = games[(index + index / firsts.count) % games.count]
      let score = 1_000 + 37 * index
      counts["\(name) beat your high score in \(game) with \(score) points"] = 2
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(formats.contains("%@ beat your high score in %@ with %@ points"), "\(formats.sorted())")
  }

  /// Couriers of a list beside tracking links, which never repeat and hold no digit: the
  /// links are machine-written values like numbers, and the couriers fold; beside names that
  /// never repeat, the couriers could be the texts of different templates and stay apart.
  @Test(arguments: [true, false]) func aListFoldsBesideLinksThatNeverRepeat(links: Bool) {
    let couriers = ["DHL", "FedEx", "USPS"]
    let codes = ["GNNABrfM", "dXKoizts", "NvtmLyXt", "rsdNsTxE", "FZhJyAE7", "qPwLmZka"]
    let groups = couriers.enumerated().map { index, courier in
      codes.indices.map { offset in
        let code = codes[(offset + 2 * index) % codes.count] + String(repeating: "x", count: index)
        let value = links ? "https://trk.parcelgo.app/t/\(code)" : "Mr \(code)"
        return "Your \(courier) package is on its way. Track it: \(value)"
      }
    }
    let fixture = CandidateFixture(groups)
    let candidates = zip(couriers, groups).map { courier, texts in
      fixture.candidate(["Your \(courier) package is on its way. Track it: ", ""], texts)
    }
    let formats = fixture.state.foldClosedClasses(candidates).map(\.template.format)
    if links {
      #expect(formats == ["Your %@ package is on its way. Track it: %@"])
    } else {
      #expect(formats.count == 3, "\(formats)")
    }
  }

  /// A list whose values each hold a bracketed value of their own, the closing bracket being
  /// the template's, gives the opening one back: `%@ (%@) is due at %@`, not `%@) is due…`.
  @Test func aListGivesBackAnOpeningBracket() {
    let heads = ["Essay (History)", "Lab report (Biology)", "Problem set (Algebra II)"]
    let groups = heads.enumerated().map { index, head in
      (0..<4).map { "\(head) is due at \(9 + index % 2):\(10 + 11 * $0)" }
    }
    let fixture = CandidateFixture(groups)
    let candidates = zip(heads, groups).map { head, texts in
      fixture.candidate(["\(head.dropLast())) is due at ", ""], texts)
    }
    let formats = fixture.state.foldClosedClasses(candidates).map(\.template.format)
    #expect(formats == ["%@ (%@) is due at %@"])
  }

  /// Constant texts of a list (no slot of their own), each value with its lines.
  typealias ConstantCase = ValueListCase

  static let constantCases: [ConstantCase] = [
    ConstantCase(
      name: "four restaurants between words are one slot",
      shape: "Deine Bestellung bei {value} ist abholbereit",
      values: [("Vapiano", 22), ("Curry 36", 18), ("Dean & David", 16), ("Pizzeria Da Mario", 10)],
      expected: ["Deine Bestellung bei %@ ist abholbereit"],
      unexpected: ["Deine Bestellung bei Vapiano ist abholbereit"]),
    ConstantCase(
      name: "four endings of a sentence stay apart",
      shape: "Your order {value}",
      values: [
        ("has been shipped", 22), ("has been delivered", 18), ("was picked up", 16),
        ("is now ready", 10),
      ],
      expected: ["Your order has been shipped", "Your order is now ready"],
      unexpected: ["Your order %@"]),
    ConstantCase(
      name: "three restaurants stay apart",
      shape: "Deine Bestellung bei {value} ist abholbereit",
      values: [("Vapiano", 22), ("Curry 36", 18), ("Dean & David", 16)],
      expected: ["Deine Bestellung bei Vapiano ist abholbereit"],
      unexpected: ["Deine Bestellung bei %@ ist abholbereit"]),
    ConstantCase(
      name: "four restaurants of unbalanced traffic stay apart",
      shape: "Deine Bestellung bei {value} ist abholbereit",
      values: [("Vapiano", 40), ("Curry 36", 18), ("Dean & David", 16), ("Pizzeria Da Mario", 10)],
      expected: ["Deine Bestellung bei Vapiano ist abholbereit"],
      unexpected: ["Deine Bestellung bei %@ ist abholbereit"]),
  ]

  @Test(arguments: constantCases)
  func constantList(_ testCase: ConstantCase) {
    var counts: [String: Int] = [:]
    for (value, lines) in testCase.values {
      counts[testCase.shape.replacing("{value}", with: value), default: 0] += lines
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    for format in testCase.expected { #expect(formats.contains(format), "\(formats.sorted())") }
    for format in testCase.unexpected { #expect(!formats.contains(format), "\(formats.sorted())") }
  }
}
