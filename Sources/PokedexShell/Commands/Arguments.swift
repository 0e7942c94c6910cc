import PokedexCore

/// The type of an argument: how it is checked, named in the synopsis, and completed.
public enum ArgKind: Sendable, Equatable {
  case pokemon
  case url
  case email
  case password
  /// One word; quote it to include spaces.
  case text
  /// The rest of the line, as typed; a single quoted word is unquoted.
  case rest
  /// The rest of the line, raw: a Swift literal for `expect`.
  case literal
  case date
  case file
  /// A state path (or a prefix of paths, for `show`).
  case path
  /// A state path or `output`, for `expect`.
  case expectTarget
  case choice([String])
  case knob
  /// The value of the knob named just before it.
  case knobValue
  case command
}

/// A piece of a command's grammar.
public enum Slot: Sendable, Equatable {
  /// A fixed subcommand word.
  case word(String)
  case arg(String, ArgKind)
  case optional(String, ArgKind)
  /// `--name`, anywhere after the command word.
  case flag(String)
}

/// A typed argument value.
public enum ArgValue: Sendable, Equatable {
  case pokemon(Int)
  case text(String)
  case date(SimDate)
  case word(String)
}

/// The arguments of one parsed line, by name.
public struct ParsedArgs: Sendable {
  var values: [String: ArgValue] = [:]
  var flags: Set<String> = []
  var columns: [String: Int] = [:]

  public func text(_ name: String) -> String? {
    switch values[name] {
    case .text(let s), .word(let s): s
    case .pokemon(let n): String(n)
    case .date(let d): d.description
    case nil: nil
    }
  }

  public func pokemon(_ name: String) -> Int? {
    if case .pokemon(let n) = values[name] { return n }
    return nil
  }

  public func date(_ name: String) -> SimDate? {
    if case .date(let d) = values[name] { return d }
    return nil
  }

  public func has(_ word: String) -> Bool { values["#" + word] != nil }
  public func flag(_ name: String) -> Bool { flags.contains(name) }
}

extension ArgKind {
  /// How the synopsis names an argument of this kind.
  func placeholder(_ name: String) -> String {
    switch self {
    case .choice(let words): words.joined(separator: "|")
    default: name
    }
  }

  /// Checks one word against the kind; `previous` holds what was parsed before it.
  func check(_ token: Token, name: String, previous: ParsedArgs) throws(ArgumentError) -> ArgValue {
    let s = token.text
    func fail(_ m: String) -> ArgumentError { ArgumentError(column: token.column, message: m) }
    switch self {
    case .pokemon:
      if let p = Catalogo.buscar(s) { return .pokemon(p.numero) }
      if s.first == "-" || s.allSatisfy({ $0.isNumber }) {
        throw fail("\(name): \(s) is not a Pokémon number (expected 1…151)")
      }
      let hint = Suggest.closest(
        Catalogo.normalizar(s), in: Catalogo.todos.map(\.slug), key: Catalogo.normalizar)
      throw fail(
        "\(name): \(Quoting.guillemets(s)) is not a Pokémon of the first 151"
          + (hint.map { " (did you mean \($0)?)" } ?? ""))
    case .date:
      guard let d = SimDate.parse(s) else {
        throw fail(
          "\(name): \(Quoting.guillemets(s)) is not a date (expected YYYY-MM-DD, a real calendar day)"
        )
      }
      return .date(d)
    case .choice(let words):
      if words.contains(s) { return .word(s) }
      let hint = Suggest.closest(s, in: words)
      throw fail(
        "\(name): \(Quoting.guillemets(s)) is not one of \(words.joined(separator: ", "))"
          + (hint.map { " (did you mean \($0)?)" } ?? ""))
    case .knob:
      if Knob.named(s) != nil { return .word(s) }
      let names = Knob.allCases.map(\.name)
      let hint = Suggest.closest(s, in: names)
      throw fail(
        "unknown knob \(Quoting.guillemets(s)) (expected \(names.joined(separator: ", ")))"
          + (hint.map { "; did you mean \($0)?" } ?? ""))
    case .knobValue:
      guard let knob = previous.text("KNOB").flatMap(Knob.named) else { return .word(s) }
      guard knob.values.contains(s) else {
        throw fail(
          "\(knob.name) takes \(knob.values.joined(separator: " or ")), not \(Quoting.guillemets(s))"
        )
      }
      return .word(s)
    case .path:
      guard !StatePaths.matching(s).isEmpty else {
        let hint = Suggest.closest(s, in: StatePaths.all.map(\.path))
        throw fail(
          "\(Quoting.guillemets(s)) is not a state path"
            + (hint.map { " (did you mean \($0)?)" } ?? "")
            + "; `show` lists them all")
      }
      return .text(s)
    case .expectTarget:
      guard s == "output" || StatePaths.named(s) != nil else {
        let hint = Suggest.closest(s, in: StatePaths.all.map(\.path) + ["output"])
        throw fail(
          "\(Quoting.guillemets(s)) is not a state path"
            + (hint.map { " (did you mean \($0)?)" } ?? "")
            + "; `show` lists them all")
      }
      return .text(s)
    case .command:
      guard CommandTable.named(s) != nil else {
        let hint = Suggest.closest(s, in: CommandTable.names)
        throw fail(
          "no command \(Quoting.guillemets(s))" + (hint.map { " (did you mean \($0)?)" } ?? ""))
      }
      return .word(s)
    case .url, .email, .password, .text, .rest, .literal, .file:
      guard !s.isEmpty else { throw fail("\(name) is empty") }
      return .text(s)
    }
  }
}
