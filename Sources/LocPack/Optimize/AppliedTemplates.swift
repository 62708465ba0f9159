/// The templates of an earlier run, read back from its `templates.json`, to rewrite new
/// payloads without mining (`optimize IN --templates templates.json`).
///
/// Each element needs `key` and `format` (a mined format: text, `%%` and `%@` only);
/// `language`, `arguments` and `numeric_slots` are read when present; other members are
/// ignored. A key met twice (one row per language of a reused key) keeps each row's
/// format: every format a key has is a template of it.
public struct AppliedTemplates: Sendable {
  /// One template and the key it is sent as.
  public struct Template: Sendable {
    /// The key.
    public var key: String
    /// The template.
    public var template: AlertTemplate
    /// The localization of the template's text, when the file names one.
    public var language: String?
    /// For each `loc-args` argument, the slot of the text it holds (`nil`: in order).
    public var argumentSlots: [Int]?
  }

  /// The templates, in file order.
  public var templates: [Template]

  /// Reads a `templates.json`.
  ///
  /// - Throws: ``JSONError`` for malformed JSON; ``AppliedTemplates/Problem`` with the
  ///   element's location for an element that is not a template.
  public static func parse(_ bytes: [UInt8], path: String, limits: InputLimits = .default)
    throws(Problem) -> AppliedTemplates
  {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw Problem(message: error.message, location: error.location)
    }
    guard let elements = document.value.arrayValue else {
      throw Problem(
        message: "a templates file is an array of templates (as optimize --out writes it)",
        location: document.location(of: [])
          ?? SourceLocation(path: path, line: 1, column: 1, offset: 0))
    }
    var templates: [Template] = []
    for (index, element) in elements.enumerated() {
      let location =
        document.location(of: [.index(index)])
        ?? SourceLocation(path: path, line: 1, column: 1, offset: 0)
      guard let key = element["key"]?.stringValue, !key.isEmpty,
        let format = element["format"]?.stringValue
      else {
        throw Problem(message: "a template needs a 'key' and a 'format' string", location: location)
      }
      guard var template = AlertTemplate(format: format) else {
        throw Problem(
          message: "'\(format)' is not a mined format (text, %% and %@ only)", location: location)
      }
      template.example = element["example"]?.stringValue ?? ""
      for slot in element["numeric_slots"]?.arrayValue ?? [] {
        if let number = slot.intValue, (0..<min(64, template.slotCount)).contains(number) {
          template.numericSlots |= 1 << UInt64(number)
        }
      }
      var slots: [Int]?
      if let arguments = element["arguments"]?.arrayValue {
        let numbers = arguments.compactMap { $0.intValue }
        guard numbers.count == template.slotCount, numbers.sorted() == Array(0..<numbers.count)
        else {
          throw Problem(
            message: "'arguments' must name each of the \(template.slotCount) slots once",
            location: location)
        }
        slots = numbers
      }
      templates.append(
        Template(
          key: key, template: template, language: element["language"]?.stringValue,
          argumentSlots: slots))
    }
    return AppliedTemplates(templates: templates)
  }

  /// Why a templates file cannot be used.
  public struct Problem: Error, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// Where.
    public var location: SourceLocation

    /// `path:line:col: error: message [optimize.templates-file]`.
    public var description: String { diagnostic.description }

    /// The problem as a diagnostic.
    public var diagnostic: Diagnostic {
      Diagnostic(.error, id: "optimize.templates-file", message, at: location)
    }
  }
}

extension AlertTemplate {
  /// One marker argument per slot (`\u{1}0\u{2}`, `\u{1}1\u{2}`, …): text no table value
  /// holds, so a check sees where each argument lands.
  static func markers(_ count: Int) -> [String] {
    (0..<count).map { "\u{1}\($0)\u{2}" }
  }
}
