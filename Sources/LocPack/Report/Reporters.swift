/// The list of every reporter, read by `--reporter` and `locpack reporters`.
public enum Reporters {
  /// Every reporter, in the order `locpack reporters` lists them; `text` is the default.
  public static let all: [any Reporter.Type] = [
    TextReporter.self,
    XcodeReporter.self,
    JSONReporter.self,
    GitHubReporter.self,
    SARIFReporter.self,
    JUnitReporter.self,
    CheckstyleReporter.self,
    MarkdownReporter.self,
  ]

  /// The id of the default reporter (`text`).
  public static let defaultID = TextReporter.id

  /// Every reporter id, in list order.
  public static var ids: [String] { all.map { $0.id } }

  /// The reporter with the given id, or `nil`.
  public static func reporter(id: String) -> (any Reporter)? {
    all.first { $0.id == id }.map { $0.init() }
  }
}
