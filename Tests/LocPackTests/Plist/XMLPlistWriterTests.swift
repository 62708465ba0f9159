import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct XMLPlistWriterTests {
  struct WriteCase: Sendable, CustomTestStringConvertible {
    var name: String
    var value: PlistValue
    var testDescription: String { name }
  }

  static let dates: [Double] = [0, 0.7, -0.5, -1, 86_399.999, 1e10, 3e11, -63_114_076_800, -7e10]
  static let reals: [Double] = [
    1, 0.5, .nan, .infinity, -.infinity, 1e20, 1e-7, 1.2345678901234568e17, 0.1, -0.0, 0, 1e16,
    1e15, 3e300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 100, -123.456,
  ]

  static let cases: [WriteCase] = [
    .init(name: "string escapes", value: .string("<>&\"' \t\n%@ é 😀")),
    .init(name: "empty string", value: .string("")),
    .init(
      name: "integers",
      value: .array([.integer(.signed(.min)), .integer(.unsigned(.max)), .integer(.signed(0))])),
    .init(name: "reals", value: .array(reals.map(PlistValue.real))),
    .init(name: "dates", value: .array(dates.map(PlistValue.date))),
    .init(name: "booleans", value: .array([.bool(true), .bool(false)])),
    .init(
      name: "data sizes",
      value: .array((0..<8).map { .data(Array(repeating: 0xAB, count: $0 * 19)) })),
    .init(name: "data at top level", value: .data((0..<200).map { UInt8($0) })),
    .init(
      name: "data deep inside",
      value: (0..<11).reduce(PlistValue.data(Array(repeating: 7, count: 100))) { inner, _ in
        .array([inner])
      }),
    .init(name: "empty containers", value: .array([.array([]), .dictionary(PlistDictionary())])),
    .init(
      name: "keys sorted by UTF-16 units",
      value: .dictionary(
        PlistDictionary(
          ["b", "a", "\u{FFFD}", "😀", "é", "Z", "", "<&>"].enumerated().map {
            ($1, .integer(.signed(Int64($0))))
          }))),
    .init(
      name: "nested dictionaries",
      value: .dictionary(
        PlistDictionary([("outer", .dictionary(PlistDictionary([("x", .data([1, 2, 3]))])))]))),
  ]

  @Test(arguments: cases)
  func matchesFoundationByteForByte(_ testCase: WriteCase) throws {
    let ours = XMLPlist.write(testCase.value)
    let foundation = try XMLPlistTestSupport.foundationXML(testCase.value)
    #expect(String(decoding: ours, as: UTF8.self) == String(decoding: foundation, as: UTF8.self))
    #expect(ours == foundation)
    let back = try XMLPlist.read(ours, path: "w.plist").value
    let expected = XMLPlistTestSupport.flooredDates(XMLPlistTestSupport.sorted(testCase.value))
    #expect(XMLPlistTestSupport.same(back, expected))
  }

  @Test func keepsKeyOrderWhenAsked() {
    let value = PlistValue.dictionary(PlistDictionary([("b", .bool(true)), ("a", .bool(false))]))
    let text = String(decoding: XMLPlist.write(value, sortKeys: false), as: UTF8.self)
    let b = text.range(of: "<key>b</key>")
    let a = text.range(of: "<key>a</key>")
    #expect(b != nil && a != nil && b!.lowerBound < a!.lowerBound)
  }

  @Test func writesUIDsAsCoreFoundationDoes() throws {
    let bytes = XMLPlist.write(.array([.uid(42)]))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains("\t<dict>\n\t\t<key>CF$UID</key>\n\t\t<integer>42</integer>\n\t</dict>\n"))
    #expect(try XMLPlist.read(bytes, path: "u").value == .array([.uid(42)]))
  }

  // MARK: - Differential

  @Test(arguments: 0..<100)
  func randomTreesAgreeWithFoundation(seed: Int) throws {
    var random = RandomPlist(generator: SeededGenerator(state: UInt64(seed) &* 7_919 &+ 17))
    let value = XMLPlistTestSupport.sorted(random.value(depth: 0))

    // Foundation writes, we read.
    let foundation = try XMLPlistTestSupport.foundationXML(value)
    let ours = try XMLPlist.read(foundation, path: "f.plist").value
    #expect(XMLPlistTestSupport.same(ours, value))

    // We write the same bytes, and Foundation reads them back.
    let written = XMLPlist.write(value)
    #expect(written == foundation)
    let back = try #require(try XMLPlistTestSupport.foundationRead(written))
    #expect(XMLPlistTestSupport.same(back, value))
  }

  @Test func foundationAndLocpackReadTheFixtureAlike() throws {
    let bytes = try XMLPlistTestSupport.fixture("plurals.stringsdict")
    let ours = try XMLPlist.read(bytes, path: "p").value
    let foundation = try #require(try XMLPlistTestSupport.foundationRead(bytes))
    #expect(XMLPlistTestSupport.sorted(ours) == foundation)
  }

  @Test(arguments: [
    "2024-02-30T03:04:05Z", "2024-13-02T00:00:00Z", "0024-01-02T03:04:05Z",
    "-0001-01-01T00:00:00Z", "0000-12-31T23:59:60Z", "1582-10-10T00:00:00Z",
    "20240-06-01T12:00:00Z",
  ])
  func datesMatchFoundation(text: String) throws {
    let bytes = Array("<plist><date>\(text)</date></plist>".utf8)
    let ours = try XMLPlist.read(bytes, path: "d").value
    let foundation = try XMLPlistTestSupport.foundationRead(bytes)
    #expect(ours == foundation)
  }
}
