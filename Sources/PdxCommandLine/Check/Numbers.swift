import PdxLanguage
import PdxRender

/// Numbers in the check's own words, beside `Numbers.grouped`: decimals marked as the language
/// writes them (`1.5` in English, `1,5` in Spanish). JSON writes its own (`JSONObject`).
extension Numbers {
  /// A number (never negative: times, sizes) with `places` decimals, its whole part grouped as `grouped` groups a count, so
  /// that every number of one output reads the same way: "144,817.2" (English), "144 817,2"
  /// (Spanish, a no-break space), "1.50" and "1,50".
  static func formatted(_ x: Double, _ places: Int, _ language: Language = .en) -> String {
    let text = JSONObject.fixed(x, places: places)
    let parts = text.split(separator: ".", maxSplits: 1)
    guard let whole = Int(parts[0]) else { return text }
    let point = language == .es ? "," : "."
    return grouped(whole, language) + (parts.count > 1 ? point + parts[1] : "")
  }

  /// n²/2^65, the chance that two of n states share a 64-bit fingerprint, in scientific
  /// notation: "3.0e-10".
  static func collision(_ n: Int, _ language: Language = .en) -> String {
    let p = Double(n) * Double(n) / 36_893_488_147_419_103_232.0
    guard p > 0 else { return "0" }
    var exponent = 0
    var mantissa = p
    while mantissa < 1 {
      mantissa *= 10
      exponent -= 1
    }
    while mantissa >= 10 {
      mantissa /= 10
      exponent += 1
    }
    return formatted(mantissa, 1, language) + "e" + String(exponent)
  }

  /// A size in bytes as `--max-memory` takes it: "512 MiB", "2 GiB", "1.5 GiB", "4096 bytes".
  static func size(_ bytes: Int, _ language: Language = .en) -> String {
    for (unit, scale) in [("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)] where bytes >= scale
    {
      let x = Double(bytes) / Double(scale)
      return (x == x.rounded() ? String(Int(x)) : formatted(x, 1, language)) + " " + unit
    }
    return Numbers.counted(bytes, ("byte", "bytes"), ("byte", "bytes"))(language)
  }
}
