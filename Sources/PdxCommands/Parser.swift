import PdxLanguage
import PokedexCore

/// A command line, parsed: what to do, and whether a leading `!` expects it to be rejected.
///
/// Its parts are shared, not copied: a script's parsed lines are kept by the reader and passed
/// along every line it runs, and a copy costs one retain.
public struct ParsedLine: Sendable, Equatable {
  @usableFromInline final class Parts: Sendable {
    @usableFromInline let invocation: Invocation
    @usableFromInline let negated: Bool
    @usableFromInline let command: String
    /// The line parsed, and the same as shown (`Secrets.masked`), when the parser made it.
    let text: String?
    let shown: String?
    init(invocation: Invocation, negated: Bool, command: String, text: String?) {
      self.invocation = invocation
      self.negated = negated
      self.command = command
      self.text = text
      self.shown = text.map(Secrets.masked)
    }
  }
  @usableFromInline let parts: Parts

  public init(invocation: Invocation, negated: Bool, command: String) {
    parts = Parts(invocation: invocation, negated: negated, command: command, text: nil)
  }

  /// A line the parser read from `text`: its masked form is made once, with it (a script's
  /// line parsed once and run many times is masked once, not on every run).
  init(invocation: Invocation, negated: Bool, command: String, text: String) {
    parts = Parts(invocation: invocation, negated: negated, command: command, text: text)
  }

  // Inlinable: the session reads them once a line, from another module, and a call would copy
  // the invocation out instead of reading it in place.
  @inlinable public var invocation: Invocation { parts.invocation }
  @inlinable public var negated: Bool { parts.negated }
  @inlinable public var command: String { parts.command }

  /// `line` as shown (`Secrets.masked(line)`): kept from the parse when `line` is the text
  /// parsed (the same string: compared in a few instructions), made now otherwise.
  package func shown(_ line: String) -> String {
    if let text = parts.text, let shown = parts.shown, text == line { return shown }
    return Secrets.masked(line)
  }

  public static func == (a: ParsedLine, b: ParsedLine) -> Bool {
    a.parts === b.parts
      || (a.invocation == b.invocation && a.negated == b.negated && a.command == b.command)
  }
}

/// Why a line could not be parsed. Only an `argument` error meets a leading `!`: an unknown
/// command or an unknown event id is a script error even after it.
public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable { case syntax, unknownCommand, unknownID, argument }
  public var kind: Kind
  public var column: Int
  public var words: Words
  /// In English.
  public var message: String { words.en }
  public var description: String { message }

  package init(kind: Kind, column: Int, words: Words) {
    self.kind = kind
    self.column = column
    self.words = words
  }
}

/// Parses command lines against the command table.
public enum Parser {
  /// nil for a blank or comment-only line.
  public static func parse(_ line: String) throws(ParseError) -> ParsedLine? {
    var tokens: [Token]
    do {
      tokens = try Tokenizer.split(line)
    } catch {
      throw ParseError(kind: .syntax, column: error.column, words: error.words)
    }
    guard var first = tokens.first else { return nil }
    var negated = false
    if !first.quoted, first.text.hasPrefix("!") {
      negated = true
      if first.text == "!" {
        tokens.removeFirst()
        guard let next = tokens.first else {
          throw ParseError(
            kind: .syntax, column: first.column,
            words: Words(
              en: "expected a command after !", es: "se esperaba una orden después de !"))
        }
        first = next
      } else {
        first.text.removeFirst()
        first.column += 1
        first.start += 1
        tokens[0] = first
      }
    }
    guard let spec = CommandTable.named(first.text) else {
      let hint = Suggest.closest(first.text, in: CommandTable.names)
      let word = Quoting.guillemets(first.text)
      throw ParseError(
        kind: .unknownCommand, column: first.column,
        words: Words(en: "unknown command \(word)", es: "orden desconocida \(word)")
          + Words.didYouMean(hint)
          + Words(en: "; `help` lists the commands", es: "; `help` lista las órdenes"))
    }
    do {
      let invocation = try arguments(spec, Array(tokens.dropFirst()), line: Array(line))
      return ParsedLine(invocation: invocation, negated: negated, command: spec.name, text: line)
    } catch {
      let usage = Words(
        en: spec.synopses.map { "usage: " + $0 }.joined(separator: "\n"),
        es: spec.synopses.map { "uso: " + Placeholders.localized($0, .es) }.joined(separator: "\n"))
      var words = error.words
      if let alone = spec.alone, tokens.count == 1 { words = alone }
      // An error at or past a secret slot (docs/reference.md §6.1) never quotes what was typed
      // there: it is (part of) a password.
      if let secret = Secrets.column(line), error.column >= secret, words.en.contains("«") {
        words = Words(
          en: "this line does not fit the command where a password goes (what was typed there is"
            + " not shown; quote a password that has spaces)",
          es: "esta línea no encaja con la orden donde va una contraseña (no se muestra lo que"
            + " escribiste ahí; pon entre comillas una contraseña con espacios)")
      }
      throw ParseError(
        kind: error.unknownName ? .unknownID : .argument, column: error.column,
        words: spec.name + ": " + words + "\n" + usage)
    }
  }

  /// Matches the words after the command against each form; the error of the form that got
  /// furthest wins.
  static func arguments(_ spec: CommandSpec, _ tokens: [Token], line: [Character])
    throws(ArgumentError) -> Invocation
  {
    let allFlags = Set(
      spec.forms.flatMap(\.slots).compactMap { slot -> String? in
        if case .flag(let f) = slot { return f }
        return nil
      })
    var words: [Token] = []
    var flags: [Token] = []
    for t in tokens {
      if !allFlags.isEmpty, !t.quoted, t.text.hasPrefix("--") {
        flags.append(t)
      } else {
        words.append(t)
      }
    }
    for f in flags where !allFlags.contains(f.text) {
      let expected = allFlags.sorted().joined(separator: ", ")
      throw ArgumentError(
        column: f.column,
        Words(
          en: "unknown option \(f.text) (expected \(expected))",
          es: "opción desconocida \(f.text) (se esperaba \(expected))"))
    }
    var best: (progress: Int, error: ArgumentError)?
    let endColumn = (tokens.last?.end ?? 0) + 1
    for form in spec.forms {
      let formFlags = Set(
        form.slots.compactMap { slot -> String? in
          if case .flag(let f) = slot { return f }
          return nil
        })
      var cursor = ArgumentCursor(
        words: words, flags: Set(flags.map(\.text)), line: line, endColumn: endColumn)
      do throws(ArgumentError) {
        let invocation = try form.build(&cursor)
        if let stray = flags.first(where: { !formFlags.contains($0.text) }) {
          cursor.progress = words.count
          throw ArgumentError(
            column: stray.column,
            Words(
              en: "\(stray.text) does not go with this form",
              es: "\(stray.text) no va con esta forma"))
        }
        return invocation
      } catch {
        if best == nil || cursor.progress > best!.progress { best = (cursor.progress, error) }
      }
    }
    let firstWords = spec.forms.compactMap { form -> String? in
      if case .word(let w)? = form.slots.first { return w }
      return nil
    }
    if let best, best.progress > 0 || firstWords.count < spec.forms.count {
      throw best.error
    }
    let column = words.first?.column ?? (tokens.last.map { $0.end + 1 } ?? 1)
    let hint = words.first.flatMap { Suggest.closest($0.text, in: firstWords) }
    let got = words.first.map { Quoting.guillemets($0.text) }
    throw ArgumentError(
      column: column,
      Words(
        en: "expected \(firstWords.joined(separator: " or ")), got \(got ?? "nothing")",
        es: got.map { "se esperaba \(firstWords.joined(separator: " o ")), no \($0)" }
          ?? "falta \(firstWords.joined(separator: " o "))")
        + Words.didYouMean(hint))
  }
}
