import LocPackTestSupport
import Testing

@testable import LocPack

/// Values that run to the end of a text: when is a shared beginning a template's text, and when
/// is it a value shared by several templates.
@Suite struct TemplateMinerBranchTests {
  static let sentences: [@Sendable (inout SeededGenerator) -> String] = [
    { "te mencionó en #" + pick(["general", "random", "ios", "web", "diseño", "ventas"], &$0) },
    { _ in "comenzó a seguirte" },
    { _ in "te envió un mensaje. ¡No le hagas esperar!" },
    { "marca en el minuto \(1 + Int($0.next() % 90))" },
    { "reaccionó con " + pick(["❤️", "😂", "👍", "😮", "🔥", "🎉"], &$0) + " a tu mensaje" },
    {
      "publicó un anuncio en "
        + pick(["Historia universal", "Química", "Cálculo II", "Literatura", "Física"], &$0)
    },
  ]

  static func pick(_ values: [String], _ generator: inout SeededGenerator) -> String {
    values[Int(generator.next() % UInt64(values.count))]
  }

  /// Two frequent compound names, each followed by whole sentences of six templates: the names
  /// are not templates with the rest of the text as their value.
  @Test func aShortPrefixBeforeWholeSentencesIsNoTemplate() {
    var generator = SeededGenerator(seed: 7)
    var counts: [String: Int] = [:]
    let surnames = ["", "", "", " García", " López", " Ortiz Rubio", " Díaz"]
    for _ in 0..<1500 {
      let name =
        Self.pick(["María José", "José Luis"], &generator) + Self.pick(surnames, &generator)
      let sentence = Self.sentences[Int(generator.next() % UInt64(Self.sentences.count))]
      counts[name + " " + sentence(&generator), default: 0] += 1
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(!formats.contains("María José %@"), "\(formats.sorted())")
    #expect(!formats.contains("José Luis %@"), "\(formats.sorted())")
    // A prefix of more words than its values keeps its values: `New message from %@`.
    var mail: [String: Int] = [:]
    for index in 0..<400 {
      let sender = ["Ana", "Pedro", "Lucía", "Carlos", "Sofía", "Diego", "Elena", "Javier"][
        index % 8]
      mail["You have a new message from \(sender)", default: 0] += 1
    }
    let mailFormats = TemplateMiner().mine(mail.map { (text: Array($0.key.utf8), count: $0.value) })
      .map(\.format)
    #expect(mailFormats == ["You have a new message from %@"])
  }
}
