// The prompt as libedit takes it: escape sequences (colours...) marked as literal text, so that
// they take no room on the screen, and the width of what is left.

import CLibEdit

extension EditLineSource {
  /// Marks the start and the end of text in the prompt that takes no room on the screen.
  static let literalMark: UInt8 = 1

  /// `prompt` with each escape sequence (colours...) between two literal marks so that it takes
  /// no room, and the columns the prompt takes. libedit prints the character after such a literal
  /// with it, and drops a literal that ends the prompt: so escape sequences at the very end are
  /// moved before the last visible character. Widths are wcwidth(3)'s: right for wide
  /// characters once LC_CTYPE is a UTF-8 one, as `init` makes it.
  static func libeditPrompt(_ prompt: String) -> (bytes: [UInt8], width: Int) {
    var pieces: [(escapes: [UInt8], visible: Unicode.Scalar)] = []
    var escapes: [UInt8] = []
    var width = 0
    var scalars = prompt.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar.value == 0x1B {
        escapes.append(0x1B)
        guard let kind = scalars.next() else { break }
        escapes.append(contentsOf: String(kind).utf8)
        if kind == "[" {
          // CSI: parameters and intermediates up to a final byte in 0x40...0x7E.
          while let next = scalars.next() {
            escapes.append(contentsOf: String(next).utf8)
            if (0x40...0x7E).contains(next.value) { break }
          }
        } else if kind == "]" {
          // OSC: up to BEL or ESC \.
          while let next = scalars.next() {
            escapes.append(contentsOf: String(next).utf8)
            if next.value == 0x07 { break }
            if next.value == 0x1B, let last = scalars.next() {
              escapes.append(contentsOf: String(last).utf8)
              break
            }
          }
        }
        continue
      }
      if scalar.value == UInt32(Self.literalMark) { continue }
      let columns = Int(pdx_wcwidth(wchar_t(bitPattern: scalar.value)))
      if columns <= 0 && !escapes.isEmpty {
        // libedit needs a visible character after a literal: keep the escapes for the next one.
        pieces.append(([], scalar))
        continue
      }
      width += max(columns, 0)
      pieces.append((escapes, scalar))
      escapes = []
    }
    if !escapes.isEmpty, let last = pieces.indices.last {
      pieces[last].escapes += escapes
    }
    var bytes: [UInt8] = []
    for piece in pieces {
      if !piece.escapes.isEmpty {
        bytes.append(Self.literalMark)
        bytes += piece.escapes
        bytes.append(Self.literalMark)
      }
      bytes += String(piece.visible).utf8
    }
    return (bytes, width)
  }
}
