// EditLineSource.libeditPrompt: a prompt with escape sequences turned into libedit's form, where
// text between two literal marks (here "\u{1}") is printed as is and takes no room.

import CLibEdit
import Testing

@testable import PdxCommandLine

@Suite struct PromptEscapingTests {
  /// libedit's form of `prompt`, as text (the marks are "\u{1}"), and its width. Widths are
  /// wcwidth(3)'s, so LC_CTYPE is made UTF-8 first, as `EditLineSource.init` does.
  private func escaped(_ prompt: String) throws -> (text: String, width: Int) {
    try #require(pdx_ensure_utf8_ctype() == 1, "no UTF-8 locale")
    let (bytes, width) = EditLineSource.libeditPrompt(prompt)
    return (String(decoding: bytes, as: UTF8.self), width)
  }

  @Test func aPlainPromptIsUnchanged() throws {
    let result = try escaped("pdx formulario> ")
    #expect(result.text == "pdx formulario> ")
    #expect(result.width == 16)
  }

  @Test func colourAtTheStart() throws {
    let result = try escaped("\u{1B}[1;32mpdx> ")
    #expect(result.text == "\u{1}\u{1B}[1;32m\u{1}pdx> ")
    #expect(result.width == 5)
  }

  @Test func colourInTheMiddle() throws {
    let result = try escaped("pdx \u{1B}[32mlista\u{1B}[0m> ")
    #expect(result.text == "pdx \u{1}\u{1B}[32m\u{1}lista\u{1}\u{1B}[0m\u{1}> ")
    #expect(result.width == 11)
  }

  /// libedit drops a literal that ends the prompt: the escapes go before the last visible
  /// character instead.
  @Test func colourAtTheVeryEndMovesBeforeTheLastCharacter() throws {
    let result = try escaped("\u{1B}[1mpdx> \u{1B}[0m")
    #expect(result.text == "\u{1}\u{1B}[1m\u{1}pdx>\u{1}\u{1B}[0m\u{1} ")
    #expect(result.width == 5)
    let two = try escaped("pdx>\u{1B}[0m\u{1B}[K")
    #expect(two.text == "pdx\u{1}\u{1B}[0m\u{1B}[K\u{1}>")
    #expect(two.width == 4)
  }

  @Test func wideCharactersTakeTwoColumns() throws {
    let result = try escaped("图鉴 \u{1B}[1m宝可梦\u{1B}[0m> ")
    #expect(result.text == "图鉴 \u{1}\u{1B}[1m\u{1}宝可梦\u{1}\u{1B}[0m\u{1}> ")
    #expect(result.width == 2 + 2 + 1 + 6 + 2)
  }

  /// An OSC sequence (a window title) runs up to BEL.
  @Test func aTitleSequenceTakesNoRoom() throws {
    let result = try escaped("\u{1B}]0;pdx\u{7}pdx> ")
    #expect(result.text == "\u{1}\u{1B}]0;pdx\u{7}\u{1}pdx> ")
    #expect(result.width == 5)
  }

  /// libedit needs a visible character right after a literal: a combining mark there is written
  /// before the escapes, which wait for the next visible character.
  @Test func escapesWaitForAVisibleCharacter() throws {
    let result = try escaped("a\u{1B}[1m\u{301}b")
    #expect(result.text == "a\u{301}\u{1}\u{1B}[1m\u{1}b")
    #expect(result.width == 2)
  }

  @Test func literalMarksInThePromptAreDropped() throws {
    let result = try escaped("p\u{1}dx> ")
    #expect(result.text == "pdx> ")
    #expect(result.width == 5)
  }
}
