import PokedexCore

/// ANSI styles, used only when colour is on.
public struct Style: Sendable {
  public var color: Bool
  public init(color: Bool) { self.color = color }

  func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
  func action(_ s: String) -> String { paint(s, "1;36") }
  func old(_ s: String) -> String { paint(s, "31") }
  func new(_ s: String) -> String { paint(s, "32") }
  func ui(_ s: String) -> String { paint(s, "35") }
  func log(_ s: String) -> String { paint(s, "34") }
  func note(_ s: String) -> String { paint(s, "33") }
  func error(_ s: String) -> String { paint(s, "1;31") }
  func dim(_ s: String) -> String { paint(s, "2") }
}

/// The text form of a step (SPEC §4): each action in causal order, then the paths it changed
/// (`path: old → new`), the screen's operations, log lines and notes; warnings after the step.
public enum TextRenderer {
  /// Lists longer than this print only what was inserted and removed.
  public static let wholeListLimit = 8

  public static func render(_ step: Step, style: Style = Style(color: false)) -> [String] {
    var out: [String] = []
    if let error = step.error {
      out.append(style.error("error: ") + error)
      return out
    }
    for action in step.actions {
      out.append(style.action("▸ " + action.name))
      for c in action.changes {
        var line = "  "
        line += change(c, style: style)
        out.append(line)
      }
      for u in action.ui { out.append("  " + style.ui("ui: " + u)) }
      for l in action.log { out.append("  " + style.log("log: " + l)) }
      for n in action.notes { out.append("  " + style.note("note: " + n)) }
    }
    for w in step.warnings { out.append(style.error("warning: ") + w) }
    return out
  }

  /// `path: old → new`; lists of more than 8 elements print only `+inserted -removed`.
  public static func change(_ c: Change, style: Style = Style(color: false)) -> String {
    if let a = c.old.elements, let b = c.new.elements,
      a.count > wholeListLimit || b.count > wholeListLimit
    {
      let (added, removed) = listDelta(a, b)
      if added.isEmpty && removed.isEmpty {
        return "\(c.path): reordered (\(b.count) elements)"
      }
      let parts =
        added.map { style.new("+" + $0.description) }
        + removed.map { style.old("-" + $0.description) }
      return "\(c.path): " + parts.joined(separator: " ")
    }
    var line = c.path
    line += ": "
    if style.color {
      line += style.old(c.old.description) + " → " + style.new(c.new.description)
    } else {
      // The plain form is built in place: it is what every step of a replay prints.
      c.old.write(to: &line)
      line += " → "
      c.new.write(to: &line)
    }
    return line
  }

  /// Multiset difference: what `b` has more of than `a`, and what it has less of, in order.
  /// Common prefix and suffix are skipped first, so an append costs little.
  static func listDelta(_ a: [Value], _ b: [Value]) -> (added: [Value], removed: [Value]) {
    var lo = 0
    while lo < a.count, lo < b.count, a[lo] == b[lo] { lo += 1 }
    var hiA = a.count
    var hiB = b.count
    while hiA > lo, hiB > lo, a[hiA - 1] == b[hiB - 1] {
      hiA -= 1
      hiB -= 1
    }
    var counts: [Value: Int] = [:]
    for v in a[lo..<hiA] { counts[v, default: 0] += 1 }
    var added: [Value] = []
    for v in b[lo..<hiB] {
      if let n = counts[v], n > 0 { counts[v] = n - 1 } else { added.append(v) }
    }
    var removed: [Value] = []
    for v in a[lo..<hiA] {
      if let n = counts[v], n > 0 {
        counts[v] = n - 1
        removed.append(v)
      }
    }
    return (added, removed)
  }
}
