/// Whether a translated format string can replace its base string at run time.
///
/// The code passes the arguments the base string expects; the translation reads them.
/// - `compatible`: the translation reads the same arguments the same way (it may use fewer).
/// - `cosmetic`: the app shows wrong text — a changed integer size (`%d` ↔ `%ld`), another
///   notation of the same type (`%d` ↔ `%x`, `%f` ↔ `%e`), integer ↔ floating point, a shifted
///   argument, a dropped `%`.
/// - `crash`: the translation reads an argument the code does not pass, or reads an object
///   or pointer (`%@`, `%s`, `%p` …) as something else or the other way round.
///
/// Every case carries all mismatches, each with its own class and its ranges in both strings.
public enum FormatCompatibility: Hashable, Sendable {
  /// The translation is safe.
  case compatible
  /// The translation shows wrong text but does not crash.
  case cosmetic([FormatMismatch])
  /// The translation can crash the app.
  case crash([FormatMismatch])

  /// Every mismatch found (empty when compatible).
  public var mismatches: [FormatMismatch] {
    switch self {
    case .compatible: return []
    case .cosmetic(let list), .crash(let list): return list
    }
  }
}

extension FormatString {
  // MARK: - Run-time compatibility

  /// Classifies how `translation` behaves when the code passes the arguments `base` expects.
  ///
  /// Arguments are matched the way CoreFoundation reads them: by rank among the indices each
  /// string uses, so a gap in the translation (`%1$@ %3$@`) makes `%3$@` show argument 2.
  ///
  /// With `gapsFilled` (a form of a `.stringsdict` rule, which CoreFoundation formats with
  /// the arguments of the whole entry), argument `n` is argument `n`: a form may leave out
  /// arguments without shifting the others.
  public static func compatibility(
    base: FormatString, translation: FormatString, gapsFilled: Bool = false
  ) -> FormatCompatibility {
    var mismatches: [FormatMismatch] = []
    let passed =
      gapsFilled
      ? base.slots
      : base.compiled.rankIndices.compactMap { entry in
        base.slots.first { $0.index == entry.index }
      }
    if translation.failsInFoundation {
      mismatches.append(
        FormatMismatch(
          .formatFails, isCrash: true, argumentIndex: nil, baseRange: nil,
          translationRange: nil, message: "Foundation cannot format the translation"))
    }
    for piece in translation.pieces {
      switch piece.kind {
      case .malformed, .incomplete:
        mismatches.append(
          FormatMismatch(
            .percentDropped, isCrash: false, argumentIndex: nil, baseRange: nil,
            translationRange: piece.range,
            message: "'\(translation.text(of: piece.range))' is no specifier and loses its '%'"))
      default: break
      }
    }
    let proseInBase = base.issues.filter { $0.kind == .percentInProse }.count
    let proseInTranslation = translation.issues.filter { $0.kind == .percentInProse }
    if proseInTranslation.count > proseInBase {
      for issue in proseInTranslation {
        mismatches.append(
          FormatMismatch(
            .percentInProse, isCrash: true, argumentIndex: nil, baseRange: nil,
            translationRange: issue.range,
            message: "'\(translation.text(of: issue.range))' is a specifier that reads an "
              + "argument; write '%%' for a percent sign"))
      }
    }
    let ranks =
      gapsFilled
      ? Dictionary(
        uniqueKeysWithValues: translation.compiled.rankIndices.map { ($0.index, $0.index) })
      : Dictionary(
        uniqueKeysWithValues: translation.compiled.rankIndices.enumerated().map {
          ($0.element.index, $0.offset)
        })
    for slot in translation.slots {
      guard let rank = ranks[slot.index] else {
        let range = slot.uses.first.map { translation.specifiers[$0.specifier].range }
        mismatches.append(
          FormatMismatch(
            .argumentNotCollected, isCrash: false, argumentIndex: slot.index, baseRange: nil,
            translationRange: range,
            message: "argument \(slot.index) is beyond what Foundation collects and renders "
              + "as missing"))
        continue
      }
      let actual =
        gapsFilled
        ? passed.first { $0.index == rank } : rank < passed.count ? passed[rank] : nil
      for use in slot.uses {
        let spec = translation.specifiers[use.specifier]
        let written = translation.text(of: spec.range)
        guard let actual else {
          mismatches.append(
            FormatMismatch(
              .surplusArgument, isCrash: true, argumentIndex: slot.index, baseRange: nil,
              translationRange: spec.range,
              message: "'\(written)' reads argument \(slot.index) but the base string passes "
                + "only \(passed.count)"))
          continue
        }
        // The use whose type Foundation reads the argument as (the last one written).
        let baseUse =
          actual.uses.last { $0.role == .value && $0.type.storage == actual.type.storage }
          ?? actual.uses.last
        let baseSpec = baseUse.map { base.specifiers[$0.specifier] }
        let baseRange = baseSpec?.range
        let baseWritten = baseRange.map { base.text(of: $0) } ?? "?"
        if actual.index != slot.index, use.role == .value {
          mismatches.append(
            FormatMismatch(
              .argumentShifted(shows: actual.index), isCrash: false, argumentIndex: slot.index,
              baseRange: baseRange, translationRange: spec.range,
              message: "'\(written)' shows argument \(actual.index) because of a gap in "
                + "argument numbers"))
        }
        let have = actual.type
        let want = use.type
        if have.storage != want.storage {
          let crash = have.isPointerLike || want.isPointerLike
          let sizeOnly = have.storage.kind == want.storage.kind
          mismatches.append(
            FormatMismatch(
              sizeOnly
                ? .sizeChanged(base: have, translation: want)
                : .typeChanged(base: have, translation: want),
              isCrash: crash, argumentIndex: slot.index, baseRange: baseRange,
              translationRange: spec.range,
              message: "'\(written)' reads argument \(slot.index) as \(want.name) but the base "
                + "'\(baseWritten)' passes \(have.name)"))
        } else if use.role == .value, baseUse?.role == .value, let baseSpec,
          // The base may print one argument in several notations; any of them will do.
          !actual.uses.contains(where: {
            $0.role == .value
              && notation(base.specifiers[$0.specifier].conversion) == notation(spec.conversion)
          })
        {
          mismatches.append(
            FormatMismatch(
              .styleChanged(base: baseSpec.conversion, translation: spec.conversion),
              isCrash: false, argumentIndex: slot.index, baseRange: baseRange,
              translationRange: spec.range,
              message: "'\(written)' prints argument \(slot.index) in another notation than "
                + "the base '\(baseWritten)'"))
        }
      }
    }
    if mismatches.contains(where: \.isCrash) { return .crash(mismatches) }
    return mismatches.isEmpty ? .compatible : .cosmetic(mismatches)
  }

  /// The notation a conversion prints its value in; same type and size but another notation
  /// shows other text (`%d` ↔ `%u` ↔ `%o` ↔ `%x`, `%f` ↔ `%e` ↔ `%g` ↔ `%a`).
  static func notation(_ conversion: UInt8) -> UInt8 {
    switch conversion {
    case UInt8(ascii: "D"), UInt8(ascii: "i"): return UInt8(ascii: "d")
    case UInt8(ascii: "U"): return UInt8(ascii: "u")
    case UInt8(ascii: "O"): return UInt8(ascii: "o")
    case UInt8(ascii: "X"): return UInt8(ascii: "x")
    case UInt8(ascii: "F"): return UInt8(ascii: "f")
    case UInt8(ascii: "E"): return UInt8(ascii: "e")
    case UInt8(ascii: "G"): return UInt8(ascii: "g")
    case UInt8(ascii: "A"): return UInt8(ascii: "a")
    default: return conversion
    }
  }

  /// CoreFoundation's `numericFormatStyle` of a conversion (1 decimal, 2 scientific,
  /// 3 general, 4 unsigned), or `nil` where it leaves the field unset (`o x c a p` …).
  static func validatorStyle(_ conversion: UInt8) -> UInt8? {
    switch conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"), UInt8(ascii: "f"),
      UInt8(ascii: "F"):
      return 1
    case UInt8(ascii: "e"), UInt8(ascii: "E"): return 2
    case UInt8(ascii: "g"), UInt8(ascii: "G"): return 3
    case UInt8(ascii: "u"), UInt8(ascii: "U"): return 4
    default: return nil
    }
  }

  // MARK: - Apple's validator

  /// Whether Apple's format validator (`__CFStringValidateFormat`, behind
  /// `String(validatingFormat:)` and validated localized formats) accepts `translation`
  /// for `base`, reproduced exactly, quirks included.
  ///
  /// It compares by specifier order rather than argument number: a positional base that
  /// reorders its arguments makes it reject correct translations, and a translation using
  /// one argument twice counts as a surplus specifier. Where CoreFoundation compares a style
  /// it never set (two differently written `%x`, `%o`, `%c`, `%a`, `%p`), the answer is taken
  /// as a rejection. ``compatibility(base:translation:)`` describes run-time behaviour instead.
  public static func appleValidates(base: FormatString, translation: FormatString) -> Bool {
    let expected = base.validatorSpecs()
    let untrusted = translation.validatorSpecs()
    let expectedNumeric = expected.filter { $0.numericText != nil }
    let untrustedNumeric = untrusted.filter { $0.numericText != nil }
    guard untrusted.count <= expected.count, untrustedNumeric.count <= expectedNumeric.count
    else { return untrusted.isEmpty }
    for (index, spec) in untrusted.enumerated() {
      let argument = spec.main >= 0 ? spec.main : index
      guard argument < expected.count else { return false }
      if spec.type != expected[argument].type || spec.size != expected[argument].size {
        return false
      }
    }
    for index in untrustedNumeric.indices
    where untrustedNumeric[index].numericText != expectedNumeric[index].numericText {
      // CoreFoundation indexes the styles by specifier, not by numeric specifier. Where it
      // leaves a style unset the outcome depends on stale memory: count it as a rejection.
      let have = untrusted[index].style
      let want = expected[index].style
      if have == nil || want == nil || have != want { return false }
    }
    return true
  }

  private struct ValidatorSpec {
    var type: Int
    var size: Int
    var main: Int
    var style: UInt8?
    var numericText: [UInt8]?
  }

  private func validatorSpecs() -> [ValidatorSpec] {
    var list: [ValidatorSpec] = []
    for piece in pieces {
      switch piece.kind {
      case .specifier(let index):
        let spec = specifiers[index]
        let storage = spec.valueType.storage
        let type: Int
        switch storage.kind {
        case .long: type = 33
        case .double: type = 34
        case .pointer: type = 35
        case .object: type = 37
        case .unichars: type = 38
        case .chars: type = 39
        case .pascal: type = 40
        case .singleUnichar: type = 41
        case .writeback: type = 42
        }
        var numeric: [UInt8]?
        if type == 33 || type == 34 || type == 35 {
          var bytes: [UInt8] = []
          for byte in utf8[spec.range] {
            if byte == UInt8(ascii: "$") {
              while let last = bytes.last, last &- UInt8(ascii: "0") <= 9 { bytes.removeLast() }
            } else {
              bytes.append(byte)
            }
          }
          numeric = bytes
        }
        list.append(
          ValidatorSpec(
            type: type, size: storage.size, main: (spec.position ?? 0) - 1,
            style: Self.validatorStyle(spec.conversion), numericText: numeric))
      case .incomplete:
        list.append(ValidatorSpec(type: 43, size: 0, main: -1, style: nil, numericText: nil))
      default: break
      }
    }
    return list
  }
}
