import Foundation
import Testing

@testable import LocPack

extension LintRealWorldTests {
  // MARK: - Value types written by Xcode's intent definitions

  @Test func intentsValueTypeWithPercentIsAccepted() throws {
    let items = try Self.lint("intents")
    #expect(!items.contains { $0.diagnostic.id.hasPrefix("stringsdict.") }, "\(items)")
  }
}
