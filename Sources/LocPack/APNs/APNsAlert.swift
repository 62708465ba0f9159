/// The `aps.alert` value: a plain string (shown as the body) or a dictionary.
public enum APNsAlert: Hashable, Sendable {
  /// `"alert": "text"`.
  case text(String)
  /// `"alert": { … }`.
  case dictionary(APNsAlertDictionary)

  /// The body text: the string, or the dictionary's `body`.
  public var body: String? {
    switch self {
    case .text(let text): return text
    case .dictionary(let dictionary): return dictionary.body
    }
  }
}

/// The keys of an `aps.alert` dictionary, each typed; a key of the wrong type is `nil` here
/// (and reported).
public struct APNsAlertDictionary: Hashable, Sendable {
  /// `title`.
  public var title: String?
  /// `subtitle`.
  public var subtitle: String?
  /// `body`.
  public var body: String?
  /// `launch-image`.
  public var launchImage: String?
  /// `title-loc-key`.
  public var titleLocKey: String?
  /// `title-loc-args`.
  public var titleLocArgs: [String]?
  /// `subtitle-loc-key`.
  public var subtitleLocKey: String?
  /// `subtitle-loc-args`.
  public var subtitleLocArgs: [String]?
  /// `loc-key`.
  public var locKey: String?
  /// `loc-args`.
  public var locArgs: [String]?
  /// `action-loc-key` (legacy).
  public var actionLocKey: String?
  /// `summary-arg` (deprecated in iOS 15).
  public var summaryArg: String?
  /// `summary-arg-count` (deprecated in iOS 15).
  public var summaryArgCount: Int?
  /// Keys APNs does not define, in order.
  public var unknownKeys: [String]

  /// Creates an empty alert dictionary.
  public init() { unknownKeys = [] }

  /// The keys this type knows.
  public static let knownKeys: Set<String> = [
    "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args",
    "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args", "action-loc-key",
    "summary-arg", "summary-arg-count",
  ]
}
