/// Collects the keys payloads use as `loc-key`, `title-loc-key` and `subtitle-loc-key`.
///
/// Reads one JSON document or JSON Lines; walks every object, so the optimizer's
/// `templates.json` and any file that writes these members work as well.
public enum PushKeyCollector {
  /// The member names whose string values are push keys.
  public static let members: Set<String> = ["loc-key", "title-loc-key", "subtitle-loc-key"]

  /// The keys in `bytes`, each with the line it was first seen on.
  ///
  /// Lines that are not JSON, or exceed `limits`, are skipped.
  public static func keys(
    in bytes: [UInt8], path: String, limits: InputLimits = .default
  ) -> [String: SourceLocation?] {
    var found: [String: SourceLocation?] = [:]
    for (value, location) in documents(in: bytes, path: path, limits: limits) {
      collect(value, location: location, into: &found)
    }
    return found
  }

  /// The most `loc-args` sent with each key in `bytes` (payloads, or a `templates.json`
  /// that lists each key's arguments): a push key's format may read that many arguments,
  /// whatever its base string reads.
  public static func argumentCounts(
    in bytes: [UInt8], path: String, limits: InputLimits = .default
  ) -> [String: Int] {
    var counts: [String: Int] = [:]
    for (value, _) in documents(in: bytes, path: path, limits: limits) {
      countArguments(value, into: &counts)
    }
    return counts
  }

  /// The file as one JSON document, else each line of it that is JSON, with where each
  /// starts.
  static func documents(in bytes: [UInt8], path: String, limits: InputLimits)
    -> [(value: JSONValue, location: SourceLocation)]
  {
    let options = JSONParseOptions(limits: limits)
    if let document = try? JSONParser.parse(bytes, path: path, options: options) {
      return [(document.value, SourceLocation(path: path, line: 1, column: 1, offset: 0))]
    }
    var values: [(value: JSONValue, location: SourceLocation)] = []
    for line in JSONLines(bytes) where !line.isBlank {
      guard
        let value = try? JSONParser.parseValue(
          bytes, in: line.range, path: path, line: line.number, options: options)
      else { continue }
      values.append(
        (
          value,
          SourceLocation(path: path, line: line.number, column: 1, offset: line.range.lowerBound)
        ))
    }
    return values
  }

  static func countArguments(_ value: JSONValue, into counts: inout [String: Int], depth: Int = 0) {
    guard depth < 64 else { return }
    if let object = value.objectValue {
      for name in members {
        guard let key = object[name]?.stringValue else { continue }
        let arguments = String(name.dropLast(3)) + "args"
        let count = object[arguments]?.arrayValue?.count ?? 0
        counts[key] = max(counts[key] ?? 0, count)
      }
      for member in object.members where !members.contains(member.key) {
        countArguments(member.value, into: &counts, depth: depth + 1)
      }
    } else if let array = value.arrayValue {
      for element in array { countArguments(element, into: &counts, depth: depth + 1) }
    }
  }

  static func collect(
    _ value: JSONValue, location: SourceLocation, into found: inout [String: SourceLocation?],
    depth: Int = 0
  ) {
    guard depth < 64 else { return }
    if let object = value.objectValue {
      for member in object.members {
        if members.contains(member.key), let key = member.value.stringValue {
          if found[key] == nil { found[key] = location }
        } else {
          collect(member.value, location: location, into: &found, depth: depth + 1)
        }
      }
    } else if let array = value.arrayValue {
      for element in array { collect(element, location: location, into: &found, depth: depth + 1) }
    }
  }
}
