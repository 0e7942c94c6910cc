import Testing

@testable import PokedexCore

@Suite("SimDate")
struct SimDateTests {
  @Test(
    "parse reads real days of YYYY-MM-DD, leap years included",
    arguments: [
      ("2026-01-01", 2026, 1, 1), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29),
      ("0001-01-01", 1, 1, 1), ("9999-12-31", 9999, 12, 31), ("2026-04-30", 2026, 4, 30),
    ])
  func parseValid(_ text: String, _ y: Int, _ m: Int, _ d: Int) {
    let date = SimDate.parse(text)
    #expect(date == SimDate(year: y, month: m, day: d))
    #expect(date?.description == text)
  }

  @Test(
    "parse rejects bad formats and days that do not exist",
    arguments: [
      "2026-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-13-01", "2026-00-10",
      "2026-01-00", "2026-01-32", "0000-01-01", "2026-1-01", "2026-01-1", "26-01-01",
      "20260101", "2026/01/01", " 2026-01-01", "2026-01-01 ", "+026-01-01", "2026-01-01-01",
      "２０２６-01-01", "", "date", "-2026-01-01", "12026-01-01",
    ])
  func parseInvalid(_ text: String) {
    #expect(SimDate.parse(text) == nil)
  }

  @Test("the day of the year counts from 1 on January 1st")
  func dayOfYear() {
    #expect(SimDate(year: 2026, month: 1, day: 1).dayOfYear == 1)
    #expect(SimDate(year: 2026, month: 12, day: 31).dayOfYear == 365)
    #expect(SimDate(year: 2024, month: 12, day: 31).dayOfYear == 366)
    #expect(SimDate(year: 2024, month: 3, day: 1).dayOfYear == 61)
  }

  @Test("the daily Pokémon is always in 1…151 and cycles every 151 days")
  func dailyCycles() {
    for d in 1...28 {
      for m in 1...12 {
        let date = SimDate(year: 2024, month: m, day: d)
        #expect(Catalog.range.contains(date.pokemonOfTheDay))
        #expect(date.pokemonOfTheDay == (date.dayOfYear - 1) % 151 + 1)
      }
    }
  }

  @Test("a date prints with four-digit years")
  func description() {
    #expect(SimDate(year: 5, month: 3, day: 9).description == "0005-03-09")
  }
}
