/// The version of locpack, shown by `locpack version` and written into reports.
///
/// One place to bump for a release; reporters (SARIF `tool.driver.version`, JUnit, JSON) and
/// the command line read it from here.
public enum LocPackVersion {
  /// The semantic version of this build, such as `0.1.0`.
  public static let current = "0.1.0"

  /// The tool name used in reports and usage lines.
  public static let toolName = "locpack"
}
