import Glibc
import Testing

/// The history file is used only when it is a regular file (docs/reference.md §6.2): a device,
/// a FIFO or a folder gets one warning and is never written, truncated or chmod-ed. The
/// devices are this test's own nodes (`mknod` in a scratch folder), never the machine's.
@Suite("The history file on a terminal")
struct HistoryFileTests {
  func session(history: String, home: String) throws -> PTYSession {
    let s = try PTYSession.shell(home: home, ["PDX_HISTORY": history])
    try s.enter("show raiz", shows: "raiz: formulario", "pdx formulario> ")
    try s.enter("form mode crearCuenta", shows: "pdx formulario> ")
    #expect(try s.endInput() == 0)
    return s
  }

  func status(_ path: String) -> stat {
    var status = stat()
    _ = stat(path, &status)
    return status
  }

  @Test("a character device as history file: one warning, never written, truncated or chmod-ed")
  func characterDevice() throws {
    let home = Scratch()
    let device = home.path + "/null-device"
    // The null device's numbers (1, 3), made here: writing to it is harmless, and the
    // machine's /dev/null is never at risk.
    let made = mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3))
    #expect(made == 0, "mknod needs root (CAP_MKNOD): \(String(cString: strerror(errno)))")
    guard made == 0 else { return }
    _ = chmod(device, 0o666)
    let s = try session(history: device, home: home.path)
    let after = status(device)
    #expect(after.st_mode & S_IFMT == S_IFCHR)
    #expect(after.st_mode & 0o7777 == 0o666, "the device's mode changed")
    let warnings = s.output.ranges(of: "warning: history:").count
    #expect(warnings == 1, "one warning: \(s.output)")
    #expect(s.output.contains("is a character device, not a regular file"))
  }

  @Test("a FIFO as history file: one warning, never opened for writing, the shell does not block")
  func fifo() throws {
    let home = Scratch()
    let fifo = home.path + "/fifo"
    try #require(mkfifo(fifo, 0o644) == 0)
    let s = try session(history: fifo, home: home.path)
    let after = status(fifo)
    #expect(after.st_mode & S_IFMT == S_IFIFO)
    #expect(after.st_mode & 0o7777 == 0o644, "the FIFO's mode changed")
    #expect(s.output.contains("is a FIFO, not a regular file"))
  }

  @Test("a history file that does not exist yet is created as a regular file, mode 0600")
  func created() throws {
    let home = Scratch()
    _ = try session(history: home.path + "/h", home: home.path)
    let after = status(home.path + "/h")
    #expect(after.st_mode & S_IFMT == S_IFREG)
    #expect(after.st_mode & 0o777 == 0o600)
    #expect(home.read("h")?.contains("crearCuenta") == true)
  }
}
