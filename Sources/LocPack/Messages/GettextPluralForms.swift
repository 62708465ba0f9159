/// A gettext `Plural-Forms` header (`nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`)
/// and how its `msgstr[index]` forms map to the CLDR categories of a language.
///
/// gettext chooses a form by evaluating the expression on the count; CLDR names the forms by
/// category. ``categoryIndices(for:)`` connects the two by sampling: for each category the
/// language uses, the integers among 0…1000 and a few large ones (10⁴ … 10⁹) that CLDR puts in
/// that category are fed to the expression, and the category takes the form they give.
///
/// - A category whose samples all give one index takes that form.
/// - A category whose samples give different indices disagrees with CLDR: it takes the index
///   most of its samples give (the smallest on a tie), and the mapping reports the category
///   as a mismatch (the reader warns `messages.po-plural-forms-mismatch`).
/// - A category with no integer sample (fractions only: Russian and Polish `other`, Czech
///   `many`) takes no form — unless exactly one such category remains and exactly one index
///   below `nplurals` is given by no integer sample: that index is the form the header keeps
///   for fractions (Django's and Transifex's four-form Russian, Polish and Czech headers), and
///   the category takes it.
struct GettextPluralForms: Hashable, Sendable {
  /// The number of forms, `nplurals`.
  var count: Int
  /// The `plural=` expression.
  var expression: GettextPluralExpression

  /// How the forms map to a language's categories.
  struct Mapping: Hashable, Sendable {
    /// The `msgstr` index of each category that has one.
    var indices: [PluralCategory: Int]
    /// The categories whose samples gave more than one index, in CLDR order.
    var mismatched: [PluralCategory]
  }

  /// Why a header cannot be used; `offset` is the byte offset into the header's value.
  struct Failure: Error, Hashable, Sendable {
    var message: String
    var offset: Int
  }

  /// The integers sampled for each category: 0…1000, then larger counts that some languages
  /// treat apart (French and Spanish `many` for millions).
  static let samples: [UInt64] =
    Array(0...1000) + [10_000, 100_000, 1_000_000, 2_000_000, 10_000_000, 1_000_000_000]

  /// Reads the header value `nplurals=N; plural=EXPR;` (either order, spaces allowed, the
  /// last `;` optional).
  ///
  /// - Throws: ``Failure`` for a missing or non-numeric `nplurals` (0 or above 100 too), a
  ///   missing `plural=`, or a malformed expression.
  static func parse(_ value: [UInt8]) throws(Failure) -> GettextPluralForms {
    var count: Int?
    var expression: GettextPluralExpression?
    var index = 0
    while index < value.count {
      // One `name=value` part up to `;`.
      while index < value.count, isSpace(value[index]) || value[index] == UInt8(ascii: ";") {
        index += 1
      }
      guard index < value.count else { break }
      let nameStart = index
      while index < value.count, value[index] != UInt8(ascii: "="),
        value[index] != UInt8(ascii: ";"), !isSpace(value[index])
      {
        index += 1
      }
      let name = String(decoding: value[nameStart..<index], as: UTF8.self)
      while index < value.count, isSpace(value[index]) { index += 1 }
      guard index < value.count, value[index] == UInt8(ascii: "=") else {
        throw Failure(message: "expected '=' after '\(name)'", offset: index)
      }
      index += 1
      let valueStart = index
      while index < value.count, value[index] != UInt8(ascii: ";") { index += 1 }
      let part = Array(value[valueStart..<index])
      switch name {
      case "nplurals":
        let text = String(decoding: part.filter { !isSpace($0) }, as: UTF8.self)
        guard let number = Int(text), number >= 1, number <= 100 else {
          throw Failure(
            message: "nplurals must be a number from 1 to 100, not '\(text)'", offset: valueStart)
        }
        count = number
      case "plural":
        do {
          expression = try GettextPluralExpression.parse(part)
        } catch {
          switch error {
          case .syntax(let message, let offset):
            throw Failure(message: message, offset: valueStart + offset)
          case .divisionByZero:
            throw Failure(message: "division by zero", offset: valueStart)
          }
        }
      default:
        throw Failure(
          message: "unknown part '\(name)'; expected nplurals or plural", offset: nameStart)
      }
    }
    guard let count else { throw Failure(message: "no 'nplurals=' part", offset: 0) }
    guard let expression else { throw Failure(message: "no 'plural=' part", offset: 0) }
    return GettextPluralForms(count: count, expression: expression)
  }

  /// Maps the forms to the categories of `rules` (see the type's discussion).
  ///
  /// - Throws: ``Failure`` (offset 0) when the expression divides by zero for a sample or gives
  ///   an index of `nplurals` or more.
  func categoryIndices(for rules: PluralRules) throws(Failure) -> Mapping {
    var counts: [PluralCategory: [Int: Int]] = [:]
    var reached = Set<Int>()
    for sample in Self.samples {
      let index: UInt64
      do {
        index = try expression.evaluate(sample)
      } catch {
        throw Failure(message: "the plural expression divides by zero for n = \(sample)", offset: 0)
      }
      guard index < UInt64(count) else {
        throw Failure(
          message:
            "the plural expression gives \(index) for n = \(sample), but nplurals is \(count)",
          offset: 0)
      }
      let category = rules.category(for: Int(sample))
      counts[category, default: [:]][Int(index), default: 0] += 1
      reached.insert(Int(index))
    }
    var indices: [PluralCategory: Int] = [:]
    var mismatched: [PluralCategory] = []
    for category in rules.categories.sorted() {
      guard let tally = counts[category] else { continue }
      // The most frequent index, the smallest on a tie.
      let best = tally.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }
      if let best { indices[category] = best.key }
      if tally.count > 1 { mismatched.append(category) }
    }
    let unmapped = rules.categories.filter { indices[$0] == nil }
    let unreached = (0..<count).filter { !reached.contains($0) }
    if unmapped.count == 1, unreached.count == 1, let category = unmapped.first {
      indices[category] = unreached[0]
    }
    return Mapping(indices: indices, mismatched: mismatched)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }
}
