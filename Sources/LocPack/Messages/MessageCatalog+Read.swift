extension MessageCatalog {
  /// Reads a catalog file with the reader its extension names (see ``Format``).
  ///
  /// - Throws: ``MessageCatalogError``: `messages.unknown-format` for another extension, or
  ///   the reader's located error.
  public static func read(_ bytes: [UInt8], path: String, limits: InputLimits = .default)
    throws(MessageCatalogError) -> MessageCatalog
  {
    guard let format = Format(path: path) else {
      throw MessageCatalogError(
        id: "messages.unknown-format",
        "not a message catalog: the name ends in none of .json (i18next), .po or .pot "
          + "(gettext), .yml or .yaml (Rails), .properties (Java)", at: .wholeFile(path))
    }
    switch format {
    case .i18next: return try I18nextCatalog.read(bytes, path: path, limits: limits)
    case .gettext: return try GettextCatalog.read(bytes, path: path, limits: limits)
    case .railsYAML: return try RailsYAMLCatalog.read(bytes, path: path, limits: limits)
    case .javaProperties: return try PropertiesCatalog.read(bytes, path: path, limits: limits)
    }
  }
}
