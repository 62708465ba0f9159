/// The `aps` dictionary, typed.
public struct APNsAps: Hashable, Sendable {
  /// `alert`.
  public var alert: APNsAlert?
  /// `badge` (0 clears it).
  public var badge: Int?
  /// `sound`.
  public var sound: APNsSound?
  /// `thread-id`.
  public var threadID: String?
  /// `category`.
  public var category: String?
  /// `content-available` (1 for a background update).
  public var contentAvailable: Int?
  /// `mutable-content` (1 to run the notification service extension).
  public var mutableContent: Int?
  /// `target-content-id`.
  public var targetContentID: String?
  /// `interruption-level`, when it is one of the four known levels.
  public var interruptionLevel: APNsInterruptionLevel?
  /// `relevance-score`.
  public var relevanceScore: Double?
  /// `filter-criteria`.
  public var filterCriteria: String?
  /// `timestamp` (Live Activity; seconds since 1970).
  public var timestamp: Int?
  /// `event` (Live Activity), when `start`, `update` or `end`.
  public var event: APNsLiveActivityEvent?
  /// `content-state` (Live Activity).
  public var contentState: JSONObject?
  /// `stale-date` (Live Activity; seconds since 1970).
  public var staleDate: Int?
  /// `dismissal-date` (Live Activity; seconds since 1970).
  public var dismissalDate: Int?
  /// `attributes-type` (Live Activity start).
  public var attributesType: String?
  /// `attributes` (Live Activity start).
  public var attributes: JSONObject?
  /// `url-args` (Safari push).
  public var urlArgs: [String]?
  /// Keys APNs does not define, in order; custom data belongs beside `aps`.
  public var unknownKeys: [String]

  /// Creates an empty `aps`.
  public init() { unknownKeys = [] }

  /// The keys this type knows.
  public static let knownKeys: Set<String> = [
    "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
    "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "timestamp",
    "event", "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes",
    "url-args",
  ]
}

/// `aps.interruption-level`.
public enum APNsInterruptionLevel: String, Hashable, Sendable, CaseIterable {
  /// Delivered quietly.
  case passive
  /// The default.
  case active
  /// Breaks through Focus.
  case timeSensitive = "time-sensitive"
  /// Breaks through Focus and the mute switch (needs an entitlement).
  case critical
}

/// `aps.event` of a Live Activity push.
public enum APNsLiveActivityEvent: String, Hashable, Sendable, CaseIterable {
  /// Starts an activity.
  case start
  /// Updates it.
  case update
  /// Ends it.
  case end
}
