import Testing

@testable import LocPack

/// Folding a template into a more general one when its extra text is one value of a slot.
@Suite struct TemplateMinerFoldTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The general template's format-like pieces and its texts.
    var general: [String]
    var generalTexts: [String]
    /// The specific template's pieces and its texts.
    var specific: [String]
    var specificTexts: [String]
    var folds: Bool
    /// The general template's lines, when it should outnumber the specific one (the line-count
    /// rule); by default as many as the specific one's.
    var generalCount: Int? = nil
    var testDescription: String { name }
  }

  static let teams = ["Hertha BSC", "VfB Stuttgart", "SC Freiburg", "1. FC Union", "FC Augsburg"]

  static let cases: [Case] = [
    Case(
      name: "a team written out in a slot of many teams folds, whatever the line counts",
      general: ["", " gegen ", ": Anstoß in ", " Minuten"],
      generalTexts: teams.enumerated().map { "\($1) gegen Mainz 05: Anstoß in \($0 + 2) Minuten" },
      specific: ["Bayer 04 Leverkusen gegen ", ": Anstoß in ", " Minuten"],
      specificTexts: teams.map { "Bayer 04 Leverkusen gegen \($0): Anstoß in 5 Minuten" },
      folds: true),
    Case(
      name: "a value glued together and a unit after a time fold",
      general: ["Your order #", " is out for delivery. Estimated arrival: ", ""],
      generalTexts: (1...6).map {
        "Your order #A\($0)1 is out for delivery. Estimated arrival: 9:\($0)0"
      },
      specific: ["Your order ", "W", " is out for delivery. Estimated arrival: ", " PM"],
      specificTexts: (1...4).map {
        "Your order #B\($0)W7 is out for delivery. Estimated arrival: 8:\($0)5 PM"
      },
      folds: true),
    Case(
      name: "a slot with too few other values keeps the specific template",
      general: ["", " liked your ", ""],
      generalTexts: ["Ann liked your post", "Bo liked your post", "Cy liked your story"],
      specific: ["", " liked your photo"],
      specificTexts: ["Ann liked your photo", "Bo liked your photo", "Di liked your photo"],
      folds: false),
    Case(
      name: "words of its own in two slots of a template of several words stay a message",
      general: ["", "さん", "を", "ました"],
      generalTexts: [
        "松本愛さんがメモ「買い物」を共有しました", "佐藤健さんから500円を受け取りました",
        "高橋悠斗さんがタスク「資料」を完了しました", "小林陽菜さんから1,200円を受け取りました",
        "田中蓮さんがメモ「旅行」を共有しました",
      ],
      specific: ["", "さんがあなたをミュートしました"],
      specificTexts: ["伊藤結衣", "山本大和", "中村美咲", "加藤翔"].map { $0 + "さんがあなたをミュートしました" },
      folds: false, generalCount: 40),
    Case(
      name: "a message with a slot of its own inside a shell's slot stays a message",
      general: ["", " ha ", ""],
      generalTexts: [
        "Giulia ha pubblicato una foto", "Marco ha 3 nuovi follower", "Sara ha risposto",
        "Luca ha messo mi piace al tuo post", "Elena ha condiviso un link",
      ],
      specific: ["", " ha trovato un errore nell’evento “", "”"],
      specificTexts: [
        ("Paolo", "Cena"), ("Anna", "Riunione"), ("Davide", "Palestra"), ("Chiara", "Volo"),
      ].map { "\($0) ha trovato un errore nell’evento “\($1)”" },
      folds: false, generalCount: 40),
    Case(
      name: "a game written out folds into a slot of three other games",
      general: ["", "さんから", "の招待が届きました"],
      generalTexts: ["パズルポップ", "スターレース", "ドラゴンクエスト", "パズルポップ"].enumerated().map {
        ["松本愛", "佐藤健", "高橋悠斗", "小林陽菜"][$0] + "さんから" + $1 + "の招待が届きました"
      },
      specific: ["", "さんからキングダムビルダーズの招待が届きました"],
      specificTexts: ["田中蓮", "伊藤結衣", "山本大和"].map { $0 + "さんからキングダムビルダーズの招待が届きました" },
      folds: true),
    Case(
      name: "words between two slots of the specific template make a template of its own",
      general: ["", " followed you"],
      // One value holds the words too: fewer than the three that make them the values' shape.
      generalTexts: ["Ann and Bo", "Cy", "Di", "Ed", "Flo", "Gus"].map { "\($0) followed you" },
      specific: ["", " and ", " others followed you"],
      specificTexts: ["Ann and 3 others followed you", "Bo and 12 others followed you"],
      folds: false),
    Case(
      name: "a month between a date's numbers folds into a slot of dates",
      general: ["", " vous a invité à « ", " » · ", ""],
      generalTexts: [
        "6 oct., 12h30", "demain, 9h", "22 juil., 2h15", "3 mars, 18h", "9 mai, 8h45",
        "14 déc., 20h",
      ].enumerated().map { "Yanis vous a invité à « Cours \($0) » · \($1)" },
      specific: ["", " vous a invité à « ", " » · ", " févr., ", ""],
      specificTexts: (1...4).map { "Léa vous a invité à « Dentiste » · \($0 + 10) févr., \($0)h" },
      folds: true),
    Case(
      name: "words between the specific template's slots that the general values share fold",
      general: ["Nueva tarea: ", ""],
      generalTexts: [
        "«Proyecto parcial», fecha de entrega: 3 de mayo",
        "«Examen final», fecha de entrega: 12 de junio",
        "«Ensayo 2», fecha de entrega: 28 de enero", "«Lectura», fecha de entrega: 9 de marzo",
      ].map { "Nueva tarea: \($0)" },
      specific: ["Nueva tarea: «Ensayo sobre El Quijote», fecha de entrega: ", " de ", ""],
      specificTexts: ["12 de agosto", "4 de abril", "30 de julio"].map {
        "Nueva tarea: «Ensayo sobre El Quijote», fecha de entrega: \($0)"
      },
      folds: true),
    Case(
      name: "a general template that misses one of the specific one's texts keeps it",
      general: ["", " gegen ", ": Anstoß in ", " Minuten"],
      generalTexts: teams.enumerated().map { "\($1) gegen Mainz 05: Anstoß in \($0 + 2) Minuten" },
      specific: ["Bayer 04 Leverkusen gegen ", ": Anstoß in ", ""],
      specificTexts: [
        "Bayer 04 Leverkusen gegen Hertha BSC: Anstoß in 5 Minuten",
        "Bayer 04 Leverkusen gegen SC Freiburg: Anstoß in Kürze",
      ],
      folds: false),
    Case(
      name: "a template of its own with words in two slots of a loose template stays apart",
      general: ["", " in ", ": ", ""],
      generalTexts: chats,
      specific: ["Back in stock: ", " in size ", ""],
      specificTexts: [
        "Back in stock: Yoga mat in size L", "Back in stock: Dyson V15 in size XS",
        "Back in stock: Kindle Paperwhite in size M",
      ],
      folds: false, generalCount: 100),
    Case(
      name: "a frequent message of a loose template written out folds into it",
      general: ["", " in ", ": ", ""],
      generalTexts: chats,
      specific: ["", " in Book club: Can you send me the file?"],
      specificTexts: [
        "Bo in Book club: Can you send me the file?", "Cy in Book club: Can you send me the file?",
      ],
      folds: true, generalCount: 100),
    Case(
      name: "a lowercase word beside the specific template's slot keeps it, whatever the lines",
      general: ["", " menyukai postingan Anda"],
      generalTexts: ["Ayu", "Rizky", "Siti Nurhaliza", "Dewi Lestari", "Budi Santoso"].map {
        "\($0) menyukai postingan Anda"
      },
      specific: ["", " sangat menyukai postingan Anda"],
      specificTexts: ["Ayu", "Putri", "Kevin Tanoto"].map {
        "\($0) sangat menyukai postingan Anda"
      },
      folds: false, generalCount: 100),
    Case(
      name: "a surname beside the specific template's slot folds",
      general: ["", " liked your photo"],
      generalTexts: ["Ann Lee", "Bo Chen", "Cy Diaz", "Di Park", "Ed Moss"].map {
        "\($0) liked your photo"
      },
      specific: ["", " Smith liked your photo"],
      specificTexts: ["Ann", "Bo", "Cy"].map { "\($0) Smith liked your photo" },
      folds: true, generalCount: 100),
    Case(
      name: "a clause after the specific template's slot and a comma keeps it, whatever the lines",
      general: ["Current push provider: ", ""],
      generalTexts: ["Ann Lee.", "Bo Chen.", "Cy Diaz (beta)", "Di Park.", "Ed Moss (eu)"].map {
        "Current push provider: \($0)"
      },
      specific: ["Current push provider: ", ", but no distributors have been configured."],
      specificTexts: ["Ann", "Bo", "Cy Diaz"].map {
        "Current push provider: \($0), but no distributors have been configured."
      },
      folds: false, generalCount: 100),
    Case(
      name: "lowercase particles of a name after the slot, without punctuation, fold",
      general: ["", " liked your photo"],
      generalTexts: ["Ann Lee", "Bo Chen", "Cy Diaz", "Di Park", "Ed Moss"].map {
        "\($0) liked your photo"
      },
      specific: ["", " de la Rosa liked your photo"],
      specificTexts: ["Ana", "Bea", "Cruz"].map { "\($0) de la Rosa liked your photo" },
      folds: true, generalCount: 100),
    Case(
      name: "lowercase words before the specific template's slot keep it, whatever its values",
      general: ["Remove ", "?"],
      generalTexts: ["Ann Lee", "Bo Chen", "Cy Diaz", "Di Park", "Ed Moss"].map { "Remove \($0)?" },
      specific: ["Remove rooms from ", "?"],
      specificTexts: ["555", "Team 4", "Bo", "Cy", "Di", "Ed", "Flo", "Gia", "Hu", "Ike"].map {
        "Remove rooms from \($0)?"
      },
      folds: false, generalCount: 100),
    Case(
      name: "a message's first words before a value in a few lines fold",
      general: ["Hey, talk to me on ", ""],
      generalTexts: ["Signal", "Threema", "Matrix", "ok 👍: Ana", "Teams"].map {
        "Hey, talk to me on \($0)"
      },
      specific: ["Hey, talk to me on meeting moved to ", ""],
      specificTexts: ["3pm: Ana", "3pm: Bo", "3pm: Cy"].map {
        "Hey, talk to me on meeting moved to \($0)"
      },
      folds: true, generalCount: 100),
    Case(
      name: "a title in sentence case before the specific template's slot folds",
      general: ["Up next: ", ""],
      generalTexts: ["Standup at 9", "Dentist at 10", "Yoga at 6", "Flight BA12", "Gym"].map {
        "Up next: \($0)"
      },
      specific: ["Up next: Team lunch at ", ""],
      specificTexts: ["12", "13", "12:30"].map { "Up next: Team lunch at \($0)" },
      folds: true, generalCount: 100),
    Case(
      name: "a unit after the specific template's number folds",
      general: ["Thanks for riding with ", ". Your ", " trip cost $", "."],
      generalTexts: ["Ben", "Ana", "Raj", "Lea", "Tom"].enumerated().map {
        "Thanks for riding with \($1). Your \($0 + 2).5 mi trip cost $\($0 + 4).26."
      },
      specific: ["Thanks for riding with Zoë Martin. Your ", " mi trip cost $", "."],
      specificTexts: (1...3).map {
        "Thanks for riding with Zoë Martin. Your \($0).2 mi trip cost $\($0 + 6).10."
      },
      folds: true, generalCount: 100),
  ]

  /// Chat previews in groups: sender, group and message vary together.
  static let chats = [
    "Ann in Book club: see you at 7", "Dev in Team Alpha: running late", "Eli in Book club: ok",
    "Fay in Weekend Hikers: see you at 7", "Gus in Team Alpha: ok", "Hal in Flat 4B: thanks!",
  ]

  @Test(arguments: cases) func fold(_ c: Case) {
    let all = c.generalTexts + c.specificTexts
    let state = MiningState(texts: all.map { (Array($0.utf8), 1) }, options: .init())
    let indices = { (texts: [String]) in
      texts.compactMap { text in state.texts.firstIndex(of: Array(text.utf8)) }
    }
    let template = { (pieces: [String], texts: [String]) in
      AlertTemplate(
        constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0])
    }
    // The general one first, as the larger: the specific one never has the lines to be absorbed
    // by the line-count rule.
    var general = MiningState.Candidate(
      template: template(c.general, c.generalTexts), members: indices(c.generalTexts))
    general.template.count = c.generalCount ?? c.specificTexts.count
    let specific = MiningState.Candidate(
      template: template(c.specific, c.specificTexts), members: indices(c.specificTexts))
    #expect(general.members.count == c.generalTexts.count)
    #expect(specific.members.count == c.specificTexts.count)
    let kept = state.absorb([general, specific])
    #expect(kept.count == (c.folds ? 1 : 2))
    #expect(kept.contains { $0.template.constants == general.template.constants })
  }

  /// A template of one common word between two slots (`%@ to %@`, from a few rare texts that
  /// share it) takes in neither a message that fills one of its slots whole nor one it does
  /// not outweigh, however many other values that slot holds; a message of its size that
  /// differs only beside one of its values (a surname) still folds.
  @Test func aShellOfWordsByChanceTakesInNoMessage() {
    let general =
      ["Switch to Mia", "Moved to Oslo", "heading to the gym", "Transfer to savings"]
      + ["Welcome to Lyon"]
    let message = (1...5).map { "We texted a code to +1 555 010\($0)" }
    let surname = ["Ada Kowalski to Oslo", "Ben Kowalski to Rome", "Cy Kowalski to Lima"]
    // Other texts that hold the word, so that it is common.
    let others = (1...40).map { "Guest \($0) wants to join the list" }
    let state = {
      var state = MiningState(
        texts: (general + message + surname + others).map { (Array($0.utf8), 1) },
        options: .init())
      state.buildSkeletons()
      return state
    }()
    func candidate(_ pieces: [String], _ texts: [String]) -> MiningState.Candidate {
      MiningState.Candidate(
        template: AlertTemplate(
          constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0]),
        members: texts.compactMap { state.texts.firstIndex(of: Array($0.utf8)) })
    }
    let shell = candidate(["", " to ", ""], general)
    #expect(state.holdsWordsByChance(shell, lines: state.counts.reduce(0, +)))
    let kept = state.absorb([shell, candidate(["We texted a code to ", ""], message)])
    #expect(kept.count == 2, "\(kept.map(\.template.format))")
    let folded = state.absorb([shell, candidate(["", " Kowalski to ", ""], surname)])
    #expect(folded.count == 1, "\(folded.map(\.template.format))")
  }

  /// A phrase with an adverb (`sangat menyukai`, "really likes") beside its plain form, over
  /// the same names of one and two words: two templates, not a longer name.
  @Test func aLowercaseWordBesideTheNamesMakesATemplateOfItsOwn() {
    let names = [
      "Ayu", "Rizky", "Putri", "Siti Nurhaliza", "Dewi Lestari", "Budi Santoso", "Kevin Tanoto",
      "Agus Setiawan", "Nur Aini", "Made Wirawan",
    ]
    var counts: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      counts["\(name) menyukai postingan Anda"] = 40 + index
      counts["\(name) sangat menyukai postingan Anda"] = 9 + index % 3
    }
    let formats = Set(
      TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) }).map(\.format)
    )
    #expect(formats == ["%@ menyukai postingan Anda", "%@ sangat menyukai postingan Anda"])
  }

  /// Lowercase words between a group's slot and the family's context are wording, however
  /// many; between the slot and a capitalized word they are a name's particles.
  @Test(arguments: [
    ("You ", "You reacted with ", "", true),
    ("", " de la Rosa liked it", " liked it", false),
  ])
  func lowercaseWordsBesideASlotReachingTheContext(
    prefix: String, format: String, suffix: String, wording: Bool
  ) {
    let values = [
      "Ana", "Bo", "Cyd", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivo", "Jun", "Kai", "Lou",
    ]
    let texts = values.map { value in
      let text = format.hasPrefix(" ") ? value + format : format + value
      return (text: Array(text.utf8), count: 1)
    }
    var state = MiningState(texts: texts, options: .init())
    state.buildSkeletons()
    #expect(state.groups.count == 1)
    let skeleton = state.groups[0].skeleton
    // The hole lies between the context's elements at both ends.
    func elements(_ context: String, reversed: Bool) -> Int {
      var count = 0
      var bytes = 0
      while bytes < context.utf8.count {
        let element = reversed ? skeleton[skeleton.count - 1 - count] : skeleton[count]
        bytes += state.tokenBytes[Int(element)].count
        count += 1
      }
      return count
    }
    let member = MiningState.Member(
      group: 0, start: Int16(elements(prefix, reversed: false)),
      end: Int16(skeleton.count - elements(suffix, reversed: true)))
    #expect(state.holdsSlotBesideLowercaseWord(member) == wording)
  }

  /// Holes of lowercase words and a slot after one word are templates that begin alike.
  ///
  /// `armed by %@` and `diaktifkan oleh %@` after `Alarm` are wording; holes of capitalized
  /// words (team names) are values, and so are holes beside a context of more words.
  @Test(arguments: [
    ("Alarm ", ["armed by", "disarmed by", "diaktifkan oleh", "ingeschakeld door"], true),
    ("Alarm ", ["Real Madrid", "Zenit Piter", "Spartak Moskva", "Dynamo Kyiv"], false),
    (
      "Alarm set off at home ",
      ["armed by", "disarmed by", "diaktifkan oleh", "ingeschakeld door"],
      false
    ),
  ])
  func wordingHolesOutweighAShortContext(context: String, phrases: [String], outweighs: Bool) {
    // Names seen once each: a slot at the end of every text.
    let syllables = ["Ba", "Ko", "Mi", "Ru", "Te", "Lo"]
    var texts: [(text: [UInt8], count: Int)] = []
    for (index, phrase) in phrases.enumerated() {
      for (number, syllable) in syllables.enumerated() {
        let name =
          syllable + syllables[(index + number) % 6].lowercased() + "\(["a", "o", "u", "e"][index])"
        texts.append((Array("\(context)\(phrase) \(name)".utf8), 1))
      }
    }
    var state = MiningState(texts: texts, options: .init())
    state.buildSkeletons()
    let members = state.groups.indices.map { index in
      let skeleton = state.groups[index].skeleton
      // The hole starts after the context's elements.
      var prefix = 0
      var bytes = 0
      let contextBytes = Array(context.utf8).count
      while bytes < contextBytes {
        bytes += state.tokenBytes[Int(skeleton[prefix])].count
        prefix += 1
      }
      return MiningState.Member(
        group: Int32(index), start: Int16(prefix), end: Int16(skeleton.count))
    }
    #expect(state.groups.count == phrases.count)
    let total = state.groups.reduce(0) { $0 + $1.count }
    #expect(state.wordingOutweighsContext(members, total: total) == outweighs)
  }
}
