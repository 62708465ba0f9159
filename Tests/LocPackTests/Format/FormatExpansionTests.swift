import Foundation
import Testing

@testable import LocPack

@Suite struct FormatExpansionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var format: String
    var arguments: [String]
    var text: String
    var warnings: [String]
    init(_ format: String, _ arguments: [String], _ text: String, _ warnings: [String] = []) {
      self.format = format
      self.arguments = arguments
      self.text = text
      self.warnings = warnings
    }
    var testDescription: String { "\(format.debugDescription) \(arguments)" }
  }

  static func name(_ kind: ExpansionWarning.Kind) -> String {
    switch kind {
    case .missingArgument(let index): return "missing\(index)"
    case .unusedArguments(let count): return "unused\(count)"
    case .nonObjectSpecifier: return "nonObject"
    case .writebackIgnored: return "percentN"
    case .stringsdictVariable(let name): return "var:" + name
    case .argumentsShifted: return "shifted"
    case .percentDropped: return "dropped"
    case .formatFails: return "fails"
    case .rendersEmpty: return "empty"
    case .truncated(let limit): return "truncated\(limit)"
    }
  }

  static let cases: [Case] = [
    Case("Hello", [], "Hello"),
    Case("%@ liked your photo", ["Ana"], "Ana liked your photo"),
    Case("%@ and %@", ["A", "B"], "A and B"),
    Case("%2$@ before %1$@", ["A", "B"], "B before A"),
    Case("%1$@ %1$@", ["A"], "A A"),
    Case("100%% sure, %@", ["A"], "100% sure, A"),
    Case("%@ and %@", ["A"], "A and <null>", ["missing2"]),
    Case("%@", [], "<null>", ["missing1"]),
    Case("%@", ["A", "B", "C"], "A", ["unused2"]),
    Case("Plain", ["A"], "Plain", ["unused1"]),
    Case("%d new", ["5"], "%d new", ["nonObject"]),
    Case("%1$ld of %2$@", ["3", "B"], "%1$ld of B", ["nonObject"]),
    Case("x%ny %@", ["A", "B"], "xy B", ["percentN"]),
    Case("%10@|%-4@|%.1@", ["ab", "cd", "ef"], "ab|cd|ef"),
    Case("%#@count@ left", ["3"], "3 left", ["var:count"]),
    Case("%1$@ %3$@", ["A", "B", "C"], "A B", ["shifted", "unused1"]),
    Case("%3$@ %1$@", ["A", "B"], "B A", ["shifted"]),
    Case("%2$@", ["A"], "A", ["shifted"]),
    Case("100%!", [], "100!", ["dropped"]),
    Case("50%", [], "50", ["dropped"]),
    Case("%0$@ x", ["A"], "0@ x", ["dropped", "unused1"]),
    Case("%5!x", [], "5x", ["dropped"]),
    Case("%1$@ %@ %@", ["A", "B"], "A A B"),
    Case("%6$@", ["A"], "", ["empty", "shifted"]),
    Case("%200$@", ["A"], "", ["fails", "dropped"]),
    Case("%*@", ["4", "A"], "A", ["nonObject"]),
    Case("日本%1$@語%%", ["テスト"], "日本テスト語%"),
    Case("%5😀x", [], "5\u{FFFD}x", ["dropped"]),
  ]

  @Test(arguments: cases) func expand(_ c: Case) {
    let format = FormatString.parse(c.format)
    let expansion = format.expand(arguments: c.arguments)
    #expect(expansion.text == c.text)
    #expect(expansion.warnings.map { Self.name($0.kind) } == c.warnings)
    var buffer: [UInt8] = Array("prefix:".utf8)
    let clean = format.compiled.expand(into: &buffer, arguments: c.arguments)
    #expect(String(decoding: buffer, as: UTF8.self) == "prefix:" + c.text)
    #expect(clean == c.warnings.isEmpty)
  }

  @Test func optionsChangePlaceholders() {
    let format = FormatString.parse("%d %@ %@")
    let options = ExpansionOptions(missingArgument: "(null)", nonObject: .placeholder("#"))
    #expect(format.expand(arguments: ["1", "A"], options: options).text == "# A (null)")
    let asArgument = ExpansionOptions(nonObject: .argument)
    #expect(format.expand(arguments: ["1", "A", "B"], options: asArgument).text == "1 A B")
  }

  // MARK: - Differential against Foundation's String(format:)

  /// Formats of literal text, `%@`, `%n$@`, `%%`, ignored width/precision, stringsdict
  /// variables and `%` that forms no specifier, with string arguments.
  static func randomObjectFormat(_ generator: inout SplitMix) -> (String, Int) {
    let literals = ["", "a", " ", "Hi ", "é", "日本", "😀", "x y", "\n", "ü-", "$1", "@", "#"]
    let count = 1 + generator.next(upTo: 5)
    let positional = generator.next(upTo: 3)  // 0 sequential, 1 positional, 2 mixed
    var order = Array(1...count)
    order.shuffle(using: &generator)
    var text = ""
    for step in 0..<count {
      text += literals[generator.next(upTo: literals.count)]
      if generator.next(upTo: 6) == 0 { text += "%%" }
      if generator.next(upTo: 12) == 0 {
        text += ["%!", "%5!", "% !", "%0$@"][generator.next(upTo: 4)]
      }
      let usePosition = positional == 1 || (positional == 2 && generator.next(upTo: 2) == 0)
      var spec = "%"
      if usePosition {
        // Sometimes reuse or skip a number to exercise repeats and gaps.
        var n = order[step]
        if generator.next(upTo: 8) == 0 { n = min(n + 1, count + 1) }
        spec += "\(n)$"
      }
      switch generator.next(upTo: 8) {
      case 0: spec += "-\(generator.next(upTo: 12))@"
      case 1: spec += ".\(generator.next(upTo: 3))@"
      case 2: spec += "#@v\(step)@"
      default: spec += "@"
      }
      text += spec
    }
    text += literals[generator.next(upTo: literals.count)]
    if generator.next(upTo: 10) == 0 { text += "%" }
    return (text, count + 2)
  }

  @Test func objectFormatsMatchFoundation() {
    var generator = SplitMix(seed: 2026)
    let pool = ["A", "Bé", "日本語", "😀 x", "", "%@", "100%", "long argument text"]
    for _ in 0..<1500 {
      let (text, maxArgs) = Self.randomObjectFormat(&generator)
      let format = FormatString.parse(text)
      let count = max(format.compiled.argumentCount, 0)
      #expect(count <= maxArgs)
      var arguments: [String] = []
      for index in 0..<count { arguments.append(pool[(index + text.utf8.count) % pool.count]) }
      let expected = String(format: text, arguments: arguments.map { $0 as NSString })
      let ours = format.expand(arguments: arguments).text
      #expect(ours == expected, "\(text.debugDescription) \(arguments)")
    }
  }

  /// Formats mixing numeric specifiers: the argument list built from the parsed slots must be
  /// consumed by Foundation exactly, which a trailing positional sentinel proves.
  @Test func argumentTypesMatchFoundationConsumption() {
    var generator = SplitMix(seed: 99)
    let shapes = [
      "%d", "%i", "%ld", "%lld", "%qd", "%zd", "%hd", "%hhd", "%u", "%lu", "%x", "%#lX", "%o",
      "%c", "%C", "%f", "%.2f", "%e", "%g", "%G", "%a", "%@", "%5d", "%-8@", "%*d", "%.*f",
      "%*.*f", "%n", "%p", "%+d", "%05ld",
    ]
    for _ in 0..<800 {
      var text = ""
      for _ in 0..<(1 + generator.next(upTo: 4)) {
        text += shapes[generator.next(upTo: shapes.count)] + " "
      }
      let format = FormatString.parse(text)
      var arguments: [any CVarArg] = []
      for slot in format.slots {
        switch slot.type {
        case .object: arguments.append("o\(slot.index)" as NSString)
        case .double: arguments.append(Double(slot.index) + 0.5)
        case .int(.long), .unsignedInt(.long): arguments.append(slot.index)
        default: arguments.append(Int32(slot.index))
        }
      }
      let sentinel = format.argumentCount + 1
      arguments.append("END" as NSString)
      let output = String(format: text + "%\(sentinel)$@", arguments: arguments)
      #expect(output.hasSuffix(" END"), "\(text.debugDescription) -> \(output.debugDescription)")
      // Every object specifier shows its own argument.
      for spec in format.specifiers where spec.valueType == .object {
        #expect(output.contains("o\(spec.argumentIndex)"), "\(text.debugDescription)")
      }
    }
  }

  /// A format that reads one argument many times cannot multiply it past `maxTextBytes`:
  /// 16,384 specifiers × a 64 KiB argument would be 1 GiB; filled, it is cut at the limit,
  /// on a scalar boundary, with one warning.
  @Test(arguments: [1 << 16, 1 << 16 + 1, 1 << 16 + 2, 100])
  func repeatedArgumentIsCutAtTheLimit(limit: Int) {
    let format = FormatString.parse(String(repeating: "%1$@", count: 1 << 14))
    let argument = String(repeating: "é", count: 1 << 15)  // 64 KiB, 2 bytes a scalar
    let options = ExpansionOptions(maxTextBytes: limit)
    let result = format.expand(arguments: [argument], options: options)
    #expect(result.text.utf8.count == limit & ~1)
    #expect(result.warnings.map { Self.name($0.kind) } == ["truncated\(limit)"])
    var buffer = Array("prefix".utf8)
    #expect(!format.compiled.expand(into: &buffer, arguments: [argument], options: options))
    #expect(buffer.count == 6 + limit & ~1)
    // Below the limit nothing changes.
    let short = FormatString.parse("%1$@%1$@").expand(arguments: ["ab"], options: options)
    #expect(short.text == "abab" && short.warnings.isEmpty)
  }
}
