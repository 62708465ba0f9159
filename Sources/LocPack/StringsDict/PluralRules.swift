/// CLDR cardinal plural rules for one locale: which ``PluralCategory`` a count falls into.
///
/// The rules of every locale in CLDR's `plurals.xml` ship as data in the library (no resource
/// bundle) and are parsed on first use.
///
/// ```swift
/// PluralRules.category(for: 21, locale: "ru")      // .one
/// PluralRules.category(for: "1.0", locale: "en")   // .other — "1.0" shows a fraction digit
/// PluralRules.categories(locale: "pl")             // [.one, .few, .many, .other]
/// ```
///
/// Locale identifiers may use `-` or `_` and may carry script, region and variant subtags:
/// `ru-RU`, `pt_BR`, `zh-Hans`, `zh-Hant-TW`, `sr-Latn`. `pt-PT` (and the other locales CLDR
/// derives from it, such as `pt-AO`) has its own rules. An unknown language falls back to CLDR's
/// `root` rules (only `other`), and ``isFallback`` says so.
public struct PluralRules: Hashable, Sendable {
  /// One category's rule.
  struct Rule: Hashable, Sendable {
    var category: PluralCategory
    var condition: PluralCondition
    /// The rule as CLDR writes it, samples included.
    var text: String
  }

  /// The CLDR locale id whose rules these are: `ru`, `pt_PT`, `root` ….
  public let localeIdentifier: String
  /// Whether the requested locale was unknown and these are the `root` rules.
  public let isFallback: Bool
  /// The rules in CLDR order, `other` last.
  let rules: [Rule]

  /// The rules for a locale identifier such as `ru-RU`, `pt_BR` or `zh-Hant-TW`.
  public init(locale identifier: String) {
    let table = Self.table
    let match = Self.match(identifier, in: table)
    localeIdentifier = match.id
    isFallback = match.isFallback
    rules = table.ruleSets[table.index[match.id] ?? 0]
  }

  /// The categories the locale uses; always contains `.other`.
  public var categories: Set<PluralCategory> {
    var result: Set<PluralCategory> = [.other]
    for rule in rules { result.insert(rule.category) }
    return result
  }

  /// The category of the number with these operands.
  public func category(for operands: PluralOperands) -> PluralCategory {
    for rule in rules where rule.category != .other && rule.condition.matches(operands) {
      return rule.category
    }
    return .other
  }

  /// The category of an integer.
  public func category(for value: Int) -> PluralCategory {
    category(for: PluralOperands(value))
  }

  /// The category of a decimal written as text (`"1"`, `"1.0"`, `"1.5c6"`).
  ///
  /// Text that is not a decimal `PluralOperands` accepts is `.other`.
  public func category(for value: String) -> PluralCategory {
    guard let operands = PluralOperands(value) else { return .other }
    return category(for: operands)
  }

  /// The category of a `Double` in its shortest form (`1.0` counts as 1); NaN and infinities
  /// are `.other`.
  public func category(for value: Double) -> PluralCategory {
    guard let operands = PluralOperands(value) else { return .other }
    return category(for: operands)
  }

  /// The CLDR text of a category's rule, samples included, such as
  /// `i = 1 and v = 0 @integer 1`; `nil` when the locale does not use the category.
  public func ruleText(for category: PluralCategory) -> String? {
    rules.first { $0.category == category }?.text
  }

  /// The category of an integer in a locale: `category(for: 21, locale: "ru") == .one`.
  public static func category(for value: Int, locale: String) -> PluralCategory {
    PluralRules(locale: locale).category(for: value)
  }

  /// The category of a decimal written as text in a locale; trailing zeros count.
  public static func category(for value: String, locale: String) -> PluralCategory {
    PluralRules(locale: locale).category(for: value)
  }

  /// The category of a `Double` in a locale.
  public static func category(for value: Double, locale: String) -> PluralCategory {
    PluralRules(locale: locale).category(for: value)
  }

  /// The categories a locale uses; always contains `.other`.
  public static func categories(locale: String) -> Set<PluralCategory> {
    PluralRules(locale: locale).categories
  }

  /// Every CLDR locale id that has rules, sorted (`af`, `ak`, …, `pt_PT`, …, `root`, …).
  public static var localeIdentifiers: [String] { table.index.keys.sorted() }
}

// MARK: - Locale matching

extension PluralRules {
  /// Locales whose CLDR parent is `pt_PT` (supplementalData `parentLocales`).
  private static let europeanPortugueseRegions: Set<String> = [
    "PT", "AO", "CH", "CV", "FR", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
  ]

  /// Finds the CLDR id for a locale identifier: `language_REGION` when CLDR has rules for it,
  /// else the language, else `root`.
  static func match(_ identifier: String, in table: Table) -> (id: String, isFallback: Bool) {
    var subtags: [String] = []
    var current: [UInt8] = []
    for byte in identifier.utf8 {
      // POSIX forms: `en_US.UTF-8`, `sr_RS@latin`.
      if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "@") { break }
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        if !current.isEmpty { subtags.append(String(decoding: current, as: UTF8.self)) }
        current.removeAll(keepingCapacity: true)
      } else {
        current.append(byte)
      }
    }
    if !current.isEmpty { subtags.append(String(decoding: current, as: UTF8.self)) }
    guard let first = subtags.first else { return ("root", true) }
    let language = first.lowercased()
    if language == "root" || language == "und" { return ("root", false) }
    let region = subtags.dropFirst().first { tag in
      (tag.utf8.count == 2 && tag.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
        || (tag.utf8.count == 3 && tag.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
    }?.uppercased()
    if let region {
      let id = language + "_" + region
      if table.index[id] != nil { return (id, false) }
      if language == "pt" && europeanPortugueseRegions.contains(region) { return ("pt_PT", false) }
    }
    if table.index[language] != nil { return (language, false) }
    return ("root", true)
  }
}

// MARK: - Data table

extension PluralRules {
  /// The parsed form of ``data``.
  struct Table: Sendable {
    /// Rule sets, `other` last in each.
    var ruleSets: [[Rule]] = []
    /// CLDR locale id → index into `ruleSets`.
    var index: [String: Int] = [:]
    /// Rules in the data that did not parse (expected empty).
    var problems: [String] = []

    init(parsing text: String) {
      var current: [Rule] = []
      var locales: [String] = []
      func finish() {
        guard !locales.isEmpty else { return }
        if !current.contains(where: { $0.category == .other }) {
          current.append(Rule(category: .other, condition: .init(alternatives: []), text: ""))
        }
        for locale in locales { index[locale] = ruleSets.count }
        ruleSets.append(current)
        current = []
        locales = []
      }
      for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
        if line.first == " " {
          let body = line.drop { $0 == " " }
          guard let colon = body.firstIndex(of: ":"),
            let category = PluralCategory(rawValue: String(body[..<colon]))
          else {
            problems.append("unknown category in '\(body)'")
            continue
          }
          let ruleText = body[body.index(after: colon)...].drop { $0 == " " }
          do {
            let condition = try PluralCondition(parsing: String(ruleText))
            current.append(Rule(category: category, condition: condition, text: String(ruleText)))
          } catch {
            problems.append("\(locales.joined(separator: " ")) \(category): \(error)")
          }
        } else {
          finish()
          locales = line.split(separator: " ").map(String.init)
        }
      }
      finish()
    }
  }

  /// The rules of every locale, parsed once on first use.
  static let table = Table(parsing: data)
}
