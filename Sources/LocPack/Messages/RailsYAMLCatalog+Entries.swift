extension RailsYAMLCatalog {
  /// Turns the tree below each language into entries.
  struct EntryCollector {
    /// The text locations refer to.
    let source: SourceFile
    /// The entries so far, in file order.
    var entries: [MessageEntry] = []
    /// The builder's warnings, then the collector's.
    var diagnostics: [Diagnostic] = []
    /// The index of each (language, ID) in ``entries``.
    private var indexOfID: [String: Int] = [:]

    init(source: SourceFile) { self.source = source }

    /// Collects the messages of one top-level pair: `en:` and its mapping.
    mutating func collect(language pair: Pair) {
      switch pair.value {
      case .mapping(let pairs, _):
        collect(pairs, prefix: "", language: pair.key)
      case .scalar(_, _, isNull: true), .skipped:
        break
      case .scalar(_, let offset, _), .sequence(let offset):
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.yaml-unsupported-value",
            "the value of language '\(pair.key)' is not a mapping of messages; it is skipped",
            at: source.location(at: offset)))
      }
    }

    private mutating func collect(_ pairs: [Pair], prefix: String, language: String) {
      for pair in pairs {
        let id = prefix.isEmpty ? pair.key : prefix + "." + pair.key
        let keyLocation = source.location(at: pair.keyOffset)
        switch pair.value {
        case .scalar(_, let offset, isNull: true):
          warnNull(id, at: offset)
        case .scalar(let text, let offset, _):
          add(
            MessageEntry(
              id: id, language: language, text: .single(text), syntax: .ruby, at: keyLocation,
              textAt: source.location(at: offset)))
        case .sequence(let offset):
          diagnostics.append(
            Diagnostic(
              .warning, id: "messages.yaml-unsupported-value",
              "'\(id)' is a list, not a message; it is skipped",
              at: source.location(at: offset)))
        case .mapping(let children, _):
          if isPlural(children) {
            addPlural(children, id: id, language: language, at: keyLocation)
          } else {
            collect(children, prefix: id, language: language)
          }
        case .skipped:
          break
        }
      }
    }

    /// Whether a mapping is one plural message: plural keys only, `one` or `other` among
    /// them, and scalars as values.
    private func isPlural(_ pairs: [Pair]) -> Bool {
      var hasOneOrOther = false
      for pair in pairs {
        guard RailsYAMLCatalog.pluralKeys.contains(pair.key) else { return false }
        guard case .scalar = pair.value else { return false }
        if pair.key == "one" || pair.key == "other" { hasOneOrOther = true }
      }
      return hasOneOrOther
    }

    private mutating func addPlural(
      _ pairs: [Pair], id: String, language: String, at location: SourceLocation
    ) {
      var forms: [MessageEntry.PluralForm] = []
      for pair in pairs {
        guard case .scalar(let text, let offset, let isNull) = pair.value,
          let category = PluralCategory(rawValue: pair.key)
        else { continue }
        if isNull {
          warnNull(id + "." + pair.key, at: offset)
          continue
        }
        forms.append(
          MessageEntry.PluralForm(.category(category), text, at: source.location(at: offset)))
      }
      guard let first = forms.first else { return }
      add(
        MessageEntry(
          id: id, language: language, text: .plural(forms), syntax: .ruby, at: location,
          textAt: first.location))
    }

    private mutating func warnNull(_ id: String, at offset: Int) {
      diagnostics.append(
        Diagnostic(
          .warning, id: "messages.yaml-null-value",
          "'\(id)' is null, not a text; it is skipped", at: source.location(at: offset)))
    }

    /// Appends an entry, or replaces the one with the same language and ID (the later text
    /// wins) with a warning.
    private mutating func add(_ entry: MessageEntry) {
      let key = (entry.language ?? "") + "\u{0}" + entry.id
      guard let index = indexOfID[key] else {
        indexOfID[key] = entries.count
        entries.append(entry)
        return
      }
      diagnostics.append(
        Diagnostic(
          .warning, id: "messages.yaml-duplicate-key",
          "duplicate message '\(entry.id)'; the later text is kept", at: entry.location,
          notes: [Diagnostic.Note("first defined here", at: entries[index].location)]))
      entries[index] = entry
    }
  }
}
