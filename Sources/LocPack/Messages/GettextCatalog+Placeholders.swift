extension GettextCatalog {
  /// The placeholder syntax of a message, from its flags or else its `msgid`.
  ///
  /// `python-brace-format` gives braces; `c-format`, `python-format` and `php-format` give
  /// printf. Without one of these flags (the `no-…-format` flags say nothing about the
  /// syntax): printf when the source text has a printf conversion, braces when it has
  /// `{name}` or `{0}`, else printf.
  static func placeholderSyntax(
    flags: GettextMessage.Flags, id: String, idPlural: String?
  ) -> PlaceholderSyntax {
    if flags.contains(.pythonBraceFormat) { return .braces }
    if !flags.isDisjoint(with: [.cFormat, .pythonFormat, .phpFormat]) { return .printf }
    let texts = [id] + (idPlural.map { [$0] } ?? [])
    if texts.contains(where: { hasPlaceholder($0, .printf) }) { return .printf }
    if texts.contains(where: { hasPlaceholder($0, .braces) }) { return .braces }
    return .printf
  }

  /// Whether `text` read in `syntax` has a placeholder, as ``MessagePattern`` reads it.
  ///
  /// printf: `%s`, `%d`, `%5.2f`, `%(name)s`, `%1$s`, `%*d`; not `%%`, nor a `%` before a
  /// space (`100% sure`). Braces: `{name}`, `{0}`, `{count:d}`; not `{{`. A brace text that
  /// does not parse has none.
  static func hasPlaceholder(_ text: String, _ syntax: PlaceholderSyntax) -> Bool {
    do {
      return try MessagePattern.parse(text, syntax: syntax).parts.contains {
        if case .text = $0 { false } else { true }
      }
    } catch {
      // printf refuses only a width taken from an argument, which is printf all the same.
      return syntax == .printf
    }
  }
}
