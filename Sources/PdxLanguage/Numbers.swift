/// Numbers as people read them, in each language: the one place that groups digits.
public enum Numbers {
  /// 1234567 → "1,234,567" in English, "1 234 567" in Spanish, as the RAE writes numbers: in
  /// groups of three with a no-break space (U+00A0), and only from five digits ("4096").
  public static func grouped(_ n: Int, _ language: Language = .en) -> String {
    let digits = String(n.magnitude)
    let separator: Character = language == .es ? "\u{A0}" : ","
    guard language != .es || digits.count > 4 else { return (n < 0 ? "-" : "") + digits }
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0, (digits.count - i) % 3 == 0 { out.append(separator) }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// A count and its noun, singular for exactly one and plural otherwise (in both languages),
  /// the number grouped: `counted(1, ("line", "lines"), ("línea", "líneas"))` reads «1 line»
  /// and «1 línea»; with 2, «2 lines» and «2 líneas». Every count pdx puts before a noun goes
  /// through here, so that none says «1 lines».
  public static func counted(
    _ n: Int, _ en: (one: String, many: String), _ es: (one: String, many: String)
  ) -> Words {
    Words(
      en: grouped(n, .en) + " " + (n == 1 ? en.one : en.many),
      es: grouped(n, .es) + " " + (n == 1 ? es.one : es.many))
  }
}
