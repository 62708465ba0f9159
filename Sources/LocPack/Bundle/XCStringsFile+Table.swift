extension XCStringsFile {
  /// The table one localization compiles to.
  ///
  /// As Xcode builds a catalog: each entry's localization in `localization` is compiled (see
  /// ``XCStringsCompiler``); an entry with `shouldTranslate: false` uses its source-language
  /// value in every localization; in the source language, an entry without a value has its
  /// key as its value (what Xcode does for strings extracted from code); in other
  /// languages, an entry without a localization is left out, so the app falls back to the
  /// development language. Stale entries and every state are included; ``LocalizedEntry/state``
  /// tells them apart.
  public func table(for localization: String, name: String) -> LocalizedTable {
    var table = LocalizedTable(name: name, localization: localization)
    table.sources = [path]
    let isSource = localization == sourceLanguage
    for entry in strings {
      let fixed = entry.shouldTranslate == false
      let language = fixed ? sourceLanguage : localization
      let chosen = entry.localizations[language]
      let value: LocalizedValue
      if let chosen, let compiled = XCStringsCompiler.compile(chosen, key: entry.key) {
        value = compiled
      } else if isSource || fixed {
        value = .text(entry.key)
      } else {
        continue
      }
      table.insert(
        LocalizedEntry(
          key: entry.key, value: value, comment: entry.comment, state: chosen?.state,
          location: entry.keyRange.map { source.location(at: $0.lowerBound) },
          origin: .stringCatalog))
    }
    return table
  }
}
