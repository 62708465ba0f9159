import LocPack

/// Why a command line could not run: a usage mistake (exit 64), an unreadable input (66), an
/// unwritable output (73), or a failure a command reports with its own status.
enum CLIError: Error, Hashable, Sendable {
  /// `--bogus` or `-z` is not an option of the command.
  case unknownOption(String, index: Int, suggestion: String?)
  /// A value option is last, or followed by another option or `--`.
  case missingValue(option: String, index: Int)
  /// A flag was given a value: `--strict=yes`.
  case unexpectedValue(option: String, index: Int)
  /// A value is not allowed: `expected` reads "one of: json, table" or "an integer".
  case invalidValue(option: String, value: String, expected: String, index: Int)
  /// A required positional argument is missing.
  case missingArgument(String)
  /// A positional argument the command does not take.
  case unexpectedArgument(String, index: Int)
  /// The word after `locpack` names no command.
  case unknownCommand(String, suggestion: String?)
  /// No command was given.
  case missingCommand
  /// An input could not be read or an output written.
  case io(FileIOError)
  /// A command-specific failure with its message and exit status.
  case failure(String, status: ExitStatus)
  /// A failure whose diagnostics went down the command's diagnostics path already; nothing
  /// more is written.
  case diagnosed(status: ExitStatus)

  /// The message after `error: `, lowercase, no trailing period.
  var message: String {
    switch self {
    case .unknownOption(let option, _, _): return "unknown option '\(option)'"
    case .missingValue(let option, _): return "missing value for option '\(option)'"
    case .unexpectedValue(let option, _): return "option '\(option)' does not take a value"
    case .invalidValue(let option, let value, let expected, _):
      return "invalid value '\(value)' for option '\(option)'; expected \(expected)"
    case .missingArgument(let name): return "missing argument '<\(name)>'"
    case .unexpectedArgument(let word, _): return "unexpected argument '\(word)'"
    case .unknownCommand(let word, _): return "unknown command '\(word)'"
    case .missingCommand: return "missing command"
    case .io(let error): return error.description
    case .failure(let message, _): return message
    case .diagnosed: return ""
    }
  }

  /// A `Did you mean …?` hint, when a close name exists.
  var suggestion: String? {
    switch self {
    case .unknownOption(_, _, let suggestion), .unknownCommand(_, let suggestion):
      return suggestion
    default: return nil
    }
  }

  /// Whether the usage line and the `--help` pointer follow the message.
  var isUsageError: Bool {
    switch self {
    case .io, .failure, .diagnosed: return false
    default: return true
    }
  }

  /// 64 for usage errors, 66/73 for I/O, the command's own status for failures.
  var exitStatus: ExitStatus {
    switch self {
    case .io(let error): return error.exitStatus
    case .failure(_, let status), .diagnosed(let status): return status
    default: return .usage
    }
  }

  /// The argument-list index the error points at, when it points at one.
  var argumentIndex: Int? {
    switch self {
    case .unknownOption(_, let index, _), .missingValue(_, let index),
      .unexpectedValue(_, let index), .invalidValue(_, _, _, let index),
      .unexpectedArgument(_, let index):
      return index
    default: return nil
    }
  }
}
