import Foundation
import Testing

@testable import LocPack

/// Fresh tables in Xcode's style (and others), read back by Foundation.
@Suite struct StringsWriterTests {
  @Test func xcodeStyle() {
    let bytes = StringsWriter.write([
      (key: "GREETING", value: "Hello, %@!", comment: "Shown on launch"),
      (key: "QUOTE", value: "Say \"hi\"\n", comment: nil),
      (key: "MULTI", value: "x", comment: "Line one\nline two */ end"),
    ])
    let expected = """
      /* Shown on launch */
      "GREETING" = "Hello, %@!";

      "QUOTE" = "Say \\"hi\\"\\n";

      /* Line one
      line two * / end */
      "MULTI" = "x";

      """
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test func emptyTableIsReadable() throws {
    let bytes = StringsWriter.write([])
    #expect(bytes == [0x0A])
    #expect(try StringsFile.parse(bytes, path: "t.strings").table.isEmpty)
    #expect(StringsTestSupport.foundation(bytes) == "{}")
  }

  @Test(arguments: [
    TextEncoding.utf8(bom: false), .utf8(bom: true), .utf16LE(bom: true), .utf16BE(bom: true),
  ])
  func seededTableReadsBack(_ encoding: TextEncoding) throws {
    var random = EditorTestSupport.Random(state: 7)
    let values = StringsEditorEscapingTests.tricky.map(\.value)
    var table: [(key: String, value: String, comment: String?)] = []
    for index in 0..<200 {
      let value = values[random.below(values.count)] + values[random.below(values.count)]
      let comment = random.below(3) == 0 ? nil : "comment \(index) " + values[index % values.count]
      table.append((key: "key.\(index) \(values[index % values.count])", value: value, comment))
    }
    var style = StringsStyle.xcode
    style.encoding = encoding
    style.lineEnding = .crlf
    let bytes = StringsWriter.write(table, style: style)
    let file = try StringsFile.parse(bytes, path: "t.strings")
    #expect(file.encoding == encoding)
    #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    #expect(file.entries.count == table.count)
    for (entry, row) in zip(file.entries, table) {
      #expect(EditorTestSupport.scalars(entry.key) == EditorTestSupport.scalars(row.key))
      #expect(
        entry.value.stringValue.map(EditorTestSupport.scalars)
          == EditorTestSupport.scalars(row.value))
      #expect((entry.comment != nil) == (row.comment != nil))
    }
    #expect(StringsTestSupport.foundation(bytes) == StringsTestSupport.locpack(bytes))
    #expect(StringsEditor(file).bytes() == bytes)
  }
}
