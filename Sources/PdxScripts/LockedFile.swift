import Glibc
import Synchronization

/// A small file that several pdx processes update, as git updates its index: the lock is a
/// file beside it (`NAME.lock`) created exclusively (O_CREAT|O_EXCL), the new content is
/// written into that lock file and renamed over the old one. Only the process that created the
/// lock reads, changes and writes, so two updates at once never lose one another's change; a
/// reader without the lock sees the old file or the new one, never a mix.
///
/// Reads are bounded: a file above `limit` bytes is refused, not read, so a huge (or sparse, or
/// endless) file in its place cannot exhaust memory.
public struct LockedFile: Sendable {
  public let path: String
  public let limit: Int
  /// The mode the file is written with (the lock file is created with it).
  public var mode: mode_t = 0o600

  public init(path: String, limit: Int) {
    self.path = path
    self.limit = limit
  }

  public var lockPath: String { path + ".lock" }

  /// The file is larger than `limit`: `size` bytes (or more, if it grew while read).
  public struct TooLarge: Error, Equatable {
    public var size: Int
  }

  /// The lock stayed taken: another process is updating the file, or one was stopped while it
  /// did and left the lock behind.
  public struct Busy: Error, Equatable {
    public var lockPath: String
  }

  /// The content, or nil when there is no file. Throws `FileError` (a file that cannot be read,
  /// or that is not a regular file) or `TooLarge`.
  public func read() throws -> [UInt8]? {
    var st = stat()
    if lstat(path, &st) != 0, errno == ENOENT { return nil }
    let fd = try FileIO.openRegularFile(path)
    defer { close(fd) }
    guard fstat(fd, &st) == 0 else { throw FileError.cannotRead(path, FileIO.errnoText()) }
    if Int(st.st_size) > limit { throw TooLarge(size: Int(st.st_size)) }
    // The size said is not trusted (a file may grow while it is read): at most limit + 1 bytes.
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var used = 0
    while used < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        pread(fd, $0.baseAddress! + used, $0.count - used, off_t(used))
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw FileError.cannotRead(path, FileIO.errnoText())
      }
      if n == 0 { break }
      used += n
    }
    if used > limit { throw TooLarge(size: used) }
    return Array(bytes[0..<used])
  }

  /// Waits 10 ms each time the lock is found taken, 1,000 times (10 s) before giving up: an
  /// update holds the lock for the time of a small read and write.
  public static let waitBriefly: @Sendable (Int) -> Bool = { attempt in
    guard attempt <= 1000 else { return false }
    var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
    var left = timespec()
    while nanosleep(&pause, &left) != 0 && errno == EINTR { pause = left }
    return true
  }

  /// Takes the lock, reads the file (nil when there is none), and writes what `change` makes of
  /// it (nil: nothing to write, the file is left as it is); then lets the lock go. Without
  /// `reading`, `change` is given nil and replaces the file unread (one too large to read). When the
  /// lock is taken, `busy` is called with the number of tries so far, and says whether to try
  /// again (`waitBriefly`, by default). Errors: `FileError`, `TooLarge` and `Busy` from here,
  /// and whatever `change` throws (the file is then left as it is).
  ///
  /// SIGINT, SIGTERM and SIGHUP wait while the lock is held (`SignalsDeferred`), so an
  /// interrupted update leaves no lock behind; a SIGKILL can, and the next update says so
  /// (`Busy`): as with git, the user removes it once no pdx is running.
  public func update(
    busy: (Int) -> Bool = LockedFile.waitBriefly, reading: Bool = true,
    _ change: ([UInt8]?) throws -> [UInt8]?
  ) throws {
    var tries = 0
    while true {
      var failure: (any Error)?
      var locked = false
      try FileIO.exclusively { () throws(FileError) in
        locked = try SignalsDeferred.during { () throws(FileError) -> Bool in
          let fd = open(lockPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
          guard fd >= 0 else {
            if errno == EEXIST { return false }
            throw .cannotWrite(lockPath, FileIO.errnoText())
          }
          // From here a second signal removes the lock (it holds nothing the file needs).
          remember(lockPath)
          var written = false
          defer {
            if !written { unlink(lockPath) }
            forget()
          }
          var open = true
          defer { if open { close(fd) } }
          do {
            guard let bytes = try change(reading ? try read() : nil) else { return true }
            func fail() -> FileError { .cannotWrite(path, FileIO.errnoText()) }
            guard fchmod(fd, mode) == 0, FileIO.writeAll(fd, bytes, at: 0), fsync(fd) == 0
            else { throw fail() }
            open = false
            guard close(fd) == 0 else { throw fail() }
            guard rename(lockPath, path) == 0 else { throw fail() }
            written = true
            FileIO.syncDirectory(FileIO.parent(of: path))
          } catch {
            failure = error
          }
          return true
        }
      }
      if let failure { throw failure }
      if locked { return }
      tries += 1
      guard busy(tries) else { throw Busy(lockPath: lockPath) }
    }
  }

  /// Puts the lock's name where the signal handler finds it.
  private func remember(_ lock: String) {
    let name = Array(lock.utf8CString)
    guard name.count <= pendingTempCapacity else { return }
    name.withUnsafeBufferPointer { pendingTemp.update(from: $0.baseAddress!, count: $0.count) }
    pendingTempState.store(PendingTemp.removable, ordering: .releasing)
  }

  private func forget() { pendingTempState.store(PendingTemp.none, ordering: .releasing) }
}
