/// Passwords never leave a line that pdx stores or prints. The rule is on the text as typed, so
/// it holds whether the line parses or not (a stray quote, a password with spaces, a word too
/// many): on a line whose first word is `login` or `signup`, everything after the email is
/// masked; on `type password …`, everything after `password`. Only `save` writes the line
/// whole, because the script it writes must replay.
///
///     Secrets.masked(#"login ash@kanto.com "pika chu"#)  // "login ash@kanto.com ******"
///     Secrets.masked(#"!type password "unterminated"#)    // "!type password ******"
///     Secrets.historyLine("login ash@kanto.com pikachu")  // "login ash@kanto.com"
public enum Secrets {
  public static let mask = "******"

  /// The line as echoed, listed by `history`, written in JSON, failures, JUnit and walkthroughs.
  public static func masked(_ line: String) -> String {
    guard let secret = find(line) else { return line }
    return String(line[..<secret.keep]) + " " + mask
  }

  /// The line as kept in the history file: `login`/`signup` keep the command and the email, so
  /// that Up then Enter asks for the password again; nil when nothing can be kept (a typed
  /// password, or an email whose quote never closes).
  public static func historyLine(_ line: String) -> String? {
    guard let secret = find(line) else { return line }
    return secret.keepsEmail ? String(line[..<secret.keep]) : nil
  }

  /// Where the secret part of a line begins: the text before `keep` is kept, the rest masked.
  struct Secret {
    var keep: String.Index
    /// Whether what is kept is a login or signup with its email (a line worth recalling).
    var keepsEmail: Bool
  }

  /// nil when the line holds no secret (another command, or nothing after the email).
  static func find(_ line: String) -> Secret? {
    // Every line echoed or kept passes here: most are ruled out on their first bytes.
    guard mayHoldSecret(line) else { return nil }
    var words = LenientWords(line)
    guard var first = words.next() else { return nil }
    if first.text == "!" {
      guard let next = words.next() else { return nil }
      first = next
    } else if first.text.hasPrefix("!") {
      first.text.removeFirst()
    }
    let afterCommand = first.end
    switch first.text {
    case "login", "signup":
      guard let email = words.next() else { return nil }
      guard email.closed else { return Secret(keep: afterCommand, keepsEmail: false) }
      return words.restIsBlank ? nil : Secret(keep: email.end, keepsEmail: true)
    case "type":
      guard let field = words.next() else { return nil }
      if field.closed, field.text == "password" {
        return words.restIsBlank ? nil : Secret(keep: field.end, keepsEmail: false)
      }
      // `type "password …` with no closing quote: the whole rest may be the password.
      if !field.closed, field.text.hasPrefix("password") {
        return Secret(keep: afterCommand, keepsEmail: false)
      }
      return nil
    default:
      return nil
    }
  }
}

extension Secrets {
  /// Whether the line's first word (after blanks and a `!`) may be login, signup or type: a
  /// test on the bytes that rules out nearly every line before any word is read. A first word
  /// with a quote or a backslash in it is left to the full reading.
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
      return word.isExactly("login") || word.isExactly("signup") || word.isExactly("type")
    }
  }
}

/// The words of a line as the tokenizer would see them, but never failing: a quote that does
/// not close runs to the end of the line (and says so).
struct LenientWords {
  struct Word {
    var text: String
    /// Just after the word's last character.
    var end: String.Index
    /// False when an opening quote or a trailing backslash ran to the end of the line.
    var closed: Bool
  }

  let line: String
  var i: String.Index

  init(_ line: String) {
    self.line = line
    i = line.startIndex
  }

  private static func isSpace(_ c: Character) -> Bool {
    c == " " || c == "\t" || c == "\r" || c == "\n"
  }

  var restIsBlank: Bool { line[i...].allSatisfy(LenientWords.isSpace) }

  mutating func next() -> Word? {
    while i < line.endIndex, LenientWords.isSpace(line[i]) { i = line.index(after: i) }
    guard i < line.endIndex else { return nil }
    var text = ""
    var closed = true
    while i < line.endIndex, !LenientWords.isSpace(line[i]) {
      let c = line[i]
      i = line.index(after: i)
      if c == "\\" {
        guard i < line.endIndex else {
          closed = false
          break
        }
        text.append(line[i])
        i = line.index(after: i)
      } else if c == "\"" || c == "'" {
        guard let close = line[i...].firstIndex(of: c) else {
          text += line[i...]
          i = line.endIndex
          closed = false
          break
        }
        text += line[i..<close]
        i = line.index(after: close)
      } else {
        text.append(c)
      }
    }
    return Word(text: text, end: i, closed: closed)
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether these bytes are exactly `word` (ASCII), compared in place.
  fileprivate func isExactly(_ word: StaticString) -> Bool {
    guard count == word.utf8CodeUnitCount else { return false }
    for i in 0..<count where self[i] != word.utf8Start[i] { return false }
    return true
  }
}
