import Foundation
import Testing

@testable import LocPack

/// The value a binary plist stands for written out is bounded while it is read.
///
/// Shared objects are read once, but every printer, converter and loader walks the value
/// written out: a few hundred bytes can stand for 2^40 values. The reader bounds it in values
/// (`--max-objects`) and in bytes, and names the first container over the bound.
@Suite struct BinaryPlistExpansionTests {
  /// A dictionary `{"k": a0}` where each `a(i)` is the array `[a(i+1), a(i+1)]` and the last
  /// level is the string `leaf`: `2^levels` strings written out, in `levels + 3` objects.
  static func doubling(levels: Int, leaf: String = "x") -> [UInt8] {
    var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51] + Array("k".utf8)]
    for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
    let bytes = Array(leaf.utf8)
    objects.append([0x5F, 0x11, UInt8(bytes.count >> 8), UInt8(bytes.count & 0xFF)] + bytes)
    var data = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(data.count)
      data += object
    }
    let table = data.count
    for offset in offsets { data += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    data += [0, 0, 0, 0, 0, 0, 2, 1]
    for value in [UInt64(objects.count), 0, UInt64(table)] {
      data += (0..<8).reversed().map { UInt8((value >> (8 * UInt64($0))) & 0xFF) }
    }
    return data
  }

  @Test func aDoublingValueStopsAtTheFirstContainerOverTheBound() throws {
    let bytes = Self.doubling(levels: 40)
    #expect(bytes.count < 300)
    do {
      _ = try BinaryPlist.read(bytes, path: "bomb.plist")
      Issue.record("a value of 2^40 strings was read")
    } catch {
      #expect(error.kind == .tooLargeWrittenOut(limit: 64 << 20))
      #expect(error.offset != nil)
    }
    var limits = BinaryPlistLimits()
    limits.maxObjects = 1000
    do {
      _ = try BinaryPlist.read(bytes, path: "bomb.plist", limits: limits)
      Issue.record("more than 1,000 values were read")
    } catch {
      #expect(error.kind == .tooManyValues(limit: 1000))
    }
  }

  @Test func sharedObjectsUnderTheBoundAreRead() throws {
    // 2^10 strings written out: as CoreFoundation reads it.
    let bytes = Self.doubling(levels: 10, leaf: "shared")
    let value = try BinaryPlist.read(bytes, path: "shared.plist")
    var leaves = 0
    var stack = [value]
    while let next = stack.popLast() {
      switch next {
      case .dictionary(let dictionary): stack += dictionary.values
      case .array(let elements): stack += elements
      default: leaves += 1
      }
    }
    #expect(leaves == 1024)
    let foundation = try PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: nil)
    #expect((foundation as? [String: Any])?["k"] != nil)
  }

  @Test func longSharedStringsAreBoundedInBytes() throws {
    // 2^16 copies of a 4 KiB string: 256 MiB written out from a few kilobytes.
    let bytes = Self.doubling(levels: 16, leaf: String(repeating: "a", count: 4096))
    #expect(throws: BinaryPlistError.self) { try BinaryPlist.read(bytes, path: "long.plist") }
  }

  @Test func aCompiledTableOfTheBundleIsAnErrorNotACrash() throws {
    do {
      _ = try PropertyList.read(Self.doubling(levels: 40), path: "en.lproj/Localizable.strings")
      Issue.record("the value was read")
    } catch {
      #expect(error.id.hasSuffix("too-large-written-out"), "\(error.id)")
    }
    let loaded = TableLoader.loadStrings(
      Self.doubling(levels: 40), path: "en.lproj/Localizable.strings", table: "Localizable",
      localization: "en")
    #expect(loaded.tables.isEmpty)
    #expect(loaded.diagnostics.contains { $0.severity == .error })
  }
}
