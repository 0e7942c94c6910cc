import PdxLanguage
import PokedexCore

/// The groups `help` and the command reference list the commands in, in this order.
public enum CommandGroup: String, CaseIterable, Sendable {
  case appAndDevice = "App and device"
  case auth = "Auth"
  case session = "Session"
  case links = "Links, notifications and permissions"
  case navigation = "Navigation"
  case inspection = "Inspection"
  case shell = "Shell"

  /// What `help GROUP` calls the group: one word, no command's name.
  public var keyword: String {
    switch self {
    case .appAndDevice: "app"
    case .auth: "auth"
    case .session: "session"
    case .links: "links"
    case .navigation: "navigation"
    case .inspection: "inspection"
    case .shell: "shell"
    }
  }

  /// The group's title in `language` (the README's and the reference's headings are English).
  public func title(_ language: Language) -> String {
    switch (self, language) {
    case (_, .en): rawValue
    case (.appAndDevice, .es): "App y dispositivo"
    case (.auth, .es): "Acceso (el formulario)"
    case (.session, .es): "Sesión"
    case (.links, .es): "Enlaces, avisos y permisos"
    case (.navigation, .es): "Navegación"
    case (.inspection, .es): "Inspección"
    case (.shell, .es): "Shell"
    }
  }

  /// The group `help` names so.
  public static func named(_ keyword: String) -> CommandGroup? {
    allCases.first { $0.keyword == keyword }
  }
}

/// One accepted shape of a command's arguments, and what it becomes: its slots give the
/// builder their values, typed and in order.
public struct Form: Sendable {
  public let slots: [SlotShape]
  let build: @Sendable (inout ArgumentCursor) throws(ArgumentError) -> Invocation

  public init<each V>(
    _ slot: repeat Slot<each V>,
    build: @escaping @Sendable (repeat each V) throws(ArgumentError) -> Invocation
  ) {
    var shapes: [SlotShape] = []
    for s in repeat each slot { shapes.append(s.shape) }
    slots = shapes
    let takesText = shapes.contains { if case .arg(_, .text) = $0 { true } else { false } }
    self.build = { (c: inout ArgumentCursor) throws(ArgumentError) -> Invocation in
      let values = (repeat try (each slot).take(&c))
      if !c.atEnd {
        c.progress = c.index
        let word = c.words[c.index]
        let quoted = Quoting.guillemets(word.text)
        throw ArgumentError(
          column: word.column,
          Words(
            en: "unexpected \(quoted)" + (takesText ? " (quote text that has spaces)" : ""),
            es: "sobra \(quoted)" + (takesText ? " (pon entre comillas un texto con espacios)" : "")
          ))
      }
      c.progress = c.index
      return try build(repeat each values)
    }
  }
}

/// One command: its grammar, help and examples, and what it becomes. The single source for
/// parsing, `help`, completion, suggestions and the command reference. Its words are in every
/// language pdx speaks, side by side (`Words`).
public struct CommandSpec: Sendable {
  public let name: String
  public let group: CommandGroup
  /// The accepted shapes of the arguments, after the command word.
  public let forms: [Form]
  public let summary: Words
  public let details: Words?
  public let examples: [String]
  /// What the error says when the command comes alone but needs arguments, when the word
  /// alone suggests another intent (`clear`: the screen); nil: the usual `missing …`.
  public let alone: Words?

  public init(
    _ name: String, _ group: CommandGroup, _ summary: Words, details: Words? = nil,
    examples: [String] = [], alone: Words? = nil, forms: [Form]
  ) {
    self.name = name
    self.group = group
    self.summary = summary
    self.details = details
    self.examples = examples
    self.alone = alone
    self.forms = forms
  }

  /// A command with one form.
  public init(
    _ name: String, _ group: CommandGroup, _ summary: Words, details: Words? = nil,
    examples: [String] = [], alone: Words? = nil, _ form: Form
  ) {
    self.init(
      name, group, summary, details: details, examples: examples, alone: alone, forms: [form])
  }

  /// `open ID|NAME`, one line per form.
  /// One line per form; forms that differ only in the word they start with share a line
  /// (`type email|password TEXT`: the password's form is apart only because its slot is
  /// secret).
  public var synopses: [String] {
    var lines: [(words: [String], rest: [String])] = []
    for form in forms {
      let described = form.slots.map(Self.describe)
      if case .word(let w)? = form.slots.first, let last = lines.last, !last.words.isEmpty,
        last.rest == Array(described.dropFirst())
      {
        lines[lines.count - 1].words.append(w)
        continue
      }
      if case .word(let w)? = form.slots.first {
        lines.append(([w], Array(described.dropFirst())))
      } else {
        lines.append(([], described))
      }
    }
    return lines.map { line in
      ([name] + (line.words.isEmpty ? [] : [line.words.joined(separator: "|")]) + line.rest)
        .joined(separator: " ")
    }
  }

  static func describe(_ slot: SlotShape) -> String {
    switch slot {
    case .word(let w): w
    case .arg(let n, let k): k.placeholder(n)
    case .optional(let n, let k): "[\(k.placeholder(n))]"
    case .flag(let f): "[\(f)]"
    }
  }
}
