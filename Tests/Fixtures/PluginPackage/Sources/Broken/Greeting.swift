import Foundation

/// The greeting, in the user's language.
public func greeting(for name: String) -> String {
  String(format: NSLocalizedString("GREETING", bundle: .module, comment: ""), name)
}
