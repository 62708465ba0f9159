import Foundation

/// Finds the localization files below a folder.
enum BundleScanner {
  /// A file to read.
  struct Found: Hashable, Sendable {
    var path: String
    var kind: AppBundleFile.Kind
    var table: String
    var localization: String?
  }

  /// The deepest folder level searched, which also stops symbolic-link cycles.
  static let depthLimit = 32

  /// What a scan found.
  struct Result: Hashable, Sendable {
    /// The files to read, in path order.
    var files: [Found] = []
    /// The name of every `.lproj` folder, even an empty one, in path order.
    var localizations: [String] = []
  }

  /// Every `*.lproj/*.strings`, `*.lproj/*.stringsdict` and `*.xcstrings` below `root`, in
  /// path order, and every `.lproj` folder.
  static func scan(_ root: String) throws(FileIOError) -> Result {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      throw FileIOError(.read, path: root, reason: .notFound)
    }
    guard isDirectory.boolValue else {
      throw FileIOError(.read, path: root, reason: .system("not a directory"))
    }
    guard FileManager.default.isReadableFile(atPath: root) else {
      throw FileIOError(.read, path: root, reason: .permissionDenied)
    }
    var result = Result()
    var visited: Set<String> = []
    walk(root, localization: nil, depth: 0, visited: &visited, into: &result)
    return result
  }

  /// Walks `folder`, entering each real folder once (a symbolic link to a folder already
  /// walked is skipped).
  private static func walk(
    _ folder: String, localization: String?, depth: Int, visited: inout Set<String>,
    into found: inout Result
  ) {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard depth < depthLimit, visited.insert(real).inserted,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        continue
      }
      if isDirectory.boolValue {
        let lproj = stem(name, dropping: ".lproj")
        if let lproj { found.localizations.append(lproj) }
        walk(
          path, localization: lproj ?? localization, depth: depth + 1, visited: &visited,
          into: &found)
      } else if !isRegularFile(path) {
        continue
      } else if let table = stem(name, dropping: ".xcstrings") {
        found.files.append(Found(path: path, kind: .stringCatalog, table: table, localization: nil))
      } else if let localization, let table = stem(name, dropping: ".strings") {
        found.files.append(
          Found(path: path, kind: .strings, table: table, localization: localization))
      } else if let localization, let table = stem(name, dropping: ".stringsdict") {
        found.files.append(
          Found(path: path, kind: .stringsDict, table: table, localization: localization))
      }
    }
  }

  /// Whether `path`, after symbolic links, is a regular file. A FIFO, socket or device named like
  /// a table is skipped: opening a FIFO would wait for a writer forever.
  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  /// `name` without `suffix`, when it ends with it and something precedes it.
  private static func stem(_ name: String, dropping suffix: String) -> String? {
    guard name.count > suffix.count, name.hasSuffix(suffix) else { return nil }
    return String(name.dropLast(suffix.count))
  }
}
