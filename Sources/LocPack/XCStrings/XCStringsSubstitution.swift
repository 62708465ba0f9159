/// One entry of a localization's `substitutions`: the forms that replace a `%#@name@`
/// reference in its text.
///
/// Inside the forms, `%arg` stands for the substituted argument; it is compiled to
/// `%<argNum>$<formatSpecifier>` (see ``XCStringsFile/table(for:name:)``).
///
/// ```json
/// "photos" : {
///   "argNum" : 1,
///   "formatSpecifier" : "lld",
///   "variations" : { "plural" : { "one" : …, "other" : … } }
/// }
/// ```
public struct XCStringsSubstitution: Hashable, Sendable {
  /// The name the text references as `%#@name@`.
  public var name: String
  /// The 1-based position of the argument that selects the form.
  public var argNum: Int?
  /// The printf conversion of that argument, without `%` (`lld`, `d`, `@`).
  public var formatSpecifier: String?
  /// The forms.
  public var variations: XCStringsVariations?
  /// Members this model does not know, kept for writing.
  public var unknownFields: JSONObject
  /// The byte range of the name in the parsed file (quotes included), if parsed from a file.
  public var nameRange: Range<Int>?

  /// Creates a substitution.
  public init(
    name: String, argNum: Int? = nil, formatSpecifier: String? = nil,
    variations: XCStringsVariations? = nil, unknownFields: JSONObject = [:],
    nameRange: Range<Int>? = nil
  ) {
    self.name = name
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.unknownFields = unknownFields
    self.nameRange = nameRange
  }
}
