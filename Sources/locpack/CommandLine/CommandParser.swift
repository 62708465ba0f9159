/// Matches tokens against a command's options and arguments.
enum CommandParser {
  /// Whether the tokens ask for help: `-h` or `--help` before any `--`.
  static func wantsHelp(_ tokens: [ArgumentToken]) -> Bool {
    tokens.contains { token in
      switch token.kind {
      case .long(let name, _): return name == "help"
      case .short(let letters): return letters == "h"
      default: return false
      }
    }
  }

  /// Parses the tokens that follow the command name.
  ///
  /// Accepted forms: `--name value`, `--name=value`, `-x value`, `-xvalue`, bundled flags
  /// `-abc`, `--` (the rest is positional) and `-` (a positional meaning standard input). A
  /// value option takes the next word unless it is an option or `--`; write `--name=-x` for a
  /// value that starts with a dash.
  /// - Throws: `CLIError` for an unknown option, a missing or unexpected value, a value
  ///   outside the choices, a missing or an unexpected positional argument.
  static func parse(
    _ tokens: [ArgumentToken], options: [OptionSpec], arguments: [ArgumentSpec],
    command: String
  ) throws(CLIError) -> ParsedArguments {
    var result = ParsedArguments(command: command)
    for option in options {
      if let value = option.defaultValue { result.defaults[option.long] = value }
    }
    var positionIndices: [Int] = []
    var cursor = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      cursor += 1
      switch token.kind {
      case .terminator:
        continue
      case .positional(let word):
        result.positionals.append(word)
        positionIndices.append(token.index)
      case .long(let name, let inline):
        guard let option = options.first(where: { $0.long == name }) else {
          let suggestion = EditDistance.suggestion(for: name, among: options.map(\.long))
          throw .unknownOption(
            "--" + name, index: token.index, suggestion: suggestion.map { "--" + $0 })
        }
        if !option.takesValue {
          if inline != nil {
            throw .unexpectedValue(option: option.displayName, index: token.index)
          }
          result.flags.insert(option.long)
          continue
        }
        let value: String
        let valueIndex: Int
        if let inline {
          value = inline
          valueIndex = token.index
        } else {
          (value, valueIndex) = try takeValue(tokens, &cursor, for: option, at: token.index)
        }
        try store(value, for: option, at: valueIndex, into: &result)
      case .short(let letters):
        var remaining = Substring(letters)
        while let letter = remaining.first {
          remaining = remaining.dropFirst()
          guard let option = options.first(where: { $0.short == letter }) else {
            throw .unknownOption("-\(letter)", index: token.index, suggestion: nil)
          }
          if !option.takesValue {
            result.flags.insert(option.long)
            continue
          }
          let value: String
          let valueIndex: Int
          if !remaining.isEmpty {
            value = String(remaining)
            valueIndex = token.index
            remaining = ""
          } else {
            (value, valueIndex) = try takeValue(tokens, &cursor, for: option, at: token.index)
          }
          try store(value, for: option, at: valueIndex, into: &result)
        }
      }
    }
    try assign(result.positionals, indices: positionIndices, to: arguments, into: &result)
    return result
  }

  private static func takeValue(
    _ tokens: [ArgumentToken], _ cursor: inout Int, for option: OptionSpec, at index: Int
  ) throws(CLIError) -> (String, Int) {
    guard cursor < tokens.count, case .positional(let word) = tokens[cursor].kind else {
      throw .missingValue(option: option.displayName, index: index)
    }
    let valueIndex = tokens[cursor].index
    cursor += 1
    return (word, valueIndex)
  }

  private static func store(
    _ value: String, for option: OptionSpec, at index: Int, into result: inout ParsedArguments
  ) throws(CLIError) {
    if !option.choices.isEmpty, !option.choices.contains(value) {
      throw .invalidValue(
        option: option.displayName, value: value,
        expected: "one of: " + option.choices.joined(separator: ", "), index: index)
    }
    result.optionValues[option.long, default: []].append(value)
    result.valueIndices[option.long] = index
  }

  private static func assign(
    _ words: [String], indices: [Int], to arguments: [ArgumentSpec],
    into result: inout ParsedArguments
  ) throws(CLIError) {
    var next = 0
    for argument in arguments {
      let available = words.count - next
      switch argument.arity {
      case .required:
        guard available >= 1 else { throw .missingArgument(argument.name) }
        result.argumentValues[argument.name] = [words[next]]
        next += 1
      case .optional:
        if available >= 1 {
          result.argumentValues[argument.name] = [words[next]]
          next += 1
        }
      case .oneOrMore, .zeroOrMore:
        if argument.arity == .oneOrMore, available < 1 {
          throw .missingArgument(argument.name)
        }
        result.argumentValues[argument.name] = Array(words[next...])
        next = words.count
      }
    }
    if next < words.count {
      throw .unexpectedArgument(words[next], index: indices[next])
    }
  }
}
