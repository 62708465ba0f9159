import Foundation
import Testing

@testable import LocPack

/// The limit values as typed (`64KiB`, `16_777_216`), their display, and the input-size check
/// at its boundary.
@Suite struct InputLimitsTests {
  struct ValueCase: Sendable, CustomTestStringConvertible {
    var text: String
    var kind: InputLimits.Kind
    var expected: Int?
    var testDescription: String { "\(kind.rawValue) '\(text)'" }
  }

  static let values: [ValueCase] = [
    ValueCase(text: "4096", kind: .inputSize, expected: 4096),
    ValueCase(text: "64KiB", kind: .inputSize, expected: 65_536),
    ValueCase(text: "64kib", kind: .inputSize, expected: 65_536),
    ValueCase(text: "10MB", kind: .inputSize, expected: 10_000_000),
    ValueCase(text: "10 MiB", kind: .inputSize, expected: 10_485_760),
    ValueCase(text: "512k", kind: .stringLength, expected: 512_000),
    ValueCase(text: "1GiB", kind: .inputSize, expected: 1 << 30),
    ValueCase(text: "2G", kind: .inputSize, expected: 2_000_000_000),
    ValueCase(text: "7B", kind: .stringLength, expected: 7),
    ValueCase(text: "0", kind: .inputSize, expected: nil),
    ValueCase(text: "-1", kind: .inputSize, expected: nil),
    ValueCase(text: "1.5MB", kind: .inputSize, expected: nil),
    ValueCase(text: "MB", kind: .inputSize, expected: nil),
    ValueCase(text: "10 TB", kind: .inputSize, expected: nil),
    ValueCase(text: "99999999999999999999", kind: .inputSize, expected: nil),
    ValueCase(text: "9999999999999GiB", kind: .inputSize, expected: nil),
    ValueCase(text: "512", kind: .depth, expected: 512),
    ValueCase(text: "16_777_216", kind: .objectCount, expected: 16_777_216),
    ValueCase(text: "1,000", kind: .objectCount, expected: 1000),
    ValueCase(text: "0", kind: .depth, expected: nil),
    ValueCase(text: "10k", kind: .objectCount, expected: nil),
    ValueCase(text: "_1", kind: .objectCount, expected: nil),
    ValueCase(text: "1_", kind: .objectCount, expected: nil),
    ValueCase(text: "", kind: .depth, expected: nil),
  ]

  @Test(arguments: values) func parsesValue(_ c: ValueCase) {
    #expect(InputLimits.parseValue(c.text, for: c.kind) == c.expected)
  }

  @Test func formatsSizes() {
    #expect(InputLimits.formatSize(256 << 20) == "256 MiB")
    #expect(InputLimits.formatSize(1 << 20) == "1 MiB")
    #expect(InputLimits.formatSize(64 << 10) == "64 KiB")
    #expect(InputLimits.formatSize(1000) == "1000 bytes")
    #expect(InputLimits.formatSize(1) == "1 byte")
    #expect(InputLimits.default.formatted(.objectCount) == "16777216")
  }

  /// Every displayed default reads back as itself, so help text and flags agree.
  @Test(arguments: InputLimits.Kind.allCases) func defaultRoundTrips(_ kind: InputLimits.Kind) {
    let text = InputLimits.default.formatted(kind)
    #expect(InputLimits.parseValue(text, for: kind) == InputLimits.default[kind])
  }

  @Test func defaults() {
    let limits = InputLimits.default
    #expect(limits.maxInputBytes == 256 << 20)
    #expect(limits.maxDepth == 512)
    #expect(limits.maxStringBytes == 1 << 20)
    #expect(limits.maxObjects == 1 << 24)
    #expect(BinaryPlistLimits(limits) == BinaryPlistLimits.default)
    #expect(JSONParseOptions().limits == limits)
    let changed = limits.applying([.depth: 3, .inputSize: 10])
    #expect(changed.maxDepth == 3 && changed.maxInputBytes == 10)
    #expect(changed.maxObjects == limits.maxObjects)
  }

  // MARK: - Input size

  /// A file of exactly `maxBytes` is read; one byte more fails before anything is read.
  @Test(arguments: [1, 1000, 70_000]) func inputSizeBoundary(_ size: Int) throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-limit-\(UUID().uuidString)")
    try Data(repeating: 0x41, count: size).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try FileIO.read(url.path, maxBytes: size).count == size)
    do {
      _ = try FileIO.read(url.path, maxBytes: size - 1 > 0 ? size - 1 : 0)
      Issue.record("a file over the limit was read")
    } catch {
      #expect(error.reason == .tooLarge(limit: max(0, size - 1)))
      #expect(error.exitStatus == .noInput)
      #expect(error.description.hasPrefix(url.path + ": cannot read: larger than "))
      #expect(error.description.hasSuffix("; raise it with --max-input-size"))
    }
  }
}
