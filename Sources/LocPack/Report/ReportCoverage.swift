/// How much of the base's keys one localization translates, for the coverage table that
/// `lint`'s `text`, `json` and `markdown` reports end with.
public struct ReportCoverage: Hashable, Sendable {
  /// The localization (`fr`, `zh-Hans`).
  public var localization: String
  /// The base's keys, over every table.
  public var keys: Int
  /// Keys present with a text of their own (or marked not to be translated).
  public var translated: Int
  /// Keys the localization lacks: a phone shows the raw key, or the text the code passes.
  public var missing: Int
  /// Keys present with the base's text unchanged.
  public var untranslated: Int

  /// Creates a row.
  public init(localization: String, keys: Int, translated: Int, missing: Int, untranslated: Int) {
    self.localization = localization
    self.keys = keys
    self.translated = translated
    self.missing = missing
    self.untranslated = untranslated
  }

  /// The translated share, 0–100; 100 for a table without keys.
  public var percent: Double { keys == 0 ? 100 : Double(translated) * 100 / Double(keys) }

  /// ``percent`` with one decimal, rounded down so that 99.96 does not read as 100.0.
  public var percentText: String {
    let tenths = keys == 0 ? 1000 : translated * 1000 / keys
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The rows merged by localization (a localization's tables add up), sorted by name.
  public static func merged(_ rows: [ReportCoverage]) -> [ReportCoverage] {
    var byName: [String: ReportCoverage] = [:]
    for row in rows {
      if var existing = byName[row.localization] {
        existing.keys += row.keys
        existing.translated += row.translated
        existing.missing += row.missing
        existing.untranslated += row.untranslated
        byName[row.localization] = existing
      } else {
        byName[row.localization] = row
      }
    }
    return byName.values.sorted { $0.localization < $1.localization }
  }

  /// The table as aligned text lines, one per localization, under a header.
  public static func textTable(_ rows: [ReportCoverage]) -> String {
    let header = ["localization", "keys", "translated", "missing", "untranslated", "%"]
    let cells = rows.map {
      [
        $0.localization, String($0.keys), String($0.translated), String($0.missing),
        String($0.untranslated), $0.percentText,
      ]
    }
    var widths = header.map(\.count)
    for row in cells {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ row: [String]) -> String {
      row.enumerated().map { index, cell in
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return index == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ")
    }
    return ([line(header)] + cells.map(line)).joined(separator: "\n") + "\n"
  }
}
