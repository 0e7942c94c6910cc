import PokedexCore
import PokedexShell

/// A subcommand of pdx as a type, as swift-argument-parser's examples declare one: its row of
/// the table (`spec`), its options as properties, `validate()` and `run()`. The parser
/// (`ArgumentParser`) makes one from the command line; `Pdx.run` runs it and turns what it
/// throws into the exit code.
protocol Subcommand: Sendable {
  static var spec: SubcommandSpec { get }
  init()
  /// One of its own options, its value checked here.
  mutating func set(_ option: CLIOption, _ value: OptionValue) throws(InvocationError)
  /// Its positional arguments, all of them, in order.
  mutating func set(arguments: [String]) throws(InvocationError)
  /// What its options say together, before anything runs: pure, no file is looked at.
  func validate(_ globals: GlobalOptions) throws(InvocationError)
  /// Does it, and says how it went: the exit code (0, 1, 2, 130). Work that cannot be done
  /// throws a `RunError`.
  func run(_ globals: GlobalOptions) throws -> Int32
}

extension Subcommand {
  func validate(_ globals: GlobalOptions) throws(InvocationError) {}

  /// A subcommand that takes no positional argument.
  static func none(_ arguments: [String]) throws(InvocationError) {
    guard let first = arguments.first else { return }
    throw InvocationError(
      Words(
        en: "\(spec.name) takes options only, not \(Quoting.guillemets(first))",
        es: "\(spec.name) solo toma opciones, no \(Quoting.guillemets(first))"))
  }

  /// An option the table gives this subcommand but its `set` does not read: a table and a type
  /// that disagree, said as an unknown option rather than a crash.
  static func unread(_ option: CLIOption) -> InvocationError {
    InvocationError(
      Words(en: "unknown option \(option.name)", es: "opción desconocida \(option.name)"))
  }
}

/// The exit code of a script's outcome.
func exitCode(_ outcome: Outcome) -> Int32 {
  switch outcome {
  case .ok, .quit, .rejected: 0
  case .failed: 1
  case .scriptError: 2
  case .interrupted: 130
  }
}
