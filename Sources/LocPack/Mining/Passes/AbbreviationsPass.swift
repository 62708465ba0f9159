/// Moves an abbreviation's period after a slot into the value.
///
/// The `abbreviations` pass; ``rationale`` says why.
struct AbbreviationsPass: MiningPass {
  let id = "abbreviations"
  let rationale = """
      An abbreviation's period belongs to the value it ends (`27 avr.`): templates that differ \
      only in a tail right after the same slot, made of periods and short words each followed by \
      one, are one template with the tail in the value. A tail with a word and one period (`item.` \
      against `items.`) is wording and stays.
    """
  let examples: [MiningExample] = [
    // Thai months are abbreviated with inner periods (`ก.พ.`, `มี.ค.`): each bill's due
    // day, six bills over twelve days.
    MiningExample(
      [],
      repeated: MiningExample.lines(
        "%@ ครบกำหนดชำระวันที่%@ %@",
        ["ค่าไฟ", "ค่าน้ำ", "ค่าอินเทอร์เน็ต", "ค่าโทรศัพท์", "ค่าเช่าห้อง", "ประกันรถ"].enumerated()
          .flatMap { bill in
            (1...12).map { day in
              [bill.element, String(day), Self.months[(day + bill.offset) % 12]]
            }
          }
      ).map { ($0, 2) },
      expected: ["%@ ครบกำหนดชำระวันที่%@"])
  ]

  /// The months as Thai alerts abbreviate them.
  static let months = [
    "ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค.",
  ]

  func run(_ stage: inout MiningStage, corpus: MiningState) {
    stage.candidates = corpus.foldAbbreviations(stage.candidates)
  }
}
