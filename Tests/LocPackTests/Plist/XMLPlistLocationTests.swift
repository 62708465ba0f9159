import Testing

@testable import LocPack

@Suite struct XMLPlistLocationTests {
  struct LocationCase: Sendable, CustomTestStringConvertible {
    var path: [PlistKeyPathComponent]
    var line: Int?
    var column: Int?
    var testDescription: String { path.map(\.description).joined(separator: "/") }
  }

  static let cases: [LocationCase] = [
    .init(path: [], line: 4, column: 1),
    .init(path: [.key("%d new messages")], line: 5, column: 2),
    .init(path: [.key("%d new messages"), .key("NSStringLocalizedFormatKey")], line: 7, column: 3),
    .init(path: [.key("%d new messages"), .key("messages")], line: 9, column: 3),
    .init(path: [.key("%d new messages"), .key("messages"), .key("other")], line: 17, column: 4),
    .init(path: [.key("Café ☕️ orders")], line: 21, column: 2),
    .init(path: [.key("Café ☕️ orders"), .index(0)], line: 23, column: 3),
    .init(path: [.key("Café ☕️ orders"), .index(1)], line: 24, column: 3),
    .init(path: [.key("Café ☕️ orders"), .index(2)], line: 25, column: 3),
    .init(path: [.key("Café ☕️ orders"), .index(3)], line: nil, column: nil),
    .init(path: [.key("missing")], line: nil, column: nil),
    .init(path: [.index(0)], line: nil, column: nil),
  ]

  @Test(arguments: cases)
  func locatesValues(_ testCase: LocationCase) throws {
    let bytes = try XMLPlistTestSupport.fixture("plurals.stringsdict")
    let document = try XMLPlist.read(bytes, path: "plurals.stringsdict")
    let location = document.location(of: testCase.path)
    #expect(location?.line == testCase.line)
    #expect(location?.column == testCase.column)
  }

  @Test func locatesTheLastDefinitionOfADuplicateKey() throws {
    let xml = """
      <plist><dict>
      <key>a</key><string>1</string>
      <key>b</key><array><true/><false/></array>
      <key>a</key><string>2</string>
      </dict></plist>
      """
    let document = try XMLPlistTestSupport.read(xml)
    #expect(document.location(of: [.key("a")])?.line == 4)
    #expect(document.location(of: [.key("b"), .index(1)])?.column == 27)
    let warning = try #require(document.diagnostics.first)
    #expect(warning.id == "plist.xml-duplicate-key")
    #expect(warning.location?.line == 4)
    #expect(warning.notes.first?.location?.line == 2)
  }

  @Test func locationsAreOptional() throws {
    let bytes = try XMLPlistTestSupport.fixture("plurals.stringsdict")
    let document = try XMLPlist.read(bytes, path: "p", recordLocations: false)
    #expect(document.location(of: []) == nil)
    #expect(document.value == (try XMLPlist.read(bytes, path: "p").value))
  }
}
