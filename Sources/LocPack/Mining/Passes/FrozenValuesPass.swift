/// Folds a constant text into the template that has a slot where it has a value.
///
/// The `frozen-values` pass; ``rationale`` says why.
struct FrozenValuesPass: MiningPass {
  let id = "frozen-values"
  let rationale = """
      A value seen often enough becomes text in a template of its own: a constant text that \
      differs from a general template only where that template has a slot. It joins the general \
      template, the slot widening over the plain words beside it, when the template keeps most of \
      its words and the widened slot then holds an open class of values. Punctuation is never \
      widened over, nor a slot of numbers, whose neighbouring words are its unit or noun, nor \
      words that an open class of values all keep beside them in a piece that goes on with \
      other words: those are the message's wording (`%@ has made the room public` beside `You \
      have made the room public`).
    """
  let examples: [MiningExample] = [
    // Three doors keep `Porte` as text; the window of the same traffic is one more value.
    MiningExample(
      [],
      repeated: MiningExample.lines(
        "%@ est ouverte depuis %@ minutes",
        ["Porte Nord", "Porte Sud", "Porte Est", "Fenêtre du salon"].flatMap {
          place in (5...12).map { [place, String($0)] }
        }
      ).map { ($0, 3) },
      expected: ["%@ est ouverte depuis %@ minutes"],
      rejected: ["Fenêtre du salon est ouverte depuis %@ minutes"]),
    // A lamp of far less traffic than the lights is no value of their list.
    MiningExample(
      MiningExample.lines("Desk Lamp has been on for %@ hours", (5...12).map { [String($0)] }),
      repeated: MiningExample.lines(
        "%@ Light has been on for %@ hours",
        ["Kitchen", "Porch", "Hall"].flatMap { room in (5...12).map { [room, String($0)] } }
      ).map { ($0, 4) },
      expected: ["%@ Light has been on for %@ hours", "Desk Lamp has been on for %@ hours"],
      rejected: ["%@ has been on for %@ hours"]),
    // Every sender keeps `has` beside the name: it is wording, and the message in the second
    // person is another message, not one more value.
    MiningExample(
      MiningExample.lines("%@ has made the room public", MiningExample.names.map { [$0] }),
      repeated: [("You have made the room public", 4)],
      expected: ["%@ has made the room public", "You have made the room public"],
      rejected: ["%@ made the room public"]),
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.unfoldFrozenValues(stage.candidates)
  }
}
