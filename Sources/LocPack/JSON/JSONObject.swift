/// One member of a JSON object: a key and its value.
public struct JSONMember: Hashable, Sendable {
  /// The key, unescaped.
  public var key: String
  /// The value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A JSON object that keeps its members in file order, duplicates included.
///
/// Lookup by key returns the last member with that key, which is what `JSONSerialization`
/// and APNs use. ``duplicateKeys`` lists the keys that occur more than once. Equality is
/// member-by-member in order.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// The members in file order.
  public private(set) var members: [JSONMember]
  /// Key → index of its last member, for objects with more than `indexThreshold` members.
  private var index: [String: Int]?

  static let indexThreshold = 12

  /// Creates an object from members in order.
  public init(_ members: [JSONMember] = []) {
    self.members = members
    rebuildIndex()
  }

  /// Creates an object from a literal, in literal order.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements.map { JSONMember($0.0, $0.1) })
  }

  init(members: [JSONMember], index: [String: Int]?) {
    self.members = members
    self.index = index
  }

  /// The number of members, duplicates included.
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys in file order, duplicates included.
  public var keys: [String] { members.map(\.key) }

  /// The position of the last member with `key`.
  public func lastIndex(of key: String) -> Int? {
    if let index { return index[key] }
    var position = members.count - 1
    while position >= 0 {
      if members[position].key == key { return position }
      position -= 1
    }
    return nil
  }

  /// Whether some member has `key`.
  public func contains(_ key: String) -> Bool { lastIndex(of: key) != nil }

  /// The value of the last member with `key`; setting replaces that member's value in place,
  /// appends a new member, or (with `nil`) removes every member with that key.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let position = lastIndex(of: key) else { return nil }
      return members[position].value
    }
    set {
      if let newValue {
        if let position = lastIndex(of: key) {
          members[position].value = newValue
        } else {
          members.append(JSONMember(key, newValue))
          if index != nil {
            index?[key] = members.count - 1
          } else if members.count > Self.indexThreshold {
            rebuildIndex()
          }
        }
      } else if lastIndex(of: key) != nil {
        members.removeAll { $0.key == key }
        rebuildIndex()
      }
    }
  }

  /// Keys that occur more than once, in order of their first repetition.
  public var duplicateKeys: [String] {
    var seen = Set<String>()
    var reported = Set<String>()
    var result: [String] = []
    for member in members where !seen.insert(member.key).inserted {
      if reported.insert(member.key).inserted { result.append(member.key) }
    }
    return result
  }

  private mutating func rebuildIndex() {
    guard members.count > Self.indexThreshold else {
      index = nil
      return
    }
    var table = [String: Int](minimumCapacity: members.count)
    for (position, member) in members.enumerated() { table[member.key] = position }
    index = table
  }

  /// Member-by-member equality, in order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.members == rhs.members }

  /// Hashes the members in order.
  public func hash(into hasher: inout Hasher) { hasher.combine(members) }
}
