import PokedexCore

/// Passwords never leave a line that pdx stores or prints (docs/reference.md §6.1). The
/// command table is the one place that says a slot is secret (`ArgKind.password`: the
/// passwords of `login`, `signup` and `type password`); this finds that slot in a line as the
/// parser would read it, whatever fails after it — an unterminated quote, an escaped space, a
/// word too many, an unknown option, blanks around `!`, a misspelt command or field word — and
/// masks the line from there to its end. Only `save` writes the line whole, because the script
/// it writes must replay.
///
///     Secrets.masked(#"login ash@kanto.com "pika chu"#)  // "login ash@kanto.com ******"
///     Secrets.masked(#"!type password\ Hunter2"#)        // "!type ******"
///     Secrets.historyLine("login ash@kanto.com pikachu")  // "login ash@kanto.com"
public enum Secrets {
  public static let mask = Secret.mask

  /// The line as echoed, listed by `history`, written in JSON, failures, JUnit and walkthroughs.
  public static func masked(_ line: String) -> String {
    guard let span = find(line) else { return line }
    return String(line[..<span.keep]) + " " + mask
  }

  /// The line as kept in the history file: what precedes an optional secret (`login EMAIL`,
  /// so that Up then Enter asks for the password again); nil when nothing can be kept (a typed
  /// password, or a word before the secret that never closed).
  public static func historyLine(_ line: String) -> String? {
    guard let span = find(line) else { return line }
    return span.keepsCommand ? String(line[..<span.keep]) : nil
  }

  /// The column (1-based, in characters) where a line's secret begins: an error at or after it
  /// quotes nothing of what was typed.
  static func column(_ line: String) -> Int? { find(line).map { $0.start + 1 } }

  /// Where the secret part of a line begins.
  struct Span {
    /// The end of the word before the secret: the text before it is kept.
    var keep: String.Index
    /// The secret's first character, as a character offset.
    var start: Int
    /// Whether the kept text is a command that asks for the secret (it was optional).
    var keepsCommand: Bool
  }

  /// nil when the line holds no secret (another command, or nothing typed in the slot).
  static func find(_ line: String) -> Span? {
    // Every line echoed or kept passes here: most are ruled out on their first bytes.
    guard mayHoldSecret(line) else { return nil }
    var words = Tokenizer.lenientSplit(line)[...]
    guard var first = words.popFirst() else { return nil }
    if first.token.text == "!" {
      guard let next = words.popFirst() else { return nil }
      first = next
    }
    var name = first.token.text
    if name.hasPrefix("!") { name.removeFirst() }
    guard first.closed, let spec = secretSpec(name) else { return nil }
    let args = Array(words)
    func span(at index: Int, keepsCommand: Bool) -> Span {
      let previous = index == 0 ? first.token.end : args[index - 1].token.end
      return Span(
        keep: line.index(line.startIndex, offsetBy: previous), start: args[index].token.start,
        keepsCommand: keepsCommand)
    }
    /// A secret slot with no word in it, where a comment begins (`login a@b.com #pw`): the
    /// parser reads no password, but the user may have meant one.
    func commented(after index: Int) -> Span? {
      guard let comment = Tokenizer.commentStart(line) else { return nil }
      let previous = index == 0 ? first.token.end : args[index - 1].token.end
      return Span(
        keep: line.index(line.startIndex, offsetBy: previous), start: comment, keepsCommand: true)
    }
    for form in spec.forms {
      let slots = form.slots.filter { if case .flag = $0 { false } else { true } }
      var position = 0
      forming: for (k, slot) in slots.enumerated() {
        switch slot {
        case .flag:
          continue
        case .word(let word):
          guard position < args.count else { break forming }
          let arg = args[position]
          if arg.closed, arg.token.text == word {
            position += 1
            continue
          }
          // The word the secret follows, run into it (`password\ Hunter2`, `"password x`) or
          // misspelt (`pasword x`): what follows may be the secret.
          let beforeSecret = k + 1 < slots.count && slots[k + 1].isSecret
          guard beforeSecret, arg.token.text.hasPrefix(word) || near(arg.token.text, word) else {
            break forming
          }
          if arg.token.text.hasPrefix(word), arg.token.text.count > word.count || !arg.closed {
            return span(at: position, keepsCommand: false)
          }
          position += 1
        case .arg, .optional:
          guard position < args.count else {
            if slot.isSecret, let span = commented(after: position) { return span }
            break forming
          }
          if slot.isSecret {
            if case .optional = slot { return span(at: position, keepsCommand: true) }
            return span(at: position, keepsCommand: false)
          }
          // A word that never closed runs to the end of the line: the secret may be in it.
          if !args[position].closed { return span(at: position, keepsCommand: false) }
          // An address never holds a blank: one escaped or quoted into it (`login
          // ash@kanto.com\ pw`) put the password after it in the same word.
          if case .arg(_, .email) = slot, let blank = blankInside(args[position].token, of: line) {
            guard blank > args[position].token.start else {
              return span(at: position, keepsCommand: false)
            }
            return Span(
              keep: line.index(line.startIndex, offsetBy: blank), start: blank,
              keepsCommand: false)
          }
          position += 1
        }
      }
    }
    return nil
  }

  /// Where a word's first blank is, as it was typed (a character offset in the line): a space
  /// or tab escaped or quoted, or a `\t` or `\n` inside double quotes (where an escaped blank
  /// begins, its backslash). nil when the word holds none with text after it (blanks at the
  /// end hide nothing: the form says the address is not complete).
  static func blankInside(_ token: Token, of line: String) -> Int? {
    guard token.text.blankBeforeText else { return nil }
    let chars = Array(line)
    var quote: Character?
    var i = token.start
    while i < min(token.end, chars.count) {
      let c = chars[i]
      if c.isWhitespace { return i }
      if let q = quote {
        if c == q {
          quote = nil
        } else if q == "\"", c == "\\", i + 1 < chars.count {
          let next = chars[i + 1]
          if next == "n" || next == "t" || next.isWhitespace { return i }
          i += 1
        }
      } else if c == "\"" || c == "'" {
        quote = c
      } else if c == "\\", i + 1 < chars.count {
        if chars[i + 1].isWhitespace { return i }
        i += 1
      }
      i += 1
    }
    return token.start
  }

  /// The command with a secret slot that `name` names, or that it misspells.
  static func secretSpec(_ name: String) -> CommandSpec? {
    if let spec = CommandTable.named(name) { return spec.hasSecret ? spec : nil }
    return Suggest.closest(name, in: secretCommands).flatMap(CommandTable.named)
  }

  static func near(_ word: String, _ target: String) -> Bool {
    Suggest.closest(word, in: [target]) != nil
  }

  /// The commands with a secret slot, from the table.
  static let secretCommands = CommandTable.all.filter(\.hasSecret).map(\.name)
}

extension SlotShape {
  /// Whether the table marks this slot secret.
  var isSecret: Bool {
    switch self {
    case .arg(_, .password), .optional(_, .password): true
    default: false
    }
  }
}

extension CommandSpec {
  /// Whether a form of the command has a secret slot.
  var hasSecret: Bool { forms.contains { $0.slots.contains(where: \.isSecret) } }
}

extension Secrets {
  /// Whether the line's first word (after blanks and a `!`) may name a command with a secret
  /// slot: a test on the bytes that rules out nearly every line before any word is read. A
  /// first word with a quote or a backslash in it, or one a letter or two from such a command,
  /// is left to the full reading.
  static func mayHoldSecret(_ line: String) -> Bool {
    var line = line
    return line.withUTF8 { bytes in
      var i = 0
      func skipBlanks() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
      }
      skipBlanks()
      if i < bytes.count, bytes[i] == UInt8(ascii: "!") {
        i += 1
        skipBlanks()
      }
      let start = i
      while i < bytes.count, bytes[i] != 0x20, bytes[i] != 0x09 {
        if bytes[i] == 0x22 || bytes[i] == 0x27 || bytes[i] == 0x5C { return true }
        i += 1
      }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<i])
      // A command's name is a few ASCII letters: only a word of about that length may be one
      // misspelt (the commands with a secret are 4 to 6 letters long).
      guard word.count >= 2, word.count <= 9 else { return false }
      // A command's own name says (only the names that start with the word's first byte are
      // compared: every replayed line passes here, and a loop over every name showed); only an
      // unknown word may be a misspelling.
      for known in namesByFirstByte[Int(word[0])] where known.name.count == word.count {
        if known.name.withUnsafeBufferPointer({ $0.elementsEqual(word) }) { return known.secret }
      }
      return secretSpec(String(decoding: word, as: UTF8.self)) != nil
    }
  }

  /// The commands' names that a first word may be (2 to 9 bytes), by their first byte, each
  /// with whether its command has a secret slot.
  private static let namesByFirstByte: [[(name: [UInt8], secret: Bool)]] = {
    var table = Array(repeating: [(name: [UInt8], secret: Bool)](), count: 256)
    for name in CommandTable.names where (2...9).contains(name.utf8.count) {
      table[Int(name.utf8.first!)].append((Array(name.utf8), secretCommands.contains(name)))
    }
    return table
  }()
}

extension String {
  /// Whether a blank comes before more text: in the email slot, the text after it is a password.
  var blankBeforeText: Bool {
    guard let blank = firstIndex(where: \.isWhitespace) else { return false }
    return self[blank...].contains { !$0.isWhitespace }
  }
}
