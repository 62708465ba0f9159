/// The exit status every locpack command uses (sysexits-style where one exists).
public enum ExitStatus: Int32, Sendable {
  /// Clean: nothing to report at the chosen strictness.
  case success = 0
  /// The input has problems: parse errors, lint errors (warnings with `--strict`), payloads
  /// over their limit.
  case problems = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// An input could not be read (EX_NOINPUT).
  case noInput = 66
  /// An output could not be written (EX_CANTCREAT).
  case cannotCreate = 73
}
