import Testing

@testable import LocPack

/// The reader's fast paths against slow, obvious references.
@Suite struct StringsFastPathTests {
  @Test func repeatedCommentsKeepTheirText() throws {
    let comments = ["No comment", "Other", "No comment", "  No comment  ", "No commenT", "Other"]
    var text = ""
    for (index, comment) in comments.enumerated() {
      text += "/* \(comment) */\n\"k\(index)\" = v;\n"
    }
    text += "/* a */ /* b */\nlast = v;\n"
    let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    #expect(
      file.entries.map(\.comment) == comments.map(\.self).map { $0.trimmingSpaces } + ["a\nb"])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(String(self.drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed())
  }
}
