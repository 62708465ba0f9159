import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct NotificationCardTests {
  static let goldenDirectory = GoldenFile.fixtures.appendingPathComponent("Preview")

  typealias Action = NotificationCard.ActionButton

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var card: NotificationCard
    var testDescription: String { name }
  }

  // MARK: - Pebble's categories, localized

  static func messageActions(_ titles: [String], send: String, placeholder: String) -> [Action] {
    [
      Action(
        title: titles[0], textInput: .init(buttonTitle: send, placeholder: placeholder)),
      Action(title: titles[1]),
      Action(title: titles[2]),
      Action(title: titles[3], isDestructive: true),
    ]
  }

  static func orderActions(_ titles: [String]) -> [Action] {
    [
      Action(title: titles[0], isForeground: true),
      Action(title: titles[1], isDestructive: true, requiresAuthentication: true),
      Action(title: titles[2], isForeground: true),
    ]
  }

  static let enMessage = messageActions(
    ["Reply", "Like", "Mute", "Delete"], send: "Send", placeholder: "Write a reply…")
  static let jaMessage = messageActions(
    ["返信", "いいね", "ミュート", "削除"], send: "送信", placeholder: "返信を入力…")
  static let zhMessage = messageActions(
    ["回复", "赞", "免打扰", "删除"], send: "发送", placeholder: "输入回复…")
  static let arMessage = messageActions(
    ["رد", "إعجاب", "كتم", "حذف"], send: "إرسال", placeholder: "اكتب ردًا…")
  static let deMessage = messageActions(
    ["Antworten", "Gefällt mir", "Stummschalten", "Löschen"], send: "Senden",
    placeholder: "Antwort schreiben …")
  static let enOrder = orderActions(["Track Order", "Cancel Order", "Contact Seller"])
  static let jaOrder = orderActions(["配送状況を確認", "注文をキャンセル", "出品者に連絡"])
  static let arOrder = orderActions(["تتبع الطلب", "إلغاء الطلب", "التواصل مع البائع"])
  static let deOrder = orderActions(
    ["Sendung verfolgen", "Bestellung stornieren", "Verkäufer kontaktieren"])

  static let enBody =
    "Mia Wong: Are we still on for Saturday? I can bring snacks and the big tent if the "
    + "forecast holds up. Trail starts at 9, meet at the north parking lot."
  static let jaBody =
    "Mia Wong：土曜日の予定はまだ大丈夫？天気が良ければ、お菓子と大きなテントを持っていくよ。"
    + "集合は北側の駐車場に9時です。"
  static let zhBody = "王小明：周末一起去爬山吧！天气预报说周六是晴天，记得带上水和防晒霜。我们九点在北门停车场集合。"
  static let arBody =
    "Mia Wong: هل ما زلنا على موعد يوم السبت؟ يمكنني إحضار الوجبات الخفيفة والخيمة الكبيرة "
    + "إذا استمر الطقس الجيد."
  static let deBody =
    "Mia Wong: Bleibt es bei Samstag? Ich kann Snacks und das große Zelt mitbringen, wenn "
    + "das Wetter hält. Treffpunkt ist um 9 Uhr am Nordparkplatz."

  static let footer = ["307 / 4096 bytes (alert)"]

  static let cases: [Case] = [
    Case(
      name: "en-banner-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong in Weekend Hikers", body: enBody, style: .banner,
        actions: enMessage, footer: footer)),
    Case(
      name: "en-banner-plain",
      card: NotificationCard(
        appName: "Pebble", title: "Weekend Hikers", subtitle: "Mia Wong",
        body: "Trail starts at 9 — bring water and snacks! 🥾", style: .banner,
        footer: ["231 / 4096 bytes (alert)"])),
    Case(
      name: "en-lockscreen-order-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Order Shipped",
        body: "Your order PB-20931 has shipped and should arrive by Dec 3.", style: .lockScreen,
        actions: enOrder, footer: ["225 / 4096 bytes (alert)"])),
    Case(
      name: "en-expanded-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong in Weekend Hikers", body: enBody, style: .expanded,
        actions: enMessage, footer: footer)),
    Case(
      name: "en-expanded-message-colour",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong in Weekend Hikers", body: enBody, style: .expanded,
        actions: enMessage, footer: footer,
        warnings: ["plural forms from .stringsdict are not verified for pushes"], colour: true)),
    Case(
      name: "en-lockscreen-missing-key",
      card: NotificationCard(
        appName: "Pebble", body: "STORY_REPLY", style: .lockScreen,
        footer: ["183 / 4096 bytes (alert)"],
        warnings: [
          "key 'STORY_REPLY' is in no table: the device shows the raw key",
          "keys must ship in the app before a push uses them",
        ])),
    Case(
      name: "en-expanded-eleven-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Poll", body: "Pick a time for the hike.", style: .expanded,
        actions: (1...11).map { Action(title: "Option \($0)") })),
    Case(
      name: "ja-banner-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Weekend Hikers：Mia Wong", body: jaBody, style: .banner,
        actions: jaMessage, footer: footer)),
    Case(
      name: "ja-lockscreen-message",
      card: NotificationCard(
        appName: "Pebble", title: "Weekend Hikers：Mia Wong", body: jaBody, style: .lockScreen)),
    Case(
      name: "ja-expanded-order-actions",
      card: NotificationCard(
        appName: "Pebble", title: "発送のお知らせ",
        body: "ご注文（PB-20931）を発送しました。12月3日までにお届け予定です。", style: .expanded,
        actions: jaOrder)),
    Case(
      name: "zh-Hans-banner-message",
      card: NotificationCard(
        appName: "Pebble", title: "家族群：王小明", body: zhBody, style: .banner)),
    Case(
      name: "zh-Hans-expanded-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "家族群：王小明", body: zhBody, style: .expanded,
        actions: zhMessage, footer: footer)),
    Case(
      name: "ar-banner-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong في Weekend Hikers", body: arBody, style: .banner,
        actions: arMessage, rtl: true)),
    Case(
      name: "ar-expanded-order",
      card: NotificationCard(
        appName: "Pebble", title: "تم شحن الطلب",
        body: "تم شحن طلبك PB-20931 ومن المتوقع وصوله بحلول 3 ديسمبر.", style: .expanded,
        actions: arOrder, rtl: true)),
    Case(
      name: "de-lockscreen-order-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Bestellung versandt",
        body: "Deine Bestellung PB-20931 wurde versandt und sollte bis 3. Dez. ankommen.",
        style: .lockScreen, actions: deOrder)),
    Case(
      name: "de-expanded-message-actions",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong in Weekend Hikers", body: deBody, style: .expanded,
        actions: deMessage)),
    Case(
      name: "de-banner-narrow",
      card: NotificationCard(
        appName: "Pebble", title: "Mia Wong in Weekend Hikers", body: deBody, style: .banner,
        width: 28, actions: deMessage)),
    Case(
      name: "wide-chars-expanded",
      card: NotificationCard(
        appName: "Pebble", title: "家族グループ 👨‍👩‍👧‍👦：王小明",
        body: "王小明：周末一起去爬山吧！週末、みんなで山に行こう🏔️ 주말에 산에 가요 👍🏽❤️🇯🇵 🧑🏻‍💻",
        style: .expanded, actions: jaMessage, footer: ["389 / 4096 bytes (alert)"])),
    Case(
      name: "ansi-escape-banner",
      card: NotificationCard(
        appName: "Pebble", title: "\u{1B}[31mSecurity alert\u{1B}[0m",
        body: "Build \u{1B}[31mFAILED\u{1B}[0m on main\u{1B}[2J\u{1B}]0;pwned\u{07} — see "
          + "\u{9B}1mlog\u{9B}0m",
        style: .banner, footer: ["187 / 4096 bytes (alert)"],
        warnings: ["\u{202E}payload text holds terminal control sequences\u{202C}"])),
  ]

  @Test(arguments: cases) func golden(_ c: Case) {
    GoldenFile.expectMatch(c.card.render(), named: c.name + ".txt", in: Self.goldenDirectory)
  }

  /// Every line of the box is exactly `width` cells wide, so the right border lines up.
  @Test(arguments: cases) func bordersLineUp(_ c: Case) {
    let output = c.card.render()
    let plain = c.card.colour ? Self.strippingSGR(output) : output
    let lines = plain.split(separator: "\n").map(String.init)
    let box = lines.prefix { !$0.hasPrefix("╰") }
    #expect(box.count >= 3)
    for line in box + [lines[box.count]] {
      #expect(
        TerminalWidth.cells(of: line) == NotificationCard.clampedWidth(c.card.width),
        "\(line)")
    }
    for line in lines.dropFirst(box.count + 1) {
      #expect(
        TerminalWidth.cells(of: line) <= NotificationCard.clampedWidth(c.card.width),
        "\(line)")
    }
  }

  /// The only ESC bytes in the output are the card's own SGR codes.
  @Test(arguments: cases) func payloadCannotDriveTheTerminal(_ c: Case) {
    let output = c.card.render()
    let plain = Self.strippingSGR(output)
    #expect(!plain.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!plain.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
    #expect(!c.card.colour ? plain == output : plain != output)
  }

  /// A mismatch is reported (and the file left alone).
  @Test(.disabled(if: ProcessInfo.processInfo.environment["LOCPACK_RECORD"] == "1"))
  func goldenMismatchFails() throws {
    let url = Self.goldenDirectory.appendingPathComponent("en-banner-plain.txt")
    let before = try String(contentsOf: url, encoding: .utf8)
    withKnownIssue {
      GoldenFile.expectMatch(
        before + "extra line\n", named: "en-banner-plain.txt", in: Self.goldenDirectory)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == before)
  }

  /// The example in the documentation of `render()`.
  @Test func documentedExample() {
    let card = NotificationCard(
      appName: "Pebble", title: "Mia Wong in Weekend Hikers",
      body: "Mia Wong sent a voice message (0:42)", actions: Self.enMessage,
      footer: ["307 / 4096 bytes"])
    #expect(
      card.render() == """
        ╭─ banner ─────────────────────────────╮
        │ Pebble                           now │
        │ Mia Wong in Weekend Hikers           │
        │ Mia Wong sent a voice message (0:42) │
        ├──────────────────────────────────────┤
        │ [ Reply ] text input                 │
        │   [Write a reply…_________] [ Send ] │
        │ [ Like ]                             │
        │ +2 hidden (a banner shows 2): Mute,  │
        │ Delete                               │
        ╰──────────────────────────────────────╯
        307 / 4096 bytes

        """)
  }

  @Test func widthIsClamped() {
    let tiny = NotificationCard(appName: "A", body: "b", width: -5).render()
    let huge = NotificationCard(appName: "A", body: "b", width: Int.max).render()
    #expect(tiny.split(separator: "\n").allSatisfy { TerminalWidth.cells(of: String($0)) == 20 })
    #expect(huge.split(separator: "\n").allSatisfy { TerminalWidth.cells(of: String($0)) == 1000 })
  }

  @Test func styleLimits() {
    #expect(NotificationCard.Style.banner.bodyLineLimit == 2)
    #expect(NotificationCard.Style.lockScreen.bodyLineLimit == 4)
    #expect(NotificationCard.Style.expanded.bodyLineLimit == 7)
    #expect(NotificationCard.Style.banner.actionLimit == 2)
    #expect(NotificationCard.Style.expanded.actionLimit == 10)
  }

  /// Removes the SGR sequences the renderer itself writes (`ESC [ digits m`).
  static func strippingSGR(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}", scalars.first == "[" {
        let end = scalars.firstIndex(of: "m") ?? scalars.endIndex
        let body = scalars[scalars.index(after: scalars.startIndex)..<end]
        if body.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" }), end < scalars.endIndex {
          scalars = scalars[scalars.index(after: end)...]
          continue
        }
      }
      output.append(scalar)
    }
    return String(output)
  }
}
