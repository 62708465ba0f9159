/// Templates that differ only in a short unit beside a number.
///
/// A time's `AM`/`PM`, a distance's `km`/`mi`: the unit is written with the number, so it
/// belongs to the value, and the templates that keep it as text are one template (`Meeting:
/// %@ at %@ PM` beside `… at %@ AM`). The families of the token miner fold
/// such a unit when the texts that differ in it are otherwise alike; in a sample where the
/// template has few lines, its texts gather by other slots first, one template for each unit,
/// and a pair of templates never folds as a short list. They fold here: two or more templates
/// whose text is the same but for one unit beside the same slot, every value of
/// which holds a number. A currency sign before an amount is such a unit too (`You gave $%@`,
/// with a country's capitals glued to it: `NZ$%@`), and so is a template that leaves the unit
/// to its values (`You gave %@` with `€12.00`); the units may stand on either side (`支付¥%@`
/// beside `支付%@元`).
extension MiningState {

  /// Folds the candidates that differ only in a unit beside a slot of numbers.
  func foldUnitsBesideNumbers(_ candidates: [Candidate]) -> [Candidate] {
    // Candidates keyed by their constants without the unit, with the side and the slot.
    var families: [[[UInt8]]: [(index: Int, unit: [UInt8])]] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count <= MiningThresholds.maxFoldPieces {
      // Keyed by the slot, not the side: a sign before the amount (`¥%@`) and a unit after it
      // (`%@元`) are the same template's money written two ways.
      let constants = candidate.template.constants
      for slot in 0..<(constants.count - 1) {
        let marker: [UInt8] = [0xFF, UInt8(truncatingIfNeeded: slot)]
        // Without a unit: the values of the slot carry theirs (`€12.00` beside `$%@`).
        families[constants + [marker], default: []].append((index, []))
        // Before the slot, at the end of the piece before it.
        if let start = Self.unitStart(atEndOf: constants[slot]) {
          var key = constants
          key[slot] = Array(constants[slot][..<start])
          key.append(marker)
          families[key, default: []].append((index, Array(constants[slot][start...])))
        }
        // After the slot, at the start of the piece after it.
        if let end = Self.unitEnd(atStartOf: constants[slot + 1]) {
          var key = constants
          key[slot + 1] = Array(constants[slot + 1][end...])
          key.append(marker)
          families[key, default: []].append((index, Array(constants[slot + 1][..<end])))
        }
      }
    }
    // Each family, with its members that leave the unit to the values.
    var tried: [(key: [[UInt8]], members: [Int], plain: [Int])] = []
    for (key, entries) in families where entries.count >= 2 {
      guard Set(entries.map(\.unit)).count == entries.count,
        entries.contains(where: { !$0.unit.isEmpty })
      else { continue }
      tried.append(
        (key, entries.map(\.index).sorted(), entries.filter(\.unit.isEmpty).map(\.index)))
    }
    // Largest first, then by their first member: a deterministic order.
    tried.sort {
      if $0.members.count != $1.members.count { return $0.members.count > $1.members.count }
      if $0.members != $1.members { return $0.members.lexicographicallyPrecedes($1.members) }
      return $0.key.lexicographicallyPrecedes($1.key) { $0.lexicographicallyPrecedes($1) }
    }
    var used = Set<Int>()
    var merged: [Candidate] = []
    for (key, members, plain) in tried where !members.contains(where: used.contains) {
      guard
        let fold = unitFold(
          members.map { candidates[$0] }, key: key, plain: plain.map { candidates[$0] })
      else { continue }
      used.formUnion(members)
      merged.append(fold)
    }
    return Self.replacing(candidates, used: used, with: merged)
  }

  /// The candidate that replaces templates differing in a unit, if the slot beside the unit
  /// holds numbers in every one of them and the template keeps words of its own.
  ///
  /// A template without the unit (`plain`) joins when every value of that slot carries a unit:
  /// it starts or ends with something other than a digit.
  func unitFold(_ family: [Candidate], key: [[UInt8]], plain: [Candidate] = []) -> Candidate? {
    guard let marker = key.last, marker.count == 2 else { return nil }
    let constants = Array(key.dropLast())
    let slot = Int(marker[1])
    guard slot < constants.count - 1, Self.lexicalCount(constants) >= 2 else {
      return nil
    }
    for candidate in family {
      let values = slotValues(candidate)
      guard slot < values.count, !values[slot].isEmpty,
        values[slot].allSatisfy({ Self.holdsDigit($0) })
      else { return nil }
    }
    let isDigit = { (byte: UInt8?) in byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? true }
    for candidate in plain {
      let values = slotValues(candidate)[slot]
      guard values.allSatisfy({ !isDigit($0.first) || !isDigit($0.last) }) else { return nil }
    }
    guard var fold = folded(family, into: constants) else { return nil }
    fold.members.sort()
    return fold
  }

  /// The end of a unit that opens a piece after a slot, whatever follows it.
  ///
  /// The unit stands past one space (`PM. Stay home.`, `€ for “%@”`: the money of an offer is
  /// written with either unit, and the sentence goes on), or it is one ideograph right after
  /// the slot, as counters and currencies are written without spaces (`%@元`, `%@円`). Each fold that takes a unit out asks for numbers in every
  /// value of the slot beside it.
  static func unitEnd(atStartOf piece: [UInt8]) -> Int? {
    let tokens = AlertTokenizer.tokens(of: piece)
    if let first = tokens.first, first.kind == .ideograph { return first.end }
    var index = 0
    if index < tokens.count, tokens[index].kind == .space { index += 1 }
    guard index < tokens.count, isUnit(piece, tokens[index]) else { return nil }
    // An abbreviation with inner periods (`a.m`, `p.m`) is one unit.
    return tokens[abbreviationEnd(piece, tokens, from: index)].end
  }

  /// The last token of an abbreviation with inner periods that starts at the unit at `index`
  /// (`a.m`, `p.m`: short words joined by single periods); `index` itself when none does.
  static func abbreviationEnd(
    _ piece: [UInt8], _ tokens: [AlertTokenizer.Token], from index: Int
  ) -> Int {
    var last = index
    while last + 2 < tokens.count, tokens[last].kind == .word,
      piece[tokens[last + 1].start..<tokens[last + 1].end].elementsEqual([0x2E]),
      tokens[last + 2].kind == .word, isUnit(piece, tokens[last + 2])
    {
      last += 2
    }
    return last
  }

  /// The start of a unit that closes a piece before a slot (past one space), when the piece
  /// starts with it or a symbol stands before it (`(PM `), not more words.
  static func unitStart(atEndOf piece: [UInt8]) -> Int? {
    let tokens = AlertTokenizer.tokens(of: piece)
    var index = tokens.count - 1
    if index >= 0, tokens[index].kind == .space { index -= 1 }
    guard index >= 0, isUnit(piece, tokens[index]) else { return nil }
    if index > 0, tokens[index - 1].kind != .symbol, !isCurrency(piece, tokens[index]) {
      return nil
    }
    if index > 0, isCurrency(piece, tokens[index]), isCountryPrefix(piece, tokens, index - 1) {
      return tokens[index - 1].start
    }
    return tokens[index].start
  }

  /// Whether the token at `index` is a country's letters glued to the currency sign after it
  /// (`NZ$`, `US$`, `R$`): one to three ASCII capitals, not the end of a longer word.
  static func isCountryPrefix(
    _ piece: [UInt8], _ tokens: [AlertTokenizer.Token], _ index: Int
  ) -> Bool {
    let token = tokens[index]
    guard token.kind == .word, token.end == tokens[index + 1].start, token.end - token.start <= 3,
      piece[token.start..<token.end].allSatisfy({ $0 >= 0x41 && $0 <= 0x5A })
    else { return false }
    return index == 0 || tokens[index - 1].end < token.start || tokens[index - 1].kind != .word
  }

  /// Whether a token is a word short enough for a unit (``MiningThresholds/maxUnitScalars``).
  static func isUnit(_ piece: [UInt8], _ token: AlertTokenizer.Token) -> Bool {
    if isCurrency(piece, token) { return true }
    guard token.kind == .word else { return false }
    var scalars = 0
    var isASCII = true
    for byte in piece[token.start..<token.end] where byte & 0xC0 != 0x80 {
      scalars += 1
      if byte >= 0x80 { isASCII = false }
    }
    return scalars
      <= (isASCII ? MiningThresholds.maxUnitScalars.ascii : MiningThresholds.maxUnitScalars.other)
  }

  /// Whether a token is one currency sign (`$`, `€`, `₺`).
  static func isCurrency(_ piece: [UInt8], _ token: AlertTokenizer.Token) -> Bool {
    guard token.kind == .symbol else { return false }
    let scalars = String(decoding: piece[token.start..<token.end], as: UTF8.self).unicodeScalars
    return scalars.count == 1 && scalars.first?.properties.generalCategory == .currencySymbol
  }
}

/// A unit the values of a slot carry themselves, in the texts of a sample left out.
///
/// In mixed traffic a template may have a dozen lines, most of which write an amount with a
/// sign before it (`Spent ¥531 at %@`) and a few with a unit after it (`Spent 16,194円 at %@`,
/// some at a store that recurs). The sign becomes the
/// template's text, and the texts with the other unit are too few for a template: they stay
/// literal, or make a template of their own with another value written out. They are the same
/// template, its money written two ways: the unit moves into the values
/// (`Spent %@ at %@`), and the texts left out that it then matches, each with a number and
/// a unit in that slot, join it, as do the templates it matches in full.
extension MiningState {
  /// The candidates with each template whose slot of numbers has a unit beside it taking the
  /// unit into its values, when texts of the sample left out (`covered` false) or other
  /// templates write the same text with another unit there; those texts are then covered.
  func foldUnitsIntoValues(_ candidates: [Candidate], covered: inout [Bool]) -> [Candidate] {
    // Only a text with a number can join.
    let left = covered.indices.filter { !covered[$0] && Self.holdsDigit(texts[$0]) }
    guard !left.isEmpty || candidates.count > 1 else { return candidates }
    var result = candidates
    var gone = [Bool](repeating: false, count: candidates.count)
    var ranges: [Range<Int>] = []
    for index in candidates.indices where !gone[index] {
      let constants = result[index].template.constants
      guard constants.count <= MiningThresholds.maxFoldPieces, Self.lexicalCount(constants) >= 2
      else {
        continue
      }
      var values: [Set<ArraySlice<UInt8>>]? = nil
      for slot in 0..<(constants.count - 1) {
        guard let (general, unit) = Self.withoutUnit(constants, beside: slot) else { continue }
        if values == nil { values = slotValues(result[index]) }
        guard let values, slot < values.count, values[slot].allSatisfy({ Self.holdsDigit($0) })
        else { continue }
        var template = AlertTemplate(
          constants: general, count: 0, example: result[index].template.example)
        // A text joins when the looser template matches it with a number and another unit
        // there (the same unit is the template's own text: `%@点`, `%@が`).
        let joins = { (text: [UInt8]) in
          guard Self.matchesAtEnds(template, text, slots: &ranges),
            let other = Self.unitOfNumber(text[ranges[slot]])
          else { return false }
          return !other.elementsEqual(unit)
        }
        let (strays, others) = joiners(
          of: index, in: result, gone: gone, left: left, covered: covered, joins: joins)
        guard !strays.isEmpty || !others.isEmpty else { continue }
        let joining = gathered(strays: strays, others: others, in: result)
        var members = result[index].members + joining.members
        template.count = result[index].template.count + joining.lines
        for other in others { gone[other] = true }
        for stray in strays { covered[stray] = true }
        members.sort()
        result[index] = Candidate(template: template, members: members)
        break
      }
    }
    return result.indices.filter { !gone[$0] }.map { result[$0] }
      .sorted { Self.order($0.template, $1.template) }
  }

  /// The texts that may join the candidate at `index` under a looser template: those left
  /// out (`left`, still not `covered`) that `joins` takes, and the other candidates not `gone`
  /// all of whose texts it takes.
  func joiners(
    of index: Int, in candidates: [Candidate], gone: [Bool], left: [Int], covered: [Bool],
    joins: ([UInt8]) -> Bool
  ) -> (strays: [Int], others: [Int]) {
    let strays = left.filter { !covered[$0] && joins(texts[$0]) }
    let others = candidates.indices.filter { other in
      other != index && !gone[other] && !candidates[other].members.isEmpty
        && candidates[other].members.allSatisfy { joins(texts[$0]) }
    }
    return (strays, others)
  }

  /// The texts of `strays` and of the candidates at `others`, and their lines.
  func gathered(strays: [Int], others: [Int], in candidates: [Candidate]) -> (
    members: [Int], lines: Int
  ) {
    var members = strays
    var lines = strays.reduce(0) { $0 + counts[$1] }
    for other in others {
      members += candidates[other].members
      lines += candidates[other].template.count
    }
    return (members, lines)
  }

  /// Whether `template` matches `text`, its slots in `slots`: the text's ends are compared
  /// with the template's first and last pieces first, a cheap test that most texts fail.
  static func matchesAtEnds(
    _ template: AlertTemplate, _ text: [UInt8], slots: inout [Range<Int>]
  ) -> Bool {
    guard let first = template.constants.first, let last = template.constants.last,
      text.count > first.count + last.count
    else { return false }
    for index in first.indices where text[index] != first[index] { return false }
    let offset = text.count - last.count
    for index in last.indices where text[offset + index] != last[index] { return false }
    return template.match(text, slots: &slots)
  }

  /// The constants with the unit beside a slot taken out: a currency sign or short word at
  /// the end of the piece before it, or a unit at the start of the piece after it.
  static func withoutUnit(_ constants: [[UInt8]], beside slot: Int) -> (
    constants: [[UInt8]], unit: ArraySlice<UInt8>
  )? {
    var result = constants
    var tokens: [AlertTokenizer.Token] = []
    let unit: ArraySlice<UInt8>
    if let start = unitStart(atEndOf: constants[slot]) {
      result[slot] = Array(constants[slot][..<start])
      unit = constants[slot][start...]
    } else if let end = unitEnd(atStartOf: constants[slot + 1]) {
      result[slot + 1] = Array(constants[slot + 1][end...])
      unit = constants[slot + 1][..<end]
    } else {
      return nil
    }
    // The unit without the space between it and the number.
    unit.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    guard let first = tokens.first(where: { $0.kind != .space }),
      let last = tokens.last(where: { $0.kind != .space })
    else { return nil }
    return (result, unit[(unit.startIndex + first.start)..<(unit.startIndex + last.end)])
  }

  /// The unit of a value that is one number with a unit before or after it, across a space
  /// at most (`¥500`, `1,200円`, `10:00 AM`, `€ 12`); nil for any other value.
  static func unitOfNumber(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let bytes = Array(value)
    let tokens = AlertTokenizer.tokens(of: bytes).filter { $0.kind != .space }
    // A number, then an abbreviation with inner periods (`9.30 p.m`).
    if tokens.count > 2, tokens[0].kind == .digits,
      holdsDigit(bytes[tokens[0].start..<tokens[0].end]), isUnit(bytes, tokens[1]),
      abbreviationEnd(bytes, tokens, from: 1) == tokens.count - 1
    {
      let unit =
        (value.startIndex + tokens[1].start)..<(value.startIndex + tokens[tokens.count - 1].end)
      return value[unit]
    }
    guard tokens.count == 2 else { return nil }
    let (number, unit) = tokens[0].kind == .digits ? (tokens[0], tokens[1]) : (tokens[1], tokens[0])
    guard number.kind == .digits, holdsDigit(bytes[number.start..<number.end]),
      unit.kind == .ideograph || isUnit(bytes, unit)
    else { return nil }
    return value[(value.startIndex + unit.start)..<(value.startIndex + unit.end)]
  }
}
