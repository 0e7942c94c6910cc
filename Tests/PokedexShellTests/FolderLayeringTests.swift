import Foundation
import Testing

/// The shell's targets, each a folder of Sources named for it, depend on each other one way: the
/// README's map lists them top to bottom, each with the folders it uses, and each uses only
/// folders listed below it.
///
/// What "uses" means here, measured on the text: a folder declares the names at the top level
/// of its files (types, functions, constants; not `private` or `fileprivate` ones), and a file
/// uses another folder when an identifier of its code (comments and string literals left out,
/// string interpolations kept) is one of that folder's names. An `extension` of another
/// folder's type names the type, so it counts. What it does not see: a call of a member that
/// one folder adds to another folder's type in an extension (`language.text(event)`, added by
/// Render to Language's type) is not traced to the folder that added it. The compiler sees
/// those: each folder is a target that depends on the targets of the folders its line lists
/// (Package.swift, held to the map here), so a member added above a folder is not there below.
@Suite("Folder layering")
struct FolderLayeringTests {
  static let root: String = {
    let file = #filePath
    return String(file[..<file.firstRange(of: "/Tests/")!.lowerBound])
  }()

  /// The shell's folders: every folder of Sources but the core below them and what sits above
  /// (the front end, its main, libedit's module, the fuzz harness).
  static func shellFolders() throws -> [String] {
    let edges: Set<String> = ["PokedexCore", "PdxCommandLine", "pdx", "CLibEdit", "PdxHarness"]
    return try FileManager.default.contentsOfDirectory(atPath: root + "/Sources")
      .filter { !edges.contains($0) }.sorted()
  }

  @Test("no two of the shell's folders use each other, even through others")
  func acyclic() throws {
    let graph = try FolderGraph(Self.root + "/Sources", only: Self.readmeLayers().map(\.folder))
    #expect(graph.cycle() == nil, "a cycle of folders: \(graph.cycle() ?? [])")
  }

  @Test("the README's map lists every folder once, each using exactly the folders it says")
  func readmeIsTrue() throws {
    let graph = try FolderGraph(Self.root + "/Sources", only: Self.readmeLayers().map(\.folder))
    let map = try Self.readmeLayers()
    let listed = map.map(\.folder)
    #expect(Set(listed).count == listed.count, "a folder listed twice: \(listed)")
    let folders = try Self.shellFolders()
    #expect(
      Set(listed) == Set(folders),
      "the map lists \(listed.sorted()); the folders are \(folders)")
    for line in map {
      let measured = graph.uses[line.folder, default: [:]]
      #expect(
        line.uses == Set(measured.keys),
        """
        README.md says \(line.folder) uses \(line.uses.sorted()); it uses \
        \(measured.keys.sorted()) (\(graph.why(line.folder)))
        """)
    }
  }

  @Test("each folder in the README's map uses only folders listed below it")
  func layered() throws {
    let graph = try FolderGraph(Self.root + "/Sources", only: Self.readmeLayers().map(\.folder))
    let map = try Self.readmeLayers()
    let position = Dictionary(
      map.enumerated().map { ($0.element.folder, $0.offset) }, uniquingKeysWith: min)
    for (folder, used) in graph.uses {
      for (other, why) in used {
        #expect(
          (position[other] ?? -1) > (position[folder] ?? Int.max),
          "\(folder) uses \(other) (\(why)), which the README's map lists above it")
      }
    }
  }

  @Test("each folder's target in Package.swift depends on exactly the map's folders' targets")
  func packageIsTrue() throws {
    let folders = try Self.shellFolders()
    let package = try String(contentsOfFile: Self.root + "/Package.swift", encoding: .utf8)
    let targets = ShellTargets(package, folders: folders)
    #expect(
      Set(targets.module.keys) == Set(folders),
      "folders with a target of their own: \(targets.module.keys.sorted()); the folders are \(folders)"
    )
    for line in try Self.readmeLayers() {
      guard let name = targets.module[line.folder] else { continue }
      let declared = targets.dependencies[name, default: []].filter(targets.folder.keys.contains)
      let wanted = Set(line.uses.compactMap { targets.module[$0] })
      #expect(
        declared == wanted,
        """
        Package.swift's \(name) depends on \(declared.sorted()); README's map says \(line.folder) \
        uses \(wanted.sorted())
        """)
    }
  }

  @Test("the reading of Package.swift finds a folder's target and its dependencies")
  func packageReading() {
    let targets = ShellTargets(
      """
      .target(name: "Core"),
      // .target(name: "Gone"),
      .target(
        name: "PdxLow", dependencies: ["Core"], swiftSettings: strict),
      .target(name: "PdxTop", dependencies: ["Core", "PdxLow"]),
      .target(name: "PdxHigh", dependencies: ["PdxTop"]),
      .target(name: "Elsewhere", dependencies: ["PdxTop"], path: "Benchmarks/Elsewhere"),
      """, folders: ["PdxHigh", "PdxLow", "PdxTop", "Elsewhere", "Gone"])
    #expect(targets.module == ["PdxLow": "PdxLow", "PdxTop": "PdxTop", "PdxHigh": "PdxHigh"])
    #expect(targets.dependencies["PdxTop"] == ["Core", "PdxLow"])
    #expect(targets.dependencies["PdxHigh"] == ["PdxTop"])
    #expect(targets.dependencies["PdxLow"] == ["Core"])
  }

  @Test("the measure sees a use, a cycle and nothing in comments or strings")
  func measure() {
    let graph = FolderGraph(files: [
      ("Low", "public struct Brick {}\nfunc lay() {}\nprivate func hidden() {}\n"),
      ("High", "struct Wall { var b: Brick }\n// Mortar is mentioned\nlet s = \"Mortar\"\n"),
      ("Side", "enum Mortar {}\nlet t = \"\\(Wall.self) hidden\"\n"),
    ])
    #expect(graph.uses["High"]?.keys.sorted() == ["Low"])
    #expect(graph.uses["Side"]?.keys.sorted() == ["High"])
    #expect(graph.cycle() == nil)
    let looped = FolderGraph(files: [
      ("A", "struct X { var y: Y }"), ("B", "struct Y { var x: X }"),
    ])
    #expect(looped.cycle() != nil)
  }

  /// The lines of README.md between `<!-- layers:begin -->` and `<!-- layers:end -->` of the
  /// form `Folder → Other, Another` (a folder using none: `Folder →`).
  static func readmeLayers() throws -> [(folder: String, uses: Set<String>)] {
    let text = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let begin = try #require(text.firstRange(of: "<!-- layers:begin -->"), "README has no map")
    let end = try #require(text.firstRange(of: "<!-- layers:end -->"), "README's map has no end")
    var lines: [(String, Set<String>)] = []
    for line in text[begin.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.split(separator: "→", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else { continue }
      let folder = parts[0].trimmingCharacters(in: .whitespaces)
      let uses = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      lines.append((folder, Set(uses.filter { !$0.isEmpty })))
    }
    return lines
  }
}

/// Which folder uses which, measured as FolderLayeringTests says.
struct FolderGraph {
  var folders: [String]
  /// folder → the folders it uses → one name it uses there, and the file that uses it.
  var uses: [String: [String: String]] = [:]

  init(_ path: String, only names: [String]) throws {
    let manager = FileManager.default
    var files: [(String, String)] = []
    for folder in names.sorted() {
      let dir = path + "/" + folder
      var isDir: ObjCBool = false
      guard manager.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else { continue }
      for file in try manager.contentsOfDirectory(atPath: dir).sorted()
      where file.hasSuffix(".swift") {
        files.append((folder, try String(contentsOfFile: dir + "/" + file, encoding: .utf8)))
      }
    }
    self.init(files: files)
  }

  init(files: [(folder: String, source: String)]) {
    folders = Array(Set(files.map(\.folder))).sorted()
    let code = files.map { ($0.folder, Self.code($0.source)) }
    var owner: [String: Set<String>] = [:]
    for (folder, text) in code {
      for name in Self.declarations(text) { owner[name, default: []].insert(folder) }
    }
    for (folder, text) in code {
      for name in Self.identifiers(text) {
        for other in owner[name] ?? [] where other != folder {
          uses[folder, default: [:]][other] = uses[folder]?[other] ?? name
        }
      }
    }
  }

  /// One name behind each use of `folder`, for a message.
  func why(_ folder: String) -> String {
    (uses[folder] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
      .joined(separator: ", ")
  }

  /// A path of folders that comes back to where it began, nil when there is none.
  func cycle() -> [String]? {
    var state: [String: Int] = [:]  // 1: on the path, 2: done
    var path: [String] = []
    func visit(_ f: String) -> [String]? {
      if state[f] == 2 { return nil }
      if state[f] == 1 { return path[path.firstIndex(of: f)!...] + [f] }
      state[f] = 1
      path.append(f)
      for next in (uses[f] ?? [:]).keys.sorted() {
        if let found = visit(next) { return found }
      }
      path.removeLast()
      state[f] = 2
      return nil
    }
    for f in folders { if let found = visit(f) { return found } }
    return nil
  }

  /// The source without comments and without the text of string literals (their
  /// interpolations kept).
  static func code(_ source: String) -> String {
    let s = Array(source.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    func at(_ k: Int, _ text: String) -> Bool {
      let t = Array(text.unicodeScalars)
      return k + t.count <= s.count && Array(s[k..<k + t.count]) == t
    }
    while i < s.count {
      if at(i, "//") {
        while i < s.count && s[i] != "\n" { i += 1 }
      } else if at(i, "/*") {
        i += 2
        while i < s.count && !at(i, "*/") { i += 1 }
        i += 2
      } else if s[i] == "\"" {
        let triple = at(i, "\"\"\"")
        i += triple ? 3 : 1
        out.append(" ")
        while i < s.count && !(triple ? at(i, "\"\"\"") : s[i] == "\"" || s[i] == "\n") {
          if at(i, "\\(") {
            var depth = 0
            i += 1
            repeat {
              if s[i] == "(" { depth += 1 } else if s[i] == ")" { depth -= 1 }
              out.append(s[i])
              i += 1
            } while i < s.count && depth > 0
          } else {
            i += s[i] == "\\" ? 2 : 1
          }
        }
        i += triple ? 3 : 1
        out.append(" ")
      } else {
        out.append(s[i])
        i += 1
      }
    }
    return String(out)
  }

  /// The names a file declares at its top level (a line that starts in column 0), but private
  /// ones.
  static func declarations(_ code: String) -> [String] {
    let keywords: Set<Substring> = [
      "struct", "enum", "class", "protocol", "actor", "typealias", "func", "let", "var",
    ]
    let modifiers: Set<Substring> = [
      "public", "package", "internal", "final", "nonisolated", "indirect", "static",
    ]
    var names: [String] = []
    for whole in code.split(separator: "\n") where whole.first.map({ $0 != " " }) ?? false {
      // Attributes first (`@MainActor`, `@inline(__always)`, which may stand on a line of
      // their own, above the declaration).
      var line = whole
      while line.first == "@" {
        let end = line.firstIndex(of: " ") ?? line.endIndex
        line = line[end...].drop { $0 == " " }
      }
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      var k = 0
      while k < words.count && modifiers.contains(words[k]) { k += 1 }
      guard k + 1 < words.count, keywords.contains(words[k]) else { continue }
      if line.hasPrefix("private") || line.hasPrefix("fileprivate") { continue }
      names.append(String(words[k + 1]))
    }
    return names
  }

  /// Every identifier of the code, once.
  static func identifiers(_ code: String) -> Set<String> {
    Set(
      code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    )
  }
}

/// The targets of Package.swift over the shell's folders: a target named for a folder of Sources
/// (none of them names a `path`).
struct ShellTargets {
  /// folder → its target.
  var module: [String: String] = [:]
  /// target → folder.
  var folder: [String: String] = [:]
  /// target → the targets it depends on.
  var dependencies: [String: Set<String>] = [:]

  init(_ package: String, folders: [String]) {
    let code = package.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }.joined(separator: "\n")
    for chunk in code.components(separatedBy: ".target(").dropFirst() {
      guard let name = Self.strings(after: "name:", in: chunk).first else { continue }
      dependencies[name] = Set(Self.strings(after: "dependencies:", in: chunk))
      if folders.contains(name), Self.strings(after: "path:", in: chunk).isEmpty {
        module[name] = name
      }
    }
    folder = Dictionary(module.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
  }

  /// The quoted strings of the value after `label` (one string, or a list in brackets), up to
  /// the target's end.
  static func strings(after label: String, in chunk: String) -> [String] {
    guard let at = chunk.firstRange(of: label) else { return [] }
    let rest = chunk[at.upperBound...].drop { $0 == " " || $0 == "\n" }
    let value: Substring
    if rest.first == "[" {
      value = rest[..<(rest.firstIndex(of: "]") ?? rest.endIndex)]
    } else {
      value = rest[..<(rest.firstIndex(of: ",") ?? rest.firstIndex(of: ")") ?? rest.endIndex)]
    }
    return value.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
