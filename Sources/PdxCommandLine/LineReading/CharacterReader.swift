// libedit's character reader (EL_GETCFN): where the Ctrl-C, resize and Ctrl-Z handlers of
// Signals.swift reach the line being edited.

import Glibc
import Synchronization

extension EditLineSource {
  /// libedit's own reader retries once after EINTR, in cooked mode, so that the first Ctrl-C
  /// would not end el_gets; and a signal may go to another thread than the reading one. This
  /// reader waits with poll(2) on fd 0 and on the handlers' wake-up pipe, reads a byte at a time,
  /// decodes UTF-8, and fails with EINTR as soon as Ctrl-C was pressed.
  static func readCharacter(
    _ editLine: OpaquePointer,
    into character: UnsafeMutablePointer<wchar_t>
  ) -> Int32 {
    var pending: UInt8?
    while true {
      let lead: UInt8
      if let byte = pending {
        lead = byte
        pending = nil
      } else {
        switch readByte(editLine) {
        case .byte(let byte): lead = byte
        case let ended: return ended.end(character)
        }
      }
      let length: Int
      let minimum: UInt32
      switch lead {
      case 0x00...0x7F:
        character.pointee = wchar_t(lead)
        return 1
      case 0xC2...0xDF: (length, minimum) = (2, 0x80)
      case 0xE0...0xEF: (length, minimum) = (3, 0x800)
      case 0xF0...0xF4: (length, minimum) = (4, 0x1_0000)
      default: continue  // not a lead byte: skipped
      }
      var value = UInt32(lead) & (0x7F >> length)
      var complete = true
      for _ in 1..<length {
        switch readByte(editLine) {
        case .byte(let byte) where byte & 0xC0 == 0x80:
          value = value << 6 | UInt32(byte & 0x3F)
        case .byte(let byte):
          pending = byte  // the sequence is cut short: start again from this byte
          complete = false
        case let ended: return ended.end(character)
        }
        if !complete { break }
      }
      if complete, value >= minimum, let scalar = Unicode.Scalar(value) {
        character.pointee = wchar_t(bitPattern: scalar.value)
        return 1
      }
    }
  }

  private enum ByteRead {
    case byte(UInt8)
    case endOfFile
    case failure(Int32)

    /// What the reader returns to libedit when no byte came: 0 at the end of input, -1 with
    /// errno set on a failure (EINTR after Ctrl-C), and no character either way.
    func end(_ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
      character.pointee = 0
      switch self {
      case .byte, .endOfFile: return 0
      case .failure(let error):
        errno = error
        return -1
      }
    }
  }

  private static func readByte(_ editLine: OpaquePointer) -> ByteRead {
    var byte: UInt8 = 0
    while true {
      if interruptRequested.load(ordering: .relaxed) { return .failure(EINTR) }
      if takeTerminalContinued() {
        owner(of: editLine)?.redraw(editLine, afterStop: true)
      }
      if takeWindowResized() {
        owner(of: editLine)?.redraw(editLine, afterStop: false)
      }
      guard waitForInput(0) else { continue }
      let count = read(0, &byte, 1)
      if count == 1 { return .byte(byte) }
      if count == 0 { return .endOfFile }
      let error = errno
      guard error == EINTR || error == EAGAIN else { return .failure(error) }
    }
  }
}
