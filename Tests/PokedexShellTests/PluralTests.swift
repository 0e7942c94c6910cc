import Glibc
import Testing

@testable import PdxLanguage
@testable import PdxRunner
@testable import PdxScripts

/// A count before a noun says «1 line», never «1 lines», in both languages: every such count
/// goes through `Numbers.counted`.
@Suite("Singular and plural")
struct PluralTests {
  @Test("Numbers.counted: singular for exactly one, plural otherwise, grouped, in both languages")
  func counted() {
    let lines = { Numbers.counted($0, ("line", "lines"), ("línea", "líneas")) }
    #expect(lines(1) == Words(en: "1 line", es: "1 línea"))
    #expect(lines(0) == Words(en: "0 lines", es: "0 líneas"))
    #expect(lines(2) == Words(en: "2 lines", es: "2 líneas"))
    #expect(lines(12_345) == Words(en: "12,345 lines", es: "12\u{A0}345 líneas"))
    #expect(lines(-1) == Words(en: "-1 lines", es: "-1 líneas"))
  }

  /// Nouns (and Spanish adjectives, which agree in number) that follow a count in pdx's words.
  static let plurals = [
    "commands", "órdenes", "lines", "líneas", "steps", "pasos", "scripts", "guiones", "rules",
    "reglas", "states", "estados", "screens", "pantallas", "transcripts", "transcripciones",
    "bytes", "generados", "distintos", "rechazados", "files", "ficheros", "tests", "pruebas",
  ]
  /// Counts that are never one, and why.
  static let neverOne: [(file: String, text: String)] = [
    // The standard alphabet has dozens of commands.
    ("Sources/PdxCommandLine/Check/CheckHelp.swift", "\\(alphabet.count) commands"),
    ("Sources/PdxCommandLine/Check/CheckHelp.swift", "\\(alphabet.count) órdenes"),
    // A rate: steps a second.
    ("Sources/PdxCommandLine/Subcommands/Explore.swift", "\\(rate) steps"),
    ("Sources/PdxCommandLine/Subcommands/Explore.swift", "\\(rate) pasos"),
    // Bytes per state: a measure with decimals, never exactly one.
    ("Sources/PdxCommandLine/Check/CheckSummary.swift", "\\(perState) bytes"),
    ("Sources/PdxCommandLine/Check/CheckSummary.swift", "\\(perState) bytes"),
    // The include budget is a million lines.
    ("Sources/PdxSession/ScriptRunning.swift", "\\(budget) lines"),
    ("Sources/PdxSession/ScriptRunning.swift", "\\(presupuesto) líneas"),
  ]

  /// Every Swift file below `folder`, its path from the repository's top.
  static func swiftFiles(_ root: String, _ folder: String) -> [String] {
    guard let dir = opendir(root + "/" + folder) else { return [] }
    defer { closedir(dir) }
    var out: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = folder + "/" + name
      if name.hasSuffix(".swift") {
        out.append(path)
      } else if entry.pointee.d_type == UInt8(DT_DIR) {
        out += swiftFiles(root, path)
      }
    }
    return out.sorted()
  }

  @Test("no count in Sources is put before a plural noun by hand: Numbers.counted does it")
  func everyCountThroughCounted() throws {
    let root = String(#filePath[..<#filePath.firstRange(of: "/Tests/")!.lowerBound])
    let pattern = try Regex(
      #"\\\((?:[^()]|\([^()]*\))*\) ("# + Self.plurals.joined(separator: "|") + #")\b"#)
    var found: [String] = []
    let files = Self.swiftFiles(root, "Sources")
    #expect(files.count > 100)
    for file in files {
      let text = String(decoding: try FileIO.read(root + "/" + file), as: UTF8.self)
      for match in text.matches(of: pattern) {
        let hit = String(text[match.range])
        if Self.neverOne.contains(where: { $0.file == file && hit.hasSuffix($0.text) }) { continue }
        found.append("\(file): \(hit)")
      }
    }
    #expect(found.isEmpty, "counts before a plural by hand (use Numbers.counted): \(found)")
  }
}
