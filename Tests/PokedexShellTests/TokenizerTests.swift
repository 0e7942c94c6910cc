import Testing

@testable import PdxCommands
@testable import PdxLanguage
@testable import PdxRunner

@Suite("Tokenizer")
struct TokenizerTests {
  func words(_ s: String) throws -> [String] { try Tokenizer.split(s).map(\.text) }

  @Test("white space separates words")
  func spaces() throws {
    #expect(try words("  open   25 ") == ["open", "25"])
    #expect(try words("\topen\t25") == ["open", "25"])
  }

  @Test("double quotes keep spaces and allow escapes")
  func doubleQuotes() throws {
    #expect(try words(#"type email "a b""#) == ["type", "email", "a b"])
    #expect(try words(#"say "dijo \"hola\"\n""#) == ["say", "dijo \"hola\"\n"])
  }

  @Test("single quotes are literal")
  func singleQuotes() throws {
    #expect(try words(#"say 'a \n b'"#) == ["say", #"a \n b"#])
  }

  @Test("a backslash outside quotes escapes the next character")
  func backslash() throws {
    #expect(try words(#"type password a\ b"#) == ["type", "password", "a b"])
  }

  @Test("a word starting with # begins a comment, a # inside a word does not")
  func comments() throws {
    #expect(try words("open 25 # Pikachu") == ["open", "25"])
    #expect(try words("open-url pokedex://lista#top") == ["open-url", "pokedex://lista#top"])
    #expect(try words(##"say "#1""##) == ["say", "#1"])
    #expect(try words("# only a comment").isEmpty)
  }

  @Test("columns are 1-based and count characters")
  func columns() throws {
    let t = try Tokenizer.split("fav  «x» 25")
    #expect(t.map(\.column) == [1, 6, 10])
  }

  @Test("an unterminated quote is an error at the opening quote")
  func unterminated() {
    #expect(
      throws: TokenizeError(
        column: 6,
        words: Words(
          en: "unterminated quote: a closing \" is missing",
          es: "comillas sin cerrar: falta un \" de cierre"))
    ) {
      try Tokenizer.split(#"type "abc"#)
    }
    #expect(throws: TokenizeError.self) { try Tokenizer.split("say 'x") }
  }

  @Test("a trailing backslash is an error")
  func trailingBackslash() {
    #expect(throws: TokenizeError.self) { try Tokenizer.split(#"say x\"#) }
  }

  @Test("NUL bytes and invalid text never crash the tokenizer")
  func oddInput() throws {
    #expect(try words("say a\u{0}b") == ["say", "a\u{0}b"])
    #expect(try words(String(repeating: "x", count: 1_000_000)).first?.count == 1_000_000)
  }
}
