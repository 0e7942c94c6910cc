import Glibc
import Testing

/// ~/.editrc (or $EDITRC) is read only when it is a regular file: a FIFO with no writer or a
/// device would block the shell before its first prompt. The nodes are this test's own, made in
/// a scratch folder, never the machine's.
@Suite("The editrc file on a terminal")
struct EditrcFileTests {
  /// The shell with `editrc` as EDITRC (or as ~/.editrc when `named` is false), at its prompt.
  func shell(_ editrc: String, home: String) throws -> PTYSession {
    let s = try PTYSession.shell(home: home, ["EDITRC": editrc, "PDX_HISTORY": ""])
    try s.enter("show raiz", shows: "raiz: formulario", "pdx formulario> ")
    #expect(try s.endInput() == 0)
    return s
  }

  @Test("a FIFO as EDITRC is not read: one warning, and the prompt comes")
  func fifo() throws {
    let home = Scratch()
    let fifo = home.path + "/editrc-fifo"
    try #require(mkfifo(fifo, 0o644) == 0)
    let s = try shell(fifo, home: home.path)
    #expect(
      s.output.ranges(of: "warning: editrc: \(fifo) is a FIFO, not a regular file: it is not read")
        .count == 1, "\(s.output)")
  }

  @Test("a character device as ~/.editrc is not read, in Spanish too")
  func device() throws {
    let home = Scratch()
    let device = home.path + "/.editrc"
    // The null device's numbers (1, 3), made here.
    let made = mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3))
    #expect(made == 0, "mknod needs root (CAP_MKNOD): \(String(cString: strerror(errno)))")
    guard made == 0 else { return }
    let s = try PTYSession.shell(home: home.path, ["PDX_HISTORY": "", "PDX_LANG": "es"])
    #expect(try s.endInput() == 0)
    #expect(
      s.output.contains(
        "atención: editrc: \(device) es un dispositivo de caracteres, no un fichero normal: no se"
          + " lee"), "\(s.output)")
  }

  @Test("a regular EDITRC is still read: its binding works")
  func regular() throws {
    let home = Scratch()
    _ = home.write("rc", "bind -s ^X \"show raiz\"\n")
    let s = try PTYSession.shell(home: home.path, ["EDITRC": home.path + "/rc", "PDX_HISTORY": ""])
    try s.press("\u{18}\r", shows: "raiz: formulario", "pdx formulario> ")
    #expect(try s.endInput() == 0)
    #expect(!s.output.contains("editrc:"))
  }
}
