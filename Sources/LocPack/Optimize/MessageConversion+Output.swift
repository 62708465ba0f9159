/// The files and the terminal report of a conversion.
extension MessageConversion {
  /// `templates.json`: per message, its keys, each with its `loc-args` names in order and
  /// its format per server language; for a plural message, the map from plural form
  /// (`one`, `few`, `other`, `=0`) to key, and the argument that counts; for a select
  /// message, the map from case (`female`, `other`) to key, and the argument it selects on.
  public var templatesJSON: JSONValue {
    .object([
      "messages": .array(
        messages.map { message in
          var object: JSONObject = ["id": .string(message.id)]
          if let context = message.context { object["context"] = .string(context) }
          if let variable = message.pluralVariable {
            var keys = JSONObject()
            for key in message.keys {
              if let selector = key.selector { keys[selector.description] = .string(key.key) }
            }
            object["plural"] = .object(["variable": .string(variable), "keys": .object(keys)])
          } else if let variable = message.selectVariable {
            var keys = JSONObject()
            for key in message.keys {
              if let choice = key.choice { keys[choice] = .string(key.key) }
            }
            object["select"] = .object(["variable": .string(variable), "keys": .object(keys)])
          } else if let key = message.keys.first {
            object["loc-key"] = .string(key.key)
          }
          object["keys"] = .array(message.keys.map(\.json))
          return .object(object)
        })
    ])
  }

  /// `report.json`: counts, skipped messages with why, languages, and per message the bytes
  /// of its literal payload against the `loc-key` one in its longest language.
  public var reportJSON: JSONValue {
    var object: JSONObject = [
      "input": .string("messages"),
      "converted": .number(String(messages.count)),
      "new_keys": .number(String(newKeys)),
      "reused_keys": .number(String(messages.reduce(0) { $0 + $1.keys.count } - newKeys)),
      "placeholders_mapped": .number(String(placeholdersMapped)),
      "verified": .number(String(verified)),
      "mismatches": .number(String(mismatches)),
    ]
    object["skipped"] = .array(
      skipped.map {
        .object([
          "id": .string($0.id), "reason": .string($0.reason),
          "location": .string($0.location.description),
        ])
      })
    object["languages"] = .array(
      languages.map {
        .object([
          "language": .string($0.name), "localization": .string($0.localization),
          "own_localization": .bool($0.isOwn), "messages": .number(String($0.messages)),
        ])
      })
    object["messages"] = .array(
      messages.map { message in
        .object([
          "id": .string(message.id),
          "keys": .array(message.keys.map { .string($0.key) }),
          "languages": .array(message.languages.map { .string($0) }),
          "longest_language": .string(message.longestLanguage),
          "literal_bytes": .number(String(message.literalBytes)),
          "loc_key_bytes": .number(String(message.keyBytes)),
        ])
      })
    return .object(object)
  }

  /// Keys added to the tables.
  public var newKeys: Int { messages.reduce(0) { $0 + $1.keys.count { !$0.reused } } }

  /// The terminal report.
  public func text(input: String, written: [String], dryRun: Bool) -> String {
    var out = "Converted \(input)\n\n"
    func row(_ label: String, _ value: String) {
      out += label.padding(toLength: 14, withPad: " ", startingAt: 0) + value + "\n"
    }
    let keys = messages.reduce(0) { $0 + $1.keys.count }
    row("Messages", "\(messages.count) converted, \(skipped.count) skipped")
    row("Keys", "\(keys): \(newKeys) new, \(keys - newKeys) already in the app")
    row("Placeholders", "\(placeholdersMapped) mapped to loc-args")
    let own = languages.filter(\.isOwn).map(\.name)
    let other = languages.filter { !$0.isOwn }.map { "\($0.name) → \($0.localization)" }
    var languageParts = own.isEmpty ? [] : [own.joined(separator: ", ")]
    if !other.isEmpty { languageParts.append("not in the app: " + other.joined(separator: ", ")) }
    row("Languages", languageParts.joined(separator: "; "))
    row("Checked", "\(verified) renderings against the server's, \(mismatches) differ")
    let literal = messages.reduce(0) { $0 + $1.literalBytes }
    let keyed = messages.reduce(0) { $0 + $1.keyBytes }
    if literal > 0 {
      let change = Int((Double(keyed - literal) / Double(literal) * 100).rounded())
      row(
        "Payload bytes",
        "\(literal) literal → \(keyed) with loc-key, longest language of each message "
          + (change <= 0 ? "(\(-change)% smaller)" : "(\(change)% larger: keys longer than texts)"))
    }
    if !messages.isEmpty {
      out += "\n"
      for message in messages.prefix(20) {
        let names = message.keys.map(\.key).joined(separator: ", ")
        out +=
          "  \(message.id) → \(names)  (\(message.literalBytes) → \(message.keyBytes) B, "
          + "\(message.longestLanguage))\n"
      }
      if messages.count > 20 { out += "  … \(messages.count - 20) more in report.json\n" }
    }
    if !skipped.isEmpty {
      out += "\nSkipped:\n"
      for item in skipped.prefix(20) {
        out += "  \(item.location): \(item.id): \(item.reason)\n"
      }
      if skipped.count > 20 { out += "  … \(skipped.count - 20) more in report.json\n" }
    }
    if mismatches > 0 {
      out += "\nNothing written: \(mismatches) renderings differ from the server's.\n"
    } else if dryRun {
      out += "\nDry run: nothing written.\n"
    } else if !written.isEmpty {
      out += "\nWrote " + written.joined(separator: ", ") + "\n"
    }
    return out
  }
}

extension MessageConversion.Key {
  /// The key in `templates.json`: `loc-key`, the `loc-args` names in order, how the server
  /// formats each (when the catalog says), and the format per server language.
  var json: JSONValue {
    var object: JSONObject = ["loc-key": .string(key)]
    if let selector { object["form"] = .string(selector.description) }
    if let choice { object["case"] = .string(choice) }
    object["loc-args"] = .array(arguments.map { .string($0.name) })
    var styles = JSONObject()
    for argument in arguments {
      if let style = argument.style { styles[argument.name] = .string(style) }
    }
    if !styles.members.isEmpty { object["styles"] = .object(styles) }
    var byLanguage = JSONObject()
    for item in formats { byLanguage[item.language] = .string(item.format) }
    object["formats"] = .object(byLanguage)
    return .object(object)
  }
}
