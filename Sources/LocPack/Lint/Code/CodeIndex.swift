import Foundation

/// What the source files of a project say about its keys: every lookup call found, and
/// every literal text, which the unused-key check treats as a possible use.
///
/// ```swift
/// let code = try CodeIndex.scan(["App"], functions: configuration.functions)
/// ```
public struct CodeIndex: Sendable {
  /// Folders never entered: build products, dependency managers' checkouts, VCS data; and
  /// test folders (any name ending in `Tests`), whose texts no user sees.
  public static let skippedFolders: Set<String> = [
    ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
  ]
  /// The deepest folder level searched, which also stops symbolic-link cycles.
  static let depthLimit = 32

  /// Every lookup call, in file order.
  public var uses: [CodeKeyUse] = []
  /// The text of every literal without interpolation, anywhere in the code, and every
  /// `<string>` of the property lists beside it (Settings bundles name their keys there).
  public var mentions: Set<String> = []
  /// Literal prefixes that may start a key built at run time: the text before an
  /// interpolation (`"error.\(code)"`), or a literal ending in `.`, `_` or `-`
  /// (`"error." + code`); at least three bytes long.
  public var prefixes: Set<String> = []
  /// Literal suffixes that may end a key built at run time: the text after an
  /// interpolation (`"\(kind)_title"`); at least three bytes long.
  public var suffixes: Set<String> = []
  /// Literals and comments the lexer found unterminated.
  public var diagnostics: [Diagnostic] = []
  /// The source files read.
  public var files: [String] = []
  /// The hashes of every name read after a `.`, for ``references(member:)``.
  var memberNames: Set<UInt64> = []
  /// The files that hold uses, for excerpts.
  public var sources: [String: SourceFile] = [:]

  /// Creates an empty index.
  public init() {}

  /// The tables the code names in a lookup (its literal table arguments, `Localizable` by
  /// default).
  public var tables: Set<String> { Set(uses.compactMap(\.table)) }

  /// Whether a key appears in the code: as a literal, or matching a literal prefix or
  /// suffix of a key built at run time.
  public func mentions(_ key: String) -> Bool {
    if mentions.contains(key) { return true }
    let bytes = Array(key.utf8)
    // Prefixes and suffixes are few per key length; test each start and end of the key.
    for end in stride(from: bytes.count - 1, through: 3, by: -1)
    where prefixes.contains(String(decoding: bytes[..<end], as: UTF8.self)) {
      return true
    }
    for start in 1..<max(1, bytes.count - 2)
    where suffixes.contains(String(decoding: bytes[start...], as: UTF8.self)) {
      return true
    }
    return false
  }

  /// Whether code reads a member of this name (`.title`): a generated accessor's key is
  /// used only then.
  public func references(member name: String) -> Bool {
    memberNames.contains(Self.hash(Array(name.utf8)[...]))
  }

  /// FNV-1a of a name's bytes.
  static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  // MARK: - Scanning

  /// Scans every `.swift`, `.m`, `.mm`, `.h` and `.plist` file under each root (a folder or a file) on
  /// every core, skipping ``skippedFolders``, hidden folders and `ignoring` paths (relative
  /// to their root).
  ///
  /// - Throws: ``FileIOError`` when a root does not exist.
  public static func scan(
    _ roots: [String], functions: [LintConfiguration.CodeFunction] = [], ignoring: [Glob] = [],
    limits: InputLimits = .default
  ) throws(FileIOError) -> CodeIndex {
    var paths: [String] = []
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
        throw FileIOError(.read, path: root, reason: .notFound)
      }
      if !isDirectory.boolValue {
        paths.append(root)
        continue
      }
      var visited: Set<String> = []
      var found: [String] = []
      walk(root, depth: 0, visited: &visited, into: &found)
      let prefix = root.hasSuffix("/") ? root : root + "/"
      paths += found.filter { path in
        let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        return !ignoring.contains { $0.matchesPath(relative) }
      }
    }
    let scans = paths.parallelMap { path -> FileScan in
      do throws(FileIOError) {
        return scanFile(
          path: path, bytes: try FileIO.read(path, maxBytes: limits.maxInputBytes),
          functions: functions)
      } catch {
        var scan = FileScan(path: path)
        scan.diagnostics = [
          Diagnostic(.warning, id: "code.unreadable-file", error.description, at: .wholeFile(path))
        ]
        return scan
      }
    }
    return merged(scans)
  }

  /// Scans files already read, as `(path, bytes)`; the path's extension gives the language.
  public static func scan(
    files: [(path: String, bytes: [UInt8])], functions: [LintConfiguration.CodeFunction] = []
  ) -> CodeIndex {
    merged(files.map { scanFile(path: $0.path, bytes: $0.bytes, functions: functions) })
  }

  /// What one file gives.
  struct FileScan: Sendable {
    var path: String
    var uses: [CodeKeyUse] = []
    var mentions: [String] = []
    var prefixes: [String] = []
    var suffixes: [String] = []
    var diagnostics: [Diagnostic] = []
    var source: SourceFile?
    var memberNames: Set<UInt64> = []
  }

  static func scanFile(
    path: String, bytes: [UInt8], functions: [LintConfiguration.CodeFunction]
  ) -> FileScan {
    var scan = FileScan(path: path)
    if path.hasSuffix(".plist") {
      scan.mentions = plistStrings(bytes)
      return scan
    }
    guard let language = CodeLexer.Language(path: path) else { return scan }
    let output = CodeLexer.lex(bytes, language: language)
    let source = SourceFile(path: path, utf8: bytes)
    var scanner = CodeCallScanner(output, source: source, language: language, functions: functions)
    scanner.scan(output.tokens)
    scan.uses = scanner.uses
    scan.memberNames = scanner.memberNames
    for (index, literal) in output.literals.enumerated()
    where !scanner.accessorLiterals.contains(index) {
      if let text = literal.text {
        scan.mentions.append(text)
        if text.utf8.count >= 3, let last = text.utf8.last,
          last == UInt8(ascii: ".") || last == UInt8(ascii: "_") || last == UInt8(ascii: "-")
        {
          scan.prefixes.append(text)
        }
      } else {
        if literal.prefix.utf8.count >= 3 { scan.prefixes.append(literal.prefix) }
        if literal.suffix.utf8.count >= 3 { scan.suffixes.append(literal.suffix) }
      }
    }
    for problem in output.problems {
      scan.diagnostics.append(
        Diagnostic(
          .warning, id: "code.unterminated", problem.message + "; the rest of the line is not read",
          at: source.location(at: problem.offset)))
    }
    if !scan.uses.isEmpty || !scan.diagnostics.isEmpty { scan.source = source }
    return scan
  }

  /// The `<string>` values of an XML property list (a Settings bundle's `Root.plist` titles,
  /// an `Info.plist`), with the five predefined entities resolved; nothing for other files.
  static func plistStrings(_ bytes: [UInt8]) -> [String] {
    let open = Array("<string>".utf8)
    let close = Array("</string>".utf8)
    var found: [String] = []
    var index = 0
    while let start = firstIndex(of: open, in: bytes, from: index) {
      let valueStart = start + open.count
      guard let end = firstIndex(of: close, in: bytes, from: valueStart) else { break }
      var value = String(decoding: bytes[valueStart..<end], as: UTF8.self)
      if bytes[valueStart..<end].contains(UInt8(ascii: "&")) {
        for (entity, text) in [
          ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&"),
        ] {
          value = value.replacingOccurrences(of: entity, with: text)
        }
      }
      found.append(value)
      index = end + close.count
    }
    return found
  }

  /// The first index of `needle` in `bytes` at or after `start`.
  static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  static func merged(_ scans: [FileScan]) -> CodeIndex {
    var index = CodeIndex()
    for scan in scans {
      if !scan.path.hasSuffix(".plist") { index.files.append(scan.path) }
      index.uses += scan.uses
      index.mentions.formUnion(scan.mentions)
      index.prefixes.formUnion(scan.prefixes)
      index.suffixes.formUnion(scan.suffixes)
      index.diagnostics += scan.diagnostics
      index.memberNames.formUnion(scan.memberNames)
      if let source = scan.source { index.sources[scan.path] = source }
    }
    return index
  }

  /// Collects source files below `folder` in path order, entering each real folder once.
  static func walk(
    _ folder: String, depth: Int, visited: inout Set<String>, into found: inout [String]
  ) {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard depth < depthLimit, visited.insert(real).inserted,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted()
    where !name.hasPrefix(".") && !skippedFolders.contains(name) && !name.hasSuffix("Tests") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        walk(path, depth: depth + 1, visited: &visited, into: &found)
      } else if CodeLexer.Language(path: path) != nil || path.hasSuffix(".plist") {
        found.append(path)
      }
    }
  }
}
