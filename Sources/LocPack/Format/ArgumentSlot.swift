/// One argument a format string reads, with every specifier that reads it.
public struct ArgumentSlot: Hashable, Sendable {
  /// How a specifier uses an argument.
  public enum Role: Hashable, Sendable {
    /// The value formatted.
    case value
    /// A `*` width.
    case width
    /// A `*` precision.
    case precision
  }

  /// One use of the argument.
  public struct Use: Hashable, Sendable {
    /// The index into ``FormatString/specifiers``.
    public var specifier: Int
    /// What the specifier reads the argument for.
    public var role: Role
    /// The type it reads.
    public var type: ArgumentType

    /// Creates a use.
    public init(specifier: Int, role: Role, type: ArgumentType) {
      self.specifier = specifier
      self.role = role
      self.type = type
    }
  }

  /// The 1-based argument index.
  public var index: Int
  /// The type the argument is read as.
  ///
  /// With conflicting uses, CoreFoundation reads the argument as the last use's type.
  public var type: ArgumentType
  /// Every use, in text order.
  public var uses: [Use]

  /// Creates a slot.
  public init(index: Int, type: ArgumentType, uses: [Use]) {
    self.index = index
    self.type = type
    self.uses = uses
  }
}
