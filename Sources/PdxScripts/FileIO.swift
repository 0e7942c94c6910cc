import Glibc
import PdxLanguage
import Synchronization

/// A file pdx could not read or write, and why (`cannot read X: …`), in every language.
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  public var words: Words
  /// In English.
  public var message: String { words.en }
  public var description: String { message }

  public init(_ words: Words) { self.words = words }

  /// `cannot read PATH: WHY`.
  static func cannotRead(_ path: String, _ why: Words) -> FileError {
    FileError(Words(en: "cannot read \(path): ", es: "no se puede leer \(path): ") + why)
  }

  /// `cannot write PATH: WHY`.
  static func cannotWrite(_ path: String, _ why: Words) -> FileError {
    FileError(Words(en: "cannot write \(path): ", es: "no se puede escribir \(path): ") + why)
  }

  /// `cannot read PATH: it is a FIFO, not a regular file`.
  static func notRegular(_ path: String, _ kind: Words, reading: Bool) -> FileError {
    let why = Words(
      en: "it is \(kind.en), not a regular file", es: "es \(kind.es), no un fichero normal")
    return reading ? cannotRead(path, why) : cannotWrite(path, why)
  }
}

/// Files, without Foundation: whole reads, and writes that are whole or not at all and keep what
/// they replace (mode, owner, group, links), so nothing pdx writes is ever left half-written.
public enum FileIO {
  /// Why the last system call failed, from `errno`: the system's own words (strerror) in
  /// English, and in Spanish for the failures a user meets with files; any other keeps the
  /// system's words in both.
  public static func errnoText() -> Words { errnoWords(errno) }

  package static func errnoWords(_ code: Int32) -> Words {
    let system = String(cString: strerror(code))
    let es: String? =
      switch code {
      case ENOENT: "no existe"
      case EACCES: "permiso denegado"
      case EPERM: "operación no permitida"
      case EISDIR: "es una carpeta"
      case ENOTDIR: "una parte de la ruta no es una carpeta"
      case ELOOP: "demasiados niveles de enlaces simbólicos"
      case ENAMETOOLONG: "el nombre es demasiado largo"
      case ENOSPC: "no queda espacio en el dispositivo"
      case EROFS: "el sistema de ficheros es de solo lectura"
      case EEXIST: "ya existe"
      case EDQUOT: "se ha superado la cuota de disco"
      case EIO: "error de entrada/salida"
      case EMFILE, ENFILE: "demasiados ficheros abiertos"
      case ENXIO: "no existe ese dispositivo o dirección"
      case EBUSY: "el dispositivo o recurso está ocupado"
      case ETXTBSY: "el fichero de texto está ocupado"
      default: nil
      }
    return Words(en: system, es: es ?? system)
  }

  /// The bytes of a regular file; anything else (a directory, a FIFO, a device) or an
  /// unreadable file is a clear error.
  public static func read(_ path: String) throws(FileError) -> [UInt8] {
    let fd = try openRegularFile(path)
    defer { close(fd) }
    guard let bytes = readAll(fd) else {
      throw .cannotRead(path, errnoText())
    }
    return bytes
  }

  /// Opens `path` for reading when it is a regular file, and says what it is otherwise
  /// ("cannot read x: it is a FIFO, not a regular file"). A FIFO would make open(2) wait until
  /// a writer comes, and a device (`/dev/zero`) never ends: so the file is opened with
  /// O_NONBLOCK, which returns at once, looked at with fstat, and only then, a regular file,
  /// given back in blocking mode. (Standard input, `pdx run -`, does not come through here: it
  /// is read whatever it is.)
  public static func openRegularFile(_ path: String) throws(FileError) -> Int32 {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else {
      let why = errnoText()
      // A socket cannot be opened (ENXIO): say what it is rather than "No such device".
      var st = stat()
      if stat(path, &st) == 0, let kind = kind(of: st.st_mode) {
        throw .notRegular(path, kind, reading: true)
      }
      throw .cannotRead(path, why)
    }
    var st = stat()
    guard fstat(fd, &st) == 0 else {
      let why = errnoText()
      close(fd)
      throw .cannotRead(path, why)
    }
    if let kind = kind(of: st.st_mode) {
      close(fd)
      throw .notRegular(path, kind, reading: true)
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }

  public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  public static func isDirectory(_ path: String) -> Bool {
    var st = stat()
    return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether two paths are one file (the same device and inode; false when one is missing).
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    var x = stat()
    var y = stat()
    guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
    return x.st_dev == y.st_dev && x.st_ino == y.st_ino
  }

  /// The mode (type and permission bits) of the open file `fd`; nil when fstat fails.
  public static func mode(_ fd: Int32) -> mode_t? {
    var st = stat()
    return fstat(fd, &st) == 0 ? st.st_mode : nil
  }

  /// A monotonic clock's reading, in nanoseconds: what a run's durations are measured on.
  public static func monotonicNanoseconds() -> Int {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
  }

  /// Writes `text` as UTF-8: see the bytes version. `secret`: the text holds a password, so the
  /// file is for its owner only (`0600`: a new file so, an existing one loses its group's and
  /// others' bits).
  public static func writeAtomically(
    _ text: String, to path: String, secret: Bool = false
  ) throws(FileError) {
    try writeAtomically(Array(text.utf8), to: path, secret: secret)
  }

  /// Replaces the content of `path` with `bytes`, whole or not at all, and changes nothing else
  /// about the file:
  /// - a symbolic link is followed to its final target, which gets the new content (the link
  ///   stays a link);
  /// - the mode, owner and group of the file replaced are kept (the owner as far as we may: a
  ///   user who is not root cannot give a file away, so it becomes theirs, with its mode kept);
  ///   a new file gets 0666 less the umask, as a shell's `>` gives it;
  /// - a file with more than one hard link keeps them (see `copyInPlace`);
  /// - a file we may not write is refused, and so is a file whose mode has no write bit at all,
  ///   even for root (as vi does): `chmod a-w` means "leave it as it is";
  /// - anything but a regular file (a directory, a FIFO, a device) is refused.
  ///
  /// The content goes to a temporary file beside the target, flushed to disk, then renamed over
  /// it: a reader sees the old file or the new one, never a mix, and a crash leaves at worst a
  /// `.pdx-tmp-*` file beside an intact target. SIGINT, SIGTERM and SIGHUP wait while that file
  /// exists (see `SignalsDeferred`), so an interrupted write never leaves it behind.
  ///
  /// With `replacing`, the file is written only if it still holds exactly those bytes (what
  /// `--update` read and ran): one edited, replaced or removed since is left as it is, and the
  /// error says so.
  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, replacing expected: [UInt8]? = nil, secret: Bool = false
  ) throws(FileError) {
    let target = try finalTarget(of: path)
    var st = stat()
    var existing: stat?
    if stat(target, &st) == 0 {
      existing = st
    } else if errno != ENOENT {
      throw .cannotWrite(path, errnoText())
    }
    if let existing {
      if let kind = kind(of: existing.st_mode) { throw .notRegular(path, kind, reading: false) }
      if existing.st_mode & 0o222 == 0 || faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 {
        throw .readOnly(path, mode: existing.st_mode)
      }
    }
    // Copied into a shared inode, the password would be every other name's to read.
    if secret, let existing, existing.st_nlink > 1 { throw .sharedSecret(path, existing) }
    var mode = existing.map { $0.st_mode & 0o7777 } ?? (0o666 & ~currentUmask())
    if secret { mode &= 0o600 }
    try exclusively { () throws(FileError) in
      if let expected, (try? read(target)) != expected {
        throw FileError(
          Words(
            en: "cannot update \(path): it changed while its script ran; the edit is kept,"
              + " and nothing was written (run again)",
            es: "no se puede actualizar \(path): cambió mientras su guion se ejecutaba; se"
              + " conserva lo editado y no se escribió nada (vuelve a ejecutarlo)"))
      }
      try SignalsDeferred.during { () throws(FileError) in
        try replace(target, with: bytes, mode: mode, existing: existing, shown: path)
      }
    }
  }

  /// Runs `body` while no other write runs in this process. A test that changes the action of
  /// a signal uses it too, so that no write sees (and puts back) its handler.
  static func exclusively<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    try writeLock.withLock { _ throws(E) in try body() }
  }

  /// Writes the temporary file, then puts it in place: renamed over the target, or copied
  /// into it when the target has other hard links. Runs under `writeLock`, with the terminating
  /// signals deferred.
  private static func replace(
    _ target: String, with bytes: [UInt8], mode: mode_t, existing: stat?, shown path: String
  ) throws(FileError) {
    let directory = parent(of: target)
    let template = Array((directory + "/.pdx-tmp-XXXXXX").utf8CString)
    guard template.count <= pendingTempCapacity else {
      throw .cannotWrite(
        path, Words(en: "the path is too long", es: "la ruta es demasiado larga"))
    }
    // mkstemp writes the name straight into the buffer the signal handler reads.
    template.withUnsafeBufferPointer {
      pendingTemp.update(from: $0.baseAddress!, count: $0.count)
    }
    pendingTempState.store(PendingTemp.removable, ordering: .releasing)
    let fd = mkstemp(pendingTemp)
    guard fd >= 0 else {
      let why = errnoText()
      pendingTempState.store(PendingTemp.none, ordering: .releasing)
      throw .cannotWrite(
        path,
        Words(
          en: "cannot create a temporary file in \(directory): ",
          es: "no se puede crear un fichero temporal en \(directory): ") + why)
    }
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    let temp = String(cString: pendingTemp)
    var removeTemp = true
    defer {
      if removeTemp { unlink(temp) }
      pendingTempState.store(PendingTemp.none, ordering: .releasing)
    }
    func fail(_ why: Words) -> FileError { .cannotWrite(path, why) }
    var fdOpen = true
    defer { if fdOpen { close(fd) } }
    if let existing, existing.st_uid != geteuid() || existing.st_gid != getegid() {
      // Owner and group before the mode: chown clears the set-user-ID and set-group-ID bits.
      // A user who is not root may not give the file away (EPERM) but may keep its group when
      // they belong to it; the file then becomes theirs, with its mode.
      if fchown(fd, existing.st_uid, existing.st_gid) != 0 {
        guard errno == EPERM else { throw fail(errnoText()) }
        if fchown(fd, uid_t.max, existing.st_gid) != 0, errno != EPERM {
          throw fail(errnoText())
        }
      }
    }
    guard fchmod(fd, mode) == 0 else { throw fail(errnoText()) }
    guard writeAll(fd, bytes, at: 0), fsync(fd) == 0 else { throw fail(errnoText()) }
    fdOpen = false
    guard close(fd) == 0 else { throw fail(errnoText()) }
    if let existing, existing.st_nlink > 1 {
      pendingTempState.store(PendingTemp.onlyCopy, ordering: .releasing)
      do {
        try copyInPlace(bytes, into: target, expected: existing, temp: temp)
      } catch {
        removeTemp = !error.keepsTemp
        throw fail(error.why)
      }
    } else {
      guard rename(temp, target) == 0 else { throw fail(errnoText()) }
      removeTemp = false  // its name is the target's now
      syncDirectory(directory)
    }
  }

  private struct InPlaceFailure: Error {
    var why: Words
    var keepsTemp = false
  }

  /// A file with more than one hard link: renaming a new file over this name would leave the
  /// other names on the old content. So the new content, already whole on disk in the temporary
  /// file, is copied into the existing file (its inode): every name sees it, and the mode, owner
  /// and group stay as they are by themselves. What it costs: the copy is not atomic. A reader
  /// may see a mix while it runs, and a crash or SIGKILL in the middle leaves the file part old,
  /// part new, with the whole new content in the `.pdx-tmp-*` file beside it. A copy that fails
  /// (a full disk) writes the old content back; if even that fails, the temporary file is kept
  /// and the error names it.
  private static func copyInPlace(
    _ bytes: [UInt8], into target: String, expected: stat, temp: String
  ) throws(InPlaceFailure) {
    let fd = Glibc.open(target, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { throw InPlaceFailure(why: errnoText()) }
    defer { close(fd) }
    var st = stat()
    guard fstat(fd, &st) == 0 else { throw InPlaceFailure(why: errnoText()) }
    guard st.st_dev == expected.st_dev, st.st_ino == expected.st_ino else {
      throw InPlaceFailure(
        why: Words(
          en: "it was replaced by another file while pdx was writing it",
          es: "otro fichero lo sustituyó mientras pdx lo escribía"))
    }
    guard let old = readAll(fd) else { throw InPlaceFailure(why: errnoText()) }
    if writeAll(fd, bytes, at: 0), ftruncate(fd, off_t(bytes.count)) == 0, fsync(fd) == 0 {
      return
    }
    let why = errnoText()
    if writeAll(fd, old, at: 0), ftruncate(fd, off_t(old.count)) == 0, fsync(fd) == 0 {
      throw InPlaceFailure(
        why: why + Words(en: " (the file is left as it was)", es: " (el fichero queda como estaba)")
      )
    }
    throw InPlaceFailure(
      why: why
        + Words(
          en: "; the file may be damaged: its new content is in ",
          es: "; puede que el fichero esté dañado: su contenido nuevo está en ") + temp,
      keepsTemp: true)
  }

  /// Writes all of `bytes` at `offset` onward (positioned writes, retried on EINTR).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8], at offset: Int) -> Bool {
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes {
        pwrite(fd, $0.baseAddress! + done, $0.count - done, off_t(offset + done))
      }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      done += n
    }
    return true
  }

  /// The whole content of an open file, from its start; nil on a read error (errno is set).
  static func readAll(_ fd: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress, $0.count, off_t(bytes.count))
      }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  /// Flushes a directory, so that a rename in it survives a crash. Best effort: some file
  /// systems cannot open or flush a directory, and the new content is on disk either way.
  static func syncDirectory(_ directory: String) {
    let fd = Glibc.open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }
}

extension FileError {
  /// `cannot write PATH: it is read-only for this user (mode 0444); pdx leaves it as it is`.
  static func readOnly(_ path: String, mode: mode_t) -> FileError {
    let octal = FileIO.octal(mode & 0o7777)
    return .cannotWrite(
      path,
      Words(
        en: "it is read-only for this user (mode \(octal)); pdx leaves it as it is",
        es: "es de solo lectura para este usuario (modo \(octal)); pdx lo deja como está"))
  }
}

extension FileError {
  /// A script with a password over a file with other hard links: copied into the shared inode,
  /// the password would be every other name's to read; a new inode would break the links
  /// silently. Refused, and the user chooses (docs/reference.md §6.2).
  static func sharedSecret(_ path: String, _ existing: stat) -> FileError {
    .cannotWrite(
      path,
      Words(
        en: "it has \(existing.st_nlink) hard links, and a script with a password is written"
          + " only to a file no other name shares; save to a new name, or remove its other"
          + " links first",
        es: "tiene \(existing.st_nlink) enlaces duros, y un guion con una contraseña solo se"
          + " escribe en un fichero que no comparte ningún otro nombre; guárdalo con un nombre"
          + " nuevo, o quita antes sus otros enlaces"))
  }
}
