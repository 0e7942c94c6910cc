/// The side-by-side layout of a comparison: a column for the paths, as wide as the longest one
/// shown, then the rest of the width in two halves, iOS on the left and Android on the right,
/// parted by ` | ` as `diff -y` parts them. A value too long for its half wraps inside it, at
/// a space when there is one.
import PdxLanguage

struct Columns: Equatable {
  let label: Int
  let ios: Int
  let android: Int

  /// The narrowest half a value gets; a terminal too narrow for two of them is not side by side.
  static let narrowest = 16

  init?(_ c: Comparison, width: Int) {
    label =
      c.differences.flatMap(\.items).compactMap {
        CompareRenderer.sides($0, c.language)?.label.count
      }.max() ?? 0
    let rest = width - 2 - label - 2 - 3
    ios = rest / 2
    android = rest - ios
    guard ios >= Columns.narrowest else { return nil }
  }

  /// `ios | android` over the halves, once at the top.
  var header: String { row("", "ios", "android")[0] }

  /// An item that has a value on each side, on one row (or more, when a value wraps).
  func rows(_ item: Difference.Item, _ language: Language) -> [String] {
    guard let (label, i, a) = CompareRenderer.sides(item, language) else { return [] }
    return row(label, i, a)
  }

  private func row(_ name: String, _ i: String, _ a: String) -> [String] {
    let (left, right) = (Columns.wrap(i, ios), Columns.wrap(a, android))
    return (0..<max(left.count, right.count)).map { n in
      var line = "  " + Columns.pad(n == 0 ? name : "", label) + "  "
      line += Columns.pad(n < left.count ? left[n] : "", ios) + " | "
      line += n < right.count ? right[n] : ""
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  static func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
  }

  /// `text` in lines of at most `width` characters: cut after the last space that fits, or at
  /// the width when no space does.
  static func wrap(_ text: String, _ width: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > width {
      let head = rest.prefix(width + 1)
      if let space = head.lastIndex(of: " "), space > rest.startIndex {
        lines.append(String(rest[..<space]))
        rest = rest[rest.index(after: space)...]
      } else {
        let cut = rest.index(rest.startIndex, offsetBy: width)
        lines.append(String(rest[..<cut]))
        rest = rest[cut...]
      }
    }
    lines.append(String(rest))
    return lines
  }
}
