extension MiningState {
  /// Whether a family is made of texts too rare to be templates of their own, which differ in
  /// one value set off by spaces or punctuation.
  ///
  /// When a sample holds many templates, each has few lines, and the values of its slots (a
  /// name and a message, say) rarely repeat together: no position shows `openClassSize`
  /// values while the other stays fixed. Texts seen fewer than `minCount` times would stay
  /// literal anyway, so two of them agreeing on everything but one delimited place are
  /// enough. Values seen `minCount` times or more (`photo` / `video`) still need the usual
  /// evidence, and so do holes inside a run of words, where the difference may be the
  /// template's own text, and texts written with ideographs, where a value is rarely set off
  /// (and merging their few texts lets whole templates fold together later).
  func isSparseOpen(_ members: [Member]) -> Bool {
    guard members.count >= 2 else { return false }
    for member in members {
      let group = groups[Int(member.group)]
      guard group.distinct == 1, group.count < options.minCount else { return false }
      guard !group.skeleton.contains(where: isIdeograph) else { return false }
      let start = Int(member.start)
      let end = Int(member.end)
      guard isDelimiter(group.skeleton, at: start - 1), isDelimiter(group.skeleton, at: end)
      else { return false }
    }
    return true
  }

  /// Whether the element is an ideograph.
  func isIdeograph(_ element: Element) -> Bool {
    !Self.isSlot(element) && tokenKinds[Int(element)] == .ideograph
  }

  /// Whether the element at `index` is the edge of the text, a space or a symbol.
  func isDelimiter(_ skeleton: [Element], at index: Int) -> Bool {
    guard index >= 0, index < skeleton.count else { return true }
    let element = skeleton[index]
    return !Self.isSlot(element) && !tokenKinds[Int(element)].isLexical
  }
}
