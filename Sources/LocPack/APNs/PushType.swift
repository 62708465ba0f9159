/// The kind of push, as named by the `apns-push-type` header (plus FCM), which decides the
/// payload size limit.
public enum PushType: String, Hashable, Sendable, CaseIterable {
  /// A visible notification.
  case alert
  /// A silent `content-available` push.
  case background
  /// A location query push.
  case location
  /// A PushKit VoIP call push.
  case voip
  /// A watchOS complication update.
  case complication
  /// A File Provider change signal.
  case fileprovider
  /// A device-management wake-up.
  case mdm
  /// A Live Activity update.
  case liveActivity = "liveactivity"
  /// A Push to Talk push.
  case pushToTalk = "pushtotalk"
  /// A widget reload push.
  case widgets
  /// A control reload push.
  case controls
  /// Firebase Cloud Messaging, which forwards to APNs.
  case fcm

  /// The largest payload in bytes (the JSON body as sent, UTF-8): 5120 for VoIP, 4096 for
  /// everything else.
  public var limit: Int {
    switch self {
    case .voip: return 5120
    default: return 4096
    }
  }
}
