import Foundation
import Testing

@testable import LocPack

/// Every reader at each limit: exactly at the limit reads, one over fails with the limit's
/// error, located in the file, naming the flag that raises it.
@Suite struct InputLimitsReaderTests {
  /// The readers, each with its own way to count depth (see ``InputLimits/maxDepth``).
  enum Reader: String, CaseIterable, Sendable {
    case strings, openStep, xml, binaryASCII, binaryUTF16, json, xcstrings, apns
  }

  /// The test limits: small, so every input is tiny.
  static let limits = InputLimits(
    maxInputBytes: 1 << 20, maxDepth: 6, maxStringBytes: 20, maxObjects: 25)

  struct Case: Sendable, CustomTestStringConvertible {
    var reader: Reader
    var kind: InputLimits.Kind
    var testDescription: String { "\(reader.rawValue) \(kind.rawValue)" }
  }

  static let cases: [Case] = Reader.allCases.flatMap { reader in
    [InputLimits.Kind.depth, .stringLength, .objectCount].compactMap { kind in
      // The ASCII/UTF-16 split only matters for strings.
      if reader == .binaryUTF16, kind != .stringLength { return nil }
      return Case(reader: reader, kind: kind)
    }
  }

  @Test(arguments: cases) func atTheLimitReads(_ c: Case) throws {
    let bytes = Self.input(c.reader, c.kind, overBy: 0)
    #expect(Self.read(c.reader, bytes) == nil)
  }

  @Test(arguments: cases) func oneOverFails(_ c: Case) throws {
    let bytes = Self.input(c.reader, c.kind, overBy: 1)
    let failure = try #require(Self.read(c.reader, bytes))
    #expect(failure.id == Self.expectedID(c.reader, c.kind))
    #expect(failure.message.hasSuffix("; raise it with \(c.kind.flag)"), "\(failure.message)")
    let shown = Self.limits.formatted(c.kind)
    #expect(failure.message.contains(shown), "\(failure.message) names \(shown)")
    if c.reader == .binaryASCII || c.reader == .binaryUTF16 {
      #expect(failure.offset != nil)
    } else {
      let location = try #require(failure.location)
      #expect(location.path == "t" && location.line >= 1 && location.column >= 1)
    }
    // The default limits read the same input.
    #expect(Self.read(c.reader, bytes, limits: .default) == nil)
  }

  // MARK: - Exact places

  struct PlaceCase: Sendable, CustomTestStringConvertible {
    var name: String
    var reader: Reader
    var text: String
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  /// A string over the limit is reported at its start; a value over the count at that value.
  @Test(arguments: [
    PlaceCase(
      name: "strings quoted", reader: .strings, text: "a = \"b\";\n k = \"\(long)\";", line: 2,
      column: 6),
    PlaceCase(
      name: "strings unquoted key", reader: .strings, text: "a = b;\n\(long) = c;", line: 2,
      column: 1),
    PlaceCase(
      name: "strings escaped", reader: .strings,
      text: "a = \"" + String(repeating: "\\n", count: 21) + "\";", line: 1, column: 5),
    PlaceCase(
      name: "json value", reader: .json, text: "{\n  \"k\": \"\(long)\"}", line: 2, column: 8),
    PlaceCase(
      name: "json escaped key", reader: .json,
      text: "{\"" + String(repeating: "\\u00e9", count: 11) + "\": 1}", line: 1, column: 2),
    PlaceCase(
      name: "xml key", reader: .xml,
      text: "<plist><dict>\n<key>\(long)</key><true/></dict></plist>",
      line: 2, column: 1),
    PlaceCase(
      name: "json 26th value", reader: .json,
      text: "[" + String(repeating: "0,", count: 24) + "\n7]", line: 2, column: 1),
    PlaceCase(
      name: "xml 26th element", reader: .xml,
      text: "<plist><array>" + String(repeating: "<true/>", count: 24)
        + "\n<false/></array></plist>",
      line: 2, column: 1),
    PlaceCase(
      name: "strings 26th value", reader: .strings,
      text: (0..<12).map { "k\($0) = v;" }.joined() + "\nlast = v;", line: 2, column: 8),
  ])
  func reportsThePlace(_ c: PlaceCase) throws {
    let failure = try #require(Self.read(c.reader, Array(c.text.utf8)))
    let location = try #require(failure.location)
    #expect(location.line == c.line)
    #expect(location.column == c.column)
  }

  static let long = String(repeating: "x", count: 21)

  /// A binary plist's string over the limit is reported at the byte offset of its object.
  @Test func binaryOffsetIsTheObject() throws {
    let value = PlistValue.array([.string("ok"), .string(Self.long)])
    let bytes = try BinaryPlist.write(value)
    let failure = try #require(Self.read(.binaryASCII, bytes))
    let offset = try #require(failure.offset)
    #expect(offset < bytes.count && bytes[offset] == 0x5F)  // 0x5F: ASCII string, count follows
  }

  /// A UTF-16 file is measured after transcoding: 20 two-byte characters are 40 UTF-8 bytes.
  @Test func utf16TableIsMeasuredInUTF8() throws {
    let text = "a = \"" + String(repeating: "é", count: 10) + "\";"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(Self.read(.strings, bytes) == nil)
    let over = "a = \"" + String(repeating: "é", count: 10) + "x\";"
    var overBytes: [UInt8] = [0xFF, 0xFE]
    for unit in over.utf16 { overBytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(Self.read(.strings, overBytes)?.id == "strings.string-too-long")
  }

  /// The default string limit, 1 MiB, at its boundary.
  @Test func defaultStringLimit() throws {
    let atLimit = String(repeating: "x", count: 1 << 20)
    #expect(Self.read(.strings, Array("a = \"\(atLimit)\";".utf8), limits: .default) == nil)
    let over = Self.read(.strings, Array("a = \"\(atLimit)x\";".utf8), limits: .default)
    #expect(over?.message == "string longer than 1 MiB; raise it with --max-string-length")
  }

  // MARK: - Inputs

  /// The number of nested containers that is exactly at the depth limit for a reader.
  static func containersAtLimit(_ reader: Reader) -> Int {
    switch reader {
    case .openStep, .binaryASCII, .binaryUTF16: return limits.maxDepth + 1
    case .strings, .xml, .json, .xcstrings, .apns: return limits.maxDepth
    }
  }

  /// A string of `count` UTF-8 bytes: two-byte characters except in the ASCII-only readers.
  static func text(_ count: Int, ascii: Bool) -> String {
    if ascii { return String(repeating: "x", count: count) }
    return String(repeating: "é", count: count / 2) + String(repeating: "x", count: count % 2)
  }

  /// An input exactly at the limit of `kind`, or `overBy` past it.
  static func input(_ reader: Reader, _ kind: InputLimits.Kind, overBy: Int) -> [UInt8] {
    let depth = containersAtLimit(reader) + overBy
    let length = limits.maxStringBytes + overBy
    let count = limits.maxObjects + overBy
    let string = text(length, ascii: reader == .binaryASCII)
    switch reader {
    case .json, .xcstrings, .apns:
      switch kind {
      case .depth:
        let arrays = depth - 1
        return utf8(
          "{\"x\":" + String(repeating: "[", count: arrays)
            + String(repeating: "]", count: arrays) + "}")
      case .stringLength: return utf8("{\"x\":\"\(string)\"}")
      default:
        // The object, its key, the array, then the elements.
        let elements = Array(repeating: "0", count: count - 3).joined(separator: ",")
        return utf8("{\"x\":[\(elements)]}")
      }
    case .strings:
      switch kind {
      case .depth:
        return utf8(
          "a = " + String(repeating: "(", count: depth)
            + String(repeating: ")", count: depth) + ";")
      case .stringLength: return utf8("a = \"\(string)\";")
      default:
        let entries = (0..<count / 2).map { "k\($0) = v;" }.joined(separator: "\n")
        return utf8(entries + (count % 2 == 1 ? "\nlone;" : ""))
      }
    case .openStep:
      switch kind {
      case .depth:
        return utf8(String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
      case .stringLength: return utf8("(\"\(string)\")")
      default: return utf8("(" + String(repeating: "a,", count: count - 1) + ")")
      }
    case .xml:
      switch kind {
      case .depth:
        return utf8(
          "<plist>" + String(repeating: "<array>", count: depth)
            + String(repeating: "</array>", count: depth) + "</plist>")
      case .stringLength: return utf8("<plist><string>\(string)</string></plist>")
      default:
        return utf8(
          "<plist><array>" + String(repeating: "<true/>", count: count - 1)
            + "</array></plist>")
      }
    case .binaryASCII, .binaryUTF16:
      let value: PlistValue
      switch kind {
      case .depth:
        var nested = PlistValue.array([])
        for _ in 1..<depth { nested = .array([nested]) }
        value = nested
      case .stringLength: value = .string(string)
      default: value = .array((0..<count - 1).map { .integer(.signed(Int64($0))) })
      }
      return (try? BinaryPlist.write(value)) ?? []
    }
  }

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  static func expectedID(_ reader: Reader, _ kind: InputLimits.Kind) -> String {
    let names: [String]
    switch reader {
    case .strings, .openStep:
      names = ["strings.too-deep", "strings.string-too-long", "strings.too-many-values"]
    case .xml:
      names = [
        "plist.xml-nesting-too-deep", "plist.xml-string-too-long", "plist.xml-too-many-values",
      ]
    case .binaryASCII, .binaryUTF16:
      names = [
        "plist.binary-too-deep", "plist.binary-string-too-long", "plist.binary-too-many-objects",
      ]
    case .json, .xcstrings, .apns:
      names = ["json.too-deep", "json.string-too-long", "json.too-many-values"]
    }
    switch kind {
    case .depth: return names[0]
    case .stringLength: return names[1]
    default: return names[2]
    }
  }

  // MARK: - Reading

  struct Failure: Equatable {
    var id: String
    var message: String
    var location: LocPack.SourceLocation?
    var offset: Int?
  }

  /// Reads `bytes` with `reader`; the fatal error, or nil when it reads.
  static func read(_ reader: Reader, _ bytes: [UInt8], limits: InputLimits = limits) -> Failure? {
    func failure(_ diagnostic: Diagnostic, offset: Int? = nil) -> Failure {
      Failure(
        id: diagnostic.id, message: diagnostic.message, location: diagnostic.location,
        offset: offset)
    }
    switch reader {
    case .strings:
      do {
        _ = try StringsFile.parse(bytes, path: "t", limits: limits)
      } catch {
        return Failure(id: error.id, message: error.message, location: error.location)
      }
    case .openStep:
      do {
        _ = try OpenStepPlist.parse(bytes, path: "t", limits: limits)
      } catch {
        return Failure(id: error.id, message: error.message, location: error.location)
      }
    case .xml:
      do {
        _ = try XMLPlist.read(bytes, path: "t", limits: limits)
      } catch {
        return failure(error.diagnostic)
      }
    case .binaryASCII, .binaryUTF16:
      do {
        _ = try BinaryPlist.read(bytes, path: "t", limits: BinaryPlistLimits(limits))
      } catch {
        let wrapped = PropertyListError.binary(error)
        return Failure(
          id: wrapped.id, message: error.message, location: nil, offset: error.offset)
      }
    case .json:
      do {
        _ = try JSONParser.parse(bytes, path: "t", options: JSONParseOptions(limits: limits))
      } catch {
        return failure(error.diagnostic)
      }
    case .xcstrings:
      do {
        _ = try XCStringsFile.parse(bytes, path: "t", limits: limits)
      } catch {
        return failure(error.diagnostic)
      }
    case .apns:
      do {
        _ = try APNsPayload.parse(bytes, path: "t", limits: limits)
      } catch {
        return failure(error.diagnostic)
      }
    }
    return nil
  }
}
