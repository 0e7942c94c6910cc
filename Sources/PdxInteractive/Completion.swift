import PdxCommands
import PokedexCore

/// TAB completion, from the command table: commands, subcommands, tab names, Pokémon names
/// and ids, state paths after `show`/`expect`, knobs and their values, files after
/// `run`/`save`.
public enum Completion {
  /// The candidates for the word before the cursor, and where that word starts (a UTF-8
  /// offset in `before`). `files` lists paths starting with a prefix.
  public static func complete(_ before: String, files: (String) -> [String]) -> (
    wordStart: Int, candidates: [String]
  ) {
    var words: [String] = []
    var current = ""
    var currentStart = 0
    var offset = 0
    var quote: Character?
    var escaped = false
    for ch in before {
      let size = String(ch).utf8.count
      if escaped {
        // `\x` as the tokenizer reads it: the character itself (`my\ script.pdx`).
        current.append(ch)
        escaped = false
      } else if let q = quote {
        if ch == q { quote = nil } else { current.append(ch) }
      } else if ch == "\\" {
        escaped = true
      } else if ch == "\"" || ch == "'" {
        quote = ch
      } else if ch == " " || ch == "\t" {
        if !current.isEmpty { words.append(current) }
        current = ""
        currentStart = offset + size
      } else {
        current.append(ch)
      }
      offset += size
    }
    let candidates = self.candidates(words: words, current: current, files: files)
    return (currentStart, candidates)
  }

  /// A file name as it must be typed for the tokenizer to read it back whole: as it is when it
  /// has nothing special; in double quotes when it has a space, a quote, a backslash or a
  /// leading `#` (a folder's quote left open, so that the next TAB goes on inside it), with `\"`,
  /// `\\`, `\n` and `\t` escaped. A name with any other control character (ESC, CR, DEL, C1) is
  /// not offered: TAB never inserts a control character into the line.
  static func quotedForLine(_ name: String) -> String? {
    var plain = true
    var body = ""
    for scalar in name.unicodeScalars {
      switch scalar {
      case "\n": body += "\\n"
      case "\t": body += "\\t"
      case "\"": body += "\\\""
      case "\\": body += "\\\\"
      case " ", "'": body.unicodeScalars.append(scalar)
      default:
        if scalar.properties.generalCategory == .control
          || scalar.properties.generalCategory == .format
        {
          return nil
        }
        body.unicodeScalars.append(scalar)
        continue
      }
      plain = false
    }
    if name.hasPrefix("#") { plain = false }
    if plain { return name }
    return "\"" + body + (name.hasSuffix("/") ? "" : "\"")
  }

  /// What replaces the word when `candidate` is the only one: the word and a space, so the
  /// next word can be typed; a folder (`examples/`) without the space, so the next TAB goes
  /// into it.
  public static func completed(_ candidate: String) -> String {
    candidate.hasSuffix("/") ? candidate : candidate + " "
  }

  static func candidates(words: [String], current: String, files: (String) -> [String])
    -> [String]
  {
    guard var command = words.first else {
      let bang = current.hasPrefix("!") ? "!" : ""
      let prefix = bang.isEmpty ? current : String(current.dropFirst())
      return CommandTable.names.filter { $0.hasPrefix(prefix) }.map { bang + $0 }
    }
    if command.hasPrefix("!") { command.removeFirst() }
    guard let spec = CommandTable.named(command) else { return [] }
    let args = words.dropFirst().filter { !$0.hasPrefix("--") }
    var out: [String] = []
    for form in spec.forms {
      if current.hasPrefix("-") {
        for case .flag(let f) in form.slots where f.hasPrefix(current) && !words.contains(f) {
          out.append(f)
        }
        continue
      }
      let slots = form.slots.filter { if case .flag = $0 { false } else { true } }
      guard args.count < slots.count else { continue }
      var matches = true
      for (slot, word) in zip(slots, args) {
        if case .word(let w) = slot, w != word { matches = false }
      }
      guard matches else { continue }
      let previous = args.last ?? ""
      out += candidates(for: slots[args.count], previous: previous, current: current, files: files)
    }
    var seen = Set<String>()
    return out.filter { seen.insert($0).inserted }
  }

  static func candidates(
    for slot: SlotShape, previous: String, current: String, files: (String) -> [String]
  ) -> [String] {
    let kind: ArgKind
    switch slot {
    case .word(let w): return w.hasPrefix(current) ? [w] : []
    case .flag: return []
    case .arg(_, let k), .optional(_, let k): kind = k
    }
    let words: [String]
    switch kind {
    case .pokemon:
      if let first = current.first, first.isNumber {
        words = Catalog.range.map(String.init)
      } else {
        words = Catalog.all.map(\.slug)
      }
      return words.filter { $0.hasPrefix(current.lowercased()) }
    case .choice(let ws): words = ws
    case .path: words = StatePath.allCases.map(\.name)
    case .expectTarget: words = StatePath.allCases.map(\.name) + ["output"]
    // `set ids` and `set brief` are forms of their own: their words and `on|off` come from
    // those forms' slots.
    case .knob: words = Knob.allCases.map(\.name)
    case .knobValue: words = Knob.named(previous)?.values ?? []
    case .eventID: words = EventRef.kinds.first { $0.kind == previous }?.ids ?? []
    case .command: words = Help.topics
    case .url: words = ["pokedex://lista", "pokedex://pokemon/"]
    case .file: return files(current).compactMap(quotedForLine)
    case .email, .password, .text, .rest, .literal, .date, .count: return []
    }
    return words.filter { $0.hasPrefix(current) }
  }
}
