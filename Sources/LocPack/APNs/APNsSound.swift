/// The `aps.sound` value: a sound name, or a critical-alert dictionary.
public enum APNsSound: Hashable, Sendable {
  /// `"sound": "default"` or a file name.
  case named(String)
  /// `"sound": {"critical": 1, "name": "…", "volume": 0.8}`.
  case critical(APNsCriticalSound)
}

/// A critical-alert sound dictionary.
public struct APNsCriticalSound: Hashable, Sendable {
  /// `critical`: 1 for a critical alert.
  public var critical: Int?
  /// `name`: the sound file or `default`.
  public var name: String?
  /// `volume`: 0…1.
  public var volume: Double?

  /// Creates a sound dictionary.
  public init(critical: Int? = nil, name: String? = nil, volume: Double? = nil) {
    self.critical = critical
    self.name = name
    self.volume = volume
  }
}
