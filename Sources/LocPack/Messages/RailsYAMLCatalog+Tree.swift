extension RailsYAMLCatalog {
  /// A node of the document, as much of it as a catalog needs.
  indirect enum Node {
    /// A scalar: its text, where it starts, and whether YAML reads it as null (a plain `~`,
    /// `null`, `Null`, `NULL` or nothing at all).
    case scalar(String, offset: Int, isNull: Bool)
    /// A mapping's pairs in file order; a duplicate key replaced the earlier pair in place.
    case mapping([Pair], offset: Int)
    /// A sequence, read (its limits, anchors and tags checked) but not kept.
    case sequence(offset: Int)
    /// A pair whose key is not a scalar; reported when read.
    case skipped
  }

  /// One key and its value.
  struct Pair {
    /// The key's text as written: a plain `true` or `1` is the text `true` or `1`.
    var key: String
    /// Where the key starts.
    var keyOffset: Int
    /// The value.
    var value: Node
  }

  /// Builds the first document's tree from libyaml's events, enforcing the limits and
  /// refusing aliases, anchors and explicit tags.
  ///
  /// An alias fails at once. An anchor alone cannot expand anything, so the first one is
  /// remembered and fails the read at the end of the document, unless an alias fails first:
  /// the error then points at the construct that would expand.
  struct TreeBuilder {
    /// The events.
    let reader: YAMLEventReader
    /// The limits to enforce.
    let limits: InputLimits
    /// Duplicate keys, complex keys and a second document.
    var diagnostics: [Diagnostic] = []
    private var objects = 0
    private var firstAnchor: (name: String, offset: Int)?

    /// Creates a builder over `reader`'s events.
    init(reader: YAMLEventReader, limits: InputLimits) {
      self.reader = reader
      self.limits = limits
    }

    /// The first document's root node, or nil for a stream without a document (an empty
    /// file, or one of comments only).
    ///
    /// A later document is not read: its start gets a warning, as Ruby's `YAML.load_file`
    /// (which Rails calls) reads the first document only.
    mutating func document() throws(MessageCatalogError) -> Node? {
      var event = try reader.next()
      if event.kind == .streamStart { event = try reader.next() }
      guard event.kind == .documentStart else { return nil }
      let root = try node(try reader.next(), depth: 0)
      event = try reader.next()
      if event.kind == .documentEnd { event = try reader.next() }
      if event.kind == .documentStart {
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.yaml-extra-document",
            "a second YAML document is ignored; Rails reads the first document of a file only",
            at: reader.location(event.offset)))
      }
      if let firstAnchor {
        throw MessageCatalogError(
          id: "messages.yaml-anchor",
          "YAML anchor '&\(firstAnchor.name)' refused; anchors and aliases are not read, "
            + "write the text out instead",
          at: reader.location(firstAnchor.offset))
      }
      return root
    }

    /// Reads the node that `event` starts, with its contents; `depth` is the number of
    /// containers around it.
    private mutating func node(_ event: YAMLEvent, depth: Int) throws(MessageCatalogError)
      -> Node
    {
      try check(event)
      switch event.kind {
      case .scalar:
        let isNull =
          event.isPlain
          && (event.text.isEmpty || event.text == "~" || event.text == "null"
            || event.text == "Null" || event.text == "NULL")
        return .scalar(event.text, offset: event.offset, isNull: isNull)
      case .sequenceStart:
        try checkDepth(depth + 1, at: event.offset)
        while true {
          let item = try reader.next()
          if item.kind == .sequenceEnd { break }
          _ = try node(item, depth: depth + 1)
        }
        return .sequence(offset: event.offset)
      case .mappingStart:
        try checkDepth(depth + 1, at: event.offset)
        return .mapping(try pairs(depth: depth + 1), offset: event.offset)
      default:
        throw .yamlSyntax("unexpected YAML event", at: reader.location(event.offset))
      }
    }

    /// The pairs of a mapping at `depth`, up to its end.
    private mutating func pairs(depth: Int) throws(MessageCatalogError) -> [Pair] {
      var pairs: [Pair] = []
      var indexOfKey: [String: Int] = [:]
      while true {
        let keyEvent = try reader.next()
        if keyEvent.kind == .mappingEnd { break }
        guard keyEvent.kind == .scalar else {
          _ = try node(keyEvent, depth: depth)
          _ = try node(try reader.next(), depth: depth)
          diagnostics.append(
            Diagnostic(
              .warning, id: "messages.yaml-unsupported-value",
              "a key that is a mapping or a list is not a message key; the pair is skipped",
              at: reader.location(keyEvent.offset)))
          continue
        }
        try check(keyEvent)
        let value = try node(try reader.next(), depth: depth)
        let pair = Pair(key: keyEvent.text, keyOffset: keyEvent.offset, value: value)
        if let first = indexOfKey[pair.key] {
          diagnostics.append(
            Diagnostic(
              .warning, id: "messages.yaml-duplicate-key",
              "duplicate key '\(pair.key)'; the later value is kept, as Ruby's YAML does",
              at: reader.location(pair.keyOffset),
              notes: [
                Diagnostic.Note("first defined here", at: reader.location(pairs[first].keyOffset))
              ]))
          pairs[first] = pair
        } else {
          indexOfKey[pair.key] = pairs.count
          pairs.append(pair)
        }
      }
      return pairs
    }

    // MARK: - Checks

    /// Counts the node, checks a scalar's length, refuses an alias or a tag and remembers
    /// the first anchor.
    private mutating func check(_ event: YAMLEvent) throws(MessageCatalogError) {
      objects += 1
      if objects > limits.maxObjects {
        throw overLimit(.objectCount, at: event.offset)
      }
      if event.kind == .alias {
        throw MessageCatalogError(
          id: "messages.yaml-alias",
          "YAML alias '*\(event.anchor ?? "")' refused; aliases can expand a small file into "
            + "gigabytes, write the text out instead",
          at: reader.location(event.offset))
      }
      if let tag = event.tag {
        throw MessageCatalogError(
          id: "messages.yaml-tag",
          "explicit YAML tag '\(tag)' refused; a message is plain text",
          at: reader.location(event.offset))
      }
      if let anchor = event.anchor, firstAnchor == nil {
        firstAnchor = (anchor, event.offset)
      }
      if event.kind == .scalar, event.byteCount > limits.maxStringBytes {
        throw overLimit(.stringLength, at: event.offset)
      }
    }

    /// Fails when a container at `depth` (the top-level one at 1) is deeper than the limit.
    private func checkDepth(_ depth: Int, at offset: Int) throws(MessageCatalogError) {
      guard depth > limits.maxDepth else { return }
      throw overLimit(.depth, at: offset)
    }

    private func overLimit(_ kind: InputLimits.Kind, at offset: Int) -> MessageCatalogError {
      .overLimit(kind, of: limits, format: "yaml", at: reader.location(offset))
    }
  }
}
