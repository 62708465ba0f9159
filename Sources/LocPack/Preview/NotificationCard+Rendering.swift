extension NotificationCard {
  /// Draws the card, followed by the footer and the warnings, as lines joined by `\n`
  /// (with a final `\n`).
  ///
  /// ```
  /// ╭─ banner ─────────────────────────────╮
  /// │ Pebble                           now │
  /// │ Mia Wong in Weekend Hikers           │
  /// │ Mia Wong sent a voice message (0:42) │
  /// ├──────────────────────────────────────┤
  /// │ [ Reply ] text input                 │
  /// │   [Write a reply…_________] [ Send ] │
  /// │ [ Like ]                             │
  /// │ +2 hidden (a banner shows 2): Mute,  │
  /// │ Delete                               │
  /// ╰──────────────────────────────────────╯
  /// 307 / 4096 bytes
  /// ```
  ///
  /// With ``colour`` on, the title is bold, destructive buttons red, notes dim and warnings
  /// yellow (ANSI SGR). In both modes each button's kind is spelled out after its title
  /// (`destructive`, `opens app`, `unlock first`, `text input`).
  public func render() -> String {
    var renderer = Renderer(card: self)
    return renderer.render()
  }
}

extension NotificationCard {
  /// Builds the lines of a ``NotificationCard``.
  struct Renderer {
    /// An ANSI SGR style for one segment of a line.
    enum Tone {
      case plain, bold, red, yellow, dim

      var code: String? {
        switch self {
        case .plain: return nil
        case .bold: return "\u{1B}[1m"
        case .red: return "\u{1B}[31m"
        case .yellow: return "\u{1B}[33m"
        case .dim: return "\u{1B}[2m"
        }
      }
    }

    /// A piece of sanitized text with its tone.
    struct Segment {
      var text: String
      var tone: Tone = .plain
    }

    let card: NotificationCard
    let outer: Int
    let inner: Int
    var output: [String] = []

    init(card: NotificationCard) {
      self.card = card
      self.outer = NotificationCard.clampedWidth(card.width)
      self.inner = outer - 4
    }

    mutating func render() -> String {
      top()
      header()
      if let title = card.title {
        for line in TextLayout.wrap(clean(title), width: inner, maxLines: 1).lines {
          row([Segment(text: line, tone: .bold)])
        }
      }
      if let subtitle = card.subtitle {
        for line in TextLayout.wrap(clean(subtitle), width: inner, maxLines: 1).lines {
          row([Segment(text: line)])
        }
      }
      let body = TextLayout.wrap(clean(card.body), width: inner, maxLines: card.style.bodyLineLimit)
      for line in body.lines { row([Segment(text: line)]) }
      if card.rtl {
        for line in wrapAll("(right-to-left text shown in logical order)", width: inner) {
          row([Segment(text: line, tone: .dim)])
        }
      }
      if !card.actions.isEmpty {
        rule("├", "┤")
        actions()
      }
      rule("╰", "╯")
      for line in card.footer.flatMap({ wrapAll(clean($0), width: outer) }) {
        output.append(line)
      }
      for warning in card.warnings {
        let lines = wrapAll("warning: " + clean(warning), width: outer - 2)
        for (index, line) in lines.enumerated() {
          output.append(paint(index == 0 ? line : "  " + line, .yellow))
        }
      }
      return output.joined(separator: "\n") + "\n"
    }

    // MARK: - Parts

    private mutating func top() {
      let label = "─ " + card.style.label + " "
      output.append("╭" + label + String(repeating: "─", count: outer - 2 - label.count) + "╮")
    }

    private mutating func header() {
      let name = TextLayout.truncate(clean(card.appName), width: inner - 4)
      row([Segment(text: TextLayout.pad(name, to: inner - 3)), Segment(text: "now", tone: .dim)])
    }

    private mutating func actions() {
      let limit = card.style.actionLimit
      for action in card.actions.prefix(limit) {
        button(action)
      }
      let hidden = card.actions.dropFirst(limit).map { clean($0.title) }
      guard !hidden.isEmpty else { return }
      let reason: String
      switch card.style {
      case .banner: reason = "a banner shows \(limit)"
      case .lockScreen: reason = "the lock screen shows \(limit)"
      case .expanded: reason = "never shown: iOS shows at most \(limit)"
      }
      let note = "+\(hidden.count) hidden (\(reason)): " + hidden.joined(separator: ", ")
      for line in wrapAll(note, width: inner) {
        row([Segment(text: line, tone: .dim)])
      }
    }

    private mutating func button(_ action: NotificationCard.ActionButton) {
      var kinds: [String] = []
      if action.isDestructive { kinds.append("destructive") }
      if action.isForeground { kinds.append("opens app") }
      if action.requiresAuthentication { kinds.append("unlock first") }
      if action.textInput != nil { kinds.append("text input") }
      let title = TextLayout.truncate(clean(action.title), width: inner - 4)
      let label = "[ " + title + " ]"
      let note = kinds.joined(separator: ", ")
      let tone: Tone = action.isDestructive ? .red : .plain
      if note.isEmpty {
        row([Segment(text: label, tone: tone)])
      } else if TerminalWidth.cells(of: label) + 1 + note.count <= inner {
        row([Segment(text: label, tone: tone), Segment(text: " " + note, tone: .dim)])
      } else {
        row([Segment(text: label, tone: tone)])
        row([Segment(text: TextLayout.truncate("  " + note, width: inner), tone: .dim)])
      }
      if let input = action.textInput {
        field(input)
      }
    }

    /// A text field with its placeholder and send button: `  [Write a reply…____] [ Send ]`.
    private mutating func field(_ input: NotificationCard.ActionButton.TextInput) {
      let sendTitle = clean(input.buttonTitle)
      let sendWidth = min(12, max(2, inner / 3 - 4))
      let send =
        "[ " + TextLayout.truncate(sendTitle.isEmpty ? "Send" : sendTitle, width: sendWidth) + " ]"
      let fieldCells = inner - 2 - 1 - TerminalWidth.cells(of: send)
      let placeholder = TextLayout.truncate(clean(input.placeholder), width: fieldCells - 2)
      let fill = String(
        repeating: "_", count: max(fieldCells - 2 - TerminalWidth.cells(of: placeholder), 0))
      row([
        Segment(text: "  ["), Segment(text: placeholder, tone: .dim), Segment(text: fill + "] "),
        Segment(text: send),
      ])
    }

    // MARK: - Lines

    private mutating func rule(_ left: String, _ right: String) {
      output.append(left + String(repeating: "─", count: outer - 2) + right)
    }

    /// One boxed line: `│ ` + segments padded to the inner width + ` │`.
    private mutating func row(_ segments: [Segment]) {
      var text = ""
      var cells = 0
      for segment in segments {
        text += paint(segment.text, segment.tone)
        cells += TerminalWidth.cells(of: segment.text)
      }
      output.append("│ " + text + String(repeating: " ", count: max(inner - cells, 0)) + " │")
    }

    private func paint(_ text: String, _ tone: Tone) -> String {
      guard card.colour, let code = tone.code, !text.isEmpty else { return text }
      return code + text + "\u{1B}[0m"
    }

    private func clean(_ text: String) -> String {
      TerminalSanitizer.sanitize(text)
    }

    private func wrapAll(_ text: String, width: Int) -> [String] {
      TextLayout.wrap(text, width: width, maxLines: Int.max).lines
    }
  }
}
