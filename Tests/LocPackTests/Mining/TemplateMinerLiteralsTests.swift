import Testing

@testable import LocPack

/// A template without words of its own (`%@: %@`) matches any text with its separator; the
/// texts the miner left out that share nothing with its texts stay literal.
@Suite struct TemplateMinerLiteralsTests {
  static let names = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo"]
  static let messages = [
    "on my way", "see you at eight", "thanks a lot!", "who brings the cake?", "ok", "lol",
  ]
  static let oneOffs = [
    "Good news: your appeal was accepted", "Reminder: the office is closed on Monday",
  ]

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// A template of `constants` over `members` (texts of `state`), with `count` lines or one a
  /// member.
  static func candidate(
    _ constants: [String], _ members: [String], in state: MiningState, count: Int? = nil
  ) -> MiningState.Candidate {
    MiningState.Candidate(
      template: AlertTemplate(constants: constants.map(bytes), count: count ?? members.count),
      members: members.compactMap { state.texts.firstIndex(of: bytes($0)) })
  }

  /// Every one of ``names`` with every one of ``messages``, `base` to `base + 2` lines each.
  static func chatLines(base: Int) -> [String: Int] {
    var counts: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      for (offset, message) in messages.enumerated() {
        counts["\(name): \(message)"] = base + (index + offset) % 3
      }
    }
    return counts
  }

  @Test func oneOffsBesideChatPreviewsStayLiteral() {
    var counts = Self.chatLines(base: 3)
    for text in Self.oneOffs { counts[text] = 1 }
    let mined = TemplateMiner().mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    let chat = mined.templates.firstIndex { $0.format == "%@: %@" }
    #expect(chat != nil, "\(mined.templates.map(\.format))")
    #expect(Set(mined.literals) == Set(Self.oneOffs.map(Self.bytes)))

    let strict = TemplateMatcher(templates: mined.templates, literals: mined.literals)
    let loose = TemplateMatcher(templates: mined.templates)
    var slots: [Range<Int>] = []
    for text in Self.oneOffs.map(Self.bytes) {
      #expect(text.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == nil)
      #expect(slots.isEmpty)
      // Without the miner's literals the chat template takes them.
      #expect(text.withUnsafeBufferPointer { loose.match($0, slots: &slots) } == chat)
    }
    let preview = Self.bytes("Hugo: lol")
    #expect(preview.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == chat)
    // A new text with the separator, outside the sample, is the matcher's to decide.
    let unseen = Self.bytes("Ines: back in five")
    #expect(unseen.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == chat)
  }

  /// A template without words takes a text the miner never saw by a value it took from them.
  ///
  /// Given the texts mined, the value must be one the template took from them in the same
  /// slot: a known sender or a known message. A one-off left out of the miner's sample stays
  /// literal, as it does when the miner saw it.
  @Test func textsTheMinerNeverSawJoinByAKnownValue() {
    let counts = Self.chatLines(base: 3)
    // The one-offs are not in the sample the miner mines.
    let mined = TemplateMiner().mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    let chat = mined.templates.firstIndex { $0.format == "%@: %@" }
    #expect(chat != nil, "\(mined.templates.map(\.format))")
    #expect(mined.literals.isEmpty)
    #expect(Set(mined.mined) == Set(counts.keys.map(Self.bytes)))
    let matcher = TemplateMatcher(
      templates: mined.templates, literals: mined.literals, seen: mined.mined)
    let blind = TemplateMatcher(templates: mined.templates, literals: mined.literals)
    var slots: [Range<Int>] = []
    func match(_ matcher: TemplateMatcher, _ text: String) -> Int? {
      Self.bytes(text).withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
    }
    for text in Self.oneOffs {
      #expect(match(matcher, text) == nil, "\(text)")
      #expect(slots.isEmpty)
      #expect(match(blind, text) == chat)
    }
    // A known sender with a new message, a new sender with a known message.
    for text in ["Hugo: back in five", "Ines: see you at eight", "Ada: lol"] {
      #expect(match(matcher, text) == chat, "\(text)")
      #expect(slots.count == 2)
    }
    // A known message in the sender's place is not a known sender.
    #expect(match(matcher, "ok: the parcel is here") == nil)
    #expect(match(matcher, "Ines: back in five") == nil)
  }

  /// The miner mines a weighted sample when there are more texts than its limit; the texts
  /// mined are that sample, and a one-off outside it stays literal beside the chat.
  @Test func aOneOffOutsideTheMinedSampleStaysLiteral() {
    var counts = Self.chatLines(base: 1000)
    for text in Self.oneOffs { counts[text] = 1 }
    var options = TemplateMiner.Options()
    options.sampleLimit = Self.names.count * Self.messages.count
    let mined = TemplateMiner(options: options).mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    #expect(mined.mined.count == options.sampleLimit)
    #expect(Set(mined.mined).isDisjoint(with: Self.oneOffs.map(Self.bytes)))
    let chat = mined.templates.firstIndex { $0.format == "%@: %@" }
    #expect(chat != nil)
    let matcher = TemplateMatcher(
      templates: mined.templates, literals: mined.literals, seen: mined.mined)
    var slots: [Range<Int>] = []
    for text in Self.oneOffs.map(Self.bytes) {
      #expect(text.withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == nil)
    }
    let preview = Self.bytes("Greta: ok")
    #expect(preview.withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == chat)
  }

  @Test func aTextLeftOutJoinsWhenAValueRecurs() {
    let texts = [
      "Ada: on my way", "Bruno: ok", "Ada: see you soon", "Good news: your appeal was accepted",
      "Zoe: running late", "Yuki: running late", "Weather alert for today",
    ]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func index(_ text: String) -> Int { state.texts.firstIndex(of: Self.bytes(text)) ?? -1 }
    var covered = [Bool](repeating: false, count: state.texts.count)
    covered[index("Ada: on my way")] = true
    covered[index("Bruno: ok")] = true
    let chat = MiningState.Candidate(
      template: AlertTemplate(constants: [[], Self.bytes(": "), []], count: 2),
      members: [index("Ada: on my way"), index("Bruno: ok")])
    // A known sender, and a message two texts left out share, join; the rest stays literal.
    #expect(
      state.strays(uncovered: covered, wordless: [chat]).literals
        == [Self.bytes("Good news: your appeal was accepted")])
  }

  /// Sixteen senders of a chat written without spaces, four for each of ``chatMessages``.
  static let chatSenders = [
    "王伟", "赵超", "刘子涵", "杨欣怡", "陈浩然", "张欣怡", "林梓轩", "司马强", "周磊", "黄杰", "李娜",
    "胡娜", "杨芳", "孙丽", "马涛", "朱静",
  ]
  static let chatMessages = ["生日快乐！🎂", "能把文件发我吗？", "落地给我打电话 ✈️", "我晚到10分钟，抱歉！"]

  /// Each message after four of `senders` and `separator`, two lines a text: no sender sends
  /// twice.
  static func chatCounts(separator: String, senders: [String] = chatSenders) -> [String: Int] {
    var counts: [String: Int] = [:]
    for (index, message) in chatMessages.enumerated() {
      for sender in senders[(index * 4)..<(index * 4 + 4)] {
        counts[sender + separator + message] = 2
      }
    }
    return counts
  }

  /// Messages after senders' names and a colon fold into one template although no sender
  /// sends twice, as in a small sample of a chat in a script written without spaces; after
  /// another separator the texts stay a template each.
  @Test(arguments: ["：", " – "]) func messagesAfterNamesThatNeverRepeat(separator: String) {
    let counts = Self.chatCounts(separator: separator)
    let mined = TemplateMiner().mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    let formats = Set(mined.templates.map(\.format))
    let chat = "%@" + separator + "%@"
    #expect(formats.contains(chat) == (separator == "："), "\(formats.sorted())")
    #expect(formats.contains("%@" + separator + Self.chatMessages[0]) == (separator != "："))
  }

  /// Texts left out of `%@: %@`: a sender who shares a name with a known one joins; a label
  /// that recurs in place of the sender is a template of its own when its texts have enough
  /// lines (unless a template with words takes them), else they stay literal with the one-offs;
  /// a sentence in place of the sender is no sender, whatever its message.
  @Test func sendersLabelsAndSentencesLeftOut() {
    let known = ["Siobhán Brown: ok", "Ada: on my way", "Bruno: lol", "Ada: ok"]
    let strays = [
      "Siobhán Lee: see you", "Halbzeit: Lyon 1 – 0 Porto", "Halbzeit: Graz 2 – 2 Split",
      "Halbzeit: Ghent 0 – 3 Bergen", "Reminder: pay rent", "Reminder: call Bruno",
      "Your grade for Essay: Hamlet", "Your grade for Essay: Faust",
      "Your grade for Essay: Ulysses", "Good news: your appeal was accepted",
      "Tomás Ortiz Rubio de la Vega Santos mentioned you: ok", "马秀英回复了你的评论: ok",
    ]
    let grades = AlertTemplate(constants: [Self.bytes("Your grade for "), []], count: 9)
    let found = Self.strays(known: known, texts: strays, separator: ": ", wordy: [grades])
    #expect(found.labels.map(\.template.format) == ["Halbzeit: %@"])
    #expect(found.labels.first?.template.count == 3)
    #expect(found.labels.first?.members.count == 3)
    #expect(
      found.literals
        == Set(
          [
            "Reminder: pay rent", "Reminder: call Bruno", "Good news: your appeal was accepted",
            "Tomás Ortiz Rubio de la Vega Santos mentioned you: ok", "马秀英回复了你的评论: ok",
          ].map(Self.bytes)))
  }

  /// The strays of `texts` beside a chat template built from `known`, with `separator`, and
  /// beside a template `other` (constants) built from `otherTexts`; `wordy` as in
  /// ``MiningState/strays(uncovered:wordless:wordy:people:)``.
  static func strays(
    known: [String], texts: [String], separator: String, other: [String] = [],
    otherTexts: [String] = [], wordy: [AlertTemplate] = []
  ) -> (literals: Set<[UInt8]>, labels: [MiningState.Candidate]) {
    let state = MiningState(
      texts: (known + texts + otherTexts).map { (text: Self.bytes($0), count: 1) },
      options: TemplateMiner.Options())
    let others =
      other.isEmpty
      ? []
      : [
        MiningState.Candidate(
          template: AlertTemplate(constants: other.map(Self.bytes), count: otherTexts.count),
          members: otherTexts.compactMap { state.texts.firstIndex(of: Self.bytes($0)) })
      ]
    var covered = [Bool](repeating: false, count: state.texts.count)
    var members: [Int] = []
    for text in known {
      guard let index = state.texts.firstIndex(of: Self.bytes(text)) else { continue }
      covered[index] = true
      members.append(index)
    }
    let chat = MiningState.Candidate(
      template: AlertTemplate(constants: [[], Self.bytes(separator), []], count: known.count),
      members: members)
    for member in others.flatMap(\.members) { covered[member] = true }
    let found = state.strays(
      uncovered: covered, wordless: [chat], wordy: wordy, people: state.people(in: others))
    return (Set(found.literals), found.labels)
  }

  /// A sender that a slot of another template holds is one of the app's people: the text
  /// joins the chat; a label that no template holds stays literal.
  @Test func sendersThatAnotherTemplateHoldsJoin() {
    let known = ["Ada Brown: ok", "Bruno Costa: lol", "Chiara Neri: ok"]
    let strays = [
      "Lukas Schröder: Bleibt es bei heute Abend?", "Юлия Соколова: Ты где?",
      "Última hora: el banco central mantiene los tipos",
    ]
    let other = [
      "Lukas Schröder hat eine Ankündigung veröffentlicht",
      "Юлия Соколова hat eine Ankündigung veröffentlicht",
      "Mia Weber hat eine Ankündigung veröffentlicht",
    ]
    let found = Self.strays(
      known: known, texts: strays, separator: ": ",
      other: ["", " hat eine Ankündigung veröffentlicht"], otherTexts: other)
    #expect(found.literals == [Self.bytes("Última hora: el banco central mantiene los tipos")])
    let alone = Self.strays(known: known, texts: strays, separator: ": ")
    #expect(alone.literals == Set(strays.map(Self.bytes)))
  }

  /// A text left out that joins the chat makes its sender known, whole: the sender's other
  /// texts join too, and so do names that hold it as a word; the words of a sender that joined
  /// take in no other text.
  @Test func sendersOfTextsThatJoinAreKnown() {
    let known = ["Ada Brown: ok", "Bruno Costa: lol", "Chiara Neri: ok"]
    let strays = [
      "Omar: where are you?", "Lena Fox: where are you?", "Omar: running late",
      "Omar Haddad: call me", "Lena Fox: see you", "Lyon gegen Porto: kickoff in 10 minutes",
      "Graz gegen Split: kickoff in 10 minutes", "Lyon gegen Bergen: half-time 1 – 0",
      "Good news: your appeal was accepted",
    ]
    let found = Self.strays(known: known, texts: strays, separator: ": ")
    #expect(
      found.literals
        == Set(
          ["Lyon gegen Bergen: half-time 1 – 0", "Good news: your appeal was accepted"].map(
            Self.bytes)))
    #expect(found.labels.isEmpty)
  }

  /// A name written without spaces shares a word of two characters or more that starts or
  /// ends it with a known name (`渡辺拓也` beside `渡辺 蓮`); one character is not enough.
  @Test func namesWithoutSpacesShareAWordAtAnEnd() {
    let known = ["渡辺 蓮：了解", "佐藤 健：ありがとう", "小林 葵：また明日"]
    let strays = [
      "渡辺拓也：ファイル送ってもらえる？", "陽菜小林：今夜の予定まだ大丈夫？", "佐伯直人：今どこ？",
      "重要なお知らせ：メンテナンスのため停止します",
    ]
    let found = Self.strays(known: known, texts: strays, separator: "：")
    #expect(
      found.literals
        == Set(["佐伯直人：今どこ？", "重要なお知らせ：メンテナンスのため停止します"].map(Self.bytes)))
  }

  /// A given name shared by the senders of one message (`孙杰`, `胡杰`, `司马杰`) is the
  /// senders', not the template's, when the app names those people elsewhere: those texts go
  /// to the chat template, not to `%@杰：哈哈哈`.
  @Test func aSharedLastCharacterBeforeTheColonIsTheSenders() {
    // No sender of the chat itself has the given name.
    var counts = Self.chatCounts(
      separator: "：", senders: Self.chatSenders.map { $0 == "黄杰" ? "黄强" : $0 })
    let jie = ["孙杰", "胡杰", "司马杰"]
    for sender in jie { counts[sender + "：哈哈哈"] = 1 }
    for name in jie + ["王伟", "李娜", "马涛"] { counts[name + "赞了你的照片"] = 2 }
    let mined = TemplateMiner().mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    let formats = mined.templates.map(\.format)
    #expect(!formats.contains { $0.contains("杰") }, "\(formats)")
    let chat = mined.templates.firstIndex { $0.format == "%@：%@" }
    #expect(chat != nil, "\(formats)")
    let matcher = TemplateMatcher(templates: mined.templates, literals: mined.literals)
    var slots: [Range<Int>] = []
    let text = Self.bytes("孙杰：哈哈哈")
    #expect(text.withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == chat)
  }

  /// The fold itself: a template whose characters before the colon end names the app shows
  /// elsewhere joins the chat; one whose senders appear nowhere with them (`%@说：%@`, said)
  /// stays a template of its own.
  @Test func gluedSendersFoldOnlyWhenTheyAreKnownNames() {
    let texts = [
      "王伟：好的", "李娜：好的", "孙丽：在吗", "孙杰：哈哈哈", "胡杰：哈哈哈", "王伟说：你好", "李娜说：再见",
      "孙杰赞了你的照片", "胡杰赞了你的照片", "王伟：晚安", "孙丽：晚安", "重要：系统维护", "通知：系统维护",
    ]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func candidate(_ constants: [String], _ members: [String]) -> MiningState.Candidate {
      Self.candidate(constants, members, in: state)
    }
    let chat = candidate(["", "：", ""], ["王伟：好的", "李娜：好的", "孙丽：在吗"])
    let jie = candidate(["", "杰：哈哈哈"], ["孙杰：哈哈哈", "胡杰：哈哈哈"])
    let said = candidate(["", "说：", ""], ["王伟说：你好", "李娜说：再见"])
    let liked = candidate(["", "赞了你的照片"], ["孙杰赞了你的照片", "胡杰赞了你的照片"])
    // One message that known senders sent, and one after labels no alert names.
    let night = candidate(["", "：晚安"], ["王伟：晚安", "孙丽：晚安"])
    let notice = candidate(["", "：系统维护"], ["重要：系统维护", "通知：系统维护"])
    let candidates = [chat, jie, said, liked, night, notice]
    let folded = state.foldGluedSenders(candidates, people: state.people(in: candidates))
    #expect(
      Set(folded.map(\.template.format)) == ["%@：%@", "%@说：%@", "%@赞了你的照片", "%@：系统维护"])
    #expect(folded.first { $0.template.format == "%@：%@" }?.members.count == 7)
    // Without the people of the other template, the given names are unknown: only the
    // message of the chat's own senders folds.
    #expect(state.foldGluedSenders(candidates, people: [:]).count == 5)
  }

  /// A chat line that repeats enough to be a template without slots folds into the chat when
  /// its sender and its message are both the chat's (or its sender one of the app's people);
  /// a label's alert, or a known sender's new message, stays a template of its own.
  @Test func aRepeatedChatLineOfAKnownSenderAndMessageFolds() {
    let texts = [
      "Ada: ok", "Bruno: lol", "Chiara: see you", "Siobhán: lol", "Ada: lol", "Reminder: ok",
      "Bruno: the parcel is here", "Dmitri: see you", "Dmitri liked your photo",
      "Elif liked your photo", "Elif: 👀", "Chiara: 👀",
    ]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func candidate(_ constants: [String], _ members: [String], count: Int? = nil)
      -> MiningState.Candidate
    { Self.candidate(constants, members, in: state, count: count) }
    let chat = candidate(
      ["", ": ", ""], ["Ada: ok", "Bruno: lol", "Chiara: see you", "Siobhán: lol"])
    let liked = candidate(
      ["", " liked your photo"], ["Dmitri liked your photo", "Elif liked your photo"])
    // A known message, a label, a known sender's new message, a person's known message, and
    // a new message that two known senders sent.
    let repeated = [
      "Ada: lol", "Reminder: ok", "Bruno: the parcel is here", "Dmitri: see you", "Elif: 👀",
      "Chiara: 👀",
    ]
    let candidates = [chat, liked] + repeated.map { candidate([$0], [$0], count: 4) }
    let folded = state.foldGluedSenders(candidates, people: state.people(in: candidates))
    #expect(
      Set(folded.map(\.template.format))
        == ["%@: %@", "%@ liked your photo", "Reminder: ok", "Bruno: the parcel is here"])
    let merged = folded.first { $0.template.format == "%@: %@" }
    #expect(merged?.members.count == 8)
    #expect(merged?.template.count == 20)
  }

  /// A template whose slot is a given name before a surname and the colon folds into the
  /// chat when its senders, surname included, are known names, whatever its messages; one
  /// whose senders no alert names (`%@ said: %@`) stays.
  @Test func surnamesBeforeTheColonFoldWhenTheSendersAreKnown() {
    let texts = [
      "Ada Brown: ok", "Bruno Costa: lol", "Chiara: see you", "Lucía de la Fuente: hola",
      "Pedro de la Fuente: adiós", "Lucía de la Fuente liked your photo",
      "Pedro de la Fuente liked your photo", "Ines said: ok", "Tom said: lol",
    ]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func candidate(_ constants: [String], _ members: [String]) -> MiningState.Candidate {
      Self.candidate(constants, members, in: state)
    }
    let candidates = [
      candidate(["", ": ", ""], ["Ada Brown: ok", "Bruno Costa: lol", "Chiara: see you"]),
      candidate(
        ["", " liked your photo"],
        ["Lucía de la Fuente liked your photo", "Pedro de la Fuente liked your photo"]),
      candidate(
        ["", " de la Fuente: ", ""], ["Lucía de la Fuente: hola", "Pedro de la Fuente: adiós"]),
      candidate(["", " said: ", ""], ["Ines said: ok", "Tom said: lol"]),
    ]
    let folded = state.foldGluedSenders(candidates, people: state.people(in: candidates))
    #expect(Set(folded.map(\.template.format)) == ["%@: %@", "%@ liked your photo", "%@ said: %@"])
    #expect(folded.first { $0.template.format == "%@: %@" }?.members.count == 5)
    // Without the people of the other template, no sender of theirs is known.
    #expect(state.foldGluedSenders(candidates, people: [:]).count == candidates.count)
    #expect(MiningState.surnameEnd(Self.bytes(" de la Fuente: ")) == 13)
    #expect(MiningState.surnameEnd(Self.bytes(" said: ")) == 5)
    #expect(MiningState.surnameEnd(Self.bytes(" a b c d: ")) == nil)
    #expect(MiningState.surnameEnd(Self.bytes(" in ")) == nil)
  }

  /// A colon that ends every value of a first slot is the template's: it ends a sender's
  /// name, and the message after it is the template's text; values that do not all end with
  /// it, or a colon that is a whole value, leave the template as it was.
  @Test func aColonEveryFirstValueEndsWithIsTheTemplates() {
    let texts = ["张娜：你在哪？", "张子涵：你在哪？", "Ann: 你在哪？", "朱涛你在哪？", "：你在哪？"]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func given(_ members: [String]) -> String {
      var template = AlertTemplate(constants: [[], Self.bytes("你在哪？")], count: members.count)
      state.giveBackColon(
        &template, members: members.compactMap { state.texts.firstIndex(of: Self.bytes($0)) })
      return template.format
    }
    #expect(given(["张娜：你在哪？", "张子涵：你在哪？"]) == "%@：你在哪？")
    #expect(given(["张娜：你在哪？", "Ann: 你在哪？"]) == "%@你在哪？")
    #expect(given(["张娜：你在哪？", "朱涛你在哪？"]) == "%@你在哪？")
    #expect(given(["张娜：你在哪？", "：你在哪？"]) == "%@你在哪？")
  }

  @Test func aTemplateWithWordsStillTakesALiteral() {
    let templates = [
      AlertTemplate(constants: [[], Self.bytes(": "), []], count: 40),
      AlertTemplate(constants: [Self.bytes("Reminder: "), []], count: 5),
    ]
    let literals = Self.oneOffs.map(Self.bytes)
    var slots: [Range<Int>] = []
    let matcher = TemplateMatcher(templates: templates, literals: literals)
    #expect(literals[1].withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == 1)
    #expect(literals[0].withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == nil)
    // The literals are for the most specific preference only.
    let byLines = TemplateMatcher(templates: templates, preference: .mostLines, literals: literals)
    #expect(literals[0].withUnsafeBufferPointer { byLines.match($0, slots: &slots) } == 0)
  }

  /// A state over `own` and `rest`, and a stage of one candidate `%@ to %@` built from `own`.
  static func stage(own: [String], rest: [String]) -> (MiningState, MiningStage) {
    var state = MiningState(texts: (own + rest).map { (Array($0.utf8), 1) }, options: .init())
    state.buildSkeletons()
    let candidate = MiningState.Candidate(
      template: AlertTemplate(constants: [[], Array(" to ".utf8), []], count: own.count),
      members: own.compactMap { state.texts.firstIndex(of: Array($0.utf8)) })
    var covered = [Bool](repeating: false, count: state.texts.count)
    for member in candidate.members { covered[member] = true }
    return (state, MiningStage(candidates: [candidate], covered: covered))
  }

  /// A template of a common word between slots, built from a few texts of different messages,
  /// is a shell: of the texts left out it takes only those that share a value with its own,
  /// and the matcher gives it a text it never saw only on the same terms.
  @Test func aShellTakesOnlyTextsThatShareAValue() throws {
    let own = ["Switch to Mia", "Moved to Oslo", "heading to the gym", "Transfer to savings"]
    let leftOut = [
      "We texted a code to +1 555 0101", "Add a phone to your account", "Invite friends to chat",
      "Tap to retry the upload", "Scroll to the top",
    ]
    let sharing = "Switch to Noor"
    let others = (1...40).map { "Guest \($0) wants to join the list" }
    let (state, built) = Self.stage(own: own, rest: leftOut + [sharing] + others)
    var stage = built
    let literals = state.leftOutOfShells(&stage)
    #expect(stage.candidates[0].template.isShell)
    // The other texts with the word were left out too.
    #expect(Set(literals) == Set((leftOut + others).map { Array($0.utf8) }))

    let matcher = TemplateMatcher(
      templates: [stage.candidates[0].template], literals: literals, seen: state.texts)
    var slots: [Range<Int>] = []
    for text in leftOut { #expect(matcher.match(Array(text.utf8), slots: &slots) == nil) }
    for text in own + [sharing, "Moved to Rome"] {
      #expect(matcher.match(Array(text.utf8), slots: &slots) == 0, "\(text)")
    }
    #expect(matcher.match(Array("Send the report to your manager".utf8), slots: &slots) == nil)
  }

  /// A template whose texts the miner mostly built it from takes the few it left out.
  @Test func aTemplateOfItsOwnTextsTakesTheFewLeftOut() {
    let own = (1...12).map { "Ana Lima to Gate \($0)" }
    let (state, built) = Self.stage(own: own, rest: ["Gate change to B12"])
    var stage = built
    #expect(state.leftOutOfShells(&stage).isEmpty)
    #expect(!stage.candidates[0].template.isShell)
  }
}
