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
    let options = JSONParseOptions(limits: limits)
    if let document = try? JSONParser.parse(bytes, path: path, options: options) {
      collect(
        document.value, location: SourceLocation(path: path, line: 1, column: 1, offset: 0),
        into: &found)
      return found
    }
    for line in JSONLines(bytes) where !line.isBlank {
      guard
        let value = try? JSONParser.parseValue(
          bytes, in: line.range, path: path, line: line.number, options: options)
      else { continue }
      collect(
        value,
        location: SourceLocation(
          path: path, line: line.number, column: 1, offset: line.range.lowerBound),
        into: &found)
    }
    return found
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
