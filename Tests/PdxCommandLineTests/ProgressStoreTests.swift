import Glibc
import PdxLanguage
import PdxScripts
import Testing

@testable import PdxCommandLine

/// The progress file that `walk --predict` and `exercise` share (docs/reference.md §9.6),
/// in-process: its text, its keys, its bounded read, its lock.
@Suite("The progress store")
struct ProgressStoreTests {
  /// A folder of this test's own, removed when it ends.
  final class Folder {
    let path: String
    init() {
      var template = Array("/tmp/pdx-progress-XXXXXX".utf8CString)
      path = String(
        cString: template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!)! })
    }
    deinit { _ = system("rm -rf '\(path)'") }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
      let full = path + "/" + name
      _ = system("mkdir -p \"$(dirname '\(full)')\"")
      let f = fopen(full, "w")!
      fputs(text, f)
      fclose(f)
      return full
    }

    func read(_ name: String) -> String? {
      (try? FileIO.read(path + "/" + name)).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  static let forged = CourseKey("x\n9\t9\t/tiny.pdx")

  @Test("a key with a line feed, tabs and % is escaped: it stays one entry and reads back")
  func escaping() throws {
    var p = Progress()
    p.record(1, of: 4, for: Self.forged)
    p.record(2, of: 3, for: CourseKey("ejercicios/año %41.pdx"))
    p.exercises[CourseKey("ejercicios/01.pdx")] = .init(attempts: 3, solved: true)
    #expect(
      p.text == """
        # pdx progress 1
        predict\t2\t3\tejercicios/a%C3%B1o %2541.pdx
        predict\t1\t4\tx%0A9%099%09/tiny.pdx
        exercise\t3\tsolved\tejercicios/01.pdx

        """)
    #expect(try Progress.read(Array(p.text.utf8)).0 == p)
    #expect(Self.forged.shown == "x\\u{A}9\t9\t/tiny.pdx")
    // One spelling a key: lower-case hex, a raw tab or an escape of a plain byte is not pdx's.
    for field in ["x%0a.pdx", "x\t.pdx", "%41.pdx", "x%4.pdx", "x%", ""] {
      #expect(CourseKey(escaped: Array(field.utf8)[...]) == nil, "\(field)")
    }
  }

  @Test("a file not as pdx writes it is named with its line; lenient reading drops that line")
  func unreadable() throws {
    let cases: [(String, Int, String)] = [
      (
        "my notes\n", 1, "the first line is not «# pdx progress 1»: this is not pdx's progress file"
      ),
      (
        "# pdx progress 1\npredict\t2\t3\ta.pdx\npredict\t4\t3\tb.pdx\n", 3,
        "«predict\\u{9}4\\u{9}3\\u{9}b.pdx» is not an entry: pdx writes predict, BEST, TOTAL and the key, or"
          + " exercise, ATTEMPTS, solved or unsolved and the key, parted by tabs"
      ),
      (
        "# pdx progress 1\npredict\t2\t3\ta.pdx\npredict\t1\t3\ta.pdx\n", 3,
        "a second predict entry for «a.pdx» (line 2 has one)"
      ),
      ("# pdx progress 1\nexercise\t1\tmaybe\ta.pdx\n", 2, ""),
      ("# pdx progress 1\npredict\t01\t3\ta.pdx\n", 2, ""),
      (
        "# pdx progress 1\npredict\t2\t3\ta.pdx", 2,
        "the last line has no end: the file was cut short"
      ),
    ]
    for (text, line, en) in cases {
      #expect(throws: Progress.Unreadable.self, "\(text)") {
        try Progress.read(Array(text.utf8))
      }
      do {
        _ = try Progress.read(Array(text.utf8))
      } catch {
        #expect(error.line == line, "\(text)")
        if !en.isEmpty { #expect(error.why.en == en, "\(text)") }
      }
    }
    let (kept, dropped) = try Progress.read(
      Array("# pdx progress 1\npredict\t2\t3\ta.pdx\nrubbish\nexercise\t1\tunsolved\tb.pdx\n".utf8),
      lenient: true)
    #expect(dropped == [3])
    #expect(kept.scores == [CourseKey("a.pdx"): .init(best: 2, total: 3)])
    #expect(kept.exercises == [CourseKey("b.pdx"): .init(attempts: 1, solved: false)])
    #expect(try Progress.read(Array("my notes\nmore\n".utf8), lenient: true).dropped == [1, 2])
  }

  @Test("the store: mode 0600 in a folder 0700, a score kept when better, both kinds cleared")
  func store() throws {
    let dir = Folder()
    let store = ProgressStore(file: dir.path + "/state/pdx/progress")
    let key = CourseKey("examples/a.pdx")
    try store.update { $0.record(2, of: 3, for: key) }
    try store.update { $0.record(1, of: 3, for: key) }
    try store.update {
      $0.exercises[CourseKey("ejercicios/e.pdx")] = .init(attempts: 1, solved: false)
    }
    #expect(try store.read().scores[key] == .init(best: 2, total: 3))
    var st = stat()
    #expect(stat(store.file, &st) == 0 && st.st_mode & 0o777 == 0o600)
    #expect(stat(dir.path + "/state/pdx", &st) == 0 && st.st_mode & 0o777 == 0o700)
    // The walkthrough was edited: a new number of questions replaces the best.
    try store.update { $0.record(1, of: 4, for: key) }
    #expect(try store.read().scores[key] == .init(best: 1, total: 4))
    var cleared = 0
    try store.update { cleared = $0.clear(.predict, nil) }
    #expect(cleared == 1)
    #expect(
      dir.read("state/pdx/progress")
        == "# pdx progress 1\nexercise\t1\tunsolved\tejercicios/e.pdx\n")
    try store.update { cleared = $0.clear(.exercise, [CourseKey("ejercicios/e.pdx")]) }
    #expect(cleared == 1)
    #expect(dir.read("state/pdx/progress") == "# pdx progress 1\n")
    #expect(!FileIO.exists(store.file + ".lock"))
  }

  @Test("a corrupt store is refused with its line and left as it is; --force keeps what reads")
  func corrupt() throws {
    let dir = Folder()
    let text = "# pdx progress 1\npredict\t2\t3\ta.pdx\nrubbish\n"
    let file = dir.write("pdx/progress", text)
    let store = ProgressStore(file: file)
    let message =
      "«\(file)»:3: «rubbish» is not an entry: pdx writes predict, BEST, TOTAL and the key, or"
      + " exercise, ATTEMPTS, solved or unsolved and the key, parted by tabs; the file was left"
      + " as it is (--force keeps the lines that read and drops the others)"
    do {
      _ = try store.read()
      Issue.record("a corrupt store was read")
    } catch {
      #expect(error.words.en == message)
    }
    do {
      try store.update { $0.record(3, of: 3, for: CourseKey("b.pdx")) }
      Issue.record("a corrupt store was written")
    } catch {
      #expect(error.words.en == message)
      #expect(
        error.words.es.hasPrefix(
          "«\(file)»:3: «rubbish» no es una entrada: pdx escribe predict, ACIERTOS, TOTAL y la"
            + " clave"))
    }
    #expect(dir.read("pdx/progress") == text)
    let (_, forced) = try store.update(force: true) { $0.record(3, of: 3, for: CourseKey("b.pdx")) }
    #expect(forced == .dropped([3]))
    #expect(
      dir.read("pdx/progress") == "# pdx progress 1\npredict\t2\t3\ta.pdx\npredict\t3\t3\tb.pdx\n")
    #expect(
      ProgressStore.warning(.dropped([3]), file: "f").en
        == "warning: --force: dropped the lines of «f» pdx could not read: 3")
  }

  @Test(
    "a store above 1 MiB is refused unread (an 8 GiB sparse file), and replaced only with --force")
  func bounded() throws {
    let dir = Folder()
    let file = dir.write("pdx/progress", "")
    #expect(truncate(file, 8 << 30) == 0)
    let store = ProgressStore(file: file)
    let message =
      "«\(file)» is 8,589,934,592 bytes, above the 1,048,576 a progress file may hold: it was not"
      + " read, and is left as it is (--force replaces it)"
    do {
      _ = try store.read()
      Issue.record("an 8 GiB store was read")
    } catch {
      #expect(error.words.en == message)
      #expect(
        error.words.es.contains(
          "tiene 8\u{A0}589\u{A0}934\u{A0}592 bytes, más de los 1\u{A0}048\u{A0}576 que puede"))
    }
    #expect(throws: RunError.self) {
      try store.update { $0.record(1, of: 1, for: CourseKey("a.pdx")) }
    }
    var st = stat()
    #expect(stat(file, &st) == 0 && st.st_size == 8 << 30)
    // Exactly the limit reads (and is not pdx's, said so); one byte more does not.
    #expect(truncate(file, off_t(ProgressStore.limit)) == 0)
    #expect(throws: RunError.self) { try store.read() }
    do { _ = try store.read() } catch { #expect(error.words.en.contains(":1: the first line")) }
    #expect(truncate(file, off_t(ProgressStore.limit + 1)) == 0)
    do { _ = try store.read() } catch { #expect(error.words.en.contains("above the 1,048,576")) }
    let (written, forced) = try store.update(force: true) {
      $0.record(1, of: 1, for: CourseKey("a.pdx"))
    }
    #expect(forced == .replaced(size: ProgressStore.limit + 1))
    #expect(written.scores.count == 1)
    #expect(dir.read("pdx/progress") == "# pdx progress 1\npredict\t1\t1\ta.pdx\n")
  }

  @Test("an update waits for the lock another pdx holds, and reads the store only once it has it")
  func lock() throws {
    let dir = Folder()
    let store0 = ProgressStore(file: dir.path + "/pdx/progress")
    try store0.update { $0.record(1, of: 1, for: CourseKey("first.pdx")) }
    // Another pdx holds the lock and gives up never: this one says so, and writes nothing.
    let lock = dir.write("pdx/progress.lock", "")
    var store = store0
    store.busy = { _ in false }
    do {
      try store.update { $0.record(1, of: 1, for: CourseKey("lost.pdx")) }
      Issue.record("an update went past another's lock")
    } catch {
      #expect(
        error.words.en
          == "«\(lock)» exists: another pdx is updating the progress file, or one was stopped"
          + " while it did; if no pdx is running, remove «\(lock)» and run again")
    }
    #expect(FileIO.exists(lock))
    #expect(dir.read("pdx/progress") == "# pdx progress 1\npredict\t1\t1\tfirst.pdx\n")
    // While this one waits, the other writes its entry and lets the lock go: both are kept.
    var waited = 0
    store.busy = { _ in
      waited += 1
      let other = "# pdx progress 1\npredict\t1\t1\tfirst.pdx\npredict\t2\t2\tother.pdx\n"
      dir.write("pdx/progress", other)
      unlink(lock)
      return true
    }
    try store.update { $0.record(3, of: 3, for: CourseKey("mine.pdx")) }
    #expect(waited == 1)
    #expect(
      dir.read("pdx/progress")
        == "# pdx progress 1\npredict\t1\t1\tfirst.pdx\npredict\t3\t3\tmine.pdx\npredict\t2\t2"
        + "\tother.pdx\n")
    #expect(!FileIO.exists(lock))
  }

  @Test(
    "the key: the path from the folder holding .pdx-course, else the folder's name and the file's")
  func keys() throws {
    let dir = Folder()
    let walk = dir.write("course/examples/04-tap.pdx", "launch\n")
    let exercise = dir.write("course/examples/ejercicios/01-wait.pdx", "launch\n")
    #expect(CourseKey.of(walk) == CourseKey("examples/04-tap.pdx"))
    #expect(CourseKey.of(exercise) == CourseKey("ejercicios/01-wait.pdx"))
    dir.write("course/.pdx-course", "")
    #expect(CourseKey.of(walk) == CourseKey("examples/04-tap.pdx"))
    #expect(CourseKey.of(exercise) == CourseKey("examples/ejercicios/01-wait.pdx"))
    // A copy elsewhere keeps the keys; a link is followed to the file; a file gone keeps its own.
    _ = system("cp -r '\(dir.path)/course' '\(dir.path)/copy'")
    #expect(
      CourseKey.of(dir.path + "/copy/examples/ejercicios/01-wait.pdx") == CourseKey.of(exercise))
    #expect(symlink(exercise, dir.path + "/link.pdx") == 0)
    #expect(CourseKey.of(dir.path + "/link.pdx") == CourseKey.of(exercise))
    unlink(exercise)
    #expect(CourseKey.of(exercise) == CourseKey("examples/ejercicios/01-wait.pdx"))
  }
}
