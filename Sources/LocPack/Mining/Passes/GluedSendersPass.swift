/// Folds templates that froze a sender or a chat line into the chat's template.
///
/// The `glued-senders` pass; ``rationale`` says why.
struct GluedSendersPass: MiningPass {
  let id = "glued-senders"
  let rationale = """
      A chat preview is a sender's name, a colon and a message. Templates that froze a sender's \
      given name, or one of the chat's frequent lines, fold into the chat's template when most of \
      their senders are the chat's or the app's people, names that other templates hold as \
      values. Without it such a template would keep part of a name as wording (a given name of \
      one character that several senders share, in a script written without spaces), which the \
      value guard, reading whole words, does not see.
    """
  let examples: [MiningExample] = [
    // Three senders whose given name is `明` sent the same reply; the app names them
    // elsewhere, so `明` is theirs, not a template's.
    MiningExample(
      ["吴明：收到", "方明：收到", "欧阳明：收到"],
      repeated: (MiningExample.lines("%@：%@", Self.chat)
        + MiningExample.lines("%@关注了你", ["吴明", "方明", "欧阳明", "陈晨", "许可", "高远"].map { [$0] }))
        .map { ($0, 2) },
      expected: ["%@：%@"],
      rejected: ["%@明：收到"])
  ]

  /// Four messages, each sent by four of sixteen people: sender and message.
  static let chat: [[String]] = [
    ("明天几点集合？", ["陈晨", "许可", "高远", "罗佳"]),
    ("照片拍得真好！", ["郑一鸣", "韩雪", "唐宁", "冯凯"]),
    ("我先走了，回头聊", ["宋雨", "谢天", "董琳", "萧然"]),
    ("会议改到下午三点 📅", ["程功", "曹颖", "袁野", "邓洁"]),
  ].flatMap { (message: String, senders: [String]) -> [[String]] in
    senders.map { [$0, message] }
  }

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.people =
      stage.candidates.contains(where: \.isWordless) ? corpus.people(in: stage.candidates) : [:]
    stage.candidates = corpus.foldGluedSenders(stage.candidates, people: stage.people)
  }
}
