/// The simulated date: a plain calendar day, no time zone, no wall clock.
public struct SimDate: Sendable, Hashable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  package static let initial = SimDate(year: 2026, month: 1, day: 1)

  /// Parses `YYYY-MM-DD` (a real day of the Gregorian calendar, years 1…9999).
  ///
  ///     SimDate.parse("2026-02-29")  // nil: 2026 is not a leap year
  public static func parse(_ text: String) -> SimDate? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
      let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
      y >= 1, (1...12).contains(m), d >= 1, d <= daysInMonth(m, y)
    else { return nil }
    return SimDate(year: y, month: m, day: d)
  }

  static func isLeapYear(_ y: Int) -> Bool { (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 }

  static func daysInMonth(_ m: Int, _ y: Int) -> Int {
    switch m {
    case 2: return isLeapYear(y) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// 1 for January 1st.
  package var dayOfYear: Int {
    var total = day
    for m in 1..<month { total += SimDate.daysInMonth(m, year) }
    return total
  }

  /// The «Pokémon del día»: n = (day of year − 1) mod 151 + 1.
  package var pokemonOfTheDay: Int { (dayOfYear - 1) % 151 + 1 }

  public var description: String {
    let y = String(year)
    let m = month < 10 ? "0\(month)" : "\(month)"
    let d = day < 10 ? "0\(day)" : "\(day)"
    return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + m + "-" + d
  }
}
