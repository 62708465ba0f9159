/// Every localization a phone may pick: which one is each template's own, which existing key
/// a template already is, and the check of each template in each localization's table as
/// written.
extension OptimizeRun {
  // MARK: - Languages and reuse

  /// Decides each chosen template's own localization and the existing key it reuses.
  ///
  /// A template whose text is the value of a key in localization L, up to argument
  /// numbering, is that key and its text is L's. The key is reused only when every
  /// localization has it with a value that the template's arguments fill (only `%@` and
  /// `%n$@`, none past the slots; else a warning names both places) and no `.stringsdict`
  /// overrides it; in `bytes` mode, only when every localization also shows the same text.
  /// A key that translates the template differently keeps it literal in `bytes` mode
  /// (``Candidate/translatedBy``). Without a key, the script of the template's text names its
  /// localization, and Latin script the development region's.
  mutating func decideLanguages(values: [[String: String]]) {
    let reusable = ReusableFormats(values)
    let names = tables.localizations
    var dictKeys: Set<String> = []
    for table in tables.tables { dictKeys.formUnion(table.stringsDict?.keys ?? []) }
    let languages = languageFieldPosition.map { dominantFieldValues(field: $0, share: 0.5) }
    for index in order {
      let template = candidates[index].template
      let scripted = ScriptLanguage.localization(
        for: template.format, available: names, developmentRegion: tables.developmentRegion)
      let tagged = languages.map { localization(forTag: $0[index]) } ?? nil
      let own = tagged ?? scripted.flatMap(tables.index(of:)) ?? tables.developmentIndex
      candidates[index].own = own
      let matches = reusable.matches(for: template).sorted {
        rank($0.localization, own: own) < rank($1.localization, own: own)
      }
      for match in matches where !dictKeys.contains(match.key) {
        guard fitsEverywhere(match, slots: template.slotCount, values: values) else { continue }
        let value = values[match.localization][match.key]
        if options.mode == .bytes, values.contains(where: { $0[match.key] != value }) {
          if candidates[index].translatedBy == nil { candidates[index].translatedBy = match.key }
          continue
        }
        candidates[index].reuse = match
        candidates[index].translatedBy = nil
        candidates[index].own = match.localization
        if match.order != Array(0..<match.order.count) {
          var slots = [Int](repeating: 0, count: match.order.count)
          for (slot, argument) in match.order.enumerated() { slots[argument] = slot }
          candidates[index].argumentSlots = slots
        }
        break
      }
    }
  }

  /// The order matches are tried in: the template's own localization, the development
  /// region's, then the others in order.
  private func rank(_ localization: Int, own: Int) -> Int {
    if localization == own { return -2 }
    if localization == tables.developmentIndex { return -1 }
    return localization
  }

  /// Whether every localization has `match`'s key with a value `slots` arguments fill; a
  /// warning names the first that does not.
  private func fitsEverywhere(
    _ match: ReusableFormats.Match, slots: Int, values: [[String: String]]
  ) -> Bool {
    for position in values.indices {
      let value = values[position][match.key]
      if let value, ReusableFormats.fits(value, arguments: slots) { continue }
      let localization = tables.localizations[position]
      let problem =
        value == nil
        ? "\(localization) has no such key"
        : "its \(localization) value reads another argument than the \(slots) sent"
      emit(
        Diagnostic(
          .warning, id: "optimize.reuse-mismatch",
          "this value of \(match.key) is a mined template, but \(problem); the key is not "
            + "reused",
          at: tables.location(of: match.key, in: match.localization),
          notes: value == nil
            ? []
            : [
              Diagnostic.Note(
                "\(localization) value", at: tables.location(of: match.key, in: position))
            ]))
      return false
    }
    return true
  }

  // MARK: - Verification

  /// Checks every enabled template in every localization of `edited`, with the expander
  /// `expand` uses, and turns off the templates that fail.
  ///
  /// The template's key, filled with one marker argument per slot (in `loc-args` order),
  /// must show no raw key and read no missing argument anywhere; in its own localization, and
  /// in `bytes` mode in every one, it must show the template's text with the markers in its
  /// slots, byte for byte. What holds for the markers holds for every payload of the
  /// template, since a format places its arguments whatever they say; so the payloads need
  /// only their own localization's check (``Candidate/check``), and verifying costs one
  /// expansion per template and localization, not per payload.
  mutating func verifyLocalizations(_ edited: OptimizeTables) {
    let expander = Expander(bundle: edited.verificationBundle(), table: edited.name)
    let names = edited.localizations
    for index in order where candidates[index].enabled {
      let candidate = candidates[index]
      let markers = AlertTemplate.markers(candidate.template.slotCount)
      let arguments = candidate.argumentSlots.map { $0.map { markers[$0] } } ?? markers
      let expected = candidate.template.filled(with: markers)
      var same: [Bool] = []
      for (position, name) in names.enumerated() {
        let shown = expander.text(forKey: candidate.key, arguments: arguments, localization: name)
        let isSame = shown.text.utf8.elementsEqual(expected)
        let mustBeSame = options.mode == .bytes || position == candidate.own
        let problem = shown.warnings.first {
          !(options.mode == .localize && !mustBeSame && $0.id == "expand.unused-arguments")
        }
        if let problem {
          unverified(candidate, in: name, path: edited.path(of: position), because: problem.message)
          break
        }
        if mustBeSame, !isSame {
          unverified(
            candidate, in: name, path: edited.path(of: position),
            because: "it shows '\(Self.readable(shown.text))' for '\(candidate.template.example)'")
          break
        }
        same.append(isSame)
      }
      if same.count == names.count {
        candidates[index].sameText = same
      } else {
        candidates[index].enabled = false
      }
    }
  }

  private func unverified(
    _ candidate: Candidate, in localization: String, path: String, because: String
  ) {
    emit(
      Diagnostic(
        .warning, id: "optimize.unverified",
        "\(candidate.key) fails on phones that pick \(localization): \(because); its "
          + "payloads stay literal",
        at: SourceLocation(path: path, line: 1, column: 1, offset: 0)))
  }

  /// A text with the markers of ``verifyLocalizations(_:)`` shown as `%1`, `%2`, ….
  static func readable(_ text: String) -> String {
    var out = ""
    var number: Int?
    for scalar in text.unicodeScalars {
      if scalar == "\u{1}" {
        number = 0
      } else if scalar == "\u{2}", let value = number {
        out += "%\(value + 1)"
        number = nil
      } else if let value = number, let digit = Int(String(scalar)) {
        number = value * 10 + digit
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  // MARK: - Report

  /// The report's rows per localization.
  func localizationRows() -> [OptimizeReport.Localization] {
    tables.localizations.enumerated().map { position, localization in
      var row = OptimizeReport.Localization(
        localization: localization, table: tables.path(of: position))
      row.payloadsChecked = report.rewritten
      for index in order where candidates[index].rewritten > 0 {
        let candidate = candidates[index]
        if candidate.own == position { row.ownFields += candidate.rewritten }
        if position < candidate.sameText.count, candidate.sameText[position] {
          row.sameTextFields += candidate.rewritten
        }
      }
      return row
    }
  }
}
