import Foundation
import Testing

@testable import LocPack

/// Helpers shared by the server catalog readers' tests.
enum MessagesTestSupport {
  /// The folder `Tests/Fixtures/Messages`.
  static let fixtures: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/Messages")
  }()

  /// The bytes of a fixture, by its path under `Tests/Fixtures/Messages`.
  static func fixture(_ relativePath: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(relativePath)))
  }

  /// One line per entry: `de push action::Reply = "Antworten"`; a plural's forms as
  /// `{one: "…", other: "…"}`; `src` for the source language.
  static func dump(_ catalog: MessageCatalog) -> [String] {
    catalog.entries.map(dump)
  }

  /// One entry as ``dump(_:)`` writes it.
  static func dump(_ entry: MessageEntry) -> String {
    line(entry.language, entry.context, entry.id, dump(entry.text))
  }

  /// A dump line from its parts; line breaks and tabs in the context and ID are written as
  /// `\n` and `\t`.
  static func line(_ language: String?, _ context: String?, _ id: String, _ text: String)
    -> String
  {
    func visible(_ string: String) -> String {
      string.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(
        of: "\t", with: "\\t")
    }
    let prefix = context.map { visible($0) + "::" } ?? ""
    return "\(language ?? "src") \(prefix)\(visible(id)) = \(text)"
  }

  /// A text as ``dump(_:)`` writes it.
  static func dump(_ text: MessageEntry.Text) -> String {
    switch text {
    case .single(let string): return String(reflecting: string)
    case .plural(let forms):
      let parts = forms.map { "\($0.selector): \(String(reflecting: $0.text))" }
      return "{" + parts.joined(separator: ", ") + "}"
    }
  }

  /// `id line:column` of each diagnostic.
  static func diagnostics(_ catalog: MessageCatalog) -> [String] {
    catalog.diagnostics.map { diagnostic in
      let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(diagnostic.severity) \(diagnostic.id) \(place)"
    }
  }

  /// `line:column`.
  static func place(_ location: LocPack.SourceLocation) -> String {
    "\(location.line):\(location.column)"
  }

  /// Expects `read` to fail with error `id` at `place` (`line:column`) in `path`, with a
  /// message of one sentence without a trailing period.
  static func expectError(
    _ id: String, at place: String, path: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ read: () throws(MessageCatalogError) -> MessageCatalog
  ) {
    do {
      let catalog = try read()
      Issue.record("read without error: \(dump(catalog))", sourceLocation: sourceLocation)
    } catch {
      #expect(error.id == id, sourceLocation: sourceLocation)
      #expect(self.place(error.location) == place, "\(error)", sourceLocation: sourceLocation)
      #expect(error.location.path == path, sourceLocation: sourceLocation)
      #expect(
        !error.message.isEmpty && !error.message.hasSuffix("."), sourceLocation: sourceLocation)
    }
  }
}

/// A malformed catalog and the located error its reader must give.
struct CatalogErrorCase: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var bytes: [UInt8]
  var id: String
  /// `line:column`.
  var place: String
  var limits: InputLimits = .default

  init(
    _ name: String, _ text: String, _ id: String, _ place: String, limits: InputLimits = .default
  ) {
    self.init(name, Array(text.utf8), id, place, limits: limits)
  }

  init(
    _ name: String, _ bytes: [UInt8], _ id: String, _ place: String,
    limits: InputLimits = .default
  ) {
    testDescription = name
    self.bytes = bytes
    self.id = id
    self.place = place
    self.limits = limits
  }
}
