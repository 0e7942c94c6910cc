import Foundation
import PokedexCore
import Testing

@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

@Suite("Running scripts")
struct RunnerTests {
  @Test("with the bytes sink, output and diagnostics keep their order; the echo leaves first")
  func bytesSinkOrder() throws {
    let dir = TempDir()
    _ = dir.write("b.pdx", "| stray\n")
    let a = dir.write("a.pdx", "tab lista\nrun b.pdx\n")
    final class Log { var entries: [String] = [] }
    let log = Log()
    var options = SessionOptions()
    options.echo = true
    let session = Session(
      options: options, sink: .bytes { log.entries.append(String(decoding: $0, as: UTF8.self)) },
      diagnostic: { log.entries.append("stderr: " + $0) })
    var stream = try ScriptStream(path: a)
    var failures: [Failure] = []
    _ = session.runScript(&stream, continueOnFailure: true, failures: &failures)
    let text = log.entries.joined()
    let echo = try #require(text.range(of: "pdx> run b.pdx\n"))
    let error = try #require(text.range(of: "stderr: error: \(dir.path)/b.pdx:1:1"))
    #expect(echo.upperBound <= error.lowerBound)
    // Every piece handed to the sink is whole lines.
    #expect(log.entries.filter { !$0.hasPrefix("stderr: ") }.allSatisfy { $0.hasSuffix("\n") })
  }

  func run(_ text: String, continueOnFailure: Bool = false) throws -> (Outcome, Captured) {
    let script = try ScriptReader.parse(Array(text.utf8), path: "s.pdx")
    let c = Captured()
    var failures: [Failure] = []
    let outcome = c.session.runScript(
      script, continueOnFailure: continueOnFailure, failures: &failures)
    return (outcome, c)
  }

  @Test("a script whose expectations hold passes")
  func passes() throws {
    let (o, _) = try run(
      """
      signup ash@kanto.com pikachu
      expect raiz == conSesion
      expect auth.sesion == "ash@kanto.com"
      open 25
      expect output contains "push lista #25 Pikachu"
      !open 999999
      !tab nada
      """)
    #expect(o == .ok)
  }

  @Test("a failed expectation fails the run with expected against actual")
  func failedExpectation() throws {
    let (o, c) = try run("expect raiz == conSesion\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure, got \(o)")
      return
    }
    #expect(f.location == "s.pdx:1")
    #expect(f.expected == ["raiz == conSesion"])
    #expect(f.actual == ["raiz == formulario"])
    #expect(c.diag.first == "FAIL s.pdx:1: expect raiz == conSesion")
  }

  @Test("a command rejected without ! fails the run like an expectation")
  func rejection() throws {
    let (o, _) = try run("tab lista\nexpect raiz == conSesion\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      f.location == "s.pdx:1" && f.actual.first?.hasPrefix("rejected: there are no tabs") == true)
  }

  @Test("! on a command that is accepted fails the run")
  func negationAccepted() throws {
    let (o, _) = try run("!form mode crearCuenta\n")
    guard case .failed(let f) = o else {
      Issue.record("expected a failure")
      return
    }
    #expect(f.actual == ["accepted"])
  }

  @Test("expect KIND ID holds for an event of that kind and id only; !expect for none of them")
  func expectByID() throws {
    let (holds, _) = try run(
      """
      open-url pokedex://pokemon/25
      expect note link-lost
      !expect note link-lost-no-new-intent
      !expect ui banner
      expect action open-url-unreceived
      !tab lista
      expect error no-tabs
      !expect error not-running
      !expect note link-lost
      """)
    #expect(holds == .ok)
    // Another reason's id does not hold: the rejection is no-tabs, not not-running.
    let (wrongReason, _) = try run("!tab lista\nexpect error not-running\n")
    guard case .failed(let f) = wrongReason else {
      Issue.record("expect error not-running held for a no-tabs rejection")
      return
    }
    #expect(f.expected == ["error not-running"] && f.actual == ["error no-tabs"])
    let (noStep, _) = try run("show raiz\nexpect note link-lost\n")
    guard case .failed(let g) = noStep else {
      Issue.record("expect note held after a command that ran no step")
      return
    }
    #expect(g.actual == ["(the last command ran no step)"])
  }

  @Test("an unknown event id is a script error, even after !, with the nearest id suggested")
  func unknownEventID() throws {
    // The reader finds it before anything runs: a wrong script, exit 2, whatever the `!`.
    for line in ["expect note link-lots", "!expect note link-lots"] {
      do {
        _ = try ScriptReader.parse(Array((line + "\n").utf8), path: "s.pdx")
        Issue.record("\(line) was read")
      } catch {
        #expect(error.message.contains("no note has the id «link-lots» (did you mean link-lost?)"))
        #expect(error.line == 1)
      }
    }
    // At the prompt, too, it is an error and not a met `!`.
    let c = Captured()
    #expect(c.session.execute("!expect note link-lots") != .ok)
  }

  @Test("!expect holds when the expectation fails, and fails the run when it holds")
  func negatedExpectation() throws {
    // docs/reference.md §5.1: pdx's choice.
    let (holds, _) = try run("!expect raiz == conSesion\n!expect registro contains \"x\"\n")
    #expect(holds == .ok)
    let (fails, c) = try run("!expect raiz == formulario\n")
    #expect(
      fails
        == .failed(
          Failure(
            location: "s.pdx:1", command: "!expect raiz == formulario",
            expected: ["raiz != formulario"], actual: ["raiz == formulario"])))
    #expect(c.diag.first == "FAIL s.pdx:1: !expect raiz == formulario")
  }

  @Test("--continue collects every failure")
  func continueOnFailure() throws {
    let script = try ScriptReader.parse(
      Array(
        "expect raiz == conSesion\ntab lista\nexpect contenido == nil\nexpect raiz == nil\n".utf8),
      path: "c.pdx")
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(script, continueOnFailure: true, failures: &failures)
    #expect(failures.map(\.location) == ["c.pdx:1", "c.pdx:2", "c.pdx:4"])
  }

  @Test("a transcript block must match the command's output exactly; ... matches any lines")
  func transcripts() throws {
    let ok = try run(
      """
      tab lista
      | error: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion
      form mode crearCuenta
      | ▸ form mode crearCuenta
      | ...
      """)
    #expect(
      ok.0
        == .failed(
          Failure(
            location: "s.pdx:1", command: "tab lista", expected: ["accepted"],
            actual: [
              "rejected: there are no tabs: content is not built (raiz is formulario); the guard builds them only in sinCuentas and conSesion"
            ])))
    let good = try run(
      """
      form mode crearCuenta
      | ▸ form mode crearCuenta
      | ...
      """)
    #expect(good.0 == .ok)
    let bad = try run(
      """
      form mode crearCuenta
      | ▸ form mode entrar
      """)
    guard case .failed(let f) = bad.0 else {
      Issue.record("expected a transcript failure")
      return
    }
    #expect(f.expected == ["| ▸ form mode entrar"])
    #expect(
      f.actual == [
        "| ▸ form mode crearCuenta", "|   formulario.modo: entrar → crearCuenta",
        "|   formulario.boton: \"Entrar\" → \"Crear cuenta\"",
      ])
  }

  @Test("Transcript matching with ... at the start, middle and end")
  func wildcard() {
    #expect(Transcript.matches(expected: ["...", "c"], actual: ["a", "b", "c"]))
    #expect(Transcript.matches(expected: ["a", "...", "c"], actual: ["a", "c"]))
    #expect(Transcript.matches(expected: ["a", "..."], actual: ["a"]))
    #expect(!Transcript.matches(expected: ["a", "...", "d"], actual: ["a", "b", "c"]))
    #expect(!Transcript.matches(expected: [], actual: ["a"]))
  }

  @Test("run FILE includes a script in the current world; a self-include is stopped")
  func include() throws {
    let dir = TempDir()
    _ = dir.write("login.pdx", "signup ash@kanto.com pikachu\n")
    let main = dir.write("main.pdx", "run login.pdx\nexpect raiz == conSesion\n")
    let c = Captured()
    var failures: [Failure] = []
    #expect(c.session.runScript(try ScriptReader.read(path: main), failures: &failures) == .ok)
    let loop = dir.write("loop.pdx", "run loop.pdx\n")
    let outcome = Captured().session.runScript(
      try ScriptReader.read(path: loop), failures: &failures)
    guard case .scriptError(let m) = outcome else {
      Issue.record("expected a script error")
      return
    }
    #expect(m.contains("nested runs"))
  }

  @Test("Ctrl-C is checked between two lines, in a script and in a run FILE it includes")
  func interruptedBetweenLines() throws {
    // The included file is read in one chunk: only the check between lines can stop it early.
    let dir = TempDir()
    let lines = String(repeating: "say x\n", count: 200)
    _ = dir.write("many.pdx", lines)
    let main = dir.write("main.pdx", "run many.pdx\n")
    for path in [main, dir.path + "/many.pdx"] {
      final class Asked { var count = 0 }
      let asked = Asked()
      let c = Captured(
        host: TestHost(interrupted: {
          asked.count += 1
          return asked.count > 20
        }))
      var failures: [Failure] = []
      let outcome = c.session.runScript(try ScriptReader.read(path: path), failures: &failures)
      #expect(outcome == .interrupted, "\(path)")
      let said = c.output.filter { $0 == "x" }.count
      #expect(said > 0 && said < 25, "\(path): \(said) lines ran after Ctrl-C")
    }
  }

  /// A chain of `depth` scripts in `dir`, each running the next, the last saying "deep";
  /// returns the first one's path.
  static func chain(_ depth: Int, in dir: TempDir) -> String {
    for i in 1..<depth { _ = dir.write("c\(i).pdx", "say \(i)\nrun c\(i + 1).pdx\n") }
    _ = dir.write("c\(depth).pdx", "say deep\n")
    return dir.path + "/c1.pdx"
  }

  @Test("a chain of exactly 16 nested runs works; a 17th is refused (docs/reference.md §6.3)")
  func sixteenNestedRuns() throws {
    // `pdx run main.pdx`, whose one line runs c1.pdx, which runs c2.pdx…: the runs nest 16 deep.
    let sixteen = TempDir()
    _ = Self.chain(16, in: sixteen)
    let main16 = sixteen.write("main.pdx", "run c1.pdx\nexpect raiz == formulario\n")
    let ok = Captured()
    var failures: [Failure] = []
    #expect(ok.session.runScript(try ScriptReader.read(path: main16), failures: &failures) == .ok)
    #expect(ok.output.contains("deep"))
    #expect(ok.diag.isEmpty && failures.isEmpty)

    let seventeen = TempDir()
    _ = Self.chain(17, in: seventeen)
    let main17 = seventeen.write("main.pdx", "run c1.pdx\n")
    let refused = Captured()
    let outcome = refused.session.runScript(
      try ScriptReader.read(path: main17), failures: &failures)
    let message =
      "\(seventeen.path)/c16.pdx:2: run: more than 16 nested runs (does a script run itself?)"
    #expect(outcome == .scriptError(message))
    #expect(refused.diag.first == "error: " + message)
    #expect(refused.output.contains("16") && !refused.output.contains("deep"))
  }

  @Test(
    "a failure after more than three steps lists the last three, oldest first",
    arguments: 4...8)
  func lastStepsWrap(_ steps: Int) throws {
    // docs/reference.md §4.4: the failure's context is the last three steps. The steps are
    // `net off` and `net on` in turn, then an expectation that fails.
    let lines = (1...steps).map { $0 % 2 == 1 ? "net off" : "net on" }
    let (outcome, c) = try run((lines + ["expect raiz == conSesion"]).joined(separator: "\n"))
    guard case .failed = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(c.diag.first == "FAIL s.pdx:\(steps + 1): expect raiz == conSesion")
    let heads = c.diag.filter { $0.hasPrefix("    s.pdx:") }
    let expected = (steps - 2...steps).map { "    s.pdx:\($0): \(lines[$0 - 1])" }
    #expect(heads == expected)
    // Each step's own lines follow its head.
    let last = try #require(c.diag.firstIndex(of: expected[2]))
    #expect(c.diag[last + 1] == "      ▸ \(lines[steps - 1])")
  }

  @Test("a failing script's report is pinned")
  func failureGolden() throws {
    let dir = TempDir()
    let path = dir.write(
      "fails.pdx",
      """
      ## Un toque antes de entrar
      set onchange-initial off
      tap-notification
      signup ash@kanto.com pikachu
      expect contenido.caminoLista == [1]
      """)
    let c = Captured()
    var failures: [Failure] = []
    _ = c.session.runScript(try ScriptReader.read(path: path), failures: &failures)
    let report = c.diag.joined(separator: "\n").replacingAll(dir.path, with: "DIR") + "\n"
    Golden.check("failure.txt", report)
  }
}
