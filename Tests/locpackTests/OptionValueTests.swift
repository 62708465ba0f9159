import LocPack
import Testing

@testable import locpack

/// Each kind of option value: what it reads, and what an error says it expected.
@Suite struct OptionValueTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var kind: String
    var text: String
    /// The value read, as text; `nil` when the text is refused.
    var value: String?
    /// The phrase after `expected` when the text is refused.
    var expected: String = ""
    var testDescription: String { "\(kind) '\(text)'" }

    func read() -> Result<String, OptionValue<Int>.Mismatch> {
      func run<Value>(_ kind: OptionValue<Value>) -> Result<String, OptionValue<Int>.Mismatch> {
        do {
          return .success("\(try kind.parse(text))")
        } catch {
          return .failure(.init(expected: error.expected))
        }
      }
      switch kind {
      case "integer": return run(OptionValue<Int>.integer)
      case "positive": return run(OptionValue<Int>.positiveInteger)
      case "size": return run(OptionValue<Int>.size)
      case "language": return run(OptionValue<String>.languageIdentifier)
      case "push-type": return run(OptionValue.choice(PushType.self))
      default: return run(OptionValue.choice([("on", 1), ("off", 0)]))
      }
    }
  }

  static let cases: [Case] = [
    Case(kind: "integer", text: "-3", value: "-3"),
    Case(kind: "integer", text: "ten", expected: "an integer"),
    Case(kind: "positive", text: "4096", value: "4096"),
    Case(kind: "positive", text: "0", expected: "a positive integer"),
    Case(kind: "positive", text: "big", expected: "an integer"),
    Case(kind: "size", text: "64KiB", value: "65536"),
    Case(kind: "size", text: "10MB", value: "10000000"),
    Case(kind: "size", text: "lots", expected: "a size such as 4096, 64KiB, 10MB or 1GiB"),
    Case(kind: "positive", text: "16_777_216", value: "16777216"),
    Case(kind: "positive", text: "+5", expected: "an integer"),
    Case(kind: "language", text: "zh-Hans", value: "zh-Hans"),
    Case(kind: "language", text: "../x", expected: "a language identifier such as en or zh-Hans"),
    Case(kind: "push-type", text: "voip", value: "voip"),
    Case(
      kind: "push-type", text: "fax",
      expected: "one of: " + PushType.allCases.map(\.rawValue).joined(separator: ", ")),
    Case(kind: "named", text: "off", value: "0"),
    Case(kind: "named", text: "maybe", expected: "one of: on, off"),
  ]

  @Test(arguments: cases) func reads(_ c: Case) {
    switch c.read() {
    case .success(let value): #expect(value == c.value)
    case .failure(let mismatch):
      #expect(c.value == nil)
      #expect(mismatch.expected == c.expected)
    }
  }

  /// An option's default comes from the command's table; a value given replaces it, and a
  /// bad one names the option, the text as given and what was expected.
  @Test func defaultsComeFromTheTable() throws {
    let options = [
      OptionSpec(long: "min-count", kind: .value("n"), abstract: "", defaultValue: "3"),
      OptionSpec(long: "limit", kind: .value("bytes"), abstract: ""),
    ]
    let absent = try CommandParser.parse([], options: options, arguments: [], command: "x")
    #expect(try absent.defaultedValue("min-count", as: .positiveInteger) == 3)
    #expect(try absent.value("limit", as: .positiveInteger) == nil)
    let given = try CommandParser.parse(
      ArgumentToken.tokenize(["--min-count", "7", "--limit=-1"]), options: options,
      arguments: [], command: "x")
    #expect(try given.defaultedValue("min-count", as: .positiveInteger) == 7)
    #expect(
      throws: CLIError.invalidValue(
        option: "--limit", value: "-1", expected: "a positive integer", index: 2)
    ) {
      try given.value("limit", as: .positiveInteger)
    }
  }
}
