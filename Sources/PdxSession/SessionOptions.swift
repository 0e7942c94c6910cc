import PdxLanguage
import PokedexCore

/// How steps are printed.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text, json
}

/// A session's settings, from the command line.
public struct SessionOptions: Sendable {
  public var format: OutputFormat = .text
  public var color = false
  public var platform: Plataforma = .ios
  public var hayCuentas = true
  /// Print each command before its output (`pdx> …`), as when replaying a script.
  public var echo = false
  /// The language of what pdx says (docs/reference.md §4.11).
  public var language: Language = .en
  /// Each event's id beside its sentence (`set ids on`, `--ids`; docs/reference.md §4.10).
  public var ids = false
  /// A step's changed paths hidden: actions, ui lines, log lines and notes only (`set brief
  /// on`, `--brief`; docs/reference.md §9.1).
  public var brief = false
  /// An exercise's session (`pdx exercise`, docs/reference.md §9.4): each event in its
  /// exercise form, which names no knob nor the code a knob stands for.
  public var exercise = false
  public init() {}
}
