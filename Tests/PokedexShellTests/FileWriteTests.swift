import Glibc
import PokedexCore
import Synchronization
import Testing

@testable import PdxRunner
@testable import PdxScripts

/// The status of `path`, following a last symbolic link unless `ofLink`; nil when there is none.
func fileStatus(_ path: String, ofLink: Bool = false) -> stat? {
  var st = stat()
  return (ofLink ? lstat(path, &st) : stat(path, &st)) == 0 ? st : nil
}

/// The text of a file, nil when it cannot be read (TempDir.read would stop the tests).
func contents(_ path: String) -> String? {
  (try? FileIO.read(path)).map { String(decoding: $0, as: UTF8.self) }
}

/// The names in a directory that start with `.pdx-tmp-`: temporary files left behind.
func temporaryFiles(in directory: String) -> [String] {
  guard let dir = opendir(directory) else { return ["(cannot open \(directory))"] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafePointer(to: entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
    if name.hasPrefix(".pdx-tmp-") { names.append(name) }
  }
  return names
}

/// The calling thread's signal mask, as the membership of the three signals a write defers.
func deferredSignalsBlocked() -> [Bool] {
  var mask = sigset_t()
  pthread_sigmask(SIG_BLOCK, nil, &mask)
  return [SIGINT, SIGTERM, SIGHUP].map { sigismember(&mask, $0) == 1 }
}

/// Whether SIGTERM and SIGHUP have their default action. Looked at under the write lock: a write
/// running in another test changes them for its own time. (Not SIGINT: the line editor's tests
/// install pdx's Ctrl-C handler in this process.)
func deferredSignalsDefault() -> [Bool] {
  var result: [Bool] = []
  FileIO.exclusively {
    result = [SIGTERM, SIGHUP].map {
      var action = sigaction()
      sigaction($0, nil, &action)
      return action.__sigaction_handler.sa_handler == nil
    }
  }
  return result
}

/// Counts SIGHUP deliveries for `writeDefersSignals`.
private let hangupsSeen = Atomic<Int>(0)
/// Whether the temporary file existed when the SIGHUP handler ran.
private let hangupSawTemporaryFile = Atomic<Bool>(false)
/// The temporary file's path, a C string the handler can use (access(2) is async-signal-safe).
nonisolated(unsafe) private let hangupTemporaryFile = UnsafeMutablePointer<CChar>.allocate(
  capacity: Int(PATH_MAX) + 1)

@Suite("Writing files")
struct FileWriteTests {
  @Test("a rewrite keeps the mode of the file it replaces")
  func keepsMode() throws {
    let dir = TempDir()
    for mode: mode_t in [0o600, 0o755, 0o640, 0o2750] {
      let path = dir.write("m.pdx", "old\n")
      #expect(chmod(path, mode) == 0)
      try FileIO.writeAtomically("new \(mode)\n", to: path)
      #expect(fileStatus(path).map { $0.st_mode & 0o7777 } == mode)
      #expect(contents(dir.path + "/m.pdx") == "new \(mode)\n")
    }
  }

  @Test("with replacing, only a file that still holds those bytes is written")
  func replacingOnlyWhatWasRead() throws {
    let dir = TempDir()
    let path = dir.write("r.pdx", "edited\n")
    #expect(throws: FileError.self) {
      try FileIO.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("read\n".utf8))
    }
    #expect(contents(path) == "edited\n", "the edit is kept")
    try FileIO.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("edited\n".utf8))
    #expect(contents(path) == "new\n")
    unlink(path)
    #expect(throws: FileError.self) {
      try FileIO.writeAtomically(Array("new\n".utf8), to: path, replacing: Array("new\n".utf8))
    }
    #expect(contents(path) == nil, "a file removed meanwhile is not made again")
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test("a symbolic link is written through: the links stay, the final target gets the text")
  func throughSymbolicLinks() throws {
    let dir = TempDir()
    #expect(mkdir(dir.path + "/real", 0o755) == 0)
    let target = dir.write("real/t.pdx", "old\n")
    #expect(chmod(target, 0o600) == 0)
    // A chain: link.pdx → mid.pdx → real/t.pdx, relative each time.
    #expect(symlink("real/t.pdx", dir.path + "/mid.pdx") == 0)
    #expect(symlink("mid.pdx", dir.path + "/link.pdx") == 0)
    try FileIO.writeAtomically("new\n", to: dir.path + "/link.pdx")
    for link in ["/link.pdx", "/mid.pdx"] {
      #expect(fileStatus(dir.path + link, ofLink: true).map { $0.st_mode & S_IFMT } == S_IFLNK)
    }
    #expect(contents(dir.path + "/real/t.pdx") == "new\n")
    #expect(fileStatus(target).map { $0.st_mode & 0o7777 } == 0o600)
    // A link to a file that does not exist yet creates it where the link points.
    #expect(symlink("real/new.pdx", dir.path + "/dangling.pdx") == 0)
    try FileIO.writeAtomically("fresh\n", to: dir.path + "/dangling.pdx")
    #expect(contents(dir.path + "/real/new.pdx") == "fresh\n")
    #expect(
      fileStatus(dir.path + "/dangling.pdx", ofLink: true).map { $0.st_mode & S_IFMT } == S_IFLNK)
    // A loop of links is an error, not a hang.
    #expect(symlink("loop-b.pdx", dir.path + "/loop-a.pdx") == 0)
    #expect(symlink("loop-a.pdx", dir.path + "/loop-b.pdx") == 0)
    #expect(throws: FileError.self) {
      try FileIO.writeAtomically("x\n", to: dir.path + "/loop-a.pdx")
    }
  }

  @Test("a file with two hard links keeps them: both names see the new text")
  func hardLinks() throws {
    let dir = TempDir()
    let path = dir.write("a.pdx", "old text, longer than the new one\n")
    #expect(link(path, dir.path + "/b.pdx") == 0)
    let before = try #require(fileStatus(path))
    try FileIO.writeAtomically("new\n", to: path)
    let after = try #require(fileStatus(path))
    #expect(after.st_ino == before.st_ino && after.st_nlink == 2)
    #expect(contents(dir.path + "/a.pdx") == "new\n")
    #expect(contents(dir.path + "/b.pdx") == "new\n")
    try FileIO.writeAtomically("a longer text than before, so the file grows\n", to: path)
    #expect(contents(dir.path + "/b.pdx") == "a longer text than before, so the file grows\n")
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test(
    "the owner and group of the file replaced are kept",
    .enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func keepsOwner() throws {
    let dir = TempDir()
    let path = dir.write("o.pdx", "old\n")
    #expect(chown(path, 1234, 5678) == 0)
    #expect(chmod(path, 0o640) == 0)
    try FileIO.writeAtomically("new\n", to: path)
    let st = try #require(fileStatus(path))
    #expect(st.st_uid == 1234 && st.st_gid == 5678)
    #expect(st.st_mode & 0o7777 == 0o640)
  }

  @Test("a new file gets 0666 less the umask, which is read without being changed")
  func newFileMode() throws {
    let dir = TempDir()
    let mask = FileIO.currentUmask()
    // The umask the process had is still the one it has (set it and put it back to look).
    let now = umask(mask)
    umask(now)
    #expect(now == mask)
    let path = dir.path + "/new.pdx"
    try FileIO.writeAtomically("hola\n", to: path)
    #expect(fileStatus(path).map { $0.st_mode & 0o7777 } == 0o666 & ~mask)
  }

  @Test("a read-only file is refused and left as it is; no temporary file, the mask as before")
  func readOnly() throws {
    let dir = TempDir()
    let path = dir.write("ro.pdx", "keep me\n")
    #expect(chmod(path, 0o444) == 0)
    let mask = deferredSignalsBlocked()
    let actions = deferredSignalsDefault()
    #expect(throws: FileError.self) { try FileIO.writeAtomically("new\n", to: path) }
    do {
      try FileIO.writeAtomically("new\n", to: path)
    } catch {
      #expect(
        error.message
          == "cannot write \(path): it is read-only for this user (mode 0444); pdx leaves it as it is"
      )
    }
    #expect(contents(dir.path + "/ro.pdx") == "keep me\n")
    #expect(fileStatus(path).map { $0.st_mode & 0o7777 } == 0o444)
    #expect(temporaryFiles(in: dir.path).isEmpty)
    #expect(deferredSignalsBlocked() == mask)
    #expect(deferredSignalsDefault() == actions)
  }

  @Test("a directory or a FIFO is not replaced by a file")
  func notRegular() throws {
    let dir = TempDir()
    #expect(mkdir(dir.path + "/d.pdx", 0o755) == 0)
    #expect(mkfifo(dir.path + "/f.pdx", 0o644) == 0)
    for (name, kind) in [("d.pdx", "a directory"), ("f.pdx", "a FIFO")] {
      let path = dir.path + "/" + name
      do {
        try FileIO.writeAtomically("x\n", to: path)
        Issue.record("\(name) was written")
      } catch {
        #expect(error.message == "cannot write \(path): it is \(kind), not a regular file")
      }
    }
    #expect(fileStatus(dir.path + "/d.pdx").map { $0.st_mode & S_IFMT } == S_IFDIR)
    #expect(fileStatus(dir.path + "/f.pdx").map { $0.st_mode & S_IFMT } == S_IFIFO)
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test("a failed write leaves no temporary file and gives the thread its signal mask back")
  func failedWrite() throws {
    let dir = TempDir()
    let mask = deferredSignalsBlocked()
    let actions = deferredSignalsDefault()
    #expect(throws: FileError.self) {
      try FileIO.writeAtomically("x\n", to: dir.path + "/missing/dir/x.pdx")
    }
    #expect(deferredSignalsBlocked() == mask)
    #expect(deferredSignalsDefault() == actions)
    try FileIO.writeAtomically("x\n", to: dir.path + "/ok.pdx")
    #expect(deferredSignalsBlocked() == mask)
    #expect(deferredSignalsDefault() == actions)
    #expect(temporaryFiles(in: dir.path).isEmpty)
  }

  @Test("a signal sent while the temporary file exists waits until it is gone")
  func writeDefersSignals() throws {
    let dir = TempDir()
    let path = dir.write("s.pdx", "old\n")
    let temp = dir.path + "/.pdx-tmp-test"
    Array(temp.utf8CString).withUnsafeBufferPointer {
      hangupTemporaryFile.update(from: $0.baseAddress!, count: $0.count)
    }
    hangupsSeen.store(0, ordering: .relaxed)
    hangupSawTemporaryFile.store(false, ordering: .relaxed)
    // Under the write lock, so that no write elsewhere in this process sees our handler.
    FileIO.exclusively {
      var counting = sigaction()
      counting.__sigaction_handler.sa_handler = { _ in
        hangupsSeen.add(1, ordering: .relaxed)
        hangupSawTemporaryFile.store(access(hangupTemporaryFile, F_OK) == 0, ordering: .relaxed)
      }
      var previous = sigaction()
      sigaction(SIGHUP, &counting, &previous)
      // The test may run on a worker thread that blocks signals (libdispatch's do): let this
      // one take SIGHUP, as pdx's main thread does.
      var hangup = sigset_t()
      sigemptyset(&hangup)
      sigaddset(&hangup, SIGHUP)
      var savedMask = sigset_t()
      pthread_sigmask(SIG_UNBLOCK, &hangup, &savedMask)
      defer {
        pthread_sigmask(SIG_SETMASK, &savedMask, nil)
        sigaction(SIGHUP, &previous, nil)
      }
      do {
        try SignalsDeferred.during { () throws(FileError) in
          // A temporary file, as a write has one (not through FileIO: we hold its lock); the
          // signal comes while it exists, and must wait.
          let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o600)
          #expect(fd >= 0)
          _ = write(fd, "new\n", 4)
          close(fd)
          raise(SIGHUP)
          let seenWhileTheFileExists = hangupsSeen.load(ordering: .relaxed)
          #expect(seenWhileTheFileExists == 0)
          #expect(rename(temp, path) == 0)
        }
      } catch {
        Issue.record("\(error)")
      }
      let seenAfter = hangupsSeen.load(ordering: .relaxed)
      #expect(seenAfter == 1)
    }
    let sawTemporaryFile = hangupSawTemporaryFile.load(ordering: .relaxed)
    #expect(!sawTemporaryFile)
    #expect(contents(dir.path + "/s.pdx") == "new\n")
  }

  @Test("a write that cannot create its temporary file says where it tried")
  func unwritableDirectory() {
    do {
      try FileIO.writeAtomically("x\n", to: "/proc/pdx-test.pdx")
      Issue.record("wrote into /proc")
    } catch {
      #expect(
        error.message.hasPrefix(
          "cannot write /proc/pdx-test.pdx: cannot create a temporary file in /proc"))
    }
  }
}
