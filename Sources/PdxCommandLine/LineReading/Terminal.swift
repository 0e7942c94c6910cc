// Writing to the terminal, shared by the libedit source, its completion listing and the password
// prompt: with write(2), in columns as the terminal counts them.

import CLibEdit
import Glibc

/// Columns `text` takes on a terminal: the sum of wcwidth(3) over its scalars, control characters
/// counting none. Right for wide characters only once LC_CTYPE is a UTF-8 one, as
/// `EditLineSource.init` makes it.
func displayWidth(_ text: String) -> Int {
  text.unicodeScalars.reduce(0) { $0 + max(Int(pdx_wcwidth(wchar_t(bitPattern: $1.value))), 0) }
}

/// Writes all of `bytes` with write(2), retrying after EINTR; gives up on other errors.
func writeAll(_ fd: Int32, _ bytes: inout [UInt8]) {
  var offset = 0
  while offset < bytes.count {
    let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
    if count > 0 {
      offset += count
    } else if count < 0 && errno == EINTR {
      continue
    } else {
      return
    }
  }
}
