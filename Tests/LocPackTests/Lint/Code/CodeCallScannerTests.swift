import Testing

@testable import LocPack

/// The call forms the scanner recognises, each with the uses it must report:
/// `key@table line:column`, `<dynamic prefix>` for a key it cannot read, `~` when a missing
/// key would show text rather than the raw key.
@Suite struct CodeCallScannerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var path = "File.swift"
    var source: String
    var uses: [String]
    var functions: [LintConfiguration.CodeFunction] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "NSLocalizedString in Swift",
      source: #"let t = NSLocalizedString("A_KEY", tableName: "Chat", comment: "c")"#,
      uses: ["A_KEY@Chat 1:27"]),
    Case(
      name: "NSLocalizedString with a value",
      source: #"NSLocalizedString("k.x", value: "X", comment: "")"#,
      uses: ["k.x@Localizable 1:19 ~"]),
    Case(
      name: "NSLocalizedString over several lines",
      source: "NSLocalizedString(\n  \"MULTI\",\n  comment: \"\"\n)",
      uses: ["MULTI@Localizable 2:3"]),
    Case(
      name: "NSLocalizedString in Objective-C", path: "File.m",
      source: #"x = NSLocalizedString(@"OBJC", @"comment");"#, uses: ["OBJC@Localizable 1:23"]),
    Case(
      name: "NSLocalizedStringFromTable", path: "File.m",
      source: #"NSLocalizedStringFromTable(@"k", @"T", nil)"#, uses: ["k@T 1:28"]),
    Case(
      name: "NSLocalizedStringFromTableInBundle", path: "File.m",
      source: #"NSLocalizedStringFromTableInBundle(@"k", @"T", bundle, @"")"#, uses: ["k@T 1:36"]),
    Case(
      name: "Bundle.localizedString(forKey:value:table:)",
      source: #"Bundle.main.localizedString(forKey: "k", value: nil, table: "T")"#,
      uses: ["k@T 1:37"]),
    Case(
      name: "localizedStringForKey:value:table:", path: "File.m",
      source: #"[[NSBundle mainBundle] localizedStringForKey:@"k" value:@"" table:@"T"]"#,
      uses: ["k@T 1:46"]),
    Case(
      name: "localizedStringForKey: with a nil table", path: "File.m",
      source: #"[bundle localizedStringForKey:@"k" value:nil table:nil]"#,
      uses: ["k@Localizable 1:31"]),
    Case(
      name: "a message cut off at the end of the file", path: "File.m",
      source: "[bundle localizedStringForKey:", uses: []),
    Case(
      name: "a method declaration is not a use", path: "File.h",
      source:
        "- (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)v table:(NSString *)t;",
      uses: []),
    Case(
      name: "String(localized:table:)", source: #"String(localized: "k", table: "T")"#,
      uses: ["k@T 1:19"]),
    Case(
      name: "LocalizedStringResource", source: #"LocalizedStringResource("k", table: "T")"#,
      uses: ["k@T 1:25"]),
    Case(
      name: "SwiftUI views and modifiers",
      source: """
        Text("a"); Button("b") {}; Label("c", systemImage: "x"); Toggle("d", isOn: $on)
        v.navigationTitle("e")
        """,
      uses: [
        "a@Localizable 1:6", "b@Localizable 1:19", "c@Localizable 1:34", "d@Localizable 1:65",
        "e@Localizable 2:19",
      ]),
    Case(
      name: "Text with a table", source: #"Text("k", tableName: "T")"#, uses: ["k@T 1:6"]),
    Case(
      name: "SwiftUI verbatim and variables are not keys",
      source: #"Text(verbatim: "v"); Text(title); Button(action: f) { }"#, uses: []),
    Case(
      name: "interpolated Text of an Int, a String, a Double",
      source: """
        let n: Int = 1
        var name = "x"
        let d: Double = 2
        Text("\\(n) photos"); Text("Hi \\(name)"); Text("\\(d)%"); Text("\\(3) left")
        """,
      uses: [
        "%lld photos@Localizable 4:6", "Hi %@@Localizable 4:27", "%lf%%@Localizable 4:47",
        "%lld left@Localizable 4:62",
      ]),
    Case(
      name: "interpolation with a specifier or a count",
      source: #"Text("\(v, specifier: "%.1f") km"); Text("\(items.count) items")"#,
      uses: ["%.1f km@Localizable 1:6", "%lld items@Localizable 1:42"]),
    Case(
      name: "interpolation of unknown type is unresolved",
      source: #"Text("\(thing) left")"#, uses: ["<dynamic > 1:6"]),
    Case(
      name: "dynamic keys",
      source:
        #"NSLocalizedString(key, comment: ""); NSLocalizedString("error.\(code)", comment: "")"#,
      uses: ["<dynamic > 1:19", "<dynamic error.> 1:56"]),
    Case(
      name: "a dynamic table", source: #"NSLocalizedString("k", tableName: name, comment: "")"#,
      uses: ["k@? 1:19"]),
    Case(
      name: "a use inside an interpolation",
      source: #"let s = "\(NSLocalizedString("INNER", comment: "")) !""#,
      uses: ["INNER@Localizable 1:30"]),
    Case(
      name: "comments and previews hide calls",
      source: """
        // NSLocalizedString("A", comment: "")
        /* NSLocalizedString("B", comment: "") */
        #Preview { Text("C") }
        struct P: PreviewProvider { static var previews: some View { Text("D") } }
        struct PreviewWrapper: View { var body: some View { Text("F") } }
        Text("E")
        """,
      uses: ["E@Localizable 6:6"]),
    Case(
      name: "configured wrapper",
      source: """
        enum L10n {
          static let a = L10n.tr("Chat", "chat.a")
          static let b = tr("Localizable", "b.key")
          private static func tr(_ table: String, _ key: String) -> String { "" }
        }
        let c = Other.tr("X", "no")
        """,
      uses: ["chat.a@Chat 2:34", "b.key@Localizable 3:36"],
      functions: [.init(name: "L10n.tr", keyArgument: 1, table: .argument(0))]),
    Case(
      name: "configured function with a fixed table", source: #"loc("k.a")"#,
      uses: ["k.a@Errors 1:5"],
      functions: [.init(name: "loc", keyArgument: 0, table: .named("Errors"))]),
  ]

  static func describe(_ use: CodeKeyUse) -> String {
    let place = "\(use.location.line):\(use.location.column)"
    guard let key = use.key else { return "<dynamic \(use.prefix)> \(place)" }
    return "\(key)@\(use.table ?? "?") \(place)" + (use.showsTextWhenMissing ? " ~" : "")
  }

  @Test(arguments: cases)
  func uses(_ testCase: Case) {
    let index = CodeIndex.scan(
      files: [(testCase.path, Array(testCase.source.utf8))], functions: testCase.functions)
    #expect(index.uses.map(Self.describe) == testCase.uses)
  }

  @Test func generatedAccessorsNameTheirMember() throws {
    let source = """
      public enum L10n {
        public static let cancel = L10n.tr("Localizable", "common.cancel")
        public static var title: String { return L10n.tr("Localizable", "screen.title") }
        public static func count(_ p1: Int) -> String {
          return L10n.tr("Localizable", "screen.count", p1)
        }
      }
      func direct() { label.text = L10n.tr("Localizable", "direct.key") }
      let x = L10n.title
      """
    let index = CodeIndex.scan(
      files: [("Strings.swift", Array(source.utf8))],
      functions: [.init(name: "L10n.tr", keyArgument: 1, table: .argument(0))])
    #expect(index.uses.map(\.accessor) == ["cancel", "title", "count", nil])
    #expect(index.references(member: "title"))
    #expect(!index.references(member: "cancel"))
    // Keys of accessors are not mentions; the direct call's key is.
    #expect(!index.mentions("screen.title"))
    #expect(index.mentions("direct.key"))
  }

  @Test(arguments: [
    ("INVITE_TITLE", true), ("settings.title", true), ("error-404", true),
    ("welcomeMessage", true), ("Cancel", false), ("OK", false), ("BazQux", false),
    ("Delete %@?", false), ("two words", false), ("", false),
  ])
  func symbolicKeys(_ key: String, _ symbolic: Bool) {
    #expect(CodeKeyUse.isSymbolic(key) == symbolic)
  }

  @Test(arguments: [
    ("Hello", true), ("", false), (" ⸱ ", false), ("01:24", false), ("%lf", false),
    ("%lld photos", true), ("Ém", true),
  ])
  func keysWithLetters(_ key: String, _ hasLetter: Bool) {
    #expect(CodeKeyUse.hasLetter(key) == hasLetter)
  }

  @Test func shapesMatchKeysWithSpecifiersInTheirGaps() {
    var use = CodeKeyUse(key: nil, table: nil, form: "Text", location: .wholeFile("x"))
    use.shape = ["", " photos of ", ""]
    #expect(use.matchesShape("%lld photos of %@"))
    #expect(use.matchesShape("%1$d photos of %2$@"))
    #expect(!use.matchesShape("%lld photos"))
    #expect(!use.matchesShape("3 photos of %@"))
  }

  @Test func mentionsCoverLiteralsPrefixesSuffixesAndPropertyLists() {
    let index = CodeIndex.scan(files: [
      ("A.swift", Array(#"let a = "plain.key"; let b = "error.\(c)"; let d = "\(k)_title""#.utf8)),
      ("Root.plist", Array("<dict><key>Title</key><string>SETTINGS_&amp;_X</string></dict>".utf8)),
    ])
    #expect(index.mentions("plain.key"))
    #expect(index.mentions("error.network"))
    #expect(index.mentions("share_title"))
    #expect(index.mentions("SETTINGS_&_X"))
    #expect(!index.mentions("other.key"))
    #expect(index.files == ["A.swift"])
  }
}
