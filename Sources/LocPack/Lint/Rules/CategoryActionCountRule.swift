/// Reports a category with more than two actions: banners show only the first two.
struct CategoryActionCountRule: LintRule {
  let id = "lint.category-action-count"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A notification category has more than 2 actions; banners show only 2."
  let rationale = """
    Where space is limited (banners, the minimal context) the system shows only the first \
    two actions of a category; the rest appear only in the expanded notification. Put the \
    actions users need most first, and expect the others to be missed.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"A\" = \"Accept\";\n\"D\" = \"Decline\";\n"),
        categories: Self.manifest(["A", "D"], mark: false)),
      .triggering(
        strings("en", "\"A\" = \"Accept\";\n\"D\" = \"Decline\";\n\"L\" = \"Later\";\n"),
        categories: Self.manifest(["A", "D", "L"], mark: true)),
    ]
  }

  static func manifest(_ keys: [String], mark: Bool) -> String {
    let actions = keys.map { "{ \"identifier\" : \"\($0)\", \"titleKey\" : \"\($0)\" }" }
    return """
      { "categories" : [ { "identifier" : "REQUEST", \(mark ? "↓" : "")"actions" : [
        \(actions.joined(separator: ", ")) ] } ] }

      """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let manifest = unit.context.categories, manifest.table == unit.table.name,
      unit.isBase
    else { return }
    for category in manifest.categories where category.actions.count > 2 {
      findings.add(
        self,
        "category '\(category.identifier)' has \(category.actions.count) actions; banners show "
          + "only the first 2",
        at: category.actionsLocation ?? category.location, key: nil, locale: "")
    }
  }
}
