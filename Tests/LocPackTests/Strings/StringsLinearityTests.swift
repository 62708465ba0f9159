import Testing

@testable import LocPack

/// Every input shape costs work proportional to its size: the scanner's step count doubles
/// (at most) when the input doubles.
///
/// Instances are 256 KB and 512 KB (32 KB and 64 KB for shapes that make one entry or one
/// diagnostic every few bytes), to keep the suite fast in debug builds; the `strings`
/// benchmark runs 10 MB instances of the worst shapes.
@Suite struct StringsLinearityTests {
  struct Shape: Sendable, CustomTestStringConvertible {
    var name: String
    /// Makes an entry or a diagnostic every few bytes (slow in debug builds).
    var heavy = false
    var head: String = ""
    var unit: String
    var tail: String = ""
    var testDescription: String { name }

    func instance(bytes: Int) -> [UInt8] {
      let count = max(1, bytes / unit.utf8.count)
      var out = Array(head.utf8)
      out.reserveCapacity(bytes + head.utf8.count + tail.utf8.count)
      let unitBytes = Array(unit.utf8)
      for _ in 0..<count { out.append(contentsOf: unitBytes) }
      out.append(contentsOf: tail.utf8)
      return out
    }
  }

  static let shapes: [Shape] = [
    Shape(name: "small entries", heavy: true, unit: "\"k\" = \"v\";\n"),
    Shape(name: "commented entries", heavy: true, unit: "/* c */\n\"key\" = \"value\"; // t\n"),
    Shape(name: "one long value", head: "a = \"", unit: "xyzw", tail: "\";"),
    Shape(name: "one long key", head: "\"", unit: "xyzw", tail: "\" = b;"),
    Shape(name: "one long unquoted value", head: "a = ", unit: "abc.", tail: ";"),
    Shape(name: "escapes", heavy: true, head: "a = \"", unit: "\\n\\U2026\\351", tail: "\";"),
    Shape(name: "lone surrogates", heavy: true, head: "a = \"", unit: "\\UD800", tail: "\";"),
    Shape(
      name: "surrogate pairs", heavy: true, head: "a = \"", unit: "\\UD83D\\UDE00", tail: "\";"),
    Shape(name: "unterminated string at key", head: "a = b;\n\"", unit: "xyzw"),
    Shape(name: "unterminated value", head: "a = \"", unit: "xyzw"),
    Shape(name: "stray characters", heavy: true, head: "a = b;\n", unit: ";"),
    Shape(name: "stray then entries", heavy: true, head: "a = b;\n;", unit: "c = d;;\n"),
    Shape(name: "stray then quotes", head: "a = b;\n;", unit: "\""),
    Shape(name: "stray then open comments", head: "a = b;\n;", unit: "/*"),
    Shape(name: "duplicates", heavy: true, unit: "a = b;\n"),
    Shape(name: "key-only entries", heavy: true, unit: "k;\n"),
    Shape(name: "long comment", head: "/*", unit: "comment ", tail: "*/ a = b;"),
    Shape(name: "unterminated comment", head: "a = b;\n/*", unit: "comment "),
    Shape(name: "line comments", unit: "// comment line\n", tail: "a = b;"),
    Shape(name: "comment pairs", unit: "/**/", tail: "a = b;"),
    Shape(name: "slashes", head: "a = b;\n", unit: "/"),
    Shape(name: "big array", heavy: true, head: "a = (", unit: "b, ", tail: ");"),
    Shape(name: "arrays of unterminated strings", head: "a = (", unit: "\"", tail: ");"),
    Shape(name: "big dictionary", heavy: true, head: "a = {", unit: "b = c; ", tail: "};"),
    Shape(name: "data", head: "a = <", unit: "0fa1 ", tail: ">;"),
    Shape(name: "nesting", unit: "(", tail: ")"),
    Shape(name: "whitespace", unit: " \t\n\u{2028}", tail: "a = b;"),
    Shape(name: "NUL bytes", heavy: true, head: "a = b;\n", unit: "\u{0}"),
    Shape(name: "multibyte text", head: "a = \"", unit: "日本語😀", tail: "\";"),
  ]

  @Test(arguments: shapes) func linear(_ shape: Shape) {
    let size = shape.heavy ? 32_000 : 256_000
    let small = shape.instance(bytes: size)
    let large = shape.instance(bytes: 2 * size)
    var smallSteps = 0
    var largeSteps = 0
    let smallResult = Result { () throws(StringsError) in
      try StringsFile.parse(small, path: "t.strings", steps: &smallSteps)
    }
    let largeResult = Result { () throws(StringsError) in
      try StringsFile.parse(large, path: "t.strings", steps: &largeSteps)
    }
    // Same outcome for both sizes, and the work doubles (at most) when the size doubles.
    let smallAccepted = (try? smallResult.get()) != nil
    let largeAccepted = (try? largeResult.get()) != nil
    #expect(smallAccepted == largeAccepted)
    #expect(largeSteps <= smallSteps * 2 + 64)
    if smallSteps > 1000 {
      #expect(Double(largeSteps) / Double(smallSteps) > 1.8)
      // Never more than a few passes over the bytes.
      #expect(largeSteps <= large.count * 4)
    }
  }
}
