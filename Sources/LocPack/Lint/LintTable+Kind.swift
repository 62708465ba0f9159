import Foundation

/// What a table's strings are used for, as far as format rules care.
///
/// Only strings the code passes to a format function (`String(format:)`,
/// `String.localizedStringWithFormat`, a push payload's `loc-key`) have specifiers; Interface
/// Builder and `InfoPlist` tables are shown as they are, so a `%` there is plain text.
enum LintTableKind: Sendable, Equatable {
  /// Strings looked up by the code, which may format them.
  case code
  /// Strings generated from a storyboard or xib (`8Gx-Ya-zhp.title`), never formatted.
  case interfaceBuilder
  /// `InfoPlist` strings (`CFBundleDisplayName`, `NS…UsageDescription`), never formatted.
  case infoPlist
}

extension LintTable {
  /// What the table's strings are used for.
  ///
  /// `InfoPlist` tables by name; Interface Builder tables when at least half of the keys of
  /// the base (or of any localization, without a base) have the shape Xcode gives them
  /// (`8Gx-Ya-zhp.title`), or when a `.storyboard` or `.xib` of the table's name sits in the
  /// base's or `Base.lproj` folder.
  var kind: LintTableKind {
    if name == "InfoPlist" { return .infoPlist }
    guard catalog == nil else { return .code }
    let keys = base.flatMap { locales[$0]?.keys } ?? locales.values.first?.keys ?? []
    if !keys.isEmpty {
      let shaped = keys.reduce(0) { $0 + (Self.isInterfaceBuilderKey($1) ? 1 : 0) }
      if shaped * 2 >= keys.count { return .interfaceBuilder }
    }
    if hasInterfaceBuilderSource { return .interfaceBuilder }
    return .code
  }

  /// Whether a storyboard or xib of the table's name lies next to its `.strings` files.
  private var hasInterfaceBuilderSource: Bool {
    var folders = ["Base"]
    if let base, base != "Base" { folders.append(base) }
    let manager = FileManager.default
    for lproj in folders {
      for suffix in [".storyboard", ".xib"] {
        let path = folder + "/" + lproj + ".lproj/" + name + suffix
        if manager.fileExists(atPath: path) { return true }
      }
    }
    return false
  }

  /// Whether a key has the shape Xcode gives Interface Builder strings: an object id of
  /// three, two and three letters or digits joined by `-`, a `.`, then a property path
  /// (`8Gx-Ya-zhp.title`, `Abc-12-xyz.segmentTitles[0]`).
  static func isInterfaceBuilderKey(_ key: String) -> Bool {
    let bytes = key.utf8
    guard bytes.count > 11 else { return false }
    var index = 0
    for byte in bytes {
      switch index {
      case 3, 6:
        guard byte == UInt8(ascii: "-") else { return false }
      case 10:
        guard byte == UInt8(ascii: ".") else { return false }
      case 11:
        return isLetter(byte)
      default:
        guard isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else {
          return false
        }
      }
      index += 1
    }
    return false
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}
