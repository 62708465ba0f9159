// MARK: - Editing

extension XCStringsFile {
  /// Sets the plain text of one key in one language, creating the entry or the localization
  /// when needed.
  ///
  /// The localization's `stringUnit` gets `state` and `value`; its `variations` and
  /// `substitutions`, if any, are removed, since a plain value replaces them. Every other
  /// member of the file stays as it was, so written output differs only in this entry's
  /// lines. The entry's ``XCStringsEntry/keyRange`` and ``location(ofKey:localization:)`` become
  /// `nil`; other locations keep pointing into the parsed bytes.
  public mutating func setValue(
    _ value: String, forKey key: String, localization: String, state: String = "translated"
  ) {
    var strings = takeObject("strings", from: &tree)
    var entry = Self.take(key, from: &strings)
    var localizations = takeObject("localizations", from: &entry)
    var language = Self.take(localization, from: &localizations)
    var unit = takeObject("stringUnit", from: &language)
    unit["state"] = .string(state)
    unit["value"] = .string(value)
    language["stringUnit"] = .object(unit)
    language["variations"] = nil
    language["substitutions"] = nil
    localizations[localization] = .object(language)
    entry["localizations"] = .object(localizations)
    strings[key] = .object(entry)
    tree["strings"] = .object(strings)
    refreshEntry(key, object: entry)
  }

  /// Removes a key; returns whether it was there.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> Bool {
    guard entryPositions[key] != nil else { return false }
    var strings = takeObject("strings", from: &tree)
    strings[key] = nil
    tree["strings"] = .object(strings)
    strings = [:]
    self.strings.removeAll { $0.key == key }
    rebuildPositions()
    return true
  }

  /// The object at `key`, detached from `object` so it can be changed without a copy.
  private func takeObject(_ key: String, from object: inout JSONObject) -> JSONObject {
    Self.take(key, from: &object)
  }

  private static func take(_ key: String, from object: inout JSONObject) -> JSONObject {
    guard let value = object[key] else { return [:] }
    object[key] = .null
    return value.objectValue ?? [:]
  }

  private mutating func refreshEntry(_ key: String, object: JSONObject) {
    var decoder = XCStringsDecoder(source: SourceFile(path: path, utf8: []), nodes: [])
    guard let entry = decoder.decodeEntry(JSONMember(key, .object(object)), node: nil) else {
      return
    }
    if let position = entryPositions[key], position < strings.count {
      strings[position] = entry
    } else {
      entryPositions[key] = strings.count
      strings.append(entry)
    }
  }

  private mutating func rebuildPositions() {
    entryPositions.removeAll(keepingCapacity: true)
    for (position, entry) in strings.enumerated() { entryPositions[entry.key] = position }
  }
}
