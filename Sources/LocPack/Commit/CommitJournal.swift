#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The record of a set of renames that must all happen or none: every staged file, the target
/// it replaces, what that target was and what it becomes.
///
/// ``FileIO/commit(_:journal:beforeRename:)`` writes it (staged, flushed, renamed) before the
/// first rename and removes it after the last, so a journal found on disk means a run was
/// stopped between them; ``recover(_:writing:)`` then finishes or undoes its renames. Paths
/// are absolute, with the folder resolved, so a run from another working directory reads
/// them the same way.
/// ```json
/// {
///   "version": 1,
///   "files": [
///     {
///       "target": "/app/de.lproj/Localizable.strings",
///       "temporary": "/app/de.lproj/.Localizable.strings.locpack-4242-Xa81Qz",
///       "backup": "/app/de.lproj/.Localizable.strings.locpack-backup-4242-5f0c9e",
///       "original": { "device": 64769, "inode": 1183, "size": 812, "modified": 1767225600000000000 },
///       "replacement": { "device": 64769, "inode": 1190, "size": 990, "modified": 1767229200000000000 }
///     }
///   ]
/// }
/// ```
public struct CommitJournal: Hashable, Sendable {
  /// The journal's name in the folder it is kept in.
  public static let fileName = ".locpack-commit.json"

  /// One staged file and its target.
  public struct Entry: Hashable, Sendable {
    /// The file the rename replaces (absolute).
    public var target: String
    /// The staged file renamed over `target` (absolute, in the same folder).
    public var temporary: String
    /// A second link to the original target, kept until the commit ends to put it back.
    ///
    /// `nil` when there was no original. Linked just after the journal is written, so it may
    /// not exist (a run killed in between, a file system without hard links).
    public var backup: String?
    /// The target before the commit; `nil` when there was none.
    public var original: FileIdentity?
    /// The staged file, which the target is once renamed.
    public var replacement: FileIdentity
  }

  /// The renames, in commit order.
  public var entries: [Entry]

  // MARK: - Writing

  /// The journal as JSON, in locpack's report layout.
  public func json() -> [UInt8] {
    func identity(_ value: FileIdentity?) -> JSONValue {
      guard let value else { return .null }
      return .object([
        "device": .number(String(value.device)), "inode": .number(String(value.inode)),
        "size": .number(String(value.size)), "modified": .number(String(value.modified)),
      ])
    }
    let files = entries.map { entry -> JSONValue in
      .object([
        "target": .string(entry.target), "temporary": .string(entry.temporary),
        "backup": entry.backup.map(JSONValue.string) ?? .null,
        "original": identity(entry.original), "replacement": identity(entry.replacement),
      ])
    }
    let root: JSONValue = .object(["version": 1, "files": .array(files)])
    return JSONWriter.pretty(root, style: .report) + [0x0A]
  }

  /// `path` with its folder resolved (links, `.`, `..`) and made absolute; `nil` when the
  /// folder does not exist.
  public static func absolutePath(_ path: String) -> String? {
    let (folder, name) = FileIO.split(path)
    guard let resolved = canonicalFolder(folder) else { return nil }
    return (resolved == "/" ? "" : resolved) + "/" + String(decoding: name, as: UTF8.self)
  }

  /// The folder resolved and made absolute, or `nil` when it does not exist.
  static func canonicalFolder(_ folder: String) -> String? {
    guard let resolved = realpath(folder, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  // MARK: - Reading

  /// Reads a journal and checks that it only names files a run may touch.
  ///
  /// - Parameters:
  ///   - folders: The folders the reading run writes in (absolute, resolved). Every target
  ///     must be directly in one of them, and its temporary file and backup beside it, named
  ///     as locpack names them (`.<name>.locpack-…`): a journal cannot make locpack rename or
  ///     remove anything else.
  /// - Throws: ``CommitJournalError/malformed(_:at:)`` for text that is not a journal,
  ///   ``CommitJournalError/outsideFolders(_:at:)`` for a path outside `folders`; both with
  ///   the location in the journal.
  public static func parse(_ bytes: [UInt8], path: String, folders: Set<String>)
    throws(CommitJournalError) -> CommitJournal
  {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, path: path)
    } catch {
      throw .malformed(error.message, at: error.location)
    }
    func location(_ at: [JSONPathComponent]) -> SourceLocation {
      document.location(of: at) ?? SourceLocation(path: path, line: 1, column: 1, offset: 0)
    }
    let root = document.value
    guard root["version"]?.intValue == 1, let files = root["files"]?.arrayValue else {
      throw .malformed(
        "not a commit journal: an object with \"version\": 1 and a \"files\" array",
        at: location([]))
    }
    var entries: [Entry] = []
    for (index, file) in files.enumerated() {
      let at: [JSONPathComponent] = ["files", .index(index)]
      guard let target = file["target"]?.stringValue,
        let temporary = file["temporary"]?.stringValue,
        let replacement = identity(file["replacement"])
      else {
        throw .malformed(
          "a journal entry needs \"target\", \"temporary\" and \"replacement\"",
          at: location(at))
      }
      let original = identity(file["original"])
      let backup = file["backup"]?.stringValue
      guard original != nil || file["original"] == .null || file["original"] == nil,
        backup != nil || file["backup"] == .null || file["backup"] == nil,
        backup == nil || original != nil
      else {
        throw .malformed(
          "\"original\" is an identity or null; \"backup\" a path (with an original) or null",
          at: location(at))
      }
      guard let (folder, name) = governed(target, folders) else {
        throw .outsideFolders(target, at: location(at + ["target"]))
      }
      for (key, value, marker) in [
        ("temporary", temporary, ".locpack-"), ("backup", backup, ".locpack-backup-"),
      ] {
        guard let value else { continue }
        let prefix = "." + String(decoding: FileIO.split(name).name, as: UTF8.self) + marker
        guard let (beside, own) = governed(value, folders), beside == folder,
          own.utf8.count > prefix.utf8.count, own.utf8.starts(with: prefix.utf8)
        else { throw .outsideFolders(value, at: location(at + [.key(key)])) }
      }
      guard !entries.contains(where: { $0.target == target }) else {
        throw .malformed("\(target) is named twice", at: location(at + ["target"]))
      }
      entries.append(
        Entry(
          target: target, temporary: temporary, backup: backup, original: original,
          replacement: replacement))
    }
    return CommitJournal(entries: entries)
  }

  /// The identity an entry's member holds, or `nil`.
  private static func identity(_ value: JSONValue?) -> FileIdentity? {
    guard let value, let device = value["device"]?.numberText.flatMap({ UInt64($0) }),
      let inode = value["inode"]?.numberText.flatMap({ UInt64($0) }),
      let size = value["size"]?.numberText.flatMap({ Int64($0) }),
      let modified = value["modified"]?.numberText.flatMap({ Int64($0) })
    else { return nil }
    return FileIdentity(device: device, inode: inode, size: size, modified: modified)
  }

  /// The folder and name of an absolute `path` directly inside one of `folders`, with a
  /// name that is a plain file name; `nil` otherwise.
  private static func governed(_ path: String, _ folders: Set<String>) -> (String, String)? {
    guard path.utf8.first == UInt8(ascii: "/"), !path.utf8.contains(0) else { return nil }
    let (folder, nameBytes) = FileIO.split(path)
    let name = String(decoding: nameBytes, as: UTF8.self)
    let separator = folder == "/" ? 0 : 1
    guard folders.contains(folder),
      nameBytes.count == path.utf8.count - folder.utf8.count - separator,
      !name.isEmpty, name != ".", name != ".."
    else { return nil }
    return (folder, name)
  }
}
