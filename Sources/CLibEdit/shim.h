// Non-variadic wrappers around libedit (histedit.h) so that Swift can call them.
//
// Swift cannot call C variadic functions (el_set, el_get, history) nor use the
// mutable C globals stdin/stdout/stderr in Swift 6 mode: every such use goes
// through one of the static inline functions below.
#ifndef PDX_CLIBEDIT_SHIM_H
#define PDX_CLIBEDIT_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

// Without libedit's headers the build would stop at "'histedit.h' file not found": say which
// package brings them (Scripts/test and Scripts/pdx install it through apt-get).
#if defined(__has_include)
#if !__has_include(<histedit.h>)
#error "libedit's headers are missing: install the Debian package libedit-dev (apt-get install libedit-dev), as Scripts/test does"
#endif
#endif
#include <histedit.h>

// MARK: - Standard streams

static inline FILE *pdx_stdin(void) { return stdin; }
static inline FILE *pdx_stdout(void) { return stdout; }
static inline FILE *pdx_stderr(void) { return stderr; }

// MARK: - Function pointer types

/// Prompt function (EL_PROMPT, EL_PROMPT_ESC): returns a NUL-terminated string that must stay
/// valid until the next call.
typedef char *(*pdx_prompt_fn)(EditLine *);
/// User-defined editor function (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*pdx_editor_fn)(EditLine *, int);
/// Character reading function (EL_GETCFN): 1 = read one character, 0 = EOF, -1 = error (errno).
typedef int (*pdx_getc_fn)(EditLine *, wchar_t *);
/// Plain signal handler.
typedef void (*pdx_signal_fn)(int);

// MARK: - el_set / el_get

static inline int pdx_el_set_prompt(EditLine *el, pdx_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}

/// Like pdx_el_set_prompt, but text between two `literal` characters is printed as is and takes
/// no room on the screen (for escape sequences such as colours). libedit requires a visible
/// character right after each closing `literal` character.
static inline int pdx_el_set_prompt_esc(EditLine *el, pdx_prompt_fn fn, char literal) {
  return el_set(el, EL_PROMPT_ESC, fn, (int)literal);
}

/// `mode` is "emacs" or "vi".
static inline int pdx_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// When on, libedit installs its own handlers while el_gets runs, restoring the terminal
/// before the program's own handlers see the signal.
static inline int pdx_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

static inline int pdx_el_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *pdx_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

static inline int pdx_el_addfn(EditLine *el, const char *name, const char *help,
                               pdx_editor_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

/// Binds `key` (e.g. "^I") to the editor function called `fn` (e.g. added with pdx_el_addfn).
static inline int pdx_el_bind(EditLine *el, const char *key, const char *fn) {
  return el_set(el, EL_BIND, key, fn, (const char *)NULL);
}

/// The same in the alternate key map (`bind -a`): vi's command mode.
static inline int pdx_el_bind_alternate(EditLine *el, const char *key, const char *fn) {
  return el_set(el, EL_BIND, "-a", key, fn, (const char *)NULL);
}

/// Replaces libedit's character reader (NULL restores the built-in one).
static inline int pdx_el_set_getcfn(EditLine *el, pdx_getc_fn fn) {
  return el_set(el, EL_GETCFN, fn);
}

/// Connects a history to the editor so that the arrow keys walk it.
static inline int pdx_el_set_hist(EditLine *el, History *hist) {
  return el_set(el, EL_HIST, history, hist);
}

/// Puts the terminal in libedit's editing mode (on = 1) or back in the normal mode (on = 0).
static inline int pdx_el_prep_term(EditLine *el, int on) { return el_set(el, EL_PREP_TERM, on); }

/// Redraws the prompt and the line.
static inline int pdx_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

/// Reads editrc commands from `file`; with NULL, from $EDITRC or else ~/.editrc.
static inline int pdx_el_source(EditLine *el, const char *file) { return el_source(el, file); }

// MARK: - History

static inline History *pdx_history_init(void) { return history_init(); }

static inline void pdx_history_end(History *hist) { history_end(hist); }

static inline int pdx_history_setsize(History *hist, int size) {
  HistEvent ev;
  return history(hist, &ev, H_SETSIZE, size);
}

/// Number of entries held.
static inline int pdx_history_count(History *hist) {
  HistEvent ev;
  if (history(hist, &ev, H_GETSIZE) != 0) return 0;
  return ev.num;
}

/// When on, entering a line equal to the most recent entry does nothing.
static inline int pdx_history_set_unique(History *hist, int on) {
  HistEvent ev;
  return history(hist, &ev, H_SETUNIQUE, on);
}

static inline int pdx_history_enter(History *hist, const char *line) {
  HistEvent ev;
  return history(hist, &ev, H_ENTER, line);
}

/// The most recent entry (valid until the next history call), or NULL when empty.
static inline const char *pdx_history_newest(History *hist) {
  HistEvent ev;
  if (history(hist, &ev, H_FIRST) != 0) return NULL;
  return ev.str;
}

static inline int pdx_history_clear(History *hist) {
  HistEvent ev;
  return history(hist, &ev, H_CLEAR);
}

/// Appends the entries of `path` (libedit format); the number of entries read, or -1.
static inline int pdx_history_load(History *hist, const char *path) {
  HistEvent ev;
  return history(hist, &ev, H_LOAD, path);
}

/// Writes every entry to `path` when it is a regular file (or can be created as one): opened
/// without following it into a device or a FIFO (O_NONBLOCK: a FIFO never blocks the open),
/// checked with fstat on the descriptor itself, and only then truncated and written (libedit
/// makes the file 0600, on that descriptor). libedit's H_SAVE would fopen(path, "w") and fchmod
/// whatever is there: as root, PDX_HISTORY=/dev/null made /dev/null 0600. Returns the number of
/// entries written; -1 with errno when the file cannot be written; -2 when the path is not a
/// regular file (nothing was written, truncated or chmod-ed).
static inline int pdx_history_save(History *hist, const char *path) {
  HistEvent ev;
  struct stat status;
  int fd, result, saved;
  FILE *fp;
  if (stat(path, &status) == 0 && !S_ISREG(status.st_mode)) return -2;
  fd = open(path, O_WRONLY | O_CREAT | O_NOCTTY | O_NONBLOCK | O_CLOEXEC, 0600);
  if (fd < 0) return errno == ENXIO ? -2 : -1;
  if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    close(fd);
    return -2;
  }
  if (ftruncate(fd, 0) != 0 || (fp = fdopen(fd, "w")) == NULL) {
    saved = errno;
    close(fd);
    errno = saved;
    return -1;
  }
  result = history(hist, &ev, H_SAVE_FP, fp);
  saved = errno;
  if (fclose(fp) != 0 && result >= 0) return -1;
  errno = saved;
  return result;
}

// MARK: - Terminal and signals

/// Columns of the terminal on `fd`, or 0 when unknown.
static inline int pdx_terminal_columns(int fd) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return 0;
  return ws.ws_col;
}

/// Installs `handler` for `sig` WITHOUT SA_RESTART, so that a blocking read(2) returns EINTR.
/// The previous action is stored in `old` when not NULL. Returns 0 or -1 (errno).
static inline int pdx_sigaction_no_restart(int sig, pdx_signal_fn handler,
                                           struct sigaction *old) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  return sigaction(sig, &action, old);
}

/// Whether `sig` currently has its default action.
static inline int pdx_signal_is_default(int sig) {
  struct sigaction current;
  if (sigaction(sig, NULL, &current) != 0) return 0;
  return (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_DFL;
}

/// Whether `sig` is ignored (SIG_IGN): a parent that ignores a signal means its children to.
static inline int pdx_signal_is_ignored(int sig) {
  struct sigaction current;
  if (sigaction(sig, NULL, &current) != 0) return 0;
  return (current.sa_flags & SA_SIGINFO) == 0 && current.sa_handler == SIG_IGN;
}

/// Inside a SIGTSTP handler: stops the process with SIGTSTP's default action, returning when it
/// is continued. The handler must then install itself again.
static inline void pdx_stop_self(void) {
  sigset_t set;
  signal(SIGTSTP, SIG_DFL);
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  raise(SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// Restores an action saved by pdx_sigaction_no_restart.
static inline int pdx_sigaction_restore(int sig, const struct sigaction *old) {
  return sigaction(sig, old, NULL);
}

/// While a password is held: no core dump can hold it (core size 0, and the process not
/// dumpable, which also covers a core_pattern pipe that ignores the size). Once set, it stays.
static inline void pdx_no_core_dumps(void) {
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
  prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
}

// MARK: - Locale and strings

/// Makes LC_CTYPE a UTF-8 one (libedit converts between bytes and wide characters with it): the
/// environment's when its character set is UTF-8, otherwise C.UTF-8. Returns 1 when the
/// character set is UTF-8 afterwards.
static inline int pdx_ensure_utf8_ctype(void) {
  const char *codeset;
  if (setlocale(LC_CTYPE, "") != NULL) {
    codeset = nl_langinfo(CODESET);
    if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
  }
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL && setlocale(LC_CTYPE, "C.utf8") == NULL &&
      setlocale(LC_CTYPE, "en_US.UTF-8") == NULL) {
    return 0;
  }
  codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

int wcwidth(wchar_t c);

/// Columns taken by `c` on a terminal (with the UTF-8 LC_CTYPE); -1 for control characters.
static inline int pdx_wcwidth(wchar_t c) { return wcwidth(c); }

/// A writable empty C string that lives as long as the program.
static inline char *pdx_empty_string(void) {
  static char empty[1] = {0};
  return empty;
}

#endif  // PDX_CLIBEDIT_SHIM_H
