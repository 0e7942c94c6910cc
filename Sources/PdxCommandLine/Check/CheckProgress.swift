import PdxExplore
import PdxLanguage
import PdxRunner
import PdxScripts

/// The live line `pdx check` keeps on a terminal's stderr while it searches, as a model checker
/// prints it: the level, the transitions so far, the distinct states, the queue, the rate.
struct CheckProgress {
  let language: Language
  let start = FileIO.monotonicNanoseconds()

  /// The line for `p`, to be written over the last one.
  func line(_ p: StateSpace.Progress, now: Int = FileIO.monotonicNanoseconds()) -> String {
    let seconds = max(Double(now - start) / 1e9, 1e-9)
    let n = { Numbers.grouped($0, language) }
    let rate = n(Int(Double(p.generated) / seconds))
    let generated = Numbers.counted(
      p.generated, ("generated", "generated"), ("generado", "generados"))
    let distinct = Numbers.counted(p.distinct, ("distinct", "distinct"), ("distinto", "distintos"))
    return Words(
      en: "depth \(p.depth) · \(generated.en) · \(distinct.en) · \(n(p.queued)) queued · \(rate)/s",
      es: "profundidad \(p.depth) · \(generated.es) · \(distinct.es) · \(n(p.queued)) en cola ·"
        + " \(rate)/s")(language)
  }

  /// Shows `p` on `output` (stderr), over the line before: back to its start and erased.
  func show(_ p: StateSpace.Progress, on output: Output = standardError) {
    output.control(Self.eraseLine)
    output.text(line(p))
    output.flush()
  }

  /// Clears the line.
  func clear(on output: Output = standardError) {
    output.control(Self.eraseLine)
    output.flush()
  }

  /// Carriage return, then erase to the end of the line (ECMA-48 EL).
  static let eraseLine: StaticString = "\r\u{1B}[K"
}
