import Testing

@testable import PokedexCore

/// A value question's choices come from the type of the field its path reads
/// (`StatePath.choices`): over the worlds random sessions reach, every value a path takes is
/// one of its choices (or nil where it may be nil), and a path that reads an enum or a Bool
/// says so, so that no two paths of one type offer different values.
@Suite("The choices of a path, from its type")
struct PathChoicesTests {
  @Test("every value a path takes in random sessions is one of its choices")
  func valuesAreChoices() {
    var checked = 0
    for seed in DiffPropertyTests.seeds {
      for world in DiffPropertyTests.trajectory(seed: seed, steps: 400) {
        for path in StatePath.allCases {
          let value = path.value(in: world)
          switch path.choices {
          case .every(let all, let nullable):
            if value == .null {
              #expect(nullable, "\(path) is nil, and its choices say it cannot be")
            } else {
              #expect(all.contains(value), "\(path) is \(value), not one of \(all)")
            }
          case .open:
            switch value {
            case .symbol, .bool:
              Issue.record("\(path) reads \(value): its choices must come from its type")
            default: break
            }
          }
          checked += 1
        }
      }
    }
    #expect(checked > 10_000)
  }

  @Test("two paths that read one field offer the same values")
  func oneTypeOneList() {
    guard case .every(let ajustes, _) = StatePath.field(.ajustesTema).choices,
      case .every(let contenido, _) = StatePath.field(.contenidoTema).choices
    else {
      Issue.record("the theme's paths offer no values")
      return
    }
    #expect(ajustes == contenido)
    #expect(ajustes == Tema.allCases.map { .symbol($0.rawValue) })
  }
}
