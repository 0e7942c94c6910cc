import PdxLanguage

/// Where a run takes its lines from: a whole `Script`, or a `ScriptStream`.
public protocol ScriptSource {
  var path: String { get }
  /// The script's language (its `# lang:` line), known once its first line is read.
  var language: Language? { get }
  mutating func next() throws(ScriptError) -> ScriptLine?
  /// The transcript of the command `next` last gave, when it came after the command was handed
  /// over (lines read as they arrive); nil when it has none.
  mutating func transcriptAfterRun() throws(ScriptError) -> [String]?
}

extension ScriptSource {
  public mutating func transcriptAfterRun() throws(ScriptError) -> [String]? { nil }
}

extension Script {
  /// The lines of an already-read script, as a source.
  public struct Lines: ScriptSource {
    public let path: String
    public let language: Language?
    let lines: [ScriptLine]
    var index = 0
    public mutating func next() throws(ScriptError) -> ScriptLine? {
      guard index < lines.count else { return nil }
      index += 1
      return lines[index - 1]
    }
  }

  public var source: Lines { Lines(path: path, language: language, lines: lines) }
}
