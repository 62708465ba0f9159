/// The people of an app, and the chat texts that templates of their own kept from the chat: a
/// message with little traffic, or senders whose names end in characters taken as text.
extension MiningState {
  /// The values of the slots of the templates with words of their own that may pass for a
  /// sender's name (see ``isSenderName(_:)``): the people an app names across its alerts.
  ///
  /// Each value maps to the index in `candidates` of the one template that holds it, or -1 when
  /// several do, so that a template's own values are no evidence for it.
  func people(in candidates: [Candidate]) -> [ArraySlice<UInt8>: Int] {
    var people: [ArraySlice<UInt8>: Int] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.slotCount > 0 && !candidate.isWordless {
      forEachName(in: candidate.template, members: candidate.members) { value in
        let holder = people[value]
        if holder == nil {
          people[value] = index
        } else if holder != index {
          people[value] = -1
        }
      }
    }
    return people
  }

  /// Calls `body` with each value of `template`'s slots over the texts `members` that may pass
  /// for a sender's name (``isSenderName(_:)``).
  func forEachName(
    in template: AlertTemplate, members: [Int], _ body: (ArraySlice<UInt8>) -> Void
  ) {
    var ranges: [Range<Int>] = []
    for member in members {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      for range in ranges where Self.isSenderName(text[range]) { body(text[range]) }
    }
  }

  /// Folds into a chat's template the templates of its texts that it left apart: one message,
  /// the end of its senders' names taken as text, or one chat line that repeats.
  ///
  /// A message sent by many people, but with too little traffic beside the chat's busiest
  /// ones to fold with them, stays a template of its own (`%@: on the bus?`). A given name of a
  /// script written without spaces is one or two characters that many senders share, so in a
  /// small sample it may become an anchor: `%@明：好` over three people called 明 is texts of
  /// `%@：%@`.
  ///
  /// Such a template starts with a slot, then one or two characters of that script (or none,
  /// when the slot is its only one) and the chat's separator. It folds when most of its texts'
  /// senders, those characters included, are names that the app's alerts show elsewhere
  /// (`people`, and the chat's own senders). A template whose word before the colon is its own
  /// (`%@说：%@`, said) has senders that appear nowhere with the word, and stays; so does a
  /// label's (`Update: %@`), whose slot follows the colon. So does a template whose slot is a
  /// given name before a surname of one to three words (`%@ de la Rosa: %@`), when most of its
  /// senders, surname included, are known names.
  ///
  /// A text without slots that the chat's template matches is a chat line sent often enough
  /// to be a template of its own (`Ana: 👀`, in a large sample): it folds when its sender is
  /// one of the chat's senders or the app's people, and its message one of the chat's
  /// messages or sent so by two known senders; a label's alert (`Reminder: the office is
  /// closed`) has no known sender.
  func foldGluedSenders(
    _ candidates: [Candidate], people: [ArraySlice<UInt8>: Int]
  ) -> [Candidate] {
    // The chats: a slot, a colon and another slot.
    var chats: [Int] = []
    for (index, candidate) in candidates.enumerated() where candidate.isWordless {
      let constants = candidate.template.constants
      guard constants.count == 3, constants[0].isEmpty, constants[2].isEmpty,
        MiningPunctuation.labelMarks.contains(constants[1].filter { $0 != 0x20 })
      else { continue }
      chats.append(index)
    }
    guard !chats.isEmpty else { return candidates }
    var ranges: [Range<Int>] = []
    var known = people
    var messages = Set<ArraySlice<UInt8>>()
    for chat in chats {
      let template = candidates[chat].template
      for member in candidates[chat].members {
        let text = texts[member]
        guard template.match(text, slots: &ranges) else { continue }
        known[text[ranges[0]]] = -1
        messages.insert(text[ranges[1]])
      }
    }
    // Chat lines that repeat: texts without slots that a chat's template splits into a known
    // sender and a message.
    var lines: [(index: Int, chat: Int, message: ArraySlice<UInt8>)] = []
    var senders: [ArraySlice<UInt8>: Set<ArraySlice<UInt8>>] = [:]
    for (index, candidate) in candidates.enumerated() where candidate.template.slotCount == 0 {
      let text = candidate.template.constants[0]
      guard
        let chat = chats.first(where: { chat in
          candidates[chat].template.match(text, slots: &ranges)
        }),
        known[text[ranges[0]]] != nil
      else { continue }
      lines.append((index, chat, text[ranges[1]]))
      senders[text[ranges[1]], default: []].insert(text[ranges[0]])
    }
    var result = candidates
    var folded = Set<Int>()
    for line in lines
    where messages.contains(line.message) || senders[line.message, default: []].count >= 2 {
      result[line.chat].members += candidates[line.index].members
      result[line.chat].template.count += candidates[line.index].template.count
      folded.insert(line.index)
    }
    for (index, candidate) in candidates.enumerated()
    where !candidate.isWordless && candidate.template.slotCount > 0 {
      guard let chat = gluedChat(index, of: candidates, chats: chats, known: known) else {
        continue
      }
      result[chat].members += candidate.members
      result[chat].template.count += candidate.template.count
      folded.insert(index)
    }
    guard !folded.isEmpty else { return candidates }
    return result.indices.filter { !folded.contains($0) }.map { result[$0] }.sorted {
      Self.order($0.template, $1.template)
    }
  }

  /// The chat (an index of `candidates`, among `chats`) that `candidates[index]` belongs to
  /// when its slot is a sender's given name, or whole name, glued to the chat's separator, and
  /// most of its senders are `known`.
  private func gluedChat(
    _ index: Int, of candidates: [Candidate], chats: [Int],
    known: [ArraySlice<UInt8>: Int]
  ) -> Int? {
    let candidate = candidates[index]
    let constants = candidate.template.constants
    guard constants.count >= 2, constants[0].isEmpty,
      let glued = Self.gluedNameEnd(constants[1]) ?? Self.surnameEnd(constants[1]),
      // A message on its own: the sender is the only slot.
      glued > 0 || constants.count == 2,
      let chat = chats.first(where: { chat in
        let separator = candidates[chat].template.constants[1]
        return constants[1][glued...].starts(with: separator)
      })
    else { return nil }
    var named = 0
    var ranges: [Range<Int>] = []
    for member in candidate.members {
      let text = texts[member]
      guard candidate.template.match(text, slots: &ranges) else { continue }
      let sender = text[ranges[0].lowerBound..<(ranges[0].upperBound + glued)]
      if let holder = known[sender], holder != index { named += 1 }
    }
    return named * 2 > candidate.members.count ? chat : nil
  }

  /// The length in bytes of a surname of one to three words, each after a space, at the start
  /// of `piece`, when a colon follows it straight away (` de la Rosa: `).
  static func surnameEnd(_ piece: [UInt8]) -> Int? {
    let tokens = AlertTokenizer.tokens(of: piece)
    var index = 0
    var words = 0
    while index + 1 < tokens.count, tokens[index].kind == .space,
      tokens[index].end - tokens[index].start == 1, tokens[index + 1].kind == .word
    {
      words += 1
      index += 2
    }
    guard (1...3).contains(words) else { return nil }
    let end = tokens[index - 1].end
    guard end <= 32,
      MiningPunctuation.labelMarks.contains(where: { piece[end...].starts(with: $0) })
    else {
      return nil
    }
    return end
  }

  /// The length in bytes of the one or two characters of a script written without spaces at
  /// the start of `piece`, or 0 for none, when a colon follows them straight away.
  static func gluedNameEnd(_ piece: [UInt8]) -> Int? {
    let tokens = AlertTokenizer.tokens(of: piece)
    var count = 0
    while count < tokens.count, count < 3, tokens[count].kind == .ideograph { count += 1 }
    guard count <= 2 else { return nil }
    let end = count == 0 ? 0 : tokens[count - 1].end
    guard MiningPunctuation.labelMarks.contains(where: { piece[end...].starts(with: $0) }) else {
      return nil
    }
    return end
  }
}
