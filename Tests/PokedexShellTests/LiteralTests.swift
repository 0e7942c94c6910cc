import PdxScripts
import PdxSession
@_spi(Internals) import PokedexCore
import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRender
@testable import PdxRunner
@testable import PdxTeaching

private func ints(_ xs: Int...) -> Value { .list(xs.map(Value.int)) }
private func strs(_ xs: String...) -> Value { .list(xs.map(Value.string)) }

/// The literal grammar `expect` reads (`Value.parse`), against the core's printing of values.
@Suite("Literals")
struct LiteralTests {
  static let samples: [Value] = [
    .null, .bool(true), .bool(false), .int(0), .int(25), .int(-1), .int(Int.max), .int(Int.min),
    .string(""), .string("text"), .string("a\"b\\c"), .string("line\nnext\ttab\rret\0nul"),
    .string("\u{1}\u{1F}\u{7F}"), .string("¿Cerrar la sesión? «Pokédex» ♀ 🐉"),
    .string("[1, 2]"), .string("nil"), .symbol("lista"), .symbol("notDetermined"),
    .symbol("_x1"), .symbol("construido"), .list([]), ints(25, 1),
    .list([.string("a"), .null, .bool(false), .symbol("b"), .int(-7)]),
    .list([.list([]), .list([ints(1), .string("]")])]),
  ]

  @Test("rendering and parsing round-trip", arguments: samples)
  func roundTrip(_ v: Value) throws {
    #expect(try Value.parse(v.description) == v)
  }

  @Test("round-trip over many seeded random values")
  func roundTripRandom() throws {
    var rng = SplitMix64(seed: 0xC0FFEE)
    let alphabet: [Character] = [
      "a", "Z", " ", "\"", "\\", "\n", "\t", "\u{0}", "é", "«", "🐉", "]", ",",
    ]
    func random(_ depth: Int) -> Value {
      switch Int.random(in: 0..<(depth > 2 ? 5 : 6), using: &rng) {
      case 0: return .null
      case 1: return .bool(Bool.random(using: &rng))
      case 2: return .int(Int.random(in: Int.min...Int.max, using: &rng))
      case 3:
        let n = Int.random(in: 0..<8, using: &rng)
        return .string(String((0..<n).map { _ in alphabet.randomElement(using: &rng)! }))
      case 4: return .symbol(["lista", "conSesion", "x_1", "ñandú"].randomElement(using: &rng)!)
      default: return .list((0..<Int.random(in: 0..<4, using: &rng)).map { _ in random(depth + 1) })
      }
    }
    for _ in 0..<500 {
      let v = random(0)
      #expect(try Value.parse(v.description) == v, "\(v)")
    }
  }

  @Test("parse accepts spaces around values and inside lists")
  func parseSpaces() throws {
    #expect(try Value.parse("  [ 25 ,1 ]  ") == ints(25, 1))
    #expect(try Value.parse("\t\"x\"") == .string("x"))
    #expect(try Value.parse("\"\\u{41}\\'\"") == .string("A'"))
  }

  @Test(
    "parse rejects malformed literals with a column",
    arguments: [
      "", "[", "[1,", "[1 2]", "\"open", "1 2", "-", "--1", "\"\\q\"", "\"\\u{zz}\"",
      "99999999999999999999", "@", "[1,]", "\"\\u{D800}\"", "nil nil", ",",
    ])
  func parseRejects(_ text: String) {
    #expect(throws: LiteralError.self) { try Value.parse(text) }
    do {
      _ = try Value.parse(text)
    } catch {
      #expect(error.column >= 1)
      #expect(!error.description.isEmpty)
    }
  }

  @Test("contains means an element for lists and a substring for text, nothing else")
  func containsSemantics() {
    #expect(Expectation.contains(ints(25, 1), .int(1)))
    #expect(Expectation.contains(.ints([25, 1]), .int(1)))
    #expect(!Expectation.contains(ints(25, 1), .int(2)))
    #expect(Expectation.contains(.string("permiso concedido"), .string("concedido")))
    #expect(!Expectation.contains(.string("abc"), .string("d")))
    #expect(Expectation.contains(.string("abc"), .string("")))
    #expect(
      !Expectation.contains(strs("permiso de notificaciones: concedido"), .string("concedido")))
    #expect(Expectation.contains(.list([.symbol("lista")]), .string("lista")))
    #expect(!Expectation.contains(.int(1), .int(1)))
    #expect(!Expectation.contains(.string("abc"), .int(1)))
  }

  @Test("every path's value prints as a literal that reads back as itself, in any world")
  func everyPathRoundTrips() {
    var stopped = Store()
    _ = stopped.send(.terminate)
    var uninstalled = Store(platform: .android)
    _ = uninstalled.send(.uninstall)
    var signedIn = Store()
    _ = signedIn.send(.signup(email: "ash@kanto.com", password: Secret("pikachu")))
    let worlds = [
      World(), Store().world, signedIn.world, Store(hayCuentas: false).world, stopped.world,
      uninstalled.world,
    ]
    for world in worlds {
      for entry in StatePath.allCases {
        let v = entry.value(in: world)
        #expect((try? Value.parse(v.description)) == v, "\(entry): \(v)")
      }
    }
  }
}

// How deep a literal may nest.
extension LiteralTests {
  @Test("a list literal nests at most 32 deep: deeper is a clear error, not a stack overflow")
  func deepLiteral() {
    let deep = String(repeating: "[", count: 40_000)
    #expect(throws: LiteralError.self) { try Value.parse(deep) }
    #expect(throws: LiteralError.self) {
      try Value.parse(deep + String(repeating: "]", count: 40_000))
    }
    do {
      _ = try Value.parse(deep)
    } catch {
      #expect(error.message == "lists nest at most 32 deep")
      #expect(error.column == 33)
    }
    let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect((try? Value.parse(ok)) != nil)
    let c = Captured()
    let outcome = c.session.execute("expect raiz == " + deep, at: "a.pdx:1", script: true)
    guard case .scriptError(let message) = outcome else {
      Issue.record("expected a script error, got \(outcome)")
      return
    }
    #expect(message.contains("lists nest at most 32 deep"))
  }

  @Test("a replayed expect's fast verdict (holds) is judge's, for every kind, negated or not")
  func holdsAgreesWithJudge() throws {
    var store = Store()
    let step = store.send(.tab(.favoritos))
    let world = store.world
    let output = TextRenderer.render(step)
    let tapRef = try #require(EventRef(kind: "action", id: "tab"))
    let noteRef = try #require(EventRef(kind: "note", id: "link-lost"))
    let expectations: [PdxCommands.Expectation] = [
      .equals(.field(.contenidoPestana), .symbol("favoritos")),
      .equals(.field(.contenidoPestana), .int(1)),
      .notEquals(.field(.contenidoPestana), .symbol("lista")),
      .notEquals(.field(.raiz), .symbol("formulario")),
      .contains(.field(.contenidoCaminoLista), .int(7)),
      .contains(.field(.contenidoPestana), .string("fav")),
      .outputContains("tab favoritos"), .outputContains("nowhere"), .outputContains(""),
      .event(tapRef), .event(noteRef),
    ]
    var held = 0
    for e in expectations {
      for negated in [false, true] {
        for last in [step, nil] as [Step?] {
          let fast = e.holds(world: world, lastOutput: output, lastStep: last) != negated
          let judged = e.judge(world: world, lastOutput: output, lastStep: last, negated: negated)
          #expect(fast == judged.holds, "\(e) negated: \(negated)")
          if fast { held += 1 }
        }
      }
    }
    // Both verdicts are met: the comparison is not all one way.
    #expect(held > 0 && held < expectations.count * 4)
  }
}
