/// Folds a template into a more general one that matches its texts.
///
/// The `absorb` pass; ``rationale`` says why.
struct AbsorbPass: MiningPass {
  let id = "absorb"
  let rationale = """
      A template that a more general one with at least twice its lines matches is one of its \
      values written out, and folds into it; so does one whose extra text is one value of a \
      general slot that holds three or more others. No template takes in one whose words fill two \
      of its slots whole and never stand apart (`%@さんがあなたをミュートしました` in a shell \
      of particles, `%@さん%@を%@ました`), or, for a template of one word of its own, stand in \
      two of its slots: those are wording, not values. Nor does a slot take in lowercase words \
      of the specific template between one of its slots and the general slot's end or a mark \
      (`Ana really` of `%@ really likes %@` in `%@ likes %@`), or, for a template of ten lines or \
      more, before one of its slots (`rooms from %@` of `Remove rooms from %@?` in `Remove \
      %@?`); nor a clause of lowercase words that follows one of its slots after punctuation \
      (`%@, but no devices are set up`); nor, for a template of ten lines or more, the sentence \
      mark that ends its text after its last slot where the general one's slot ends the text \
      (`Unfollow %@?`); nor a message with a slot of its own and text on both sides of it inside \
      one of its slots, when the message has more than twice its words in a script written with \
      spaces (`%@ and %@` over `We made %@ faster and easier to use`). A template whose words \
      the corpus brings together no more often than chance (`%@ to %@` of a few rare texts) \
      takes in only what its own lines outweigh, and values written out beside another \
      template's slot, never text that fills one of its slots whole (`We texted a code to %@`).
    """
  let examples: [MiningExample] = [
    // A name of five words is too long for the slot while grouping: its texts are one value
    // of the template written out.
    MiningExample(
      MiningExample.lines(
        "%@ e mais %@ pessoas curtiram sua foto",
        ["Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabi", "Hugo", "Iara", "João", "Karina"]
          .enumerated().flatMap { name in
            [2, 3, 5, 8].map { [name.element, String($0 + name.offset)] }
          }
          + [2, 4, 6, 7, 9].map { ["Maria Clara de Souza Lima", String($0)] }),
      expected: ["%@ e mais %@ pessoas curtiram sua foto"],
      rejected: ["Maria Clara de Souza Lima e mais %@ pessoas curtiram sua foto"])
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.absorb(stage.candidates)
  }
}
