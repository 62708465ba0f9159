import Foundation

@testable import LocPack

/// A property that one input broke, with what was expected and what was found.
struct FuzzPropertyFailure: Error, CustomStringConvertible {
  /// One sentence naming the property and the values involved.
  var description: String
}

/// The properties every fuzz target checks on one input.
///
/// The fuzz targets in `Fuzz/Targets` call these functions (the fuzz build compiles this file
/// in) and abort on a thrown failure, so libFuzzer records the input; the regression suite
/// feeds every file of `Tests/Fixtures/FuzzRegressions/<target>/` to the same function. A
/// check returns normally for inputs that hold the property, whether locpack accepts or
/// rejects them.
enum FuzzProperties {
  /// A property check over one input.
  typealias Check = @Sendable ([UInt8]) throws(FuzzPropertyFailure) -> Void

  /// The check of each target that runs on the library alone, by target name (the CLI
  /// target's property lives beside the CLI sources).
  static let checks: [String: Check] = [
    "strings": { bytes throws(FuzzPropertyFailure) in try strings(bytes) },
    "xml-plist": { bytes throws(FuzzPropertyFailure) in try xmlPlist(bytes) },
    "binary-plist": { bytes throws(FuzzPropertyFailure) in try binaryPlist(bytes) },
    "xcstrings": { bytes throws(FuzzPropertyFailure) in try xcstrings(bytes) },
    "payload": { bytes throws(FuzzPropertyFailure) in try payload(bytes) },
    "format": { bytes throws(FuzzPropertyFailure) in try format(bytes) },
    "miner": { bytes throws(FuzzPropertyFailure) in try miner(bytes) },
    "strings-differential": { bytes throws(FuzzPropertyFailure) in
      try stringsDifferential(bytes)
    },
    "strings-roundtrip": { bytes throws(FuzzPropertyFailure) in try stringsRoundTrip(bytes) },
    "po-catalog": { bytes throws(FuzzPropertyFailure) in try poCatalog(bytes) },
    "i18next-catalog": { bytes throws(FuzzPropertyFailure) in try i18nextCatalog(bytes) },
    "yaml-catalog": { bytes throws(FuzzPropertyFailure) in try yamlCatalog(bytes) },
    "properties-catalog": { bytes throws(FuzzPropertyFailure) in try propertiesCatalog(bytes) },
    "catalog-edit": { bytes throws(FuzzPropertyFailure) in try catalogEdit(bytes) },
  ]

  // MARK: - Shared checks

  /// Throws `message` unless `condition` holds.
  static func require(_ condition: Bool, _ message: @autoclosure () -> String)
    throws(FuzzPropertyFailure)
  {
    if !condition { throw FuzzPropertyFailure(description: message()) }
  }

  /// An error or diagnostic location must name the input and lie inside it.
  ///
  /// `text` is the UTF-8 text the location refers to when known; otherwise the raw bytes
  /// bound it (transcoding one byte to UTF-8 yields at most 3 bytes, and every line break
  /// is a CR or LF byte in the raw input too, whatever the encoding).
  static func checkLocation(
    _ location: SourceLocation, path: String, raw: [UInt8], text: SourceFile? = nil,
    _ what: @autoclosure () -> String
  ) throws(FuzzPropertyFailure) {
    try require(location.path == path, "\(what()): location path '\(location.path)' != '\(path)'")
    try require(location.line >= 1 && location.column >= 1, "\(what()): location \(location)")
    let breaks = raw.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    try require(location.line <= breaks + 1, "\(what()): line \(location.line) > \(breaks + 1)")
    try require(
      location.offset >= 0 && location.offset <= 3 * raw.count + 4,
      "\(what()): offset \(location.offset) outside \(raw.count) input bytes")
    if let text {
      try require(
        location.offset <= text.utf8.count,
        "\(what()): offset \(location.offset) past the text (\(text.utf8.count) bytes)")
      let recomputed = text.location(at: location.offset)
      try require(
        recomputed.line == location.line && recomputed.column == location.column,
        "\(what()): \(location) but offset \(location.offset) is \(recomputed)")
    }
  }

  /// Every diagnostic location is inside the input.
  static func checkDiagnostics(
    _ diagnostics: [Diagnostic], path: String, raw: [UInt8], text: SourceFile? = nil
  ) throws(FuzzPropertyFailure) {
    for diagnostic in diagnostics {
      try require(!diagnostic.id.isEmpty, "a diagnostic without an id: \(diagnostic)")
      if let location = diagnostic.location {
        try checkLocation(location, path: path, raw: raw, text: text, "[\(diagnostic.id)]")
      }
      for note in diagnostic.notes {
        if let location = note.location {
          try checkLocation(location, path: path, raw: raw, text: text, "note of \(diagnostic.id)")
        }
      }
    }
  }

  /// Plist values equal for a round trip: reals compare by bit pattern (NaN equals NaN) and
  /// dates to the whole second, since the XML writer drops fractional seconds as
  /// Foundation's does.
  static func equivalent(_ lhs: PlistValue, _ rhs: PlistValue, wholeSecondDates: Bool) -> Bool {
    switch (lhs, rhs) {
    case (.real(let a), .real(let b)):
      return a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN) || a == b
    case (.date(let a), .date(let b)):
      if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
      return wholeSecondDates ? a.rounded(.down) == b.rounded(.down) : a == b
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return false }
      for (x, y) in zip(a, b) where !equivalent(x, y, wholeSecondDates: wholeSecondDates) {
        return false
      }
      return true
    case (.dictionary(let a), .dictionary(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in a {
        guard let other = b[key], equivalent(value, other, wholeSecondDates: wholeSecondDates)
        else { return false }
      }
      return true
    default:
      return lhs == rhs
    }
  }

  // MARK: - .strings

  /// `.strings` reader: errors and diagnostics point into the input; entry ranges are
  /// ordered and inside the text; the table is the entries with the last duplicate winning;
  /// the generic OpenStep reader agrees on the value.
  static func strings(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz.strings"
    let file: StringsFile
    do {
      file = try StringsFile.parse(bytes, path: path)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, "thrown \(error.id)")
      try require(error.id.hasPrefix("strings."), "error id \(error.id)")
      return
    }
    let text = file.source
    try checkDiagnostics(file.diagnostics, path: path, raw: bytes, text: text)
    var previousEnd = 0
    var expected = PlistDictionary()
    for entry in file.entries {
      let ranges =
        [entry.keyRange, entry.range]
        + [entry.valueRange, entry.commentRange]
        .compactMap { $0 }
      for range in ranges {
        try require(
          range.lowerBound >= 0 && range.upperBound <= text.utf8.count,
          "entry \(entry.key): range \(range) outside \(text.utf8.count) bytes")
      }
      try require(entry.range.lowerBound >= previousEnd, "entry \(entry.key) overlaps the last")
      try require(
        entry.range.contains(entry.keyRange.lowerBound), "entry \(entry.key): key outside entry")
      if let comment = entry.commentRange {
        try require(comment.upperBound <= entry.keyRange.lowerBound, "comment after its key")
      }
      previousEnd = entry.range.upperBound
      _ = expected.updateValue(entry.value, forKey: entry.key)
    }
    try require(
      equivalent(.dictionary(expected), .dictionary(file.table), wholeSecondDates: false),
      "the table is not the entries with the last duplicate winning")
    let plist: (value: PlistValue, diagnostics: [Diagnostic])
    do {
      plist = try OpenStepPlist.parse(bytes, path: path)
    } catch {
      throw FuzzPropertyFailure(
        description: "the OpenStep plist reader rejects a table the .strings reader reads: \(error)"
      )
    }
    try require(
      equivalent(plist.value, .dictionary(file.table), wholeSecondDates: false),
      "the OpenStep plist reader and the .strings reader disagree")
  }

  // MARK: - Property lists

  /// XML plist reader: errors point into the input; what it reads, the XML writer writes so
  /// that it reads back to the same value, and so does the binary writer.
  static func xmlPlist(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz.plist"
    let document: XMLPlistDocument
    do {
      document = try XMLPlist.read(bytes, path: path)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, "thrown \(error.id)")
      return
    }
    try checkDiagnostics(document.diagnostics, path: path, raw: bytes)
    try checkPlistRoundTrips(document.value, from: "XML")
  }

  /// Binary plist reader: errors carry an offset inside the file; what it reads, the binary
  /// writer writes so that it reads back to the same value, and so does the XML writer.
  static func binaryPlist(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let value: PlistValue
    do {
      value = try BinaryPlist.read(bytes, path: "fuzz.plist")
    } catch {
      if let offset = error.offset {
        try require(
          offset >= 0 && offset <= bytes.count, "offset \(offset) outside \(bytes.count) bytes")
      }
      return
    }
    try checkPlistRoundTrips(value, from: "binary")
  }

  /// Writes `value` with both writers and reads each result back.
  static func checkPlistRoundTrips(_ value: PlistValue, from format: String)
    throws(FuzzPropertyFailure)
  {
    let binary: [UInt8]
    do {
      binary = try BinaryPlist.write(value)
    } catch {
      // Only UIDs above 2^32−1 and too-deep nesting are unencodable.
      switch error.kind {
      case .unencodable, .tooDeep: return
      default:
        throw FuzzPropertyFailure(
          description: "the binary writer rejects a value read from \(format): \(error)")
      }
    }
    let back: PlistValue
    do {
      back = try BinaryPlist.read(binary, path: "written.plist")
    } catch {
      throw FuzzPropertyFailure(
        description: "the binary reader rejects the binary writer's output: \(error)")
    }
    try require(
      equivalent(back, value, wholeSecondDates: false),
      "binary write -> read changed a value read from \(format): \(value) -> \(back)")
    guard xmlRepresentable(value) else { return }
    let xml = XMLPlist.write(value)
    let xmlBack: XMLPlistDocument
    do {
      xmlBack = try XMLPlist.read(xml, path: "written.plist")
    } catch {
      throw FuzzPropertyFailure(
        description: "the XML reader rejects the XML writer's output: \(error)")
    }
    try require(
      equivalent(xmlBack.value, value, wholeSecondDates: true),
      "XML write -> read changed a value read from \(format): \(value) -> \(xmlBack.value)")
  }

  /// Whether XML 1.0 can hold every string of the value (no C0 controls other than tab, LF
  /// and CR, no U+FFFE/U+FFFF; CR reads back as LF), and every real and date is finite or
  /// NaN-free in a way the text form keeps.
  static func xmlRepresentable(_ value: PlistValue) -> Bool {
    func fits(_ text: String) -> Bool {
      text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x09, 0x0A: return true
        case 0x00...0x1F, 0x7F, 0xFFFE, 0xFFFF: return false
        default: return true
        }
      }
    }
    switch value {
    case .string(let text): return fits(text)
    case .date(let seconds): return seconds.isFinite && abs(seconds) < 1e11
    case .array(let items): return items.allSatisfy(xmlRepresentable)
    case .dictionary(let dictionary):
      return dictionary.allSatisfy { fits($0.key) && xmlRepresentable($0.value) }
    default: return true
    }
  }
}
