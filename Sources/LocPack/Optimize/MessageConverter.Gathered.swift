extension MessageConverter {
  /// One message as gathered from every file: its text per language.
  struct Gathered: Sendable {
    var id: String
    var context: String?
    var location: SourceLocation
    var order: [String] = []
    var patterns: [String: MessagePattern] = [:]
    var locations: [String: SourceLocation] = [:]
    var unreadableSource: String?
    /// For a gettext message, whose ID is its source text: that text without placeholders,
    /// which names its key.
    var words: String?

    /// Takes one entry's text in `language`, parsed or not; returns what to report: a text
    /// defined again, an empty text, or one that cannot be read.
    ///
    /// A later text replaces an earlier one; an empty text is left out, so the app gets the
    /// source text there.
    mutating func take(
      _ parsed: Result<MessagePattern, MessagePatternError>, of entry: MessageEntry,
      in language: String, format: MessageCatalog.Format, sourceLanguage: String
    ) -> [Diagnostic] {
      var diagnostics: [Diagnostic] = []
      if let earlier = locations[language], (try? parsed.get()) != patterns[language] {
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.duplicate-message",
            "message \(entry.id) in \(language) is defined again; the later text is used",
            at: entry.location, notes: [Diagnostic.Note("defined first here", at: earlier)]))
      }
      if format == .gettext, words == nil {
        words = MessageConverter.words(entry.id, syntax: entry.syntax)
      }
      switch parsed {
      case .success(let pattern):
        if pattern.parts.isEmpty {
          diagnostics.append(
            Diagnostic(
              .warning, id: "messages.empty-translation",
              "message \(entry.id) is empty in \(language); the app gets the source text "
                + "there, marked for translation", at: entry.textLocation))
          return diagnostics
        }
        if patterns[language] == nil { order.append(language) }
        patterns[language] = pattern
        locations[language] = entry.textLocation
      case .failure(let error):
        let location = MessageConverter.location(
          entry.textLocation, advancedBy: error.offset, in: entry)
        diagnostics.append(
          Diagnostic(
            .error, id: error.id, "message \(entry.id) in \(language): \(error.message)",
            at: location))
        if language == sourceLanguage { unreadableSource = error.message }
      }
      return diagnostics
    }
  }
}
