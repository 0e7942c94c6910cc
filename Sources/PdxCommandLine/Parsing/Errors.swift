import PdxLanguage
import PdxScripts
import PokedexCore

/// The invocation is wrong: an unknown subcommand or option, a bad value, options that do not
/// go together. Thrown by parsing and by a subcommand's `validate()`; `Pdx.run` prints it as
/// `error: …` and `Try 'pdx SUB --help'.` and exits 2.
public struct InvocationError: Error, Sendable, Equatable {
  public var words: Words
  /// The subcommand whose help the error points to (nil: `pdx --help`). The parser sets it.
  public var subcommand: String?

  init(_ words: Words, subcommand: String? = nil) {
    self.words = words
    self.subcommand = subcommand
  }

  /// The lines on stderr, in `language`.
  public func lines(_ language: Language) -> [String] {
    let help = "'pdx " + (subcommand.map { $0 + " " } ?? "") + "--help'"
    return [
      "error: " + words(language),
      Words(en: "Try \(help).", es: "Prueba \(help).")(language),
    ]
  }
}

/// The invocation is right but its work cannot be done: a script that cannot be read, a file
/// that cannot be written. `Pdx.run` prints `error: …` (and the lines of `trail`) and exits 2.
public struct RunError: Error, Sendable, Equatable {
  public var words: Words
  /// Lines that follow the message (`  included from a.pdx:3`).
  public var trail: [String] = []

  init(_ words: Words, trail: [String] = []) {
    self.words = words
    self.trail = trail
  }

  public func lines(_ language: Language) -> [String] {
    ["error: " + words(language)] + trail
  }

  /// The script at `path`; one that cannot be read or is not a script is this error, which
  /// says where and why (`error: a.pdx:3: …`, exit 2).
  static func script(at path: String) throws(RunError) -> Script {
    do {
      return try ScriptReader.read(path: path)
    } catch {
      throw RunError(error.described)
    }
  }
}

/// An option's value as given on the command line, read and checked: a value that does not fit
/// is an `InvocationError` saying what would.
struct OptionValue {
  let option: CLIOption
  /// The value (`""` for a flag).
  let text: String

  var quoted: String { Quoting.guillemets(text) }

  /// `--x takes WHAT, not «v»`.
  func wrong(_ what: Words) -> InvocationError {
    InvocationError(
      Words(en: "\(option.name) takes ", es: "\(option.name) toma ") + what
        + Words(en: ", not \(quoted)", es: ", no \(quoted)"))
  }

  /// The option is in a table but what it sets cannot take this value: a table and a type that
  /// disagree, said as an unknown option rather than a crash.
  var unread: InvocationError {
    InvocationError(
      Words(en: "unknown option \(option.name)", es: "opción desconocida \(option.name)"))
  }

  /// One of the option's choices.
  func choice() throws(InvocationError) -> String {
    guard option.choices.contains(text) else {
      let choices = option.choices
      let list: (String) -> String = { or in
        choices.count == 2
          ? choices.joined(separator: " \(or) ")
          : choices.dropLast().joined(separator: ", ") + " \(or) " + choices.last!
      }
      throw wrong(Words(en: list("or"), es: list("o")))
    }
    return text
  }

  /// A whole number within `range`, described as `what` in the error.
  func number(_ what: Words, _ range: ClosedRange<Int>) throws(InvocationError) -> Int {
    guard let n = Int(text), range.contains(n) else { throw wrong(what) }
    return n
  }
}
