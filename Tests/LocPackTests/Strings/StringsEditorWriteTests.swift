import Foundation
import Testing

@testable import LocPack

#if canImport(Glibc)
  import Glibc
#endif

/// Writing edited tables to disk: atomic, keeps permissions, refuses to clobber.
@Suite struct StringsEditorWriteTests {
  /// A fresh folder with one `.strings` file, removed at the end.
  final class Sandbox {
    let folder: String
    let path: String
    let bytes: [UInt8]

    init(mode: mode_t = 0o644) throws {
      folder =
        FileManager.default.temporaryDirectory.appendingPathComponent(
          "locpack-write-\(UUID().uuidString)"
        ).path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      path = folder + "/Localizable.strings"
      bytes = Array("/* Greeting */\n\"GREETING\" = \"Hello\";\n".utf8)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      chmod(path, mode)
    }

    func editor() throws -> StringsEditor {
      StringsEditor(try StringsFile.parse(try EditorTestSupport.read(path), path: path))
    }

    func contents() throws -> [UInt8] { try EditorTestSupport.read(path) }

    func mode() -> mode_t {
      var info = stat()
      stat(path, &info)
      return info.st_mode & 0o7777
    }

    /// Names in the folder other than the table (temporary files left behind).
    func strays() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder).filter {
        $0 != "Localizable.strings"
      }
    }

    deinit {
      chmod(folder, 0o755)
      try? FileManager.default.removeItem(atPath: folder)
    }
  }

  @Test func writesTheEditedBytes() throws {
    let sandbox = try Sandbox()
    var editor = try sandbox.editor()
    try editor.setValue("Bonjour", forKey: "GREETING")
    try editor.write(to: sandbox.path)
    #expect(try sandbox.contents() == editor.bytes())
    #expect(try sandbox.strays().isEmpty)
    #expect(EditorTestSupport.foundationValue(try sandbox.contents(), key: "GREETING") == "Bonjour")
  }

  @Test(arguments: [0o600 as mode_t, 0o640, 0o664, 0o444])
  func keepsPermissions(_ mode: mode_t) throws {
    let sandbox = try Sandbox(mode: mode)
    var editor = try sandbox.editor()
    try editor.insert(key: "BYE", value: "Bye", comment: nil)
    try editor.write(to: sandbox.path)
    #expect(sandbox.mode() == mode)
    #expect(try sandbox.contents() == editor.bytes())
  }

  @Test func unwritableFolderFailsAndLeavesTheOriginal() throws {
    let sandbox = try Sandbox()
    var editor = try sandbox.editor()
    try editor.setValue("Bonjour", forKey: "GREETING")
    let locked = try lock(sandbox.folder)
    defer { unlock(sandbox.folder, immutable: locked) }
    #expect(throws: FileIOError.self) { try editor.write(to: sandbox.path) }
    do {
      try editor.write(to: sandbox.path)
    } catch {
      #expect(error.operation == .write)
      #expect(error.path == sandbox.path)
    }
    #expect(try sandbox.contents() == sandbox.bytes)
    #expect(try sandbox.strays().isEmpty)
  }

  @Test func changedOnDiskIsRefused() throws {
    let sandbox = try Sandbox()
    var editor = try sandbox.editor()
    try editor.setValue("Bonjour", forKey: "GREETING")
    let someoneElse = Array("\"GREETING\" = \"Hallo\";\n".utf8)
    try Data(someoneElse).write(to: URL(fileURLWithPath: sandbox.path))
    #expect(throws: FileIOError(.write, path: sandbox.path, reason: .changedOnDisk)) {
      try editor.write(to: sandbox.path)
    }
    #expect(try sandbox.contents() == someoneElse)
    #expect(try sandbox.strays().isEmpty)
    // Explicitly overwriting is still possible.
    try editor.write(to: sandbox.path, checkingOriginal: false)
    #expect(try sandbox.contents() == editor.bytes())
  }

  @Test func deletedFileIsRefused() throws {
    let sandbox = try Sandbox()
    let editor = try sandbox.editor()
    try FileManager.default.removeItem(atPath: sandbox.path)
    #expect(throws: FileIOError(.write, path: sandbox.path, reason: .changedOnDisk)) {
      try editor.write(to: sandbox.path)
    }
    #expect(!FileManager.default.fileExists(atPath: sandbox.path))
  }

  /// Makes a folder unwritable; returns whether it was made immutable.
  ///
  /// The folder becomes read-only, and immutable too when running with privileges that
  /// ignore permissions.
  private func lock(_ folder: String) throws -> Bool {
    chmod(folder, 0o555)
    var immutable = false
    if geteuid() == 0 {
      immutable = run("/usr/bin/chattr", "+i", folder)
    }
    let probe = folder + "/.probe"
    let fd = open(probe, O_CREAT | O_WRONLY, 0o644)
    if fd >= 0 {
      close(fd)
      unlink(probe)
    }
    try #require(fd < 0, "the folder could not be made unwritable here")
    return immutable
  }

  private func unlock(_ folder: String, immutable: Bool) {
    if immutable { _ = run("/usr/bin/chattr", "-i", folder) }
    chmod(folder, 0o755)
  }

  private func run(_ tool: String, _ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
