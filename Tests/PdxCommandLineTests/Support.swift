import PdxRunner
import PdxScripts
import PokedexCore
import Testing

@testable import PdxCommandLine

/// The command line read in-process, in an environment that says nothing (English) unless told.
func parse(_ args: [String], environment: [String: String] = [:]) throws(InvocationError)
  -> Parsed
{
  try ArgumentParser.parse(args, environment: { environment[$0] })
}

/// The invocation error `args` give, or nil when they parse.
func invocationError(_ args: [String], environment: [String: String] = [:]) -> InvocationError? {
  do {
    _ = try parse(args, environment: environment)
    return nil
  } catch {
    return error
  }
}

/// The subcommand `args` parse to, as its type.
func command<C: Subcommand>(_ args: [String], as type: C.Type) throws -> C? {
  guard case .run(let command) = try parse(args).action else { return nil }
  return command as? C
}

/// What `Pdx.run` says on stderr and its exit code, for `args`.
func run(_ args: [String], environment: [String: String] = [:]) -> (code: Int32, stderr: [String]) {
  var lines: [String] = []
  let code = Pdx.run(
    arguments: { args }, environment: { environment[$0] }, report: { lines.append($0) })
  return (code, lines)
}

/// The repository's root, from this file's path.
let repositoryRoot: String = {
  let file = #filePath
  return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
}()

func repositoryFile(_ path: String) throws -> String {
  String(decoding: try FileIO.read(repositoryRoot + "/" + path), as: UTF8.self)
}
