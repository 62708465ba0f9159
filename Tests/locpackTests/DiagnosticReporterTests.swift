import Foundation
import LocPack
import Testing

@testable import locpack

/// Every command sends its diagnostics down one path: `--reporter` picks the format, the text
/// format writes `path:line:col: severity: message [id]` lines as before, and every other
/// format is one report on standard error, apart from the command's product.
@Suite struct DiagnosticReporterTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The arguments; `BROKEN` stands for a payload file with a trailing comma on line 1,
    /// `TABLE` for a `.strings` table missing a semicolon.
    var arguments: [String]
    /// The diagnostic id the input gives.
    var id: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "expand", arguments: ["expand", "--bundle", CLIFixtures.bundle, "BROKEN"],
      id: "json.trailing-comma"),
    Case(name: "measure", arguments: ["measure", "BROKEN"], id: "json.trailing-comma"),
    Case(name: "preview", arguments: ["preview", "BROKEN"], id: "json.trailing-comma"),
    Case(name: "parse", arguments: ["parse", "TABLE"], id: "strings.missing-semicolon"),
    Case(
      name: "convert", arguments: ["convert", "TABLE", "--to", "json"],
      id: "strings.missing-semicolon"),
    Case(
      name: "optimize",
      arguments: ["optimize", "--dry-run", "--strings", "TABLE", "BROKEN"],
      id: "optimize.table-unreadable"),
  ]

  static func arguments(_ c: Case) throws -> [String] {
    let broken = try CLIFixtures.scratch("{\"aps\":{\"alert\":\"x\",}}\n", name: "broken.json")
    let table = try CLIFixtures.scratch("\"a\" = \"b\"\n\"c\" = \"d\";\n", name: "t.strings")
    return c.arguments.map { $0 == "BROKEN" ? broken : $0 == "TABLE" ? table : $0 }
  }

  /// The default format: the diagnostic's line on standard error, and no `error:` before it.
  @Test(arguments: cases) func textLinesByDefault(_ c: Case) throws {
    let run = CLI().capture(try Self.arguments(c))
    #expect(run.status == .problems, "\(run.stderr)")
    let line = try #require(run.stderr.split(separator: "\n").first { $0.contains(c.id) })
    #expect(line.contains(": error: "), "\(run.stderr)")
    #expect(!line.hasPrefix("error: "), "\(run.stderr)")
    #expect(!run.stdout.contains(c.id))
  }

  /// `--reporter json`: one JSON document on standard error holding the diagnostic, whatever
  /// the command writes on standard output.
  @Test(arguments: cases) func jsonOnStandardError(_ c: Case) throws {
    let run = CLI().capture(try Self.arguments(c) + ["--reporter", "json"])
    #expect(run.status == .problems)
    #expect(!run.stdout.contains(c.id))
    #expect(run.stderr.contains("\"\(c.id)\""), "\(run.stderr)")
    #expect((try? JSONSerialization.jsonObject(with: Data(run.stderr.utf8))) != nil)
  }

  /// A run with nothing to say writes no report, in any format, and `sarif` holds the
  /// diagnostics when there are some.
  @Test func aCleanRunWritesNoReport() throws {
    let payload = try CLIFixtures.scratch("{\"aps\":{\"alert\":\"x\"}}\n")
    let clean = CLI().capture(["measure", payload, "-r", "sarif"])
    #expect(clean.status == .success)
    #expect(clean.stderr == "")
    #expect(clean.stdout.hasPrefix("payload "))
    let broken = try CLIFixtures.scratch("{\"aps\":{\"alert\":\"x\",}}\n")
    let run = CLI().capture(["measure", broken, "-r", "sarif"])
    #expect(run.stderr.contains("\"2.1.0\""), "\(run.stderr)")
    #expect(run.stderr.contains("json.trailing-comma"))
  }
}
