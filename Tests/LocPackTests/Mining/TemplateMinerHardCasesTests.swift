import LocPackTestSupport
import Testing

@testable import LocPack

/// Small hand-made corpora, one per hard case of template mining: every true template must be
/// exactly one mined template, no mined template may cover two true templates, one-offs stay
/// literal, and rewriting is lossless.
@Suite struct TemplateMinerHardCasesTests {
  /// One true template: a label, a share of the lines, and a text maker.
  struct Source: Sendable {
    var label: String
    var weight: Int
    var make: @Sendable (inout SeededGenerator) -> String
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var sources: [Source]
    /// Texts that occur once each and must stay literal.
    var oneOffs: [String] = []
    /// Formats the miner must find.
    var formats: [String] = []
    var testDescription: String { name }
  }

  static let names = [
    "Alice", "Bob", "Chen Wei", "Dana Scully", "Emil", "Fatima Zahra", "Giorgio", "Hana",
    "Ivan Petrov", "Jonas", "Kenji Tanaka", "Lena", "Mateo Van der Berg", "Noor", "Olga",
  ]
  static let chineseNames = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "欧阳明", "司马娟"]
  static let games = [
    "Mini Golf Mania", "Puzzle Pop", "Word Quest", "Kingdom Builders", "Neon Drift", "Star Raiders",
  ]

  /// Product names, some of several words and some with a model number.
  static let products = [
    "Kindle Paperwhite", "Yoga mat", "Nike Air Max 90", "Stanley Quencher 40oz", "Levi's 501",
    "Sony WH-1000XM5", "LEGO Star Wars 75192", "Instant Pot Duo 7", "Dyson V15", "AirPods Pro",
  ]

  static func pick<T>(_ values: [T], _ generator: inout SeededGenerator) -> T {
    values[Int(generator.next() % UInt64(values.count))]
  }

  static func number(_ range: ClosedRange<Int>, _ generator: inout SeededGenerator) -> Int {
    range.lowerBound + Int(generator.next() % UInt64(range.count))
  }

  static let japaneseNames = ["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺", "山本", "中村"]

  /// A user's handle, too rare to repeat: letters and digits.
  static func handle(_ generator: inout SeededGenerator) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let word = (0..<5).map { _ in String(pick(letters, &generator)) }.joined()
    return word + String(number(10...99, &generator))
  }

  static func code(_ generator: inout SeededGenerator) -> String {
    String(number(10_000...99_999, &generator))
  }

  static let cases: [Case] = [
    Case(
      name: "messages that share only one word, which other texts hold too, stay apart",
      sources: [
        "Replying to", "Welcome to", "Moved to", "Subscribed to", "Listening to", "Switched to",
      ]
      .map { start in
        Source(label: start, weight: 1) { "\(start) @\(handle(&$0))" }
      } + [
        Source(label: "call", weight: 4) {
          "@\(handle(&$0)) wants you to join the weekly planning call tonight"
        },
        Source(label: "plants", weight: 4) {
          "Remember to water the plants in the garden before noon, @\(handle(&$0))"
        },
      ],
      formats: ["Replying to @%@", "Welcome to @%@", "Switched to @%@"]),
    Case(
      name: "titles that begin with the same verb stay apart",
      sources: [
        Source(label: "received", weight: 7) { _ in "تم استلام دفعة" },
        Source(label: "goal", weight: 2) { _ in "تم تحقيق الهدف! 🎉" },
        Source(label: "declined", weight: 2) { _ in "تم رفض البطاقة" },
        Source(label: "delivered", weight: 2) { "تم توصيل طلبك #\(code(&$0))" },
        Source(label: "shipped", weight: 2) { "تم شحن طلبك #\(code(&$0))" },
      ],
      formats: ["تم توصيل طلبك #%@", "تم شحن طلبك #%@", "تم استلام دفعة"]),
    Case(
      name: "a list of titles beside a date is one slot",
      sources: [
        Source(label: "reminder", weight: 1) {
          let day = number(1...28, &$0)
          let month = pick(["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Eylül"], &$0)
          let time = "\(number(10...23, &$0)):\(pick(["00", "15", "30", "45"], &$0))"
          let title = pick(
            [
              "Diş hekimi", "Ekip toplantısı", "Haftalık rapor", "Yoga dersi", "Annemin doğum günü",
              "Veli toplantısı",
            ], &$0)
          return "Hatırlatma: \(day) \(month) \(time) - \(title)"
        },
        Source(label: "follow", weight: 6) { "\(pick(names, &$0)) seni takip etmeye başladı" },
      ],
      formats: ["%@ seni takip etmeye başladı"]),
    Case(
      name: "a long value seen often is still a value",
      sources: [
        Source(label: "level", weight: 5) {
          let level = pick(
            [
              "Neon City", "Sky Temple", "Ice Cave", "Lava Pit", "Dark Forest", "Sunken Ship",
              "Crystal Mine", "Haunted Manor",
            ], &$0)
          return "\(level) is waiting for you. Can you beat it?"
        },
        Source(label: "level", weight: 2) { _ in
          "The Lair of the Ancient Red Dragon is waiting for you. Can you beat it?"
        },
        Source(label: "follow", weight: 3) { "\(pick(names, &$0)) started following you" },
      ],
      formats: ["%@ is waiting for you. Can you beat it?", "%@ started following you"]),
    Case(
      name: "long values between brackets, sharing their words",
      sources: [
        Source(label: "task", weight: 1) {
          let task = pick(
            ["月曜日の資料作成", "オンボーディング文言の更新", "第3四半期の予算レビュー", "iOS 17でのログインの修正", "リリースノートの作成"],
            &$0)
          return "\(pick(japaneseNames, &$0))さんがタスク「\(task)」をあなたに割り当てました"
        },
        Source(label: "follow", weight: 1) { "\(pick(japaneseNames, &$0))さんがあなたをフォローしました" },
      ],
      formats: ["%@さんがタスク「%@」をあなたに割り当てました", "%@さんがあなたをフォローしました"]),
    Case(
      name: "no-space language",
      sources: [
        Source(label: "zh-photo", weight: 3) { "\(pick(chineseNames, &$0))赞了你的照片" },
        Source(label: "zh-follow", weight: 2) { "\(pick(chineseNames, &$0))关注了你" },
        Source(label: "ja-like", weight: 2) {
          let name = pick(["佐藤", "鈴木", "高橋", "田中", "伊藤", "渡辺"], &$0)
          return "\(name)さんがあなたの写真に「いいね！」しました"
        },
      ],
      formats: ["%@赞了你的照片", "%@关注了你"]),
    Case(
      name: "multi-word arguments",
      sources: [
        Source(label: "invite", weight: 1) {
          "\(pick(names, &$0)) invited you to play \(pick(games, &$0))"
        },
        Source(label: "follow", weight: 1) { "\(pick(names, &$0)) started following you" },
      ],
      formats: ["%@ invited you to play %@", "%@ started following you"]),
    Case(
      name: "free text containing template words",
      sources: [
        Source(label: "photo", weight: 3) { "\(pick(names, &$0)) liked your photo" },
        Source(label: "comment", weight: 2) {
          let remark = pick(
            [
              "love it", "you liked your photo lol", "where is this?", "so jealous", "wow",
              "liked your photo too", "best day ever", "new messages everywhere",
            ], &$0)
          return "\(pick(names, &$0)) commented: \"\(remark)\""
        },
      ],
      formats: ["%@ liked your photo", "%@ commented: \"%@\""]),
    Case(
      name: "arguments glued to text",
      sources: [
        Source(label: "paid", weight: 2) {
          "You paid $\(number(1...999, &$0)).\(number(10...99, &$0)) to \(pick(names, &$0))"
        },
        Source(label: "yen", weight: 2) { "\(number(100...99_999, &$0))円をお支払いしました" },
        Source(label: "channel", weight: 2) {
          let channel = pick(["ios", "web", "design", "infra", "ops", "random"], &$0)
          return "\(pick(names, &$0)) mentioned you in #\(channel)-\(number(1...99, &$0))"
        },
      ]),
    Case(
      name: "two slots with little between",
      sources: [
        Source(label: "review", weight: 1) {
          let repo = pick(["ios-app", "web", "infra", "payments-api", "android"], &$0)
          return "\(pick(names, &$0)) requested your review on \(repo)#\(number(1...9999, &$0))"
        },
        Source(label: "score", weight: 1) {
          "Level \(number(1...99, &$0))/\(number(100...120, &$0)) unlocked"
        },
      ]),
    Case(
      name: "frequent near-duplicates stay apart",
      sources: [
        Source(label: "photo", weight: 6) { "\(pick(names, &$0)) liked your photo" },
        Source(label: "video", weight: 2) { "\(pick(names, &$0)) liked your video" },
        Source(label: "shipped", weight: 2) {
          "Your order #\(number(1000...9999, &$0)) has shipped"
        },
        Source(label: "delivered", weight: 2) {
          "Your order #\(number(1000...9999, &$0)) has been delivered"
        },
      ],
      formats: ["%@ liked your photo", "%@ liked your video"]),
    Case(
      name: "constant alerts repeat and one-offs stay literal",
      sources: [
        Source(label: "weekly", weight: 2) { _ in "Your weekly summary is ready" },
        Source(label: "stand", weight: 1) { _ in "Time to stand up and move a little! 🧍" },
        Source(label: "photo", weight: 3) { "\(pick(names, &$0)) liked your photo" },
      ],
      oneOffs: [
        "Our office is closed on Monday for the holiday",
        "A note from our founder about the road ahead",
        "Your photo was featured in our Editors' Picks this week",
      ],
      formats: ["Your weekly summary is ready", "Time to stand up and move a little! 🧍"]),
    Case(
      name: "units beside numbers",
      sources: [
        Source(label: "eta", weight: 2) {
          let time = "\(number(1...12, &$0)):\(number(10...59, &$0))"
          return "Estimated arrival: \(time) \(pick(["AM", "PM"], &$0))"
        },
        Source(label: "sar", weight: 2) {
          let amount = "\(number(1...999, &$0)).\(number(10...99, &$0))"
          let currency = pick(["ر.س", "د.إ"], &$0)
          let name = pick(["مريم", "علي", "سارة", "خالد", "نور", "ليلى"], &$0)
          return "استلمت \(amount) \(currency) من \(name)"
        },
        Source(label: "ja-time", weight: 2) {
          let time = "\(number(10...20, &$0)):\(number(10...59, &$0))"
          return "お届け予定：\(time)\(pick(["頃", "時〜"], &$0))"
        },
      ]),
    Case(
      name: "singular count",
      sources: [
        Source(label: "many", weight: 6) { "你有\(number(2...99, &$0))条新消息" },
        Source(label: "one", weight: 2) { _ in "你有1条新消息" },
      ],
      formats: ["你有%@条新消息", "你有1条新消息"]),
    Case(
      name: "a frequent 1 with no word after it is an ID, not a count",
      sources: [
        Source(label: "ref", weight: 1) {
          "Ticket closed (ref: \($0.next() % 4 == 0 ? 1 : number(2...99_999, &$0)))"
        }
      ],
      formats: ["Ticket closed (ref: %@)"]),
    Case(
      name: "singular count a little rarer than the plural of two",
      sources: [
        Source(label: "many", weight: 7) {
          let count = $0.next() % 3 == 0 ? 2 : number(3...60, &$0)
          return "新着メッセージが\(count)件あります"
        },
        Source(label: "one", weight: 2) { _ in "新着メッセージが1件あります" },
      ],
      formats: ["新着メッセージが%@件あります", "新着メッセージが1件あります"]),
    Case(
      name: "the plural forms of a count's noun stay apart",
      sources: [
        Source(label: "one", weight: 3) {
          "\(pick(names, &$0)) i 1 inna osoba obserwują Twój profil"
        },
        Source(label: "few", weight: 3) {
          "\(pick(names, &$0)) i \(number(2...4, &$0)) inne osoby obserwują Twój profil"
        },
        Source(label: "many", weight: 3) {
          "\(pick(names, &$0)) i \(number(5...40, &$0)) innych osób obserwują Twój profil"
        },
      ],
      formats: [
        "%@ i 1 inna osoba obserwują Twój profil", "%@ i %@ inne osoby obserwują Twój profil",
        "%@ i %@ innych osób obserwują Twój profil",
      ]),
    Case(
      name: "colours after a model's number are still one slot",
      sources: [
        Source(label: "car", weight: 1) { generator in
          let model = pick(
            ["Toyota Prius", "Renault Clio", "Maruti Swift", "Fiat Egea", "Tesla Model 3"],
            &generator)
          let letters = (0..<3).map { _ in pick(Array("ABCDEFGHKLMNPRSTUVWXYZ"), &generator) }
          let plate = "\(String(letters))-\(number(1000...9999, &generator))"
          return "Procure um \(model) \(pick(["prata", "preto", "branco"], &generator)) · \(plate)"
        }
      ]),
    Case(
      name: "a singular count worded like the plural keeps its name slot",
      sources: [
        Source(label: "many", weight: 3) {
          "\(pick(names, &$0)) ve \(number(2...40, &$0)) kişi daha fotoğrafını beğendi"
        },
        Source(label: "one", weight: 2) {
          "\(pick(names, &$0)) ve 1 kişi daha fotoğrafını beğendi"
        },
      ],
      formats: ["%@ ve %@ kişi daha fotoğrafını beğendi", "%@ ve 1 kişi daha fotoğrafını beğendi"]),
    Case(
      name: "a count the singular leaves out stays a template of its own",
      sources: [
        Source(label: "many", weight: 3) {
          "\(pick(names, &$0)) की \(number(2...30, &$0)) मिस्ड कॉल"
        },
        Source(label: "one", weight: 2) { "\(pick(names, &$0)) की मिस्ड कॉल" },
      ],
      formats: ["%@ की %@ मिस्ड कॉल", "%@ की मिस्ड कॉल"]),
    Case(
      name: "a counted phrase after a slot of names is a template of its own",
      sources: [
        Source(label: "one", weight: 1) {
          "장바구니에 \(pick(products, &$0)) 상품이 남아 있어요"
        },
        Source(label: "more", weight: 1) {
          "장바구니에 \(pick(products, &$0)) 외 \(number(2...60, &$0))개 상품이 남아 있어요"
        },
      ],
      formats: ["장바구니에 %@ 상품이 남아 있어요", "장바구니에 %@ 외 %@개 상품이 남아 있어요"]),
    Case(
      name: "messages that go on differently after a name and a shared word stay apart",
      sources: [
        "hat dir geschrieben", "hat den Anruf beendet", "hat die Einladung abgelehnt",
        "hat ein Foto geteilt", "hat den Raum verlassen", "hat dich erwähnt",
      ]
      .map { ending in
        Source(label: ending, weight: 1) { "\(handle(&$0)) \(ending)" }
      },
      formats: [
        "%@ hat dir geschrieben", "%@ hat den Anruf beendet", "%@ hat die Einladung abgelehnt",
        "%@ hat ein Foto geteilt", "%@ hat den Raum verlassen", "%@ hat dich erwähnt",
      ]),
    Case(
      name: "a day of 1 beside a name stays in its slot",
      sources: [
        Source(label: "day", weight: 1) {
          "\(pick(names, &$0)), your day \(number(1...7, &$0)) reward is waiting"
        }
      ],
      formats: ["%@, your day %@ reward is waiting"]),
    Case(
      name: "a month of 1 stays in its slot",
      sources: [Source(label: "month", weight: 1) { "你的\(number(1...12, &$0))月账单已出" }],
      formats: ["你的%@月账单已出"]),
    Case(
      name: "mixed languages",
      sources: [
        Source(label: "en", weight: 2) { "\(pick(names, &$0)) liked your photo" },
        Source(label: "de", weight: 2) { "\(pick(names, &$0)) gefällt dein Foto" },
        Source(label: "zh", weight: 2) { "\(pick(chineseNames, &$0))赞了你的照片" },
        Source(label: "ru", weight: 1) {
          "\(pick(["Мария", "Иван", "Ольга", "Пётр", "Анна", "Олег"], &$0)) оценил(а) ваше фото"
        },
        Source(label: "ar", weight: 1) {
          "أُعجب \(pick(["مريم", "علي", "سارة", "خالد", "نور", "ليلى"], &$0)) بصورتك"
        },
      ]),
  ]

  static func corpus(_ testCase: Case, lines: Int, seed: UInt64) -> [(text: String, label: String)]
  {
    var generator = SeededGenerator(seed: seed)
    let total = testCase.sources.reduce(0) { $0 + $1.weight }
    var out: [(String, String)] = []
    for _ in 0..<lines {
      var draw = Int(generator.next() % UInt64(total))
      for source in testCase.sources {
        if draw < source.weight {
          out.append((source.make(&generator), source.label))
          break
        }
        draw -= source.weight
      }
    }
    for (index, text) in testCase.oneOffs.enumerated() { out.append((text, "one-off-\(index)")) }
    return out
  }

  static func mine(_ texts: [String], options: TemplateMiner.Options = .init()) -> [AlertTemplate] {
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    return TemplateMiner(options: options).mine(
      counts.map { (text: Array($0.key.utf8), count: $0.value) })
  }

  @Test(arguments: cases)
  func groupsFollowTheTrueTemplates(_ testCase: Case) throws {
    let corpus = Self.corpus(testCase, lines: 1500, seed: 7)
    let templates = Self.mine(corpus.map(\.text))
    let matcher = TemplateMatcher(templates: templates)
    var labelsOfTemplate: [Int: Set<String>] = [:]
    var templatesOfLabel: [String: Set<Int>] = [:]
    var slots: [Range<Int>] = []
    for (text, label) in corpus {
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer { matcher.match($0, slots: &slots) } ?? -1
      templatesOfLabel[label, default: []].insert(found)
      guard found >= 0 else { continue }
      labelsOfTemplate[found, default: []].insert(label)
      let template = templates[found]
      var rebuilt = template.constants[0]
      for (index, range) in slots.enumerated() {
        rebuilt += bytes[range] + template.constants[index + 1]
      }
      #expect(rebuilt == bytes, "lossless: \(text)")
    }
    for (template, labels) in labelsOfTemplate {
      #expect(labels.count == 1, "[\(templates[template].format)] mixes \(labels.sorted())")
    }
    for source in testCase.sources {
      let found = templatesOfLabel[source.label] ?? []
      let formats = found.sorted().map { $0 < 0 ? "literal" : "[\(templates[$0].format)]" }
      #expect(found.count == 1 && !found.contains(-1), "\(source.label): \(formats)")
    }
    for index in testCase.oneOffs.indices {
      #expect(templatesOfLabel["one-off-\(index)"] == [-1], "one-off \(index) became a template")
    }
    let formats = Set(templates.map(\.format))
    for format in testCase.formats {
      #expect(formats.contains(format), "missing \(format) in \(formats.sorted())")
    }
  }

  /// The same texts in any order give the same templates, byte for byte, with or without
  /// sampling.
  @Test(arguments: [20_000, 300])
  func deterministic(sampleLimit: Int) {
    var texts: [String] = []
    for testCase in Self.cases { texts += Self.corpus(testCase, lines: 400, seed: 3).map(\.text) }
    var generator = SeededGenerator(seed: 11)
    let shuffled = texts.shuffled(using: &generator)
    var options = TemplateMiner.Options()
    options.sampleLimit = sampleLimit
    let first = Self.mine(texts, options: options)
    let second = Self.mine(shuffled, options: options)
    #expect(first == second)
    #expect(!first.isEmpty)
  }

  /// The sample is bounded, keeps the texts that repeat, and is the same whatever the order.
  @Test func sampleIsBounded() {
    var texts: [(text: [UInt8], count: Int)] = []
    for index in 0..<5000 { texts.append((Array("Order \(index) has shipped".utf8), 1)) }
    texts.append((Array("Your weekly summary is ready".utf8), 400))
    texts.append((Array("You have 1 new message".utf8), 90))
    let sample = TemplateMiner.sample(texts, limit: 200)
    #expect(sample.count == 200)
    let kept = Set(sample.map { String(decoding: $0.text, as: UTF8.self) })
    #expect(kept.contains("Your weekly summary is ready"))
    #expect(kept.contains("You have 1 new message"))
    let reversed = TemplateMiner.sample(texts.reversed(), limit: 200)
    #expect(Set(reversed.map(\.text)) == Set(sample.map(\.text)))
    #expect(TemplateMiner.sample(texts, limit: 10_000).count == texts.count)

    // Mining the bounded sample still finds the templates.
    var options = TemplateMiner.Options()
    options.sampleLimit = 200
    let formats = Set(TemplateMiner(options: options).mine(texts).map(\.format))
    #expect(formats.contains("Order %@ has shipped"))
    #expect(formats.contains("Your weekly summary is ready"))
  }

  /// A corpus larger than the sample, of one busy template and many rare ones that together
  /// hold a twentieth of the lines: the weighted sample holds too few of each rare one's texts
  /// to show it, and the second sample, of the texts no template takes, finds them.
  @Test func rareTemplatesOutsideTheFirstSampleAreFound() {
    let names = (0..<150).map { "Person\(Character(UnicodeScalar(65 + $0 % 26)!))\($0)" }
    var texts: [(text: [UInt8], count: Int)] = names.map {
      (Array("\($0) liked your photo".utf8), 20)
    }
    let verbs = ["archived", "pinned", "starred", "muted", "renamed"]
    let nouns = ["roadmap", "budget", "playlist", "wiki", "calendar", "inbox", "board", "album"]
    var rare: [[UInt8]] = []
    for verb in verbs {
      for noun in nouns {
        for member in 0..<4 {
          let person = "Member\(Character(UnicodeScalar(65 + rare.count % 26)!))\(rare.count)"
          rare.append(Array("\(person) \(verb) the \(noun) \(member)".utf8))
        }
      }
    }
    texts += rare.map { ($0, 1) }
    var options = TemplateMiner.Options()
    options.sampleLimit = 100
    // The first sample alone holds few of them.
    let first = Set(TemplateMiner.sample(texts, limit: options.sampleLimit).map(\.text))
    #expect(rare.count(where: first.contains) * 10 < rare.count)
    let mined = TemplateMiner(options: options).mineWithLiterals(texts)
    #expect(mined.templates.contains { $0.format == "%@ liked your photo" })
    let matcher = TemplateMatcher(
      templates: mined.templates, literals: mined.literals, seen: mined.mined)
    var slots: [Range<Int>] = []
    let matched = rare.count { text in
      text.withUnsafeBufferPointer { matcher.match($0, slots: &slots) } != nil
    }
    #expect(matched * 10 >= rare.count * 9, "\(matched) of \(rare.count)")
  }
}
