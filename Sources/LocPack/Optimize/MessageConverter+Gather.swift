/// Gathering: every catalog entry taken into its message, the messages in the order first
/// met.
extension MessageConverter {
  /// One catalog entry's parsed text and its language in normal form (`pt-BR`).
  struct ParsedEntry: Sendable {
    var pattern: Result<MessagePattern, MessagePatternError>
    var language: String
  }

  /// Where an entry is: its catalog and its place there, both by index.
  struct EntryPlace: Sendable {
    var catalog: Int
    var entry: Int
  }

  /// How many messages are built in one slice on one core.
  static let gatherSlice = 256

  /// Every message with its parsed text per language, in the order first met.
  ///
  /// Texts are parsed one catalog per core. One pass over the catalogs in order then gives
  /// each entry its message's place, the only step on one core. The messages are built one
  /// slice per core, each taking its entries in catalog order as they are met, so a later
  /// text still replaces an earlier one; what the entries report is put back in catalog
  /// order.
  func gather(_ catalogs: [MessageCatalog], into conversion: inout MessageConversion)
    -> [Gathered]
  {
    let sourceLanguage = Self.normalized(options.sourceLanguage)
    let parsed = parse(catalogs)
    // Each message's texts by language are sized for every language at once (up to 64).
    var rawLanguages: Set<String> = []
    for catalog in catalogs {
      var last: String?? = .none
      for entry in catalog.entries where last != .some(entry.language) {
        last = .some(entry.language)
        rawLanguages.insert(entry.language ?? options.sourceLanguage)
      }
    }
    let languageCount = min(rawLanguages.count, 64)
    let (places, offsets) = Self.places(catalogs, parsed: parsed)
    let slices = stride(from: 0, to: offsets.count - 1, by: Self.gatherSlice).map {
      $0..<min($0 + Self.gatherSlice, offsets.count - 1)
    }
    let built = slices.parallelMap { slice in
      var messages: [Gathered] = []
      var reports: [(place: EntryPlace, diagnostics: [Diagnostic])] = []
      messages.reserveCapacity(slice.count)
      for position in slice {
        let first = places[offsets[position]]
        let creator = catalogs[first.catalog].entries[first.entry]
        var message = Gathered(
          id: creator.id, context: creator.context, location: creator.location)
        message.patterns.reserveCapacity(languageCount)
        message.locations.reserveCapacity(languageCount)
        for place in places[offsets[position]..<offsets[position + 1]] {
          guard let item = parsed[place.catalog][place.entry] else { continue }
          // The message is changed in place, its texts not copied.
          let found = message.take(
            item.pattern, of: catalogs[place.catalog].entries[place.entry], in: item.language,
            format: catalogs[place.catalog].format, sourceLanguage: sourceLanguage)
          if !found.isEmpty { reports.append((place, found)) }
        }
        messages.append(message)
      }
      return (messages, reports)
    }
    var messages: [Gathered] = []
    var reports: [(place: EntryPlace, diagnostics: [Diagnostic])] = []
    messages.reserveCapacity(offsets.count - 1)
    for (part, found) in built {
      messages += part
      reports += found
    }
    // An entry reports once at most: its place orders the reports as the catalogs do.
    reports.sort { ($0.place.catalog, $0.place.entry) < ($1.place.catalog, $1.place.entry) }
    for report in reports { conversion.diagnostics += report.diagnostics }
    return messages
  }

  /// Every entry's text parsed and its language put in normal form, one catalog per core;
  /// nil for an entry `--only` leaves out.
  func parse(_ catalogs: [MessageCatalog]) -> [[ParsedEntry?]] {
    let fallback = options.sourceLanguage
    return catalogs.parallelMap { catalog in
      // The entries of a catalog mostly share a language: its normal form is kept.
      var last: (raw: String, normalized: String)?
      return catalog.entries.map { entry in
        guard wanted(entry) else { return nil }
        let raw = entry.language ?? fallback
        let language: String
        if let last, last.raw == raw {
          language = last.normalized
        } else {
          language = Self.normalized(raw)
          last = (raw, language)
        }
        return ParsedEntry(pattern: pattern(of: entry, format: catalog.format), language: language)
      }
    }
  }

  /// The entries of every message, message after message and in catalog order within each,
  /// with where each message's entries start (and, last, where they all end).
  ///
  /// Messages are numbered in the order their first entry is met; an entry `--only` leaves
  /// out belongs to none.
  static func places(_ catalogs: [MessageCatalog], parsed: [[ParsedEntry?]]) -> (
    places: [EntryPlace], offsets: [Int]
  ) {
    var index: [String: Int] = [:]
    var counts: [Int] = []
    var owners: [[Int]] = []
    owners.reserveCapacity(catalogs.count)
    for (catalogIndex, catalog) in catalogs.enumerated() {
      var owner = [Int](repeating: -1, count: catalog.entries.count)
      for (entryIndex, entry) in catalog.entries.enumerated()
      where parsed[catalogIndex][entryIndex] != nil {
        let next = counts.count
        // One lookup: a new ID gets the next number.
        let position = Self.claim(&index[entry.qualifiedID, default: next])
        if position == next { counts.append(0) }
        counts[position] += 1
        owner[entryIndex] = position
      }
      owners.append(owner)
    }
    var offsets = [0]
    offsets.reserveCapacity(counts.count + 1)
    for count in counts { offsets.append(offsets[offsets.count - 1] + count) }
    var next = Array(offsets.dropLast())
    var places = [EntryPlace](
      repeating: EntryPlace(catalog: 0, entry: 0), count: offsets[offsets.count - 1])
    for (catalogIndex, owner) in owners.enumerated() {
      for (entryIndex, position) in owner.enumerated() where position >= 0 {
        places[next[position]] = EntryPlace(catalog: catalogIndex, entry: entryIndex)
        next[position] += 1
      }
    }
    return (places, offsets)
  }

  /// The value of a dictionary slot just read or filled.
  private static func claim(_ slot: inout Int) -> Int { slot }
}
