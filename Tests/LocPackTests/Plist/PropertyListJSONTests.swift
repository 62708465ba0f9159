import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct PropertyListJSONTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var value: PlistValue
    var json: String
    var testDescription: String { "\(name) → \(json)" }
  }

  static let ordered = PlistDictionary([("z", .bool(false)), ("a", .integer(.signed(1)))])

  @Test(arguments: [
    Case(name: "string", value: .string("a/b \"c\" é\n"), json: #""a/b \"c\" é\n""#),
    Case(name: "integer", value: .integer(.signed(-42)), json: "-42"),
    Case(name: "int64 min", value: .integer(.signed(.min)), json: "-9223372036854775808"),
    Case(name: "uint64 max", value: .integer(.unsigned(.max)), json: "18446744073709551615"),
    Case(name: "real", value: .real(0.1), json: "0.1"),
    Case(name: "integral real", value: .real(3), json: "3.0"),
    Case(name: "negative zero", value: .real(-0.0), json: "-0.0"),
    Case(name: "large real", value: .real(1e100), json: "1e+100"),
    Case(name: "tiny real", value: .real(5e-324), json: "5e-324"),
    Case(name: "nan", value: .real(.nan), json: #""nan""#),
    Case(name: "infinity", value: .real(.infinity), json: #""inf""#),
    Case(name: "negative infinity", value: .real(-.infinity), json: #""-inf""#),
    Case(name: "true", value: .bool(true), json: "true"),
    Case(name: "false", value: .bool(false), json: "false"),
    Case(name: "reference date", value: .date(0), json: #""2001-01-01T00:00:00Z""#),
    Case(name: "date", value: .date(725_857_445), json: #""2024-01-02T03:04:05Z""#),
    Case(name: "unix epoch", value: .date(-978_307_200), json: #""1970-01-01T00:00:00Z""#),
    Case(name: "leap day", value: .date(99_705_600), json: #""2004-02-29T00:00:00Z""#),
    Case(name: "fraction", value: .date(0.25), json: #""2001-01-01T00:00:00.250Z""#),
    Case(name: "before 2001", value: .date(-0.5), json: #""2000-12-31T23:59:59.500Z""#),
    Case(name: "far date", value: .date(1e300), json: #""1e+300""#),
    Case(name: "data", value: .data([0, 1, 2, 255]), json: #""AAEC/w==""#),
    Case(name: "empty data", value: .data([]), json: #""""#),
    Case(name: "uid", value: .uid(7), json: #"{"CF$UID":7}"#),
    Case(name: "array", value: .array([.string("a"), .real(1.5)]), json: #"["a",1.5]"#),
    Case(name: "dictionary order kept", value: .dictionary(ordered), json: #"{"z":false,"a":1}"#),
    Case(name: "empty dictionary", value: .dictionary(PlistDictionary()), json: "{}"),
  ])
  func jsonValue(_ c: Case) {
    #expect(JSONWriter.compactString(PropertyList.jsonValue(c.value)) == c.json)
  }

  /// Every finite real reads back to the same `Double`.
  @Test(arguments: [
    0.1, 1.0 / 3, -2.5e-8, 123_456_789.123, Double.ulpOfOne, .greatestFiniteMagnitude,
  ])
  func realsRoundTrip(_ real: Double) throws {
    let text = try #require(PropertyList.jsonValue(.real(real)).numberText)
    #expect(Double(text) == real)
  }

  /// Dates agree with Foundation's ISO 8601 formatter, over a seeded spread of whole seconds
  /// from 1620 to 9986.
  @Test func datesMatchFoundation() {
    var random = SeededGenerator(seed: 0x5EED)
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    for _ in 0..<500 {
      let seconds = Double(Int64.random(in: -12_000_000_000...252_000_000_000, using: &random))
      let ours = PropertyList.jsonValue(.date(seconds)).stringValue
      let date = Date(timeIntervalSinceReferenceDate: seconds)
      #expect(ours == formatter.string(from: date), "seconds \(seconds)")
    }
  }
}
