import PdxLanguage
import PdxSession
import PokedexCore

/// A subcommand of pdx as a type, as swift-argument-parser's examples declare one: its row of
/// the table (`spec`), its options as properties bound in `options`, `validate()` and `run()`. The parser
/// (`ArgumentParser`) makes one from the command line; `Pdx.run` runs it and turns what it
/// throws into the exit code.
protocol Subcommand: Sendable {
  static var spec: SubcommandSpec { get }
  /// Its own options, each with the property it sets: the row's options are made from these
  /// (`spec`'s `options: options.map(\.option)`; a test holds every row to its table).
  static var options: [Bound<Self>] { get }
  init()
  /// Its positional arguments, all of them, in order.
  mutating func set(arguments: [String]) throws(InvocationError)
  /// What its options say together, before anything runs: pure, no file is looked at.
  func validate(_ globals: GlobalOptions) throws(InvocationError)
  /// Does it, and says how it went: the exit code (0, 1, 2, 130). Work that cannot be done
  /// throws a `RunError`.
  func run(_ globals: GlobalOptions) throws -> Int32
}

extension Subcommand {
  static var options: [Bound<Self>] { [] }

  func validate(_ globals: GlobalOptions) throws(InvocationError) {}

  /// A subcommand that takes no positional argument.
  static func none(_ arguments: [String]) throws(InvocationError) {
    guard let first = arguments.first else { return }
    throw InvocationError(
      Words(
        en: "\(spec.name) takes options only, not \(Quoting.guillemets(first))",
        es: "\(spec.name) solo toma opciones, no \(Quoting.guillemets(first))"))
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
