/// A notification as the device would draw it, ready to render on a terminal.
///
/// The model holds text already expanded and localized; ``render()`` draws it in a box of
/// Unicode box-drawing characters, with the line limits of the chosen ``Style`` (FACTS §2:
/// title 1 line; body 2 lines in a banner, 4 on the lock screen, 7 expanded) and the action
/// limits of FACTS §3. All text goes through ``TerminalSanitizer``; all widths through
/// ``TerminalWidth``, so the right border lines up for CJK and emoji.
public struct NotificationCard: Hashable, Sendable {
  /// Where the notification is shown, which decides how much of it is visible.
  public enum Style: String, Hashable, Sendable, CaseIterable {
    /// A banner at the top of the screen: body 2 lines, the first 2 actions.
    case banner
    /// The lock screen or Notification Center: body 4 lines, the first 2 actions (the
    /// minimal context, as iOS 8's lock-screen swipe showed).
    case lockScreen
    /// Expanded by a long press: body 7 lines, up to 10 actions.
    case expanded

    /// The most body lines shown.
    public var bodyLineLimit: Int {
      switch self {
      case .banner: return 2
      case .lockScreen: return 4
      case .expanded: return 7
      }
    }

    /// The most action buttons shown.
    public var actionLimit: Int {
      switch self {
      case .banner, .lockScreen: return 2
      case .expanded: return 10
      }
    }

    /// The label drawn in the card's top border.
    public var label: String {
      switch self {
      case .banner: return "banner"
      case .lockScreen: return "lock screen"
      case .expanded: return "expanded"
      }
    }
  }

  /// One action button of the notification's category.
  public struct ActionButton: Hashable, Sendable {
    /// The text field of a text-input action (iOS 9+).
    public struct TextInput: Hashable, Sendable {
      /// The title of the send button next to the field.
      public var buttonTitle: String
      /// The placeholder shown in the empty field.
      public var placeholder: String

      /// Creates a text input.
      public init(buttonTitle: String, placeholder: String) {
        self.buttonTitle = buttonTitle
        self.placeholder = placeholder
      }
    }

    /// The localized button title.
    public var title: String
    /// Drawn in red: the action deletes or cancels something.
    public var isDestructive: Bool
    /// Opens the app.
    public var isForeground: Bool
    /// The device must be unlocked first.
    public var requiresAuthentication: Bool
    /// Makes this a text-input action.
    public var textInput: TextInput?

    /// Creates an action button.
    public init(
      title: String, isDestructive: Bool = false, isForeground: Bool = false,
      requiresAuthentication: Bool = false, textInput: TextInput? = nil
    ) {
      self.title = title
      self.isDestructive = isDestructive
      self.isForeground = isForeground
      self.requiresAuthentication = requiresAuthentication
      self.textInput = textInput
    }
  }

  /// The app's display name, shown in the header.
  public var appName: String
  /// The title, bold, one line.
  public var title: String?
  /// The subtitle, one line.
  public var subtitle: String?
  /// The body, wrapped to the style's line limit.
  public var body: String
  /// Where the notification is shown.
  public var style: Style
  /// The card's outer width in terminal cells, borders included; clamped to
  /// ``widthRange``.
  public var width: Int
  /// The category's actions, in registration order.
  public var actions: [ActionButton]
  /// Lines printed under the card, such as `312 / 4096 bytes`.
  public var footer: [String]
  /// Warnings printed under the footer (yellow with colour).
  public var warnings: [String]
  /// The text is right-to-left (Arabic, Hebrew); it is shown in logical order, with a note.
  public var rtl: Bool
  /// Use ANSI SGR colours and bold.
  public var colour: Bool

  /// The widths a card can be drawn at, in cells.
  public static let widthRange = 20...1000

  /// `width` moved into ``widthRange``.
  static func clampedWidth(_ width: Int) -> Int {
    min(max(width, widthRange.lowerBound), widthRange.upperBound)
  }

  /// Creates a card.
  public init(
    appName: String, title: String? = nil, subtitle: String? = nil, body: String,
    style: Style = .banner, width: Int = 40, actions: [ActionButton] = [],
    footer: [String] = [], warnings: [String] = [], rtl: Bool = false, colour: Bool = false
  ) {
    self.appName = appName
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.style = style
    self.width = width
    self.actions = actions
    self.footer = footer
    self.warnings = warnings
    self.rtl = rtl
    self.colour = colour
  }
}
