import PdxLanguage

/// A word of a command line, with where it stands (1-based column, in characters) and its
/// raw extent, so `expect` can take the rest of the line as a literal.
public struct Token: Sendable, Equatable {
  public var text: String
  public var column: Int
  /// Character offsets of the raw token in the line: [start, end).
  public var start: Int
  public var end: Int
  /// Whether any part of it was quoted or escaped (so `"#"` is a word, not a comment).
  public var quoted: Bool
}

/// A line that could not be split into words.
public struct TokenizeError: Error, Sendable, Equatable {
  public var column: Int
  public var words: Words
  /// In English.
  public var message: String { words.en }
}

/// Splits a command line into words, like a small shell: white space separates words;
/// `"…"` allows escapes (`\"`, `\\`, `\n`, `\t`); `'…'` is literal; a backslash outside quotes
/// escapes the next character; a word starting with `#` begins a comment.
///
///     try Tokenizer.split(#"say "hola, mundo" # hi"#).map(\.text)  // ["say", "hola, mundo"]
public enum Tokenizer {
  public static func split(_ line: String) throws(TokenizeError) -> [Token] {
    var error: TokenizeError?
    let tokens = scan(line) { e in
      error = e
      return false
    }
    if let error { throw error }
    return tokens.map(\.token)
  }

  /// The words as `split` reads them, never failing: an unterminated quote or a trailing
  /// backslash runs to the end of the line, and its word says it is not closed. What the
  /// masking of secrets reads (docs/reference.md §6.1): the same words the parser would see,
  /// so the secret slot is found whatever fails after it.
  public static func lenientSplit(_ line: String) -> [(token: Token, closed: Bool)] {
    scan(line) { _ in true }
  }

  /// Where the line's comment begins (the `#` that starts a word), as a character offset.
  public static func commentStart(_ line: String) -> Int? {
    var start: Int?
    _ = scan(line, comment: { start = $0 }, failed: { _ in true })
    return start
  }

  /// The words; `failed` is told of an error and says whether to go on (leniently).
  private static func scan(
    _ line: String, comment: (Int) -> Void = { _ in }, failed: (TokenizeError) -> Bool
  ) -> [(token: Token, closed: Bool)] {
    let chars = Array(line)
    var tokens: [(token: Token, closed: Bool)] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c == " " || c == "\t" || c == "\r" || c == "\n" {
        i += 1
        continue
      }
      if c == "#" {
        comment(i)
        break
      }
      let start = i
      var text = ""
      var quoted = false
      var closed = true
      while i < chars.count {
        let c = chars[i]
        if c == " " || c == "\t" || c == "\r" || c == "\n" { break }
        if c == "\\" {
          quoted = true
          i += 1
          guard i < chars.count else {
            closed = false
            let error = TokenizeError(
              column: i,
              words: Words(
                en: "a trailing \\ escapes nothing", es: "una \\ al final no escapa nada"))
            guard failed(error) else {
              return tokens
            }
            break
          }
          text.append(chars[i])
          i += 1
        } else if c == "\"" || c == "'" {
          quoted = true
          let open = i
          i += 1
          var found = false
          while i < chars.count {
            let d = chars[i]
            if d == c {
              found = true
              i += 1
              break
            }
            if c == "\"" && d == "\\" && i + 1 < chars.count {
              i += 1
              switch chars[i] {
              case "n": text.append("\n")
              case "t": text.append("\t")
              default: text.append(chars[i])
              }
              i += 1
              continue
            }
            text.append(d)
            i += 1
          }
          if !found {
            closed = false
            let error = TokenizeError(
              column: open + 1,
              words: Words(
                en: "unterminated quote: a closing \(c) is missing",
                es: "comillas sin cerrar: falta un \(c) de cierre"))
            guard failed(error) else { return tokens }
          }
        } else {
          text.append(c)
          i += 1
        }
      }
      tokens.append(
        (Token(text: text, column: start + 1, start: start, end: i, quoted: quoted), closed))
    }
    return tokens
  }
}
