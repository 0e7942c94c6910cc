import Testing

@testable import PdxCommands
@testable import PdxCompare
@testable import PdxExplore
@testable import PdxInteractive
@testable import PdxPictures
@testable import PdxRunner
@testable import PdxTeaching
@_spi(Internals) @testable import PokedexCore

/// `pdx check`'s fingerprints are kept field by field in the world's boxes
/// (`CopyOnWrite.cachedHash`): a box copied from another takes the other's fields' hashes, and
/// only the fields written since are hashed again. A field left out of the table, or a write
/// that does not mark its field stale, would merge states that differ: these hold over the
/// worlds the checker's own steps reach.
@Suite("The fingerprint kept field by field")
struct FingerprintPropertyTests {
  @Test("every stored field of the app's box and of the world's is hashed, each once")
  func everyFieldHashed() throws {
    let world = Store().world
    let app = try #require(world.app)
    let appFields = app.box.read { Mirror(reflecting: $0).children.count }
    #expect(appFields == AppFields.fieldHashes.count)
    #expect(Set(AppFields.fieldHashes.map(\.offset)).count == AppFields.fieldHashes.count)
    let restFields = world.rest.read { Mirror(reflecting: $0).children.count }
    #expect(restFields == WorldFields.fieldHashes.count)
    #expect(Set(WorldFields.fieldHashes.map(\.offset)).count == WorldFields.fieldHashes.count)
  }

  /// The types the fingerprint mixes without a Hasher (`Fingerprinted`) name each field they
  /// mix: the names must be the type's own, in order, but what a world's identity leaves out.
  @Test("a type mixed by hand mixes every stored field, each once, in order")
  func mixedByHandNamesEveryField() {
    func check<T: Fingerprinted>(_ value: T, leftOut: [String] = []) {
      let labels = Mirror(reflecting: value).children.compactMap(\.label)
      #expect(Mixer.names(of: value) == labels.filter { !leftOut.contains($0) }, "\(T.self)")
    }
    check(Formulario())
    check(Contenido())
    check(Pantalla())
    check(Sandbox())
    check(SystemAlert(permission: .camera, platform: .ios))
    check(Dispositivo(plataforma: .ios), leftOut: Dispositivo.leftOut)
    #expect(Dispositivo.leftOut == ["registro"])
  }

  /// Mixed bits: what differs mixes apart, what is equal (Swift's equality) mixes alike.
  @Test("mixed bits tell apart what differs, and keep together what is equal")
  func mixedBits() {
    func bits<T: Fingerprinted>(_ value: T) -> UInt64 {
      var m = Mixer()
      value.mix(into: &m)
      return m.bits
    }
    // Texts of every length around a word, differing in their last byte.
    for n in 1...17 {
      let a = String(repeating: "a", count: n)
      #expect(bits(a) != bits(String(a.dropLast()) + "b"), "\(n) bytes")
      #expect(bits(a) != bits(a + "\u{0}"), "\(n) bytes and a zero")
    }
    // Where one text ends and the next begins.
    var a = Formulario()
    var b = Formulario()
    (a.correo, a.contrasena) = ("ab", "c")
    (b.correo, b.contrasena) = ("a", "bc")
    #expect(bits(a) != bits(b))
    #expect(bits(String?.none) != bits(String?.some("")))
    #expect(bits([Int]()) != bits([0]))
    #expect(bits([1, 2]) != bits([2, 1]))
    var c = Contenido()
    var d = Contenido()
    (c.caminoLista, d.caminoFavoritos) = ([25], [25])
    #expect(bits(c) != bits(d))
    // Equal texts in another form (é composed, and e with its accent apart) mix alike.
    #expect("caf\u{E9}" == "cafe\u{301}")
    #expect(bits("caf\u{E9}") == bits("cafe\u{301}"))
    #expect(
      bits(Presentado.logout(.ios, cancelDrawn: true))
        != bits(Presentado.logout(.ios, cancelDrawn: false)))
  }

  /// Whether both boxes' kept hashes equal their hashes from every field.
  static func keptIsWhole(_ world: World) -> Bool {
    let rest = world.rest.cachedHash == world.rest.hashFromScratch
    guard let app = world.app else { return rest }
    return rest && app.box.cachedHash == app.box.hashFromScratch
  }

  @Test("as the check steps (every letter from random sessions' worlds), kept hash = whole hash")
  func keptEqualsWhole() {
    var compared = 0
    for seed: UInt64 in [3, 11, 2027] {
      var rng = SplitMix64(seed: seed)
      var store = Store(platform: seed == 11 ? .android : .ios)
      for _ in 0..<60 {
        // As the checker does: the state's fingerprint first, then every letter from it.
        let world = store.world
        _ = world.fingerprint
        for letter in Alphabet.standard.letters {
          let next = Transition(from: world, letter.action).world
          if !Self.keptIsWhole(next) {
            Issue.record("seed \(seed): after \(letter.text) the kept hash is not the whole one")
            return
          }
          // The step's world again, from a world whose hash is kept: a second generation.
          _ = next.fingerprint
          let after = Transition(from: next, letter.action).world
          if !Self.keptIsWhole(after) {
            Issue.record("seed \(seed): after \(letter.text) twice the kept hash is not whole")
            return
          }
          compared += 2
        }
        // On along a random session (the explorer's lines, so every command is met).
        let line = Explorer.randomLine(&rng, world: store.world)
        if case .action(let action)? = (try? Parser.parse(line))?.invocation {
          _ = store.send(action)
        }
      }
    }
    #expect(compared > 10_000)
  }

  @Test("a world's flags swapped make another fingerprint: a field's hash knows its place")
  func swappedFlags() throws {
    var a = Store().world
    var b = a
    a.app?.hayCuentas = true
    a.app?.comprobando = false
    b.app?.hayCuentas = false
    b.app?.comprobando = true
    #expect(a != b)
    #expect(a.fingerprint != b.fingerprint)
    // And two fields of an enum, an Int beside a flag: the same.
    var c = Store().world
    var d = c
    c.app?.iosVersion = 1
    c.app?.delegateInstalled = false
    d.app?.iosVersion = 0
    d.app?.delegateInstalled = true
    #expect(c.fingerprint != d.fingerprint)
    // And two texts mixed by hand (`Fingerprinted`): the same text in one field or the other.
    var e = Store().world
    var f = e
    e.app?.sesion = "ash@kanto.com"
    f.app?.enlacePendiente = "ash@kanto.com"
    #expect(e.fingerprint != f.fingerprint)
  }

  @Test("equal worlds reached by different ways have equal fingerprints; a change changes it")
  func equalWorldsAlike() throws {
    var a = Store()
    var b = Store()
    _ = a.world.fingerprint
    for line in ["signup ash@kanto.com pikachu", "tab favoritos", "tab lista", "open 25"] {
      guard case .action(let action)? = (try? Parser.parse(line))?.invocation else { continue }
      _ = a.send(action)
      _ = a.world.fingerprint
    }
    for line in ["signup ash@kanto.com pikachu", "open 25"] {
      guard case .action(let action)? = (try? Parser.parse(line))?.invocation else { continue }
      _ = b.send(action)
    }
    #expect(a.world == b.world)
    #expect(a.world.fingerprint == b.world.fingerprint)
    guard case .action(let back)? = (try? Parser.parse("back"))?.invocation else { return }
    _ = b.send(back)
    #expect(a.world.fingerprint != b.world.fingerprint)
  }
}
