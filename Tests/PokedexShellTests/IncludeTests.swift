import PokedexCore
import Testing

@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// `run FILE` inside a script reads only `.pdx` scripts, and an error about a line of a file
/// that is not one never quotes the line (docs/reference.md §6.4): a token in `.env` must not
/// reach a CI log.
@Suite("Includes")
struct IncludeTests {
  let token = "ghp_s3cr3tT0k3n"

  @Test("run ../.env in a script is refused without reading it; the token is not printed")
  func scriptIncludesOnlyScripts() throws {
    let dir = TempDir()
    _ = dir.write(".env", "TOKEN=\(token)\n")
    let script = dir.write("a.pdx", "run .env\n")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(try ScriptReader.read(path: script), failures: &failures)
    guard case .scriptError(let message) = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(message.contains("reads .pdx scripts only"))
    let everything = (c.output + c.diag + [message]).joined(separator: "\n")
    #expect(!everything.contains(token), "\(everything)")
  }

  @Test("a script still includes a .pdx script")
  func scriptIncludesAScript() throws {
    let dir = TempDir()
    _ = dir.write("b.pdx", "form mode crearCuenta\n")
    let script = dir.write("a.pdx", "run b.pdx\nexpect formulario.modo == crearCuenta\n")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(try ScriptReader.read(path: script), failures: &failures)
    #expect(outcome == .ok && failures.isEmpty)
  }

  @Test("an error about a line of a file that is not a .pdx script does not quote the line")
  func noQuoteOutsideScripts() {
    for text in ["TOKEN=\(token)\n", "login ash@kanto.com \(token)\"\n", "expect \(token) ==\n"] {
      do {
        _ = try ScriptReader.parse(Array(text.utf8), path: "settings.env")
        Issue.record("\(text) parsed")
      } catch {
        #expect(!error.description.contains(token), "\(error.description)")
        #expect(error.description.hasPrefix("settings.env:1:"), "where is still said")
        #expect(error.description.contains("not a .pdx script"))
      }
    }
  }

  @Test("a .pdx script's errors and stdin's still quote the line")
  func quotesInScripts() {
    for path in ["a.pdx", "<stdin>"] {
      do {
        _ = try ScriptReader.parse(Array("tabb lista\n".utf8), path: path)
        Issue.record("parsed")
      } catch {
        #expect(error.description.contains("«tabb»"), "\(path): \(error.description)")
      }
    }
  }
}

// Errors and failures inside an included script.
extension IncludeTests {
  @Test("an error inside an included script goes to stderr once, with where it was included")
  func includeErrors() {
    let dir = TempDir()
    let outer = dir.write("outer.pdx", "say a\nrun inner.pdx\n")
    _ = dir.write("inner.pdx", "say b\nrun nothere.pdx\n")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(try! ScriptReader.read(path: outer), failures: &failures)
    guard case .scriptError = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(
      c.diag == [
        "error: \(dir.path)/inner.pdx:2: cannot read \(dir.path)/nothere.pdx: No such file or"
          + " directory",
        "  included from \(outer):2",
      ])
    #expect(!c.output.contains { $0.hasPrefix("error:") })
  }

  @Test("a failure inside an included script names the run line it came from")
  func includedFailure() {
    let dir = TempDir()
    let outer = dir.write("outer.pdx", "run inner.pdx\n")
    _ = dir.write("inner.pdx", "expect raiz == conSesion\n")
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(try! ScriptReader.read(path: outer), failures: &failures)
    #expect(
      c.diag.prefix(2) == [
        "FAIL \(dir.path)/inner.pdx:1: expect raiz == conSesion", "  included from \(outer):1",
      ])
    #expect(c.diag.filter { $0.hasPrefix("FAIL") }.count == 1, "reported once")
    #expect(failures.count == 1)
    #expect(failures.first?.includedFrom == [Location(path: outer, line: 1)])
  }
}
