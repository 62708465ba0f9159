extension LintConfiguration {
  /// The file name looked for at the root of the linted folder.
  public static let fileName = ".locpack.json"

  /// Reads a configuration.
  ///
  /// - Parameters:
  ///   - bytes: The JSON text.
  ///   - path: The file's path, for locations and for relative paths inside it.
  ///   - limits: Bounds on nesting depth, string length and value count of the file itself.
  /// - Throws: ``LintConfigurationError`` for a syntax error, an exceeded limit, an unknown
  ///   setting or a value of the wrong type, located in the file.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(LintConfigurationError) -> LintConfiguration {
    let json: JSONDocument
    do {
      json = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw .syntax(error.diagnostic)
    }
    var reader = Reader(json: json)
    var configuration = LintConfiguration()
    configuration.directory = parentOf(path)
    try reader.read(into: &configuration)
    return configuration
  }

  static func parentOf(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = String(path[..<slash])
    return parent.isEmpty ? "/" : parent
  }

  /// Reads members with their locations.
  struct Reader {
    var json: JSONDocument

    func location(_ path: [JSONPathComponent], key: Bool = true) -> SourceLocation? {
      json.location(of: path, key: key)
    }

    func name(_ path: [JSONPathComponent]) -> String {
      path.compactMap { if case .key(let key) = $0 { return key } else { return nil } }
        .joined(separator: ".")
    }

    /// The members of an object, rejecting unknown names.
    func members(_ path: [JSONPathComponent], allowed: Set<String>?) throws(LintConfigurationError)
      -> [JSONMember]
    {
      let value = path.isEmpty ? json.value : value(at: path)
      guard let object = value?.objectValue else {
        throw .invalidValue(
          path.isEmpty ? "the configuration" : name(path), expected: "an object",
          at: location(path, key: !path.isEmpty))
      }
      var result: [JSONMember] = []
      for member in object.members where !member.key.hasPrefix("//") {
        if let allowed, !allowed.contains(member.key) {
          throw .unknownSetting(
            name(path + [.key(member.key)]), at: location(path + [.key(member.key)]))
        }
        result.append(member)
      }
      return result
    }

    func value(at path: [JSONPathComponent]) -> JSONValue? {
      var value: JSONValue? = json.value
      for component in path {
        if case .key(let key) = component { value = value?[key] }
      }
      return value
    }

    func string(_ path: [JSONPathComponent]) throws(LintConfigurationError) -> String {
      guard let text = value(at: path)?.stringValue else {
        throw .invalidValue(name(path), expected: "a string", at: location(path, key: false))
      }
      return text
    }

    func strings(_ path: [JSONPathComponent]) throws(LintConfigurationError) -> [String] {
      guard let array = value(at: path)?.arrayValue else {
        throw .invalidValue(
          name(path), expected: "an array of strings", at: location(path, key: false))
      }
      var result: [String] = []
      for element in array {
        guard let text = element.stringValue else {
          throw .invalidValue(
            name(path), expected: "an array of strings", at: location(path, key: false))
        }
        result.append(text)
      }
      return result
    }

    func severities(_ path: [JSONPathComponent]) throws(LintConfigurationError) -> SeverityMap {
      var map: SeverityMap = [:]
      for member in try members(path, allowed: nil) {
        let memberPath = path + [.key(member.key)]
        switch member.value.stringValue {
        case "off": map[member.key] = .some(nil)
        case "error": map[member.key] = .error
        case "warning": map[member.key] = .warning
        case "info": map[member.key] = .info
        default:
          throw .invalidValue(
            name(memberPath), expected: "one of error, warning, info, off",
            at: location(memberPath, key: false))
        }
        if !LintConfiguration.knownIDs(member.key) {
          throw .unknownSetting(name(memberPath), at: location(memberPath))
        }
      }
      return map
    }

    mutating func read(into configuration: inout LintConfiguration) throws(LintConfigurationError) {
      let top: Set = [
        "$schema", "base", "rules", "ignore", "locales", "push", "untranslated", "catalog",
        "limits", "minCoverage", "functions", "keep",
      ]
      for member in try members([], allowed: top) {
        let path: [JSONPathComponent] = [.key(member.key)]
        switch member.key {
        case "base": configuration.base = try string(path)
        case "minCoverage": configuration.minCoverage = try percentage(path)
        case "rules": configuration.rules = try severities(path)
        case "ignore":
          for inner in try members(path, allowed: ["paths", "keys"]) {
            let globs = try strings(path + [.key(inner.key)]).map(Glob.init)
            if inner.key == "paths" {
              configuration.ignorePaths = globs
            } else {
              configuration.ignoreKeys = globs
            }
          }
        case "locales":
          for locale in try members(path, allowed: nil) {
            let localePath = path + [.key(locale.key)]
            var settings = LocaleSettings()
            for inner in try members(localePath, allowed: ["rules", "ignoreKeys", "minCoverage"]) {
              if inner.key == "rules" {
                settings.rules = try severities(localePath + [.key("rules")])
              } else if inner.key == "minCoverage" {
                settings.minCoverage = try percentage(localePath + [.key("minCoverage")])
              } else {
                settings.ignoreKeys = try strings(localePath + [.key("ignoreKeys")]).map(Glob.init)
              }
            }
            configuration.locales[locale.key] = settings
          }
        case "push": try readPush(path, into: &configuration.push)
        case "untranslated":
          for _ in try members(path, allowed: ["allow"]) {
            configuration.untranslatedAllow = Set(try strings(path + [.key("allow")]))
          }
        case "catalog":
          for _ in try members(path, allowed: ["states"]) {
            configuration.catalogStates = try strings(path + [.key("states")])
          }
        case "limits": configuration.limits = try readLimits(path)
        case "functions": configuration.functions = try readFunctions(path)
        case "keep": configuration.keep = try strings(path).map(Glob.init)
        default: break
        }
      }
    }

    /// `functions`: `[{"name": "L10n.tr", "key": 1, "table": 0}]`; `table` may be a
    /// position or a table name.
    func readFunctions(_ path: [JSONPathComponent]) throws(LintConfigurationError)
      -> [CodeFunction]
    {
      guard let array = value(at: path)?.arrayValue else {
        throw .invalidValue(
          name(path), expected: "an array of objects", at: location(path, key: false))
      }
      var functions: [CodeFunction] = []
      for (index, element) in array.enumerated() {
        let at = json.location(of: path + [.index(index)], key: false)
        guard let object = element.objectValue else {
          throw .invalidValue("functions", expected: "an object", at: at)
        }
        for member in object.members where !member.key.hasPrefix("//") {
          if !["name", "key", "table"].contains(member.key) {
            throw .unknownSetting("functions.\(member.key)", at: at)
          }
        }
        func position(_ value: JSONValue?) -> Int? {
          guard let number = value?.doubleValue, number >= 0, number < 64,
            number == number.rounded()
          else { return nil }
          return Int(number)
        }
        guard let functionName = element["name"]?.stringValue, !functionName.isEmpty,
          let key = position(element["key"])
        else {
          throw .invalidValue(
            "functions", expected: "a \"name\" and a 0-based \"key\" position", at: at)
        }
        var function = CodeFunction(name: functionName, keyArgument: key)
        if let table = element["table"] {
          if let text = table.stringValue {
            function.table = .named(text)
          } else if let index = position(table) {
            function.table = .argument(index)
          } else {
            throw .invalidValue(
              "functions.table", expected: "a 0-based position or a table name", at: at)
          }
        }
        functions.append(function)
      }
      return functions
    }

    /// A number from 0 to 100.
    func percentage(_ path: [JSONPathComponent]) throws(LintConfigurationError) -> Double {
      guard case .number(let literal)? = value(at: path), let number = Double(literal),
        (0...100).contains(number)
      else {
        throw .invalidValue(
          name(path), expected: "a percentage from 0 to 100", at: location(path, key: false))
      }
      return number
    }

    /// `limits`: each member one ``InputLimits/Kind``, by its configuration key.
    func readLimits(_ path: [JSONPathComponent]) throws(LintConfigurationError)
      -> [InputLimits.Kind: Int]
    {
      let kinds = Dictionary(
        uniqueKeysWithValues: InputLimits.Kind.allCases.map { ($0.configurationKey, $0) })
      var limits: [InputLimits.Kind: Int] = [:]
      for member in try members(path, allowed: Set(kinds.keys)) {
        guard let kind = kinds[member.key] else { continue }
        let memberPath = path + [.key(member.key)]
        let text: String?
        switch member.value {
        case .string(let string) where kind == .inputSize || kind == .stringLength: text = string
        case .number(let literal): text = literal
        default: text = nil
        }
        guard let text, let value = InputLimits.parseValue(text, for: kind) else {
          let expected =
            kind == .inputSize || kind == .stringLength
            ? "a size such as \"64MiB\" or a number of bytes" : "a whole number of at least 1"
          throw .invalidValue(
            name(memberPath), expected: expected, at: location(memberPath, key: false))
        }
        limits[kind] = value
      }
      return limits
    }

    func readPush(_ path: [JSONPathComponent], into push: inout Push) throws(LintConfigurationError)
    {
      let allowed: Set = ["table", "keys", "keyPatterns", "lengthRatio", "payloads", "categories"]
      for member in try members(path, allowed: allowed) {
        let memberPath = path + [.key(member.key)]
        switch member.key {
        case "table": push.table = try string(memberPath)
        case "keys": push.keys = try strings(memberPath)
        case "keyPatterns": push.keyPatterns = try strings(memberPath).map(Glob.init)
        case "payloads": push.payloads = try strings(memberPath)
        case "categories": push.categories = try string(memberPath)
        case "lengthRatio":
          guard let ratio = member.value.doubleValue, ratio >= 1 else {
            throw .invalidValue(
              name(memberPath), expected: "a number of at least 1",
              at: location(memberPath, key: false))
          }
          push.lengthRatio = ratio
        default: break
        }
      }
    }
  }

  /// Whether an id may appear in `rules`: a lint rule or a reader diagnostic's area.
  static func knownIDs(_ id: String) -> Bool {
    if Linter.rules.contains(where: { $0.id == id }) { return true }
    let areas = ["strings.", "stringsdict.", "plist.", "bundle.", "xcstrings.", "json.", "code."]
    return areas.contains { id.hasPrefix($0) }
  }
}
