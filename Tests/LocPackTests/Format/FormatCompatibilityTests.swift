import Foundation
import Testing

@testable import LocPack

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FormatCompatibilityTests {
  enum Expected: String, Sendable {
    case compatible, cosmetic, crash
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var base: String
    var translation: String
    var expected: Expected
    var kinds: [String]
    init(_ base: String, _ translation: String, _ expected: Expected, _ kinds: [String] = []) {
      self.base = base
      self.translation = translation
      self.expected = expected
      self.kinds = kinds
    }
    var testDescription: String { "\(base.debugDescription) → \(translation.debugDescription)" }
  }

  static func name(_ kind: FormatMismatch.Kind) -> String {
    switch kind {
    case .surplusArgument: return "surplus"
    case .typeChanged: return "type"
    case .sizeChanged: return "size"
    case .styleChanged: return "style"
    case .argumentShifted(let shows): return "shift\(shows)"
    case .argumentNotCollected: return "uncollected"
    case .percentDropped: return "dropped"
    case .formatFails: return "fails"
    case .percentInProse: return "prose"
    }
  }

  static let cases: [Case] = [
    Case("%@", "%@", .compatible),
    Case("%*d", "%*d", .compatible),
    Case("%.*f %@", "%3$@ %2$.*1$f", .compatible),
    Case("%.*f", "%f", .cosmetic, ["type"]),
    Case("%@ %@", "%2$@ %1$@", .compatible),
    Case("%1$@ %2$@", "%2$@ %1$@", .compatible),
    Case("%@", "no arguments", .compatible),
    Case("%@ %@", "%1$@", .compatible),
    Case("%@", "%1$@ %1$@", .compatible),
    Case("%d", "%i", .compatible),
    Case("%d", "%D", .compatible),
    Case("%ld", "%lld", .compatible),
    Case("%ld", "%qd", .compatible),
    Case("%zd", "%ld", .compatible),
    Case("%lu", "%zu", .compatible),
    Case("%d", "%5d", .compatible),
    Case("%.2f", "%.1f", .compatible),
    Case("%f", "%F", .compatible),
    Case("%x", "%#X", .compatible),
    Case("%@", "%#@v@", .compatible),
    Case("%1$@ has %2$ld", "%2$ld: %1$@", .compatible),
    Case("%d", "%u", .cosmetic, ["style"]),
    Case("%d", "%x", .cosmetic, ["style"]),
    Case("%x", "%o", .cosmetic, ["style"]),
    // The base prints one argument in two notations; the translation may use either.
    Case("%1$lo (%1$lld)", "%1$lld", .compatible),
    Case("%1$lo (%1$lld)", "%1$lO / %1$ld", .compatible),
    Case("%1$lo (%1$lld)", "%1$lx", .cosmetic, ["style"]),
    Case("%d", "%ld", .cosmetic, ["size"]),
    Case("%ld", "%d", .cosmetic, ["size"]),
    Case("%hd", "%d", .cosmetic, ["size"]),
    Case("%c", "%d", .cosmetic, ["size"]),
    Case("%f", "%e", .cosmetic, ["style"]),
    Case("%f", "%g", .cosmetic, ["style"]),
    Case("%f", "%Lf", .cosmetic, ["size"]),
    Case("%d", "%f", .cosmetic, ["type"]),
    Case("%C", "%hd", .cosmetic, ["type"]),
    Case("%@", "%@ 100%!", .cosmetic, ["dropped"]),
    Case("%@", "%@ 100%", .cosmetic, ["dropped"]),
    Case("%@ %@ %@", "%1$@ %3$@", .cosmetic, ["shift2"]),
    // Foundation reads the only used index from the first argument.
    Case("%@", "%2$@", .cosmetic, ["shift1"]),
    Case("%@", "%d", .crash, ["type"]),
    Case("%d", "%@", .crash, ["type"]),
    Case("%@", "%s", .crash, ["type"]),
    Case("%s", "%@", .crash, ["type"]),
    Case("%@", "%p", .crash, ["type"]),
    Case("%@", "%n", .crash, ["type"]),
    Case("%@", "%@ %@", .crash, ["surplus"]),
    Case("%@ %d", "%d %@", .crash, ["type", "type"]),
    Case("%d%% off", "%d% off", .crash, ["prose", "surplus"]),
    Case("%@ 50%% off", "%@ 50% off", .crash, ["prose", "surplus"]),
    Case("%d%% or %d", "%d% d ou %d", .crash, ["prose", "surplus"]),
    Case("% d", "% d", .compatible),
    Case("%@ %d %@", "%1$@ %3$@", .crash, ["shift2", "type"]),
    Case("%d", "%*d", .crash, ["surplus"]),
    Case("%@", "%200$@", .crash, ["fails", "dropped"]),
  ]

  @Test(arguments: cases) func compatibility(_ c: Case) {
    let result = FormatString.compatibility(
      base: .parse(c.base), translation: .parse(c.translation))
    switch (result, c.expected) {
    case (.compatible, .compatible), (.cosmetic, .cosmetic), (.crash, .crash): break
    default: Issue.record("expected \(c.expected), got \(result)")
    }
    #expect(result.mismatches.map { Self.name($0.kind) } == c.kinds)
    for mismatch in result.mismatches {
      #expect(mismatch.translationRange != nil || mismatch.kind == .formatFails)
      #expect(mismatch.message.last != ".")
    }
  }

  @Test func tableIsLarge() {
    #expect(Self.cases.count >= 30)
  }

  @Test func mismatchRangesPointIntoBothStrings() {
    let base = FormatString.parse("Hi %@, you have %d")
    let translation = FormatString.parse("%d: salut %@")
    let mismatches = FormatString.compatibility(base: base, translation: translation).mismatches
    #expect(mismatches.count == 2)
    #expect(mismatches.first?.translationRange == 0..<2)
    #expect(mismatches.first?.baseRange == 3..<5)
    #expect(mismatches.first?.isCrash == true)
  }

  // MARK: - Apple's validator

  struct ValidatorCase: Sendable, CustomTestStringConvertible {
    var base: String
    var translation: String
    var accepted: Bool
    init(_ base: String, _ translation: String, _ accepted: Bool) {
      self.base = base
      self.translation = translation
      self.accepted = accepted
    }
    var testDescription: String { "\(base.debugDescription) → \(translation.debugDescription)" }
  }

  static let validatorCases: [ValidatorCase] = [
    ValidatorCase("%d", "%d", true),
    ValidatorCase("%d", "%i", true),
    ValidatorCase("%d", "%u", false),
    ValidatorCase("%d", "%ld", false),
    ValidatorCase("%d", "text", true),
    ValidatorCase("%@ %@", "%2$@ %1$@", true),
    ValidatorCase("%@", "%@ %@", false),
    ValidatorCase("%@", "%1$@ %1$@", false),
    ValidatorCase("%@", "%d", false),
    ValidatorCase("%f", "%e", false),
    ValidatorCase("%f", "%.2f", true),
    ValidatorCase("%@ %d", "%2$d %1$@", true),
    // Compared by specifier order: a reordering base rejects a faithful translation.
    ValidatorCase("%2$d %1$@", "%1$@ %2$d", false),
    ValidatorCase("%@", "%@ 50%", false),
  ]

  @Test(arguments: validatorCases) func validator(_ c: ValidatorCase) {
    #expect(
      FormatString.appleValidates(base: .parse(c.base), translation: .parse(c.translation))
        == c.accepted)
  }

  #if os(Linux)
    /// CoreFoundation's own validator, reached through the exported C symbol.
    static func foundationValidates(_ expected: String, _ format: String) -> Bool? {
      typealias Function =
        @convention(c) (
          UnsafeRawPointer?, UnsafeRawPointer?, UnsafeRawPointer, UnsafeRawPointer,
          UnsafeMutableRawPointer, UnsafeMutableRawPointer?
        ) -> UnsafeRawPointer?
      guard let handle = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(handle, "CFStringCreateStringWithValidatedFormat")
      else { return nil }
      let function = unsafeBitCast(symbol, to: Function.self)
      let e = expected as NSString
      let f = format as NSString
      // Zeros everywhere: objects and C strings format as "(null)", nothing dereferences.
      let arguments: [any CVarArg] = Array(repeating: 0, count: 40)
      return withVaList(arguments) { list in
        withExtendedLifetime((e, f)) {
          let result = function(
            nil, nil, Unmanaged.passUnretained(e).toOpaque(),
            Unmanaged.passUnretained(f).toOpaque(),
            unsafeBitCast(list, to: UnsafeMutableRawPointer.self), nil)
          if let result { Unmanaged<AnyObject>.fromOpaque(result).release() }
          return result != nil
        }
      }
    }

    @Test(arguments: validatorCases) func validatorTableMatchesFoundation(_ c: ValidatorCase) throws
    {
      let foundation = try #require(Self.foundationValidates(c.base, c.translation) as Bool?)
      #expect(foundation == c.accepted)
    }

    @Test func validatorMatchesFoundationOnRandomPairs() throws {
      try #require(Self.foundationValidates("%d", "%d") == true)
      // Conversions whose style CoreFoundation sets, so its answer is deterministic.
      let shapes = [
        "%@", "%d", "%i", "%ld", "%lld", "%u", "%lu", "%f", "%.1f", "%e", "%g", "%s", "%hd",
        "%#@v@", "%5d", "%Lf",
      ]
      var generator = SplitMix(seed: 11)
      for _ in 0..<1500 {
        func make(_ count: Int, positional: Bool) -> String {
          var order = Array(1...max(count, 1))
          order.shuffle(using: &generator)
          var text = ""
          for step in 0..<count {
            var shape = shapes[generator.next(upTo: shapes.count)]
            if positional {
              shape.insert(contentsOf: "\(order[step])$", at: shape.index(after: shape.startIndex))
            }
            text += "x " + shape
          }
          return text + " y"
        }
        let base = make(1 + generator.next(upTo: 3), positional: false)
        let translation = make(generator.next(upTo: 4), positional: generator.next(upTo: 2) == 0)
        let foundation = try #require(Self.foundationValidates(base, translation) as Bool?)
        let ours = FormatString.appleValidates(base: .parse(base), translation: .parse(translation))
        #expect(ours == foundation, "\(base.debugDescription) → \(translation.debugDescription)")
      }
    }
  #endif
}
