extension MessageCatalog {
  /// Whether `text` is a language tag a catalog can be in: 2 or 3 lowercase letters that CLDR
  /// has plural rules for, then optional `-`/`_` subtags (`de`, `pt_BR`, `zh-Hant`).
  public static func isLanguageTag(_ text: String) -> Bool {
    CatalogPathLanguage.isLanguageTag(text)
  }

  /// Reads a catalog file with the reader its extension names (see ``Format``).
  ///
  /// - Parameters:
  ///   - language: The file's language when the user names it (`--language FILE=LANG`); it
  ///     overrides what the file and its path say. A Rails YAML file names its languages
  ///     itself, at its top level, and refuses one (`messages.yaml-language-given`).
  /// - Throws: ``MessageCatalogError``: `messages.unknown-format` for another extension, or
  ///   the reader's located error.
  public static func read(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default, language: String? = nil
  ) throws(MessageCatalogError) -> MessageCatalog {
    guard let format = Format(path: path) else {
      throw MessageCatalogError(
        id: "messages.unknown-format",
        "not a message catalog: the name ends in none of .json (i18next), .po or .pot "
          + "(gettext), .yml or .yaml (Rails), .properties (Java)", at: .wholeFile(path))
    }
    switch format {
    case .i18next:
      return try I18nextCatalog.read(bytes, path: path, limits: limits, language: language)
    case .gettext:
      return try GettextCatalog.read(bytes, path: path, limits: limits, language: language)
    case .railsYAML:
      if language != nil {
        throw MessageCatalogError(
          id: "messages.yaml-language-given",
          "a Rails YAML file names its languages at its top level; --language does not apply",
          at: .wholeFile(path))
      }
      return try RailsYAMLCatalog.read(bytes, path: path, limits: limits)
    case .javaProperties:
      return try PropertiesCatalog.read(bytes, path: path, limits: limits, language: language)
    }
  }

  /// One catalog file to read: its bytes, its path and the language the user names, if any.
  public struct Input: Sendable {
    /// The file's bytes.
    public var bytes: [UInt8]
    /// The path as the user gave it.
    public var path: String
    /// `--language FILE=LANG`, if given.
    public var language: String?

    /// Creates an input.
    public init(bytes: [UInt8], path: String, language: String? = nil) {
      self.bytes = bytes
      self.path = path
      self.language = language
    }
  }

  /// Reads every file as ``read(_:path:limits:language:)`` does, one file per core; the
  /// results are in the order of `inputs`.
  public static func readAll(_ inputs: [Input], limits: InputLimits = .default) -> [Result<
    MessageCatalog, MessageCatalogError
  >] {
    inputs.parallelMap { input in
      Result { () throws(MessageCatalogError) in
        try read(input.bytes, path: input.path, limits: limits, language: input.language)
      }
    }
  }
}
