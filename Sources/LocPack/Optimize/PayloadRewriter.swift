/// Finds the alert texts of an APNs payload and splices `loc-key` / `loc-args` in their place,
/// keeping every other byte of the payload.
public enum PayloadRewriter {
  /// Which alert text a field is.
  public enum FieldKind: Int, Hashable, Sendable, CaseIterable {
    /// `title` → `title-loc-key` + `title-loc-args`.
    case title
    /// `subtitle` → `subtitle-loc-key` + `subtitle-loc-args`.
    case subtitle
    /// `body` (or a string `alert`) → `loc-key` + `loc-args`.
    case body

    /// The literal member name.
    public var textKey: String {
      switch self {
      case .title: "title"
      case .subtitle: "subtitle"
      case .body: "body"
      }
    }

    /// The member name of the key.
    public var locKey: String {
      switch self {
      case .title: "title-loc-key"
      case .subtitle: "subtitle-loc-key"
      case .body: "loc-key"
      }
    }

    /// The member name of the arguments.
    public var locArgs: String {
      switch self {
      case .title: "title-loc-args"
      case .subtitle: "subtitle-loc-args"
      case .body: "loc-args"
      }
    }
  }

  /// One literal alert text of a payload and the bytes that hold it.
  public struct Field: Hashable, Sendable {
    /// Which text it is.
    public var kind: FieldKind
    /// The text, unescaped.
    public var text: String
    /// The bytes to replace: the whole `"body":"…"` member, or the string value of a legacy
    /// `"alert":"…"`.
    public var range: Range<Int>
    /// Whether the alert is a plain string (the replacement is then a dictionary).
    public var isStringAlert: Bool
  }

  /// What a payload offers for rewriting.
  public enum Extraction: Hashable, Sendable {
    /// Not an APNs payload (the top level is not an object).
    case notAPayload
    /// Nothing to rewrite: no alert, a silent push, loc-keys already, or no literal text.
    case passThrough
    /// The literal alert texts.
    case fields([Field])
  }

  /// The literal alert texts of a parsed payload (parsed with ranges).
  ///
  /// A payload whose `aps` or `alert` repeats a key, or whose alert already uses any
  /// `*-loc-key`, passes through, so that nothing a device shows can change.
  public static func extract(_ document: JSONDocument) -> Extraction {
    guard case .object(let top) = document.value, !document.nodes.isEmpty else {
      return .notAPayload
    }
    guard let apsPosition = top.lastIndex(of: "aps"),
      case .object(let aps) = top.members[apsPosition].value,
      aps.duplicateKeys.isEmpty,
      let apsNode = document.childIndex(of: 0, position: apsPosition),
      let alertPosition = aps.lastIndex(of: "alert"),
      let alertNode = document.childIndex(of: apsNode, position: alertPosition)
    else { return .passThrough }
    switch aps.members[alertPosition].value {
    case .string(let text):
      guard !text.isEmpty else { return .passThrough }
      let field = Field(
        kind: .body, text: text, range: document.nodes[alertNode].valueRange,
        isStringAlert: true)
      return .fields([field])
    case .object(let alert):
      guard alert.duplicateKeys.isEmpty else { return .passThrough }
      for kind in FieldKind.allCases where alert.contains(kind.locKey) { return .passThrough }
      var fields: [Field] = []
      for kind in FieldKind.allCases {
        guard let position = alert.lastIndex(of: kind.textKey),
          case .string(let text) = alert.members[position].value, !text.isEmpty,
          let node = document.childIndex(of: alertNode, position: position),
          let keyRange = document.nodes[node].keyRange
        else { continue }
        let range = keyRange.lowerBound..<document.nodes[node].valueRange.upperBound
        fields.append(Field(kind: kind, text: text, range: range, isStringAlert: false))
      }
      return fields.isEmpty ? .passThrough : .fields(fields)
    default:
      return .passThrough
    }
  }

  /// The bytes that replace a field: `"loc-key":"K","loc-args":["a"]` (no `loc-args` when
  /// there are no arguments), wrapped in `{…}` for a string alert.
  public static func replacement(
    for kind: FieldKind, key: String, arguments: [String], isStringAlert: Bool
  ) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(32 + key.utf8.count)
    if isStringAlert { out.append(UInt8(ascii: "{")) }
    JSONWriter.writeString(kind.locKey, escapesSlashes: false, into: &out)
    out.append(UInt8(ascii: ":"))
    JSONWriter.writeString(key, escapesSlashes: false, into: &out)
    if !arguments.isEmpty {
      out.append(UInt8(ascii: ","))
      JSONWriter.writeString(kind.locArgs, escapesSlashes: false, into: &out)
      out.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: "[")])
      for (index, argument) in arguments.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        JSONWriter.writeString(argument, escapesSlashes: false, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    if isStringAlert { out.append(UInt8(ascii: "}")) }
    return out
  }

  /// `bytes` with each range replaced; ranges must not overlap.
  public static func splice(_ bytes: [UInt8], _ edits: [(range: Range<Int>, bytes: [UInt8])])
    -> [UInt8]
  {
    let sorted = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var position = 0
    for edit in sorted {
      let lower = min(max(edit.range.lowerBound, position), bytes.count)
      let upper = min(max(edit.range.upperBound, lower), bytes.count)
      out.append(contentsOf: bytes[position..<lower])
      out.append(contentsOf: edit.bytes)
      position = upper
    }
    out.append(contentsOf: bytes[position..<bytes.count])
    return out
  }

  /// The `(key, arguments)` a rewritten payload holds for `kind`, or nil when its alert has
  /// no such key or the arguments are not all strings.
  public static func localizedField(_ value: JSONValue, kind: FieldKind) -> (String, [String])? {
    guard case .object(let alert)? = value["aps"]?["alert"],
      case .string(let key)? = alert[kind.locKey]
    else { return nil }
    guard let args = alert[kind.locArgs] else { return (key, []) }
    guard case .array(let items) = args else { return nil }
    var strings: [String] = []
    for item in items {
      guard case .string(let text) = item else { return nil }
      strings.append(text)
    }
    return (key, strings)
  }
}
