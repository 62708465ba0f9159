/// A CLDR plural category, the key of one form in a `.stringsdict` plural rule.
///
/// The raw values are the CLDR keywords that `.stringsdict` and `.xcstrings` files use:
/// `zero`, `one`, `two`, `few`, `many` and `other`. Every language uses `other`; which of the
/// rest it uses depends on its CLDR plural rules (see ``PluralRules``).
public enum PluralCategory: String, CaseIterable, Hashable, Sendable, Comparable {
  /// Used for 0 by a few languages (Arabic, Latvian, Welsh …), and by Apple for 0 in any
  /// language whose `.stringsdict` form lists it.
  case zero
  /// Singular in most languages (`1 file`).
  case one
  /// Dual (Arabic, Slovenian, Welsh …).
  case two
  /// Paucal (Russian 2–4, Polish 2–4 …).
  case few
  /// Large or fractional counts in some languages (Russian 5–20, French 1 000 000 …).
  case many
  /// Everything else; every language has it.
  case other

  /// The CLDR order: zero, one, two, few, many, other.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    lhs.rank < rhs.rank
  }

  private var rank: Int {
    switch self {
    case .zero: return 0
    case .one: return 1
    case .two: return 2
    case .few: return 3
    case .many: return 4
    case .other: return 5
    }
  }
}
