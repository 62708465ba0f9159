import Foundation
import LocPackTestSupport

@testable import LocPack

/// The server catalog fixtures in `Tests/Fixtures/Messages`, and a stable dump of a catalog
/// for comparing readers' output.
enum ServerCatalogFixtures {
  /// `Tests/Fixtures/Messages`.
  static let directory = GoldenFile.fixtures.appendingPathComponent("Messages")

  /// The bytes of the fixture `name`.
  static func bytes(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// `line:column`.
  static func place(_ location: SourceLocation?) -> String {
    guard let location else { return "-" }
    return "\(location.line):\(location.column)"
  }

  /// One line per entry: `language id = "text" @key text@value`; a plural lists its forms
  /// as `selector "text" @value`.
  static func dump(_ catalog: MessageCatalog) -> [String] {
    catalog.entries.map { entry in
      let head = "\(entry.language ?? "-") \(entry.id)"
      switch entry.text {
      case .single(let text):
        return
          "\(head) = \(text.debugDescription) @\(place(entry.location)) text@\(place(entry.textLocation))"
      case .plural(let forms):
        let list = forms.map { "\($0.selector) \($0.text.debugDescription) @\(place($0.location))" }
        return "\(head) = [\(list.joined(separator: ", "))] @\(place(entry.location))"
      }
    }
  }

  /// One line per diagnostic and note: `line:column severity id`.
  static func dump(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap { diagnostic in
      ["\(place(diagnostic.location)) \(diagnostic.severity.rawValue) \(diagnostic.id)"]
        + diagnostic.notes.map { "  \(place($0.location)) note \($0.message)" }
    }
  }
}
