import Glibc
import PdxCommands
import PdxExplore
import PdxLanguage

/// pdx: the Pokédex app's flows, step by step. The arguments name one of: the interactive
/// shell (or a script from stdin), `run`, `test`, `walk`, `explore`, `check`, `graph`,
/// `compare`, `completions`, `man` (CLI.types).
public enum Pdx {
  /// pdx's whole run: the executable's main.swift calls it and nothing else.
  public static func main() -> Never {
    signal(SIGPIPE, SIG_IGN)
    checkStandardDescriptors()
    Bounds.boundTerminalEnvironment()
    // lint: one-finish (the one place)
    finish(run(arguments: Arguments.utf8, environment: { getenv($0).map { String(cString: $0) } }))
  }

  /// Reads the arguments, runs what they ask for, and says how it went. The one place where
  /// what went wrong becomes an exit code: an invocation error (its message and `Try 'pdx …
  /// --help'.`) or work that cannot be done (its message), 2; otherwise what the subcommand
  /// says. `report` writes an error's lines (stderr).
  static func run(
    arguments: () throws(RunError) -> [String], environment: (String) -> String?,
    report: (String) -> Void = diagnostic
  ) -> Int32 {
    var language = Language.from(environment: environment)
    var subcommand: String?
    do {
      let args = try arguments()
      language = ArgumentParser.language(args, environment: environment)
      var parsed = try ArgumentParser.parse(args, environment: environment)
      language = parsed.globals.language
      subcommand = parsed.spec?.name
      switch parsed.action {
      case .help:
        let width = TerminalWidth.columns() ?? Help.defaultWidth
        let lines = parsed.spec.map { Usage.lines($0, width: width, language: language) }
        Pager.write(
          lines ?? Usage.lines(width: width, language: language),
          noPager: ArgumentParser.noPager(args), environment: environment)
        return 0
      case .version:
        standardOutput.line(version)
        return 0
      case .commandsMarkdown:
        for line in Help.markdown() { standardOutput.line(line) }
        return 0
      case .eventsMarkdown:
        for line in EventSamples.markdown() { standardOutput.line(line) }
        return 0
      case .rulesMarkdown:
        for line in Rules.markdown() { standardOutput.line(line) }
        return 0
      case .run(let command):
        parsed.globals.resolveColor(environment: environment, stdoutIsTerminal: isatty(1) == 1)
        return try command.run(parsed.globals)
      }
    } catch var error as InvocationError {
      if error.subcommand == nil { error.subcommand = subcommand }
      for line in error.lines(language) { report(line) }
      return 2
    } catch let error as RunError {
      for line in error.lines(language) { report(line) }
      return 2
    } catch {
      report("error: \(error)")
      return 2
    }
  }
}

/// What `pdx --version` prints, and the man page's footer.
let version = "pdx 0.3.0"
