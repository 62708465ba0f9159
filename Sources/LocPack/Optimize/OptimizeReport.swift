/// What an optimization run did: counts, bytes, sizes, templates, keys to ship.
public struct OptimizeReport: Hashable, Sendable {
  /// A template that was rewritten.
  public struct Template: Hashable, Sendable {
    /// The key in the table.
    public var key: String
    /// The `%@` format.
    public var format: String
    /// The number of slots.
    public var slots: Int
    /// How many alert texts were rewritten to it.
    public var count: Int
    /// Bytes saved over those payloads (negative: the cost, in `localize` mode).
    public var bytesSaved: Int
    /// An example text.
    public var example: String
    /// Whether the key already existed in the table with this format.
    public var reused: Bool
    /// The server template's placeholder names in slot order (template-file input only).
    public var placeholders: [String] = []
    /// The localization of the template's text: the one whose phones must see it exactly.
    public var language = ""
    /// For each `loc-args` argument, the slot of ``format`` it holds, when a reused key's
    /// value reads them in another order than the text (`nil`: in order).
    public var argumentSlots: [Int]?
    /// The key's value in every localization as written.
    public var formats: [(localization: String, value: String)] = []
    /// The slots that hold a number (0-based), which the matcher asks a digit of.
    public var numericSlots: [Int] = []

    public static func == (a: Self, b: Self) -> Bool {
      a.key == b.key && a.format == b.format && a.slots == b.slots && a.count == b.count
        && a.bytesSaved == b.bytesSaved && a.example == b.example && a.reused == b.reused
        && a.placeholders == b.placeholders && a.language == b.language
        && a.argumentSlots == b.argumentSlots && a.numericSlots == b.numericSlots
        && a.formats.elementsEqual(b.formats) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(format)
      hasher.combine(count)
    }
  }

  /// A message (`--message-field`) whose templates in several languages were merged into
  /// one key, or could not all be.
  public struct Message: Hashable, Sendable {
    /// The message id the payloads carry.
    public var id: String
    /// The key.
    public var key = ""
    /// The localizations whose value is the message's own text, sorted.
    public var localizations: [String] = []
    /// Why templates of the message stayed apart.
    public var problems: [String] = []

    /// Creates a row.
    public init(id: String) { self.id = id }
  }

  /// What one localization's phones were checked for.
  public struct Localization: Hashable, Sendable {
    /// The `.lproj` name or catalog language.
    public var localization: String
    /// The table's file.
    public var table: String
    /// Rewritten payloads verified to show no raw key there (all of them: a template that
    /// fails in any localization is not rewritten).
    public var payloadsChecked = 0
    /// Rewritten alert texts whose own localization this is, shown there byte for byte.
    public var ownFields = 0
    /// Rewritten alert texts shown there exactly as they were (every one in `bytes` mode).
    public var sameTextFields = 0

    /// Creates a row.
    public init(localization: String, table: String) {
      self.localization = localization
      self.table = table
    }
  }

  /// A mined template left literal, and what rewriting it would have cost.
  public struct LiteralTemplate: Hashable, Sendable {
    /// The `%@` format.
    public var format: String
    /// How many alert texts it covers.
    public var count: Int
    /// Bytes rewriting would add (positive) over those payloads.
    public var bytesCost: Int
    /// An example text.
    public var example: String
    /// In `bytes` mode: the existing key that translates this text differently in other
    /// localizations; `--mode localize` sends it.
    public var translatedBy: String?
  }

  /// Payload sizes in bytes.
  public struct Sizes: Hashable, Sendable {
    /// The median.
    public var p50: Int = 0
    /// The 95th percentile (nearest rank).
    public var p95: Int = 0
    /// The largest.
    public var max: Int = 0

    /// The sizes of `values` (nearest-rank percentiles).
    public init(_ values: [Int]) {
      guard !values.isEmpty else { return }
      let sorted = values.sorted()
      func rank(_ percent: Int) -> Int {
        let index = (percent * sorted.count + 99) / 100 - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
      }
      p50 = rank(50)
      p95 = rank(95)
      self.max = sorted[sorted.count - 1]
    }
  }

  /// Non-blank input lines.
  public var payloads = 0
  /// Payloads with at least one alert text rewritten.
  public var rewritten = 0
  /// Valid payloads left as they were.
  public var passedThrough = 0
  /// Lines that are not JSON or not a payload (passed through).
  public var invalidLines = 0
  /// Bytes of all non-blank lines before (line terminators not counted).
  public var bytesBefore = 0
  /// Bytes of all non-blank lines after.
  public var bytesAfter = 0
  /// Rewritten payloads expanded again and compared with the original text.
  public var roundtripChecked = 0
  /// Rewritten payloads whose expansion differed (left as they were).
  public var roundtripMismatches = 0
  /// Payloads over the limit before.
  public var overLimitBefore = 0
  /// Payloads over the limit after.
  public var overLimitAfter = 0
  /// Payloads left literal because rewriting would put them over the limit.
  public var keptLiteralOverLimit = 0
  /// The line numbers (1-based) of the first ``listedLines`` of those payloads.
  public var keptLiteralOverLimitLines: [Int] = []
  /// The line numbers (1-based) of the first ``listedLines`` payloads over the limit after:
  /// APNs refuses them as they are.
  public var overLimitAfterLines: [Int] = []
  /// How many line numbers each list of the report holds at most, so that the report stays
  /// small whatever the input.
  public static let listedLines = 1000
  /// The size limit used.
  public var limit = 4096
  /// The mode used.
  public var mode: OptimizeOptions.Mode = .bytes
  /// Keys added to the table: they must ship in an app release before the server uses them.
  public var newKeys: [String] = []
  /// Valid payload sizes before.
  public var sizesBefore = Sizes([])
  /// Valid payload sizes after.
  public var sizesAfter = Sizes([])
  /// Rewritten templates, most bytes saved first.
  public var templates: [Template] = []
  /// Mined templates left literal.
  public var literalTemplates: [LiteralTemplate] = []
  /// Distinct alert texts in the sample the templates were mined from.
  public var sampledTexts = 0
  /// Distinct alert texts the miner mined: the sample, or weighted samples of it
  /// (``OptimizeOptions/mineSampleSize``, twice at most).
  public var minedTexts = 0
  /// Alert texts met after the sample was full that were not in it (matched, not mined).
  public var unsampledFields = 0
  /// Templates over ``OptimizeOptions/maxTemplates`` left literal.
  public var templatesDropped = 0
  /// Every localization checked, in order.
  public var localizations: [Localization] = []
  /// The messages of `--message-field` with templates in several languages.
  public var messages: [Message] = []
  /// The line number (1-based) of the first rewritten payload, to preview.
  public var firstRewrittenLine: Int?

  /// Creates an empty report.
  public init() {}

  /// Saved bytes over bytes before (0 when there were none).
  public var savedRatio: Double {
    bytesBefore == 0 ? 0 : Double(bytesBefore - bytesAfter) / Double(bytesBefore)
  }

  /// The report as JSON (`report.json`); keys are snake_case and fixed.
  public var json: JSONValue {
    func int(_ value: Int) -> JSONValue { .number(String(value)) }
    func sizes(_ value: Sizes) -> JSONValue {
      .object(["p50": int(value.p50), "p95": int(value.p95), "max": int(value.max)])
    }
    let templateValues: [JSONValue] = templates.map { template in
      .object([
        "key": .string(template.key), "format": .string(template.format),
        "slots": int(template.slots), "count": int(template.count),
        "bytes_saved": int(template.bytesSaved), "example": .string(template.example),
        "reused_key": .bool(template.reused), "language": .string(template.language),
      ])
    }
    let literalValues: [JSONValue] = literalTemplates.map { template in
      var object: JSONObject = [
        "format": .string(template.format), "count": int(template.count),
        "bytes_cost": int(template.bytesCost), "example": .string(template.example),
      ]
      if let key = template.translatedBy { object["translated_by"] = .string(key) }
      return .object(object)
    }
    let localizationValues: [JSONValue] = localizations.map { row in
      .object([
        "localization": .string(row.localization), "table": .string(row.table),
        "payloads_checked": int(row.payloadsChecked), "own_fields": int(row.ownFields),
        "same_text_fields": int(row.sameTextFields),
      ])
    }
    return .object([
      "mode": .string(mode.rawValue), "limit": int(limit),
      "payloads": int(payloads), "rewritten": int(rewritten),
      "passed_through": int(passedThrough), "invalid_lines": int(invalidLines),
      "bytes_before": int(bytesBefore), "bytes_after": int(bytesAfter),
      "bytes_saved": int(bytesBefore - bytesAfter),
      "saved_ratio": .number(Self.fixed(savedRatio, digits: 4)),
      "roundtrip_checked": int(roundtripChecked),
      "roundtrip_mismatches": int(roundtripMismatches),
      "over_limit_before": int(overLimitBefore), "over_limit_after": int(overLimitAfter),
      "kept_literal_over_limit": int(keptLiteralOverLimit),
      "kept_literal_over_limit_lines": .array(keptLiteralOverLimitLines.map(int)),
      "over_limit_after_lines": .array(overLimitAfterLines.map(int)),
      "size_before": sizes(sizesBefore), "size_after": sizes(sizesAfter),
      "new_keys": .array(newKeys.map { .string($0) }),
      "templates": .array(templateValues),
      "templates_left_literal": .array(literalValues),
      "sampled_texts": int(sampledTexts), "mined_texts": int(minedTexts),
      "unsampled_fields": int(unsampledFields),
      "templates_dropped": int(templatesDropped),
      "localizations": .array(localizationValues),
      "messages": .array(
        messages.map { message in
          .object([
            "id": .string(message.id), "key": .string(message.key),
            "localizations": .array(message.localizations.map { .string($0) }),
            "problems": .array(message.problems.map { .string($0) }),
          ])
        }),
    ])
  }

  /// `value` with exactly `digits` decimals, without Foundation.
  static func fixed(_ value: Double, digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let negative = value < 0
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let whole = scaled / scale
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    return (negative && scaled != 0 ? "-" : "") + String(whole) + "." + padded
  }
}
