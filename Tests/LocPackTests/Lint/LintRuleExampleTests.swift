import Testing

@testable import LocPack

/// Runs every rule's examples: triggering ones must report exactly at their `↓` marks,
/// the others must not report at all.
@Suite struct LintRuleExampleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var ruleID: String
    var index: Int
    var example: RuleExample
    var testDescription: String {
      "\(ruleID) #\(index) (\(example.triggers ? "triggering" : "passing"))"
    }
  }

  static let cases: [Case] = Linter.rules.flatMap { rule in
    rule.examples.enumerated().map { Case(ruleID: rule.id, index: $0.offset, example: $0.element) }
  }

  /// Strips the markers and returns the text with the `path:line:col` of each marker.
  static func unmark(_ file: ExampleFile) -> (bytes: [UInt8], marks: [String]) {
    var bytes: [UInt8] = []
    var marks: [String] = []
    var line = 1
    var column = 1
    for scalar in file.text.unicodeScalars {
      if scalar == "↓" {
        marks.append("\(file.path):\(line):\(column)")
        continue
      }
      bytes.append(contentsOf: String(scalar).utf8)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (bytes, marks)
  }

  /// Lints an example and returns the findings.
  static func lint(_ example: RuleExample) throws -> [ReportItem] {
    var documents: [LintDocument] = []
    var code: [(path: String, bytes: [UInt8])] = []
    for file in example.files {
      let (bytes, _) = unmark(file)
      if CodeLexer.Language(path: file.path) != nil {
        code.append((file.path, bytes))
        continue
      }
      let input = try #require(LintLoader.Input(path: file.path))
      documents.append(LintLoader.document(bytes, input))
    }
    var context = LintContext()
    if let text = example.configuration {
      context.configuration = try LintConfiguration.parse(Array(text.utf8), path: ".locpack.json")
    }
    if !code.isEmpty {
      context.code = CodeIndex.scan(files: code, functions: context.configuration.functions)
    }
    if let text = example.categories {
      let (bytes, _) = unmark(ExampleFile("categories.json", text))
      context.categories = try CategoriesManifest.parse(bytes, path: "categories.json").0
    }
    for key in example.pushKeys { context.pushKeys[key] = .some(nil) }
    return Linter(context: context).lint(documents).items
  }

  @Test(arguments: cases)
  func example(_ testCase: Case) throws {
    let rule = try #require(Linter.rule(id: testCase.ruleID))
    let items = try Self.lint(testCase.example)
    let isSyntax = rule.id == "lint.syntax"
    let mine = items.filter {
      $0.diagnostic.id == rule.id || (isSyntax && !$0.diagnostic.id.hasPrefix("lint."))
    }
    let found = Set(mine.compactMap { $0.diagnostic.location?.description })
    var marks = testCase.example.files.flatMap { Self.unmark($0).marks }
    if let categories = testCase.example.categories {
      marks += Self.unmark(ExampleFile("categories.json", categories)).marks
    }
    if testCase.example.triggers {
      #expect(!marks.isEmpty, "a triggering example needs at least one ↓")
      #expect(found == Set(marks), "\(mine.map(\.diagnostic.description))")
      #expect(mine.count >= marks.count)
    } else {
      #expect(mine.isEmpty, "\(mine.map(\.diagnostic.description))")
    }
  }

  /// Every rule is documented and has both kinds of example.
  @Test(arguments: Linter.rules.map(\.id))
  func ruleIsDocumented(_ id: String) throws {
    let rule = try #require(Linter.rule(id: id))
    #expect(id.hasPrefix("lint."))
    #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
    #expect(rule.examples.contains { $0.triggers })
    #expect(rule.examples.contains { !$0.triggers })
    #expect(Linter.explanation(of: id)?.contains(rule.rationale) == true)
  }

  @Test func ruleIDsAreUnique() {
    let ids = Linter.rules.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
