import PdxLanguage
import PokedexCore

/// The type of an argument: how it is checked, named in the synopsis, and completed.
public enum ArgKind: Sendable, Equatable {
  case pokemon
  case url
  case email
  /// A secret (a password): the one kind that marks a slot secret (docs/reference.md §6.1).
  /// Its word is a `Secret` from the moment it is read, and every line that holds it is masked
  /// from here to its end wherever pdx prints or stores it.
  case password
  /// One word; quote it to include spaces.
  case text
  /// The rest of the line, as typed; a single quoted word is unquoted.
  case rest
  /// The rest of the line, raw: a Swift literal for `expect`.
  case literal
  case date
  /// A whole number, 1 or more.
  case count
  case file
  /// A state path (or a prefix of paths, for `show`).
  case path
  /// A state path or `output`, for `expect`.
  case expectTarget
  case choice([String])
  case knob
  /// The value of the knob named just before it.
  case knobValue
  /// An event's id, of the kind (`note`, `ui`, `log`) named just before it.
  case eventID
  /// A command's name, a group's keyword, or `all`: what `help` explains.
  case command
}

/// A piece of a command's grammar, as help, completion and the explorer see it.
public enum SlotShape: Sendable, Equatable {
  /// A fixed subcommand word.
  case word(String)
  case arg(String, ArgKind)
  case optional(String, ArgKind)
  /// `--name`, anywhere after the command word.
  case flag(String)
}

/// A piece of a form that gives its builder a typed value (`Slot<Int>` for a Pokémon, `Slot<Bool>`
/// for on|off or a flag, `Slot<Void>` for a fixed word): the builder receives the values in the
/// form's order, typed, so no label can be misspelt and no default can hide a missing value.
public struct Slot<Value>: Sendable {
  public let shape: SlotShape
  let take: @Sendable (inout ArgumentCursor) throws(ArgumentError) -> Value
}

/// A value and the column it was typed at (for an error the builder finds later).
public struct Located<Value: Sendable>: Sendable {
  public var value: Value
  public var column: Int
}

/// The slots a form is made of, by what they give.
public enum Arg {
  public static func word(_ word: String) -> Slot<Void> {
    Slot(shape: .word(word)) { c throws(ArgumentError) in try c.word(word) }
  }

  public static func flag(_ name: String) -> Slot<Bool> {
    Slot(shape: .flag(name)) { c throws(ArgumentError) in c.flags.contains(name) }
  }

  /// An argument of `kind`, as its text.
  public static func text(_ name: String, _ kind: ArgKind = .text) -> Slot<String> {
    Slot(shape: .arg(name, kind)) { c throws(ArgumentError) in try c.next(name, kind).text }
  }

  /// The same argument and where it was typed.
  public static func located(_ name: String, _ kind: ArgKind) -> Slot<Located<String>> {
    Slot(shape: .arg(name, kind)) { c throws(ArgumentError) in try c.next(name, kind) }
  }

  /// One of an enum's cases, by its raw value.
  public static func choice<E: CaseIterable & RawRepresentable & Sendable>(
    _ name: String, _ type: E.Type
  ) -> Slot<E> where E.RawValue == String {
    let kind = ArgKind.choice(E.allCases.map(\.rawValue))
    return Slot(shape: .arg(name, kind)) { c throws(ArgumentError) in
      // The kind's check accepted one of the raw values.
      E(rawValue: try c.next(name, kind).text)!
    }
  }

  /// `on` or `off`.
  /// `on` or `off`; also `true` or `false`, as `show` prints the state it sets
  /// (`settings favoritosPorNumero true` against `ajustes.favoritosPorNumero: true`). Help and
  /// completion offer on|off.
  public static func onOff(_ name: String) -> Slot<Bool> {
    Slot(shape: .arg(name, .choice(["on", "off"]))) { c throws(ArgumentError) in
      let word = try c.next(name, .choice(["on", "off", "true", "false"])).text
      return word == "on" || word == "true"
    }
  }

  /// A Pokémon by number or name: its number.
  public static func pokemon(_ name: String) -> Slot<Int> {
    Slot(shape: .arg(name, .pokemon)) { c throws(ArgumentError) in
      // The kind's check found it in the catalogue.
      Catalog.find(try c.next(name, .pokemon).text)!.number
    }
  }

  public static func date(_ name: String) -> Slot<SimDate> {
    Slot(shape: .arg(name, .date)) { c throws(ArgumentError) in
      SimDate.parse(try c.next(name, .date).text)!
    }
  }

  /// A whole number, 1 or more.
  public static func count(_ name: String) -> Slot<Int> {
    Slot(shape: .arg(name, .count)) { c throws(ArgumentError) in
      Int(try c.next(name, .count).text)!
    }
  }

  /// A state path, or `output`: what `expect` checks.
  public static func expectTarget(_ name: String) -> Slot<ExpectTarget> {
    Slot(shape: .arg(name, .expectTarget)) { c throws(ArgumentError) in
      // The kind's check found the path, or the word `output`.
      let word = try c.next(name, .expectTarget).text
      return word == "output" ? .output : .path(StatePath(named: word)!)
    }
  }

  public static func knob(_ name: String) -> Slot<Knob> {
    Slot(shape: .arg(name, .knob)) { c throws(ArgumentError) in
      Knob.named(try c.next(name, .knob).text)!
    }
  }

  /// An event's id after its kind (`expect note ID`): a missing one is this form's error,
  /// not the state-path form's (it got further).
  public static func eventID(_ name: String) -> Slot<Located<String>> {
    Slot(shape: .arg(name, .eventID)) { c throws(ArgumentError) in
      guard !c.atEnd else {
        c.progress = c.index + 1
        throw ArgumentError(column: c.endColumn, Words.missing(name))
      }
      return try c.next(name, .eventID)
    }
  }

  /// A secret slot: its word, a `Secret`.
  public static func secret(_ name: String) -> Slot<Secret> {
    Slot(shape: .arg(name, .password)) { c throws(ArgumentError) in
      Secret(try c.next(name, .password).text)
    }
  }

  /// The same slot, optional: nil when the words ran out.
  public static func optional<V>(_ slot: Slot<V>) -> Slot<V?> {
    guard case .arg(let name, let kind) = slot.shape else {
      preconditionFailure("only an argument can be optional")
    }
    return Slot(shape: .optional(name, kind)) { c throws(ArgumentError) in
      c.atEnd ? nil : try slot.take(&c)
    }
  }
}

/// The words of a line as a form takes them, in order; flags apart.
public struct ArgumentCursor {
  let words: [Token]
  let flags: Set<String>
  /// The line as characters, for arguments that take the rest of it raw.
  let line: [Character]
  let endColumn: Int
  var index = 0
  /// How far the form got: the form that got furthest reports its error.
  var progress = 0

  var atEnd: Bool { index >= words.count }

  mutating func word(_ w: String) throws(ArgumentError) {
    guard index < words.count, words[index].text == w else {
      progress = index
      let got = index < words.count ? Quoting.guillemets(words[index].text) : nil
      throw ArgumentError(
        column: index < words.count ? words[index].column : endColumn,
        Words(
          en: "expected \(w)" + (got.map { ", got \($0)" } ?? ""),
          es: got.map { "se esperaba \(w), no \($0)" } ?? "falta \(w)"))
    }
    index += 1
  }

  /// The next argument, checked against its kind (`.rest` and `.literal` take the rest of the
  /// line).
  mutating func next(_ name: String, _ kind: ArgKind) throws(ArgumentError) -> Located<String> {
    guard index < words.count else {
      progress = index
      let missing = kind == .rest || kind == .literal ? name : kind.placeholder(name)
      throw ArgumentError(column: endColumn, Words.missing(missing))
    }
    let first = words[index]
    switch kind {
    case .literal:
      index = words.count
      return Located(
        value: String(line[first.start..<words[words.count - 1].end]), column: first.column)
    case .rest:
      let raw =
        (words.count == index + 1 && first.quoted)
        ? first.text : String(line[first.start..<words[words.count - 1].end])
      index = words.count
      return Located(value: raw, column: first.column)
    default:
      do {
        try kind.check(first, name: name)
      } catch {
        progress = index + 1
        throw error
      }
      index += 1
      return Located(value: first.text, column: first.column)
    }
  }
}

extension Located where Value == String {
  var text: String { value }
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
  func check(_ token: Token, name: String) throws(ArgumentError) {
    let s = token.text
    func fail(_ m: Words) -> ArgumentError { ArgumentError(column: token.column, m) }
    let quoted = Quoting.guillemets(s)
    switch self {
    case .pokemon:
      if Catalog.find(s) != nil { return }
      if s.first == "-" || s.allSatisfy({ $0.isNumber }) {
        throw fail(
          Words(
            en: "\(name): \(s) is not a Pokémon number (expected 1…151)",
            es:
              "\(Placeholders.localized(name, .es)): \(s) no es un número de Pokémon (se esperaba 1…151)"
          ))
      }
      let hint = Suggest.closest(
        Catalog.normalized(s), in: Catalog.all.map(\.slug), key: Catalog.normalized)
      throw fail(
        Words(
          en: "\(name): \(quoted) is not a Pokémon of the first 151",
          es: "\(Placeholders.localized(name, .es)): \(quoted) no es un Pokémon de los 151 primeros"
        ) + Words.didYouMean(hint))
    case .date:
      guard SimDate.parse(s) != nil else {
        throw fail(
          Words(
            en: "\(name): \(quoted) is not a date (expected YYYY-MM-DD, a real calendar day)",
            es:
              "\(Placeholders.localized(name, .es)): \(quoted) no es una fecha (se esperaba AAAA-MM-DD, un día real del"
              + " calendario)"))
      }
    case .count:
      guard let n = Int(s), n >= 1 else {
        throw fail(
          Words(
            en: "\(name): \(quoted) is not a whole number of 1 or more",
            es: "\(Placeholders.localized(name, .es)): \(quoted) no es un número entero de 1 o más")
        )
      }
    case .choice(let words):
      if words.contains(s) { return }
      let hint = Suggest.closest(s, in: words)
      let list = words.joined(separator: ", ")
      // «se esperaba A o B, no X», as the other rejections say it: «no es ninguno de» put a
      // masculine beside a feminine metavariable (PLATAFORMA, FASE).
      let alternatives =
        words.count < 2 ? list : words.dropLast().joined(separator: ", ") + " o " + words.last!
      throw fail(
        Words(
          en: "\(name): \(quoted) is not one of \(list)",
          es: "\(Placeholders.localized(name, .es)): se esperaba \(alternatives), no \(quoted)")
          + Words.didYouMean(hint))
    case .knob:
      if Knob.named(s) != nil { return }
      let names = Knob.allCases.map(\.name)
      let hint = Suggest.closest(s, in: names)
      let list = names.joined(separator: ", ")
      throw fail(
        Words(
          en: "unknown knob \(quoted) (expected \(list))"
            + (hint.map { "; did you mean \($0)?" } ?? ""),
          es: "palanca desconocida \(quoted) (se esperaba \(list))"
            + (hint.map { "; ¿querías decir \($0)?" } ?? "")))
    case .path:
      guard !StatePath.matching(s).isEmpty else {
        let hint = Suggest.closest(s, in: StatePath.allCases.map(\.name))
        throw fail(Words.notAPath(quoted, hint))
      }
    case .expectTarget:
      guard s == "output" || StatePath(named: s) != nil else {
        let hint = Suggest.closest(s, in: StatePath.allCases.map(\.name) + ["output"])
        throw fail(Words.notAPath(quoted, hint))
      }
    case .command:
      guard Help.topics.contains(s) else {
        let hint = Suggest.closest(s, in: Help.topics)
        throw fail(
          Words(en: "no command or group \(quoted)", es: "no hay orden ni grupo \(quoted)")
            + Words.didYouMean(hint)
            + Words(en: "; `help` lists the groups", es: "; `help` lista los grupos"))
      }
    case .url:
      // `""` is a text that is not a URL (URL(string: "") is nil): what the app meets, the
      // notification delegate's guard let or abrir's parse, says so.
      return
    case .email where s.blankBeforeText:
      // Quoted or escaped into the word: what follows the blank is the password (masked in the
      // line, docs/reference.md §6.1), and it is not quoted here either.
      throw fail(
        Words(
          en: "\(name) holds a space, which an address never does: what follows it is taken for"
            + " a password and not shown; put the password after the address, apart from it",
          es: "\(Placeholders.localized(name, .es)) tiene un espacio, y una dirección nunca lo"
            + " tiene: lo que le sigue se toma"
            + " por una contraseña y no se muestra; pon la contraseña después de la dirección,"
            + " separada de ella"))
    case .email, .password, .text, .rest, .literal, .file, .knobValue, .eventID:
      guard !s.isEmpty else {
        throw fail(
          Words(en: "\(name) is empty", es: "\(Placeholders.localized(name, .es)) está vacío"))
      }
    }
  }
}

extension Words {
  /// `missing NAME`.
  static func missing(_ name: String) -> Words {
    Words(en: "missing \(name)", es: "falta \(Placeholders.localized(name, .es))")
  }

  /// `«raix» is not a state path (did you mean raiz?); `show` lists them all`.
  static func notAPath(_ quoted: String, _ hint: String?) -> Words {
    Words(en: "\(quoted) is not a state path", es: "\(quoted) no es una ruta de estado")
      + didYouMean(hint)
      + Words(en: "; `show` lists them all", es: "; `show` las lista todas")
  }
}
