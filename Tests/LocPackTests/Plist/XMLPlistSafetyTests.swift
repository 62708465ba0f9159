import Foundation
import Testing

@testable import LocPack

/// Hostile inputs: entity expansion, external entities and external DTDs must never be
/// expanded or loaded.
@Suite struct XMLPlistSafetyTests {
  struct HostileCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var id: String
    var line: Int
    var testDescription: String { fixture }
  }

  static let hostileCases: [HostileCase] = [
    .init(fixture: "billion-laughs.plist", id: "plist.xml-entity-declaration", line: 3),
    .init(fixture: "xxe-file.plist", id: "plist.xml-entity-declaration", line: 3),
    .init(fixture: "xxe-parameter.plist", id: "plist.xml-entity-declaration", line: 3),
  ]

  @Test(arguments: hostileCases)
  func rejectsEntityDeclarations(_ testCase: HostileCase) throws {
    let bytes = try XMLPlistTestSupport.fixture(testCase.fixture)
    let error = try #require(XMLPlistTestSupport.error(bytes: bytes))
    #expect(error.id == testCase.id)
    #expect(error.location.line == testCase.line)
    let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "root:x:0:0"
    let firstLine = passwd.split(separator: "\n").first.map(String.init) ?? "root:x:0:0"
    #expect(!error.description.contains(firstLine))
    #expect(!error.description.contains("root:"))
    #expect(!error.description.contains("lollollol"))
  }

  @Test func undeclaredEntityIsNeverResolvedFromAFile() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE plist SYSTEM "file:///etc/passwd">
      <plist><string>&root;</string></plist>
      """
    let error = XMLPlistTestSupport.error(xml)
    #expect(error?.id == "plist.xml-undefined-entity")
    #expect(!(error?.description.contains("/bin/") ?? true))
  }

  @Test(arguments: ["external-dtd-missing-file.plist", "external-dtd-http.plist"])
  func externalDTDIsNotLoaded(fixture: String) throws {
    let document = try XMLPlist.read(try XMLPlistTestSupport.fixture(fixture), path: fixture)
    #expect(document.value == .string("kept"))
    #expect(document.diagnostics.isEmpty)
  }

  @Test func externalDTDPointingAtAFileIsIgnored() throws {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE plist SYSTEM "file:///etc/passwd">
      <plist><string>v</string></plist>
      """
    let document = try XMLPlistTestSupport.read(xml)
    #expect(document.value == .string("v"))
    #expect(document.diagnostics.isEmpty)
  }

  @Test func deepNestingStopsEarly() {
    let depth = 100_000
    let xml =
      String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
    #expect(XMLPlistTestSupport.error(xml)?.id == "plist.xml-nesting-too-deep")
  }

  @Test func readsFromManyThreadsAtOnce() async throws {
    let bytes = try XMLPlistTestSupport.fixture("plurals.stringsdict")
    let expected = try XMLPlist.read(bytes, path: "p").value
    try await withThrowingTaskGroup(of: PlistValue.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var last = PlistValue.bool(false)
          for _ in 0..<50 { last = try XMLPlist.read(bytes, path: "p").value }
          return last
        }
      }
      for try await value in group { #expect(value == expected) }
    }
  }
}
