import Foundation

/// One `locpack lint` run as a library call: find the configuration, the files, the push
/// keys and categories, lint, and apply a baseline.
public struct LintSession: Sendable {
  /// What the command line asks for.
  public struct Options: Sendable {
    /// Folders or files to lint (default: the current folder).
    public var paths: [String] = ["."]
    /// `--base`.
    public var base: String?
    /// `--config`; otherwise `.locpack.json` in the first folder, if present.
    public var configPath: String?
    /// `--payloads` files.
    public var payloads: [String] = []
    /// `--categories` manifest.
    public var categories: String?
    /// `--baseline` file: only findings not recorded there are reported.
    public var baseline: String?
    /// Input limits given on the command line; they override the configuration's `limits`,
    /// which override ``InputLimits/default``.
    public var limitOverrides: [InputLimits.Kind: Int] = [:]
    /// `--min-coverage`: over the configuration's global `minCoverage`.
    public var minCoverage: Double?
    /// `--verbose`: list every missing key even where a minimum coverage is set.
    public var verbose = false
    /// `--sources`: folders or files of Swift and Objective-C code whose key uses are
    /// checked; empty turns the code rules off.
    public var sources: [String] = []
    /// `--push-keys`: templates or payload logs whose keys count as used; read like
    /// ``payloads``, whose keys count as used too.
    public var pushKeys: [String] = []
    /// `--keep`: patterns of keys that count as used.
    public var keep: [String] = []

    /// The defaults.
    public init() {}
  }

  /// Why a run could not start.
  public enum Failure: Error, Sendable {
    /// An input cannot be read (exit 66).
    case io(FileIOError)
    /// The configuration, manifest or baseline is invalid (exit 64).
    case configuration(Diagnostic)
  }

  /// What the run found.
  public var result: LintResult
  /// The findings to report (after the baseline).
  public var items: [ReportItem]
  /// Findings the baseline suppressed.
  public var suppressed: Int
  /// The settings used.
  public var configuration: LintConfiguration
  /// The input limits used: the defaults, then the configuration's, then the command line's.
  public var limits: InputLimits

  /// Runs the linter.
  public static func run(_ options: Options) throws(Failure) -> LintSession {
    let configuration = try loadConfiguration(options)
    let limits = InputLimits.default.applying(configuration.limits)
      .applying(options.limitOverrides)
    var context = LintContext(configuration: configuration)
    if let base = options.base { context.configuration.base = base }
    if let minimum = options.minCoverage { context.configuration.minCoverage = minimum }
    let relative = { (path: String) -> String in
      path.hasPrefix("/") || configuration.directory == "."
        ? path : configuration.directory + "/" + path
    }
    context.configuration.keep += options.keep.map(Glob.init)
    for path in options.payloads + options.pushKeys + configuration.push.payloads.map(relative) {
      let bytes = try read(path, limits: limits)
      for (key, location) in PushKeyCollector.keys(in: bytes, path: path, limits: limits)
      where context.pushKeys[key] == nil {
        context.pushKeys[key] = location
      }
      for (key, count) in PushKeyCollector.argumentCounts(in: bytes, path: path, limits: limits) {
        context.pushArgumentCounts[key] = max(context.pushArgumentCounts[key] ?? 0, count)
      }
    }
    if let path = options.categories ?? configuration.push.categories.map(relative) {
      do {
        context.categories = try CategoriesManifest.parse(
          read(path, limits: limits), path: path, limits: limits
        ).0
      } catch let error as CategoriesManifestError {
        throw .configuration(error.diagnostic)
      } catch let error as Failure {
        throw error
      } catch {
        throw .configuration(Diagnostic(.error, id: "config.categories", "\(error)"))
      }
    }
    var inputs: [LintLoader.Input] = []
    for root in options.paths {
      let found: [LintLoader.Input]
      do {
        found = try LintLoader.inputs(under: root)
      } catch {
        throw .io(error)
      }
      let prefix = root.hasSuffix("/") ? root : root + "/"
      inputs += found.filter { input in
        let relativePath =
          input.path.hasPrefix(prefix) ? String(input.path.dropFirst(prefix.count)) : input.path
        return !configuration.ignorePaths.contains { $0.matchesPath(relativePath) }
      }
    }
    if !options.sources.isEmpty {
      do {
        context.code = try CodeIndex.scan(
          options.sources, functions: configuration.functions,
          ignoring: configuration.ignorePaths, limits: limits)
      } catch {
        throw .io(error)
      }
    }
    let result = Linter(context: context).lint(LintLoader.load(inputs, limits: limits))
    var items = result.items
    if !options.verbose {
      items = foldingPerLocalization(items, coverage: result.coverage, context.configuration)
    }
    var suppressed = 0
    if let path = options.baseline {
      let baseline: Baseline
      do {
        baseline = try Baseline.parse(read(path, limits: limits), path: path, limits: limits)
      } catch let error as Failure {
        throw error
      } catch let error as LintConfigurationError {
        throw .configuration(error.diagnostic)
      } catch {
        throw .configuration(Diagnostic(.error, id: "config.baseline", "\(error)"))
      }
      let filtered = baseline.newFindings(items)
      suppressed = items.count - filtered.count
      items = filtered
    }
    return LintSession(
      result: result, items: items, suppressed: suppressed, configuration: context.configuration,
      limits: limits)
  }

  /// The findings with `lint.missing-key` and `lint.untranslated` folded into one of each
  /// per localization that has a minimum coverage: a team that sets one tracks the share,
  /// which the coverage table gives, not each key.
  ///
  /// A summary has the highest severity of the findings it replaces and the place of the
  /// first; localizations without a minimum keep every finding.
  static func foldingPerLocalization(
    _ items: [ReportItem], coverage: [ReportCoverage], _ configuration: LintConfiguration
  ) -> [ReportItem] {
    // Without a minimum anywhere, nothing folds.
    if configuration.minCoverage == nil,
      configuration.locales.values.allSatisfy({ $0.minCoverage == nil })
    {
      return items.sortedForReport()
    }
    let missing = MissingKeyRule().id
    let untranslated = UntranslatedRule().id
    struct Group {
      var first: ReportItem
      var count: Int
      var severity: Diagnostic.Severity
    }
    var folded: [String: Group] = [:]
    var kept: [ReportItem] = []
    for item in items {
      let id = item.diagnostic.id
      guard id == missing || id == untranslated, let locale = item.locale,
        configuration.minCoverage(for: locale) != nil
      else {
        kept.append(item)
        continue
      }
      let name = locale + "\u{0}" + id
      if var group = folded[name] {
        group.count += 1
        group.severity = max(group.severity, item.diagnostic.severity)
        folded[name] = group
      } else {
        folded[name] = Group(first: item, count: 1, severity: item.diagnostic.severity)
      }
    }
    let rows = Dictionary(uniqueKeysWithValues: coverage.map { ($0.localization, $0) })
    for group in folded.values {
      let locale = group.first.locale ?? ""
      let id = group.first.diagnostic.id
      let of = rows[locale].map { " of \($0.keys)" } ?? ""
      let message =
        id == missing
        ? "'\(locale)' lacks \(group.count)\(of) base \(group.count == 1 ? "key" : "keys"); "
          + "--verbose lists each"
        : "'\(locale)' keeps \(group.count)\(of) base \(group.count == 1 ? "text" : "texts") "
          + "unchanged; --verbose lists each"
      var item = group.first
      item.key = nil
      item.diagnostic = Diagnostic(
        group.severity, id: id, message, at: group.first.diagnostic.location)
      kept.append(item)
    }
    return kept.sortedForReport()
  }

  static func loadConfiguration(_ options: Options) throws(Failure) -> LintConfiguration {
    var path = options.configPath
    if path == nil {
      let root = options.paths.first ?? "."
      var isDirectory: ObjCBool = false
      let folder =
        FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory)
          && isDirectory.boolValue ? root : LintConfiguration.parentOf(root)
      let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + LintConfiguration.fileName
      if FileManager.default.fileExists(atPath: candidate) { path = candidate }
    }
    guard let path else { return LintConfiguration() }
    let limits = InputLimits.default.applying(options.limitOverrides)
    do {
      return try LintConfiguration.parse(read(path, limits: limits), path: path, limits: limits)
    } catch let error as LintConfigurationError {
      throw .configuration(error.diagnostic)
    } catch let error as Failure {
      throw error
    } catch {
      throw .configuration(Diagnostic(.error, id: "config.unreadable", "\(error)"))
    }
  }

  static func read(_ path: String, limits: InputLimits) throws(Failure) -> [UInt8] {
    do {
      return try FileIO.read(path, maxBytes: limits.maxInputBytes)
    } catch {
      throw .io(error)
    }
  }
}
