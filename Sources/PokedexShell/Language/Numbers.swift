/// Numbers as people read them, in each language: the one place that groups digits.
public enum Numbers {
  /// 1234567 → "1,234,567" in English, "1.234.567" in Spanish; below 10,000 Spanish writes no
  /// separator ("4096"), as the RAE recommends.
  public static func grouped(_ n: Int, _ language: Language = .en) -> String {
    let digits = String(n.magnitude)
    let separator: Character = language == .es ? "." : ","
    guard language != .es || digits.count > 4 else { return (n < 0 ? "-" : "") + digits }
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(separator) }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }
}
