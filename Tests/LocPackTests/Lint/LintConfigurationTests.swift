import Testing

@testable import LocPack

@Suite struct LintConfigurationTests {
  struct BadCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "unknown top-level", text: "{\n  \"bse\": \"en\"\n}",
      expected: "c.json:2:3: error: unknown setting 'bse' [config.unknown-setting]"),
    BadCase(
      name: "unknown nested", text: "{ \"push\": {\n    \"ratio\": 2 } }",
      expected: "c.json:2:5: error: unknown setting 'push.ratio' [config.unknown-setting]"),
    BadCase(
      name: "unknown rule id", text: "{ \"rules\": { \"lint.nope\": \"off\" } }",
      expected: "c.json:1:14: error: unknown setting 'rules.lint.nope' [config.unknown-setting]"),
    BadCase(
      name: "bad severity", text: "{ \"rules\": { \"lint.untranslated\": \"loud\" } }",
      expected:
        "c.json:1:35: error: 'rules.lint.untranslated' must be one of error, warning, info, off "
        + "[config.invalid-value]"),
    BadCase(
      name: "ratio below one", text: "{ \"push\": { \"lengthRatio\": 0.5 } }",
      expected:
        "c.json:1:28: error: 'push.lengthRatio' must be a number of at least 1 "
        + "[config.invalid-value]"),
    BadCase(
      name: "keys not strings", text: "{ \"ignore\": { \"keys\": [1] } }",
      expected:
        "c.json:1:23: error: 'ignore.keys' must be an array of strings [config.invalid-value]"),
    BadCase(
      name: "function without a key", text: "{ \"functions\": [{ \"name\": \"tr\" }] }",
      expected:
        "c.json:1:17: error: 'functions' must be a \"name\" and a 0-based \"key\" position "
        + "[config.invalid-value]"),
    BadCase(
      name: "unknown function member",
      text: "{ \"functions\": [{ \"name\": \"tr\", \"key\": 0, \"args\": 1 }] }",
      expected: "c.json:1:17: error: unknown setting 'functions.args' [config.unknown-setting]"),
    BadCase(
      name: "not an object", text: "[]",
      expected: "c.json:1:1: error: 'the configuration' must be an object [config.invalid-value]"),
  ]

  @Test(arguments: badCases)
  func invalidConfigurationIsLocated(_ testCase: BadCase) {
    #expect(throws: LintConfigurationError.self) {
      try LintConfiguration.parse(Array(testCase.text.utf8), path: "c.json")
    }
    do {
      _ = try LintConfiguration.parse(Array(testCase.text.utf8), path: "c.json")
    } catch {
      #expect(error.description == testCase.expected)
    }
  }

  @Test func fullConfigurationReads() throws {
    let text = """
      {
        "//": "comment",
        "base": "de",
        "rules": { "lint.untranslated": "off", "strings.duplicate-key": "error" },
        "ignore": { "paths": ["Pods/**"], "keys": ["DEBUG_*"] },
        "locales": { "ja": { "rules": { "lint.push-length": "info" }, "ignoreKeys": ["LEGAL_*"] } },
        "push": { "table": "Push", "keys": ["A"], "keyPatterns": ["PUSH_*"], "lengthRatio": 3,
                  "payloads": ["p.jsonl"], "categories": "c.json" },
        "untranslated": { "allow": ["Pebble"] },
        "catalog": { "states": ["new"] }
      }
      """
    let configuration = try LintConfiguration.parse(Array(text.utf8), path: "conf/x.json")
    #expect(configuration.base == "de")
    #expect(configuration.directory == "conf")
    #expect(configuration.severity(of: "lint.untranslated", default: .info, locale: nil) == nil)
    #expect(
      configuration.severity(of: "strings.duplicate-key", default: .warning, locale: "fr") == .error
    )
    #expect(
      configuration.severity(of: "lint.push-length", default: .warning, locale: "ja") == .info)
    #expect(
      configuration.severity(of: "lint.push-length", default: .warning, locale: "fr") == .warning)
    #expect(configuration.ignores(key: "DEBUG_MENU", locale: nil))
    #expect(configuration.ignores(key: "LEGAL_TEXT", locale: "ja"))
    #expect(!configuration.ignores(key: "LEGAL_TEXT", locale: "fr"))
    #expect(configuration.push.table == "Push")
    #expect(configuration.isPushKey("A") && configuration.isPushKey("PUSH_NEW"))
    #expect(!configuration.isPushKey("B"))
    #expect(configuration.push.lengthRatio == 3)
    #expect(configuration.untranslatedAllow == ["Pebble"])
    #expect(configuration.catalogStates == ["new"])
  }

  @Test func functionsAndKeepRead() throws {
    let text = """
      { "functions": [{ "name": "L10n.tr", "key": 1, "table": 0 },
                      { "name": "loc", "key": 0, "table": "Errors" }, { "name": "t", "key": 0 }],
        "keep": ["server.*"] }
      """
    let configuration = try LintConfiguration.parse(Array(text.utf8), path: "c.json")
    #expect(
      configuration.functions == [
        .init(name: "L10n.tr", keyArgument: 1, table: .argument(0)),
        .init(name: "loc", keyArgument: 0, table: .named("Errors")),
        .init(name: "t", keyArgument: 0),
      ])
    #expect(configuration.functions[0].qualifier == "L10n")
    #expect(configuration.functions[0].baseName == "tr")
    #expect(configuration.keep.map(\.pattern) == ["server.*"])
  }

  @Test func starterConfigurationParses() throws {
    let configuration = try LintConfiguration.parse(
      Array(LintConfiguration.starter.utf8), path: ".locpack.json")
    #expect(configuration.base == "en")
    #expect(configuration.ignorePaths.map(\.pattern) == ["Pods/**", "Carthage/**"])
    #expect(configuration.functions.isEmpty && configuration.keep.isEmpty)
  }

  struct GlobCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var text: String
    var matches: Bool
    var testDescription: String { "\(pattern) ~ \(text)" }
  }

  static let globCases: [GlobCase] = [
    GlobCase(pattern: "DEBUG_*", text: "DEBUG_MENU", matches: true),
    GlobCase(pattern: "DEBUG_*", text: "XDEBUG_MENU", matches: false),
    GlobCase(pattern: "*.strings", text: "a/b.strings", matches: false),
    GlobCase(pattern: "**/*.strings", text: "a/b/c.strings", matches: true),
    GlobCase(pattern: "Pods/**", text: "Pods/x/en.lproj/L.strings", matches: true),
    GlobCase(pattern: "?x", text: "ax", matches: true),
    GlobCase(pattern: "?x", text: "abx", matches: false),
    GlobCase(pattern: "a*b*c", text: "aXXbYYc", matches: true),
    GlobCase(pattern: "", text: "", matches: true),
  ]

  @Test(arguments: globCases)
  func glob(_ testCase: GlobCase) {
    #expect(Glob(testCase.pattern).matches(testCase.text) == testCase.matches)
  }

  @Test func pathGlobsMatchComponentsAndSuffixes() {
    #expect(Glob("Pods").matchesPath("App/Pods/en.lproj/L.strings"))
    #expect(Glob("Pods/**").matchesPath("vendor/Pods/en.lproj/L.strings"))
    #expect(!Glob("Pods").matchesPath("App/Podsx/en.lproj/L.strings"))
  }
}
