import PokedexCore
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts
@testable import PdxSession

/// Every example's and every test script's whole output, in each language, as a golden file
/// under Tests/golden/ (`NAME.en.txt`, `NAME.es.txt`): what `pdx --lang L walk FILE` prints
/// without a terminal — the title and introduction, each step with its narration and what it
/// changed, any failure, the ending — so that every sentence a change touches shows as a diff.
/// They change only through `Scripts/golden --update` (PDX_UPDATE_GOLDEN=1), which prints it.
@Suite("whole outputs, golden")
struct WholeOutputGoldenTests {
  static let root: String = {
    let file = #filePath
    var path = String(file[..<file.lastIndex(of: "/")!])
    for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/"
  }()

  /// The scripts `pdx test examples Tests/scripts` runs, from the repository's root.
  static let scripts: [String] = {
    let found = (try? TestRunner().discover([root + "examples", root + "Tests/scripts"])) ?? []
    // The teachers' copies of the exercises run as their sealed copies do, under the same names.
    return found.map { String($0.dropFirst(root.count)) }.filter {
      !$0.hasPrefix("examples/profesor/")
    }
  }()

  /// What the walk of `file` prints in `language`, stdout and stderr in the order written,
  /// the repository's own path left out so that the file is the same on every machine.
  static func walked(_ file: String, _ language: Language) throws -> String {
    var script = try ScriptReader.read(path: root + file)
    var options = SessionOptions()
    options.language = language
    final class Lines { var all: [String] = [] }
    let lines = Lines()
    let session = Session(
      options: options, emit: { lines.all.append($0) }, diagnostic: { lines.all.append($0) })
    script.path = root + file
    let walkthrough = Walkthrough(script: script, next: nil)
    walkthrough.introduce(in: session)
    session.start()
    _ = walkthrough.run(in: session)
    return lines.all.map { $0.replacing(root, with: "") }.joined(separator: "\n") + "\n"
  }

  @Test(
    "each script's whole output in each language is its golden file", arguments: Language.allCases)
  func golden(_ language: Language) throws {
    #expect(Self.scripts.count >= 25, "\(Self.scripts)")
    for file in Self.scripts {
      let name = String(file.split(separator: "/").last!.dropLast(4))
      Golden.check(
        "\(name).\(language.rawValue).txt", try Self.walked(file, language),
        in: Self.root + "Tests/golden/", updating: Golden.updating,
        report: Golden.toStandardError)
    }
  }
}
