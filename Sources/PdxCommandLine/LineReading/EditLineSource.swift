// libedit on a terminal: the shell's line source when stdin and stdout are terminals (line
// editing, TAB completion, history, ~/.editrc). TAB completion itself is in
// CompletionListing.swift.
//
// Output written here goes through write(2) on fd 1 and 2 (never Foundation's FileHandle, which
// traps on EPIPE), and Foundation is not imported, to keep start-up fast.

import CLibEdit
import Glibc
import PdxLanguage

/// libedit on a terminal: line editing, TAB completion, history, ~/.editrc.
final class EditLineSource: LineSource {
  /// Called on TAB with the text before the cursor; returns the candidates for the word being
  /// completed and the UTF-8 offset (in `lineBeforeCursor`) where that word starts. One
  /// candidate: it replaces the word, followed by a space. Several: their longest common prefix
  /// replaces the word; when that adds nothing, they are listed below the line in columns (in
  /// the order given) and the prompt and line are shown again. None: the bell rings.
  var completer: ((_ lineBeforeCursor: String) -> (wordStart: Int, candidates: [String]))?

  private var editLine: OpaquePointer?
  private var history: OpaquePointer?
  /// What the prompt callback returns: valid until the next `readLine`.
  private var promptBuffer: UnsafeMutablePointer<CChar>
  private var currentPrompt = ""
  /// Columns the prompt takes (read by the completion listing to find the cursor's row).
  private(set) var promptWidth = 0
  /// The terminal's width when the line was last drawn in full.
  private var knownColumns = 80
  private var historyPath: String?
  private var historySaving = false
  private var reportedSaveFailure = false
  /// Why ~/.editrc (or $EDITRC) was not read, for the caller to print once.
  private(set) var editrcWarning: Words?

  /// Nil when stdin or stdout is not a terminal, or when libedit cannot start.
  /// `programName` selects the `name:` lines of ~/.editrc that apply.
  init?(programName: String) {
    guard isatty(0) == 1, isatty(1) == 1, Bounds.terminalFitsLineEditing else { return nil }
    // libedit converts between bytes and wide characters with LC_CTYPE: make it UTF-8 first.
    _ = pdx_ensure_utf8_ctype()
    guard let editLine = el_init(programName, pdx_stdin(), pdx_stdout(), pdx_stderr()) else {
      return nil
    }
    guard let history = pdx_history_init() else {
      el_end(editLine)
      return nil
    }
    guard let promptBuffer = strdup("") else {
      el_end(editLine)
      pdx_history_end(history)
      return nil
    }
    self.editLine = editLine
    self.history = history
    self.promptBuffer = promptBuffer
    installInterruptHandler()

    _ = pdx_history_setsize(history, 1000)
    _ = pdx_history_set_unique(history, 1)
    _ = pdx_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = pdx_el_set_editor(editLine, "emacs")
    _ = pdx_el_set_signal(editLine, 1)
    _ = pdx_el_set_hist(editLine, history)
    _ = pdx_el_set_prompt_esc(
      editLine,
      { editLine in
        guard let editLine, let source = EditLineSource.owner(of: editLine) else {
          return pdx_empty_string()
        }
        return source.promptBuffer
      },
      CChar(Self.literalMark)
    )
    _ = pdx_el_set_getcfn(
      editLine,
      { editLine, character in
        guard let editLine, let character else { return -1 }
        return EditLineSource.readCharacter(editLine, into: character)
      }
    )
    _ = pdx_el_addfn(
      editLine,
      "pdx-complete",
      "Complete the word before the cursor",
      { editLine, _ in
        guard let editLine, let source = EditLineSource.owner(of: editLine) else {
          return UInt8(CC_ERROR)
        }
        return source.complete(editLine)
      }
    )
    // ~/.editrc (or $EDITRC) may change keys and modes; TAB stays completion, even in vi mode,
    // and Ctrl-L clears the screen in every mode: libedit's vi insert mode (`bind -v`) would
    // insert a literal ^L. The main key map is emacs's or vi's insert map, the alternate one
    // vi's command map.
    editrcWarning = Self.sourceEditrc(editLine)
    _ = pdx_el_bind(editLine, "^I", "pdx-complete")
    Self.bindClearScreen(editLine)
  }

  /// Binds Ctrl-L to libedit's ed-clear-screen in the main and the alternate key map.
  static func bindClearScreen(_ editLine: OpaquePointer) {
    _ = pdx_el_bind(editLine, "^L", "ed-clear-screen")
    _ = pdx_el_bind_alternate(editLine, "^L", "ed-clear-screen")
  }

  deinit {
    close()
    free(promptBuffer)
  }

  /// Ends libedit and restores the terminal; afterwards `readLine` gives `.endOfFile`. Also done
  /// by deinit; calling it more than once is fine.
  func close() {
    if let editLine {
      el_end(editLine)
      self.editLine = nil
    }
    if let history {
      pdx_history_end(history)
      self.history = nil
    }
  }

  /// Reads a line. A Ctrl-C typed before the call is forgotten; one typed during it abandons the
  /// line (a newline is written) and gives `.interrupted`. Ctrl-D on an empty line gives
  /// `.endOfFile`, with the cursor left after the prompt (libedit shows "^D"): the caller ends
  /// the line.
  func readLine(prompt: String) -> LineReadResult {
    guard let editLine else { return .endOfFile }
    setPrompt(prompt)
    _ = takeInterrupt()
    var signals = ReadingSignals()
    signals.install()
    defer { signals.restore() }
    knownColumns = TerminalWidth.columns() ?? 1
    fflush(nil)
    var count: Int32 = 0
    errno = 0
    let text = el_gets(editLine, &count)
    let readErrno = errno
    guard let text, count > 0 else {
      if takeInterrupt() || (count < 0 && readErrno == EINTR) {
        Self.write(1, "\n")
        return .interrupted
      }
      return .endOfFile
    }
    var line = String(cString: text)
    if line.utf8.last == UInt8(ascii: "\n") { line.removeLast() }
    return .line(line)
  }

  // MARK: History

  /// Loads the history from `path` (libedit's format) and keeps it there from now on, bounded to
  /// the newest `limit` entries. A missing file is no error. Returns a warning for the caller to
  /// print when the file cannot be read; when it exists but is not a history file, it is not
  /// overwritten: the history then lives for this session only.
  func loadHistory(path: String, limit: Int) -> Words? {
    guard let history else { return nil }
    _ = pdx_history_clear(history)
    guard limit > 0 else {
      historyPath = nil
      historySaving = false
      return nil
    }
    _ = pdx_history_setsize(history, Int32(clamping: limit))
    historyPath = path
    historySaving = true
    var status = stat()
    guard stat(path, &status) == 0 else {
      if errno == ENOENT { return nil }
      return Self.cannotRead(path, Self.errorText(errno))
    }
    if status.st_mode & S_IFMT != S_IFREG {
      historySaving = false
      let kind = Self.kind(of: status.st_mode)
      return Words(
        en: "\(path) is \(kind.en), not a regular file: it is left as it is, and history is kept"
          + " for this session only",
        es: "\(path) es \(kind.es), no un fichero normal: se deja como está, y el historial se"
          + " guarda solo en esta sesión")
    }
    guard status.st_size > 0 else { return nil }
    guard access(path, R_OK) == 0 else {
      return Self.cannotRead(path, Self.errorText(errno))
    }
    if pdx_history_load(history, path) < 0 {
      historySaving = false
      return Words(
        en: "\(path) is not a history file; history will not be saved",
        es: "\(path) no es un fichero de historial; el historial no se guardará")
    }
    return nil
  }

  /// Enters `line` in the history (unless it is blank or equal to the newest entry) and saves the
  /// whole history to the file given to `loadHistory`. Returns a warning the first time saving
  /// fails, nil otherwise.
  func addHistory(_ line: String) -> Words? {
    guard let history, !line.allSatisfy(\.isWhitespace) else { return nil }
    if let newest = pdx_history_newest(history), String(cString: newest) == line { return nil }
    guard pdx_history_enter(history, line) >= 0 else { return nil }
    guard historySaving, let historyPath else { return nil }
    errno = 0
    let saved = pdx_history_save(history, historyPath)
    guard saved < 0 else { return nil }
    let error = errno
    if saved == -2 {
      // It became a device, a FIFO, a folder or a socket since it was loaded: never again.
      historySaving = false
      return Words(
        en: "\(historyPath) is no longer a regular file: it is left as it is, and history is"
          + " kept for this session only",
        es: "\(historyPath) ya no es un fichero normal: se deja como está, y el historial se"
          + " guarda solo en esta sesión")
    }
    guard !reportedSaveFailure else { return nil }
    reportedSaveFailure = true
    let why = Self.errorText(error)
    return Words(
      en: "cannot save history to \(historyPath): \(why)",
      es: "no se puede guardar el historial en \(historyPath): \(why)")
  }

  static func cannotRead(_ path: String, _ why: String) -> Words {
    Words(
      en: "cannot read history file \(path): \(why)",
      es: "no se puede leer el fichero de historial \(path): \(why)")
  }

  /// What a file of this mode is, with its article: "a directory", "a FIFO"…
  static func kind(of mode: mode_t) -> Words {
    switch mode & S_IFMT {
    case S_IFDIR: return Words(en: "a directory", es: "una carpeta")
    case S_IFCHR: return Words(en: "a character device", es: "un dispositivo de caracteres")
    case S_IFBLK: return Words(en: "a block device", es: "un dispositivo de bloques")
    case S_IFIFO: return Words(en: "a FIFO", es: "una FIFO")
    case S_IFSOCK: return Words(en: "a socket", es: "un socket")
    default: return Words(en: "of an unknown kind", es: "de un tipo desconocido")
    }
  }

  // MARK: Callbacks

  /// The source that `editLine` belongs to (its client data), for libedit's callbacks.
  static func owner(of editLine: OpaquePointer) -> EditLineSource? {
    guard let data = pdx_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineSource>.fromOpaque(data).takeUnretainedValue()
  }

  /// After the terminal changed size or the program was continued after Ctrl-Z. libedit's own
  /// handlers (EL_SIGNAL) act once per el_gets and cannot be re-armed from outside; and after a
  /// resize libedit keeps its idea of the cursor, which may lie past the new width (its next
  /// write there corrupts the heap). So: put the terminal back in editing mode after a stop,
  /// resize, go back up to where the prompt starts, clear below, and redraw from scratch.
  /// Terminals differ in whether they rewrap the line to a new width, so after a resize this goes
  /// up by the larger of the two row counts (old width, new width); after a stop the shell has
  /// left the cursor on a fresh line.
  func redraw(_ editLine: OpaquePointer, afterStop: Bool) {
    if afterStop {
      _ = pdx_el_prep_term(editLine, 0)
      _ = pdx_el_prep_term(editLine, 1)
    }
    el_resize(editLine)
    let columns = TerminalWidth.columns() ?? 1
    var text = "\r"
    if Self.ansiTerminal {
      var widthBefore = 0
      if let info = el_line(editLine)?.pointee {
        let before = Self.bytes(from: info.buffer, to: info.cursor)
        widthBefore = displayWidth(String(decoding: before, as: UTF8.self))
      }
      let rows =
        afterStop
        ? 0
        : max(
          (promptWidth + widthBefore) / columns,
          (promptWidth + widthBefore) / max(knownColumns, 1)
        )
      if rows > 0 { text += "\u{1B}[\(rows)A" }
      text += "\u{1B}[J"
    }
    knownColumns = columns
    Self.write(1, text)
    _ = pdx_el_refresh(editLine)
  }

  /// Whether TERM names a terminal that takes ANSI cursor movements.
  private static var ansiTerminal: Bool {
    guard let term = getenv("TERM").map({ String(cString: $0) }) else { return false }
    return !term.isEmpty && term != "dumb"
  }

  // MARK: Helpers

  /// Gives libedit the prompt, in the form `libeditPrompt` makes (escape sequences marked as
  /// literal text), and keeps its width for redraws and the completion listing.
  private func setPrompt(_ prompt: String) {
    guard prompt != currentPrompt else { return }
    let (bytes, width) = Self.libeditPrompt(prompt)
    guard let buffer = strdup(String(decoding: bytes, as: UTF8.self)) else { return }
    free(promptBuffer)
    promptBuffer = buffer
    currentPrompt = prompt
    promptWidth = width
  }

  /// The bytes from `start` up to `end` (pointers into libedit's line); none when either is nil.
  static func bytes(
    from start: UnsafePointer<CChar>?,
    to end: UnsafePointer<CChar>?
  ) -> [UInt8] {
    guard let start, let end, end > start else { return [] }
    return Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(start), count: end - start))
  }

  /// Writes `text` to `fd` in full (see `writeAll`).
  static func write(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    writeAll(fd, &bytes)
  }

  private static func errorText(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}
