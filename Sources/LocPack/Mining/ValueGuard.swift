/// The miner's privacy invariant: no value becomes table text.
///
/// A template's constant text ships inside the app, to every user and to translators. Text
/// that the corpus shows as a value — a whole slot value of a template — more often than as
/// constant text is a person's name, a user's message, a title or an ID, and a template
/// whose constant text holds it has frozen a value: `%@ Blue Planet` (a title that other
/// alerts carry in a slot), `%@ on the bus 👋` (a chat message), `Der Sensor heißt Hall
/// Lamp` (one device name repeated). Such a template is dropped: its
/// texts go to another template or stay literal, which is lossless and ships no value.
///
/// The evidence, from the mined texts and their counts:
/// - every text is matched as the optimizer matches it; each whole slot value counts its
///   text's occurrences as **argument** uses;
/// - each run of whole words in a template's constant pieces (between spaces and
///   punctuation, at most ``MiningThresholds/maxRunWords`` words) counts the template's
///   occurrences as **text** uses, summed over the templates that hold it;
/// - a template is dropped when one of its runs has more argument uses than text uses;
/// - a template is dropped when one of its runs of two words or more fills the slots of
///   ``MiningThresholds/minValueContexts`` other templates or more: a string that travels
///   between messages (`Ana Lima` shared a file, joined a team, sent a message) is data, while
///   wording belongs to its message;
/// - a template is dropped when its constant text has no words but values: every word of
///   it lies in a run that other templates carry as a whole slot value (`%@ Ana Lima`, `%@:
///   ok` beside a chat's `%@: %@`). Such a template has no wording of its own to translate,
///   only data. The evidence weighs as much as the lines that give it:
///   ``MiningThresholds/minCoverContexts`` templates of any size, or, for a run of two words
///   or more, one template with as many lines as this one.
///   A smaller template that carries a larger one's wording in its slot (`%@: %@` with
///   `Version: 2.1` beside the 56 texts of `Version %@`) only shows that it is too general;
/// - a template is dropped when each of its constant pieces, as a whole, stands more often
///   among values than as wording: inside slot values or in texts no template takes, against
///   the templates that hold it as text (`%@ where r u?`: a chat message that several rare
///   alerts end with, their own wording left in the slot).
///
/// Runs must hold a letter or a digit and two characters at least: a lone `a` or `1`
/// settles nothing.
///
/// Comparing a run with itself across the corpus needs no threshold tuned to any data set:
/// the same string is either mostly a value or mostly wording.
struct ValueGuard {

  /// The templates that freeze no value, in their order, checked again after each drop
  /// until none is dropped (at most ``MiningThresholds/valueGuardRounds`` times); and the ones
  /// dropped.
  static func filter(
    _ templates: [AlertTemplate], texts: [(text: [UInt8], count: Int)], literals: [[UInt8]]
  ) -> (kept: [AlertTemplate], dropped: [AlertTemplate]) {
    var kept = templates
    var dropped: [AlertTemplate] = []
    for _ in 0..<MiningThresholds.valueGuardRounds {
      let round = filterOnce(kept, texts: texts, literals: literals)
      kept = round.kept
      dropped += round.dropped
      if round.dropped.isEmpty { break }
    }
    return (kept, dropped)
  }

  /// One check of every template against the values the others' slots carry.
  static func filterOnce(
    _ templates: [AlertTemplate], texts: [(text: [UInt8], count: Int)], literals: [[UInt8]]
  ) -> (kept: [AlertTemplate], dropped: [AlertTemplate]) {
    guard !templates.isEmpty else { return (templates, []) }
    let matcher = TemplateMatcher(
      templates: templates, preference: .mostSpecific, literals: literals)
    var argumentUses: [[UInt8]: Int] = [:]
    // The templates whose slots each value fills, up to one more than
    // ``MiningThresholds/minValueContexts``.
    var argumentTemplates: [[UInt8]: [Int]] = [:]
    var templateUses = [Int](repeating: 0, count: templates.count)
    let pieces = templates.map { $0.constants.compactMap(wholeRun) }
    let travelling = TravellingRuns(pieces.flatMap { $0 })
    var slots: [Range<Int>] = []
    for (text, count) in texts {
      let found = matcher.match(text, slots: &slots)
      guard let found, found >= 0, found < templates.count else {
        travelling.count(in: text[...], lines: count)
        continue
      }
      templateUses[found] += count
      for slot in slots where slot.lowerBound >= 0 && slot.upperBound <= text.count {
        travelling.count(in: text[slot], lines: count)
      }
      for slot in slots where slot.count >= 2 && slot.count <= MiningThresholds.maxValueBytes {
        guard slot.lowerBound >= 0, slot.upperBound <= text.count else { continue }
        let value = Array(text[slot])
        guard isEvidence(value[...]) else { continue }
        argumentUses[value, default: 0] += count
        var contexts = argumentTemplates[value] ?? []
        if contexts.count <= MiningThresholds.minValueContexts, !contexts.contains(found) {
          contexts.append(found)
          argumentTemplates[value] = contexts
        }
      }
    }
    guard !argumentUses.isEmpty || !travelling.lines.isEmpty else { return (templates, []) }
    // Text uses, only of the runs that are also values; and whether values cover each
    // template's every word.
    var runsOfTemplate: [[[UInt8]]] = []
    var textUses: [[UInt8]: Int] = [:]
    for (index, template) in templates.enumerated() {
      var runs: [[UInt8]] = []
      for piece in template.constants {
        for run in wordRuns(piece).runs where argumentUses[run.bytes] != nil {
          runs.append(run.bytes)
        }
      }
      for piece in pieces[index] where travelling.lines[piece] != nil { runs.append(piece) }
      for run in Set(runs) { textUses[run, default: 0] += templateUses[index] }
      runsOfTemplate.append(runs)
    }
    // Values alone, weighed first with every template's slots as evidence, then without the
    // slots of the templates that are values alone themselves (`%@ Ana Lima`, whose slot
    // holds other templates' wording).
    let evidence = Evidence(
      uses: argumentUses, templates: argumentTemplates, templateUses: templateUses)
    let firstLook = templates.indices.map {
      evidence.onlyValues(templates[$0], index: $0, ignoring: [])
    }
    let ignored = Set(templates.indices.filter { firstLook[$0] })
    let onlyValues = templates.indices.map {
      firstLook[$0] && evidence.onlyValues(templates[$0], index: $0, ignoring: ignored)
    }
    var kept: [AlertTemplate] = []
    var dropped: [AlertTemplate] = []
    for (index, template) in templates.enumerated() {
      let travels =
        !pieces[index].isEmpty
        && pieces[index].allSatisfy { (travelling.lines[$0] ?? 0) > (textUses[$0] ?? 0) }
      let freezes =
        onlyValues[index] || travels
        || runsOfTemplate[index].contains { run in
          (argumentUses[run] ?? 0) > (textUses[run] ?? 0)
            || (isName(run)
              && (argumentTemplates[run]?.filter { $0 != index }.count ?? 0)
                >= MiningThresholds.minValueContexts)
        }
      if freezes { dropped.append(template) } else { kept.append(template) }
    }
    return (kept, dropped)
  }

  /// The slot values a check weighs: each value's argument uses, the templates whose slots
  /// carry it (up to one more than ``MiningThresholds/minValueContexts``), and each
  /// template's lines.
  struct Evidence {
    var uses: [[UInt8]: Int]
    var templates: [[UInt8]: [Int]]
    var templateUses: [Int]

    /// Whether every word of `template` (at `index`) lies in a run that other templates'
    /// slots carry as a whole value, leaving out the slots of the templates in `ignoring`:
    /// ``MiningThresholds/minCoverContexts`` templates of any size, or, for a run of two
    /// words or more, one with as many lines as this one.
    func onlyValues(_ template: AlertTemplate, index: Int, ignoring: Set<Int>) -> Bool {
      var words = 0
      var covered = 0
      for piece in template.constants {
        let (pieceWords, pieceRuns) = wordRuns(piece)
        var isCovered = [Bool](repeating: false, count: pieceWords.count)
        for run in pieceRuns where uses[run.bytes] != nil {
          let others = templates[run.bytes]?.filter { $0 != index && !ignoring.contains($0) } ?? []
          guard
            others.count >= MiningThresholds.minCoverContexts
              || (isName(run.bytes)
                && others.contains(where: { templateUses[$0] >= templateUses[index] }))
          else { continue }
          for word in run.words { isCovered[word] = true }
        }
        words += pieceWords.count
        covered += isCovered.count { $0 }
      }
      return words > 0 && covered == words
    }
  }

  /// The ranges of the words of `bytes` (see ``isSeparator(_:)``).
  static func words(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var start: Int?
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let end = min(bytes.endIndex, index + scalarLength(bytes[index]))
      if isSeparator(bytes[index..<end]) {
        if let open = start { words.append(open..<index) }
        start = nil
      } else if start == nil {
        start = index
      }
      index = end
    }
    if let open = start { words.append(open..<bytes.endIndex) }
    // A period ends a sentence, not the word before it (`by Ana Lima.`); inside a word it is
    // the word's (`backup-2024.zip`).
    for index in words.indices {
      while words[index].count > 1, bytes[words[index].upperBound - 1] == UInt8(ascii: ".") {
        words[index] = words[index].lowerBound..<words[index].upperBound - 1
      }
    }
    return words
  }

  /// The words of `piece`, and every run of one to ``MiningThresholds/maxRunWords`` of them that is evidence
  /// (see ``isEvidence(_:)``): its bytes (the separators between the words included) and the
  /// words it spans.
  static func wordRuns(_ piece: [UInt8]) -> (
    words: [Range<Int>], runs: [(bytes: [UInt8], words: Range<Int>)]
  ) {
    let words = words(piece[...])
    var runs: [(bytes: [UInt8], words: Range<Int>)] = []
    for first in words.indices {
      for last in first..<min(words.count, first + MiningThresholds.maxRunWords) {
        let run = piece[words[first].lowerBound..<words[last].upperBound]
        if run.count <= MiningThresholds.maxValueBytes, isEvidence(run) {
          runs.append((Array(run), first..<last + 1))
        }
      }
    }
    return (words, runs)
  }

  /// A constant piece's words as one run, from its first word to its last, if it is evidence
  /// and at most ``MiningThresholds/maxRunWords`` words long.
  static func wholeRun(_ piece: [UInt8]) -> [UInt8]? {
    let words = words(piece[...])
    guard let first = words.first, let last = words.last,
      words.count <= MiningThresholds.maxRunWords
    else { return nil }
    let run = piece[first.lowerBound..<last.upperBound]
    guard run.count <= MiningThresholds.maxValueBytes, isEvidence(run) else { return nil }
    return Array(run)
  }

  /// Whether a string can be evidence: two characters at least, one a letter or a digit.
  static func isEvidence(_ bytes: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    var characters = 0
    var hasWord = false
    for scalar in text.unicodeScalars {
      characters += 1
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { hasWord = true }
    }
    return characters >= 2 && hasWord
  }

  /// Whether a run is of two words or more with a letter: a name, a title or a phrase.
  ///
  /// A single word or number filling several slots (`Ana`, `10`) may also be some
  /// template's wording; the other checks judge it.
  static func isName(_ run: [UInt8]) -> Bool {
    var words = 0
    var inWord = false
    var hasLetter = false
    for scalar in String(decoding: run, as: UTF8.self).unicodeScalars {
      if scalar.properties.isWhitespace {
        inWord = false
      } else {
        if !inWord { words += 1 }
        inWord = true
        if scalar.properties.isAlphabetic { hasLetter = true }
      }
    }
    return words >= 2 && hasLetter
  }

  /// The length of the UTF-8 sequence a lead byte starts (1 for a stray byte).
  static func scalarLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }

  /// Whether one character separates words: white space, or punctuation that is not part of
  /// a word (``MiningPunctuation/isWordMark(_:)``: an apostrophe, hyphen or period inside a
  /// name or file name is).
  private static func isSeparator(_ character: ArraySlice<UInt8>) -> Bool {
    guard let first = character.first else { return true }
    if character.count == 1 {
      return first <= 0x20
        || (MiningPunctuation.isASCIIMark(first) && !MiningPunctuation.isWordMark(first))
    }
    var iterator = character.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return true }
    if scalar.properties.isWhitespace { return true }
    switch scalar.properties.generalCategory {
    case .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation:
      return true
    case .otherPunctuation:
      // `：`, `、`, `。`, `·`, `¡`, `¿`: sentence and list marks of every script.
      return true
    default:
      return false
    }
  }
}
