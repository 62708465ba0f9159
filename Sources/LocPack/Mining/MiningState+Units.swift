/// Templates that differ only in a short unit beside a number.
///
/// A time's `AM`/`PM` (`오전`/`오후`), a distance's `km`/`mi`: the unit is written with the
/// number, so it belongs to the value, and the templates that keep it as text are one template
/// (`Reminder: %@ on %@ at %@ PM` beside `… at %@ AM`). The families of the token miner fold
/// such a unit when the texts that differ in it are otherwise alike; in a sample where the
/// template has few lines, its texts gather by other slots first, one template for each unit,
/// and a pair of templates never folds as a short list. They fold here: two or more templates
/// whose text is the same but for one unit beside the same slot, every value of
/// which holds a number. A currency sign before an amount is such a unit too (`You sent $%@`),
/// and so is a template that leaves the unit to its values (`You sent %@` with `€12.00`); the
/// units may stand on either side (`你已向%@转账¥%@` beside `你已向%@转账%@元`).
extension MiningState {
  /// The longest unit, in Unicode scalars: two ASCII letters, three of another script.
  static let maxUnitScalars = (ascii: 2, other: 3)

  /// Folds the candidates that differ only in a unit beside a slot of numbers.
  func foldUnitsBesideNumbers(_ candidates: [Candidate]) -> [Candidate] {
    // Candidates keyed by their constants without the unit, with the side and the slot.
    var families: [[[UInt8]]: [(index: Int, unit: [UInt8])]] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count <= Self.maxFoldPieces {
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

  /// The end of a unit that opens a piece after a slot (past one space), when the piece ends
  /// with it or goes on with a symbol (`PM. Stay indoors.`), not with more words; or of one
  /// ideograph right after the slot, as counters and currencies are written without spaces
  /// (`%@元`, `%@円を送金しました`).
  static func unitEnd(atStartOf piece: [UInt8]) -> Int? {
    var tokens: [AlertTokenizer.Token] = []
    piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    if let first = tokens.first, first.kind == .ideograph { return first.end }
    var index = 0
    if index < tokens.count, tokens[index].kind == .space { index += 1 }
    guard index < tokens.count, isUnit(piece, tokens[index]) else { return nil }
    if index + 1 < tokens.count, tokens[index + 1].kind != .symbol { return nil }
    return tokens[index].end
  }

  /// The start of a unit that closes a piece before a slot (past one space), when the piece
  /// starts with it or a symbol stands before it (`(오전 `), not more words.
  static func unitStart(atEndOf piece: [UInt8]) -> Int? {
    var tokens: [AlertTokenizer.Token] = []
    piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    var index = tokens.count - 1
    if index >= 0, tokens[index].kind == .space { index -= 1 }
    guard index >= 0, isUnit(piece, tokens[index]) else { return nil }
    if index > 0, tokens[index - 1].kind != .symbol, !isCurrency(piece, tokens[index]) {
      return nil
    }
    return tokens[index].start
  }

  /// Whether a token is a word short enough for a unit (``maxUnitScalars``).
  static func isUnit(_ piece: [UInt8], _ token: AlertTokenizer.Token) -> Bool {
    if isCurrency(piece, token) { return true }
    guard token.kind == .word else { return false }
    var scalars = 0
    var isASCII = true
    for byte in piece[token.start..<token.end] where byte & 0xC0 != 0x80 {
      scalars += 1
      if byte >= 0x80 { isASCII = false }
    }
    return scalars <= (isASCII ? maxUnitScalars.ascii : maxUnitScalars.other)
  }

  /// Whether a token is one currency sign (`$`, `€`, `₺`).
  static func isCurrency(_ piece: [UInt8], _ token: AlertTokenizer.Token) -> Bool {
    guard token.kind == .symbol else { return false }
    let scalars = String(decoding: piece[token.start..<token.end], as: UTF8.self).unicodeScalars
    return scalars.count == 1 && scalars.first?.properties.generalCategory == .currencySymbol
  }
}
