import Testing

@testable import PokedexCore

@Suite("State paths")
struct StatePathTests {
  /// The state paths the specification fixes (docs/reference.md §3), copied literally.
  static let specPaths = [
    "dispositivo.plataforma", "dispositivo.instalada", "dispositivo.llavero.sesion",
    "app.enMarcha", "app.escena", "config.hayCuentas", "hayCuentas", "auth.comprobando",
    "auth.sesion", "raiz", "formulario.modo", "formulario.correo", "formulario.errorCorreo",
    "formulario.errorContrasena", "formulario.error", "formulario.botonActivo",
    "delegado.enlacePendiente", "contenido", "contenido.pestana", "contenido.caminoLista",
    "contenido.caminoFavoritos", "contenido.insignia", "ajustes.tema",
    "ajustes.favoritosPorNumero", "ajustes.confirmandoSalida", "ajustes.cuenta", "favoritos",
    "permisos.notificaciones", "permisos.camara", "recordatorio.programado", "dialogo",
    "pantalla.lista", "pantalla.favoritos", "pantalla.presentado", "registro",
  ]

  @Test("every path the specification fixes resolves and reads in the fresh world")
  func everySpecPathResolves() {
    let world = Store().world
    #expect(Self.specPaths.count == 35)
    for path in Self.specPaths {
      let entry = StatePaths.named(path)
      #expect(entry != nil, "\(path) does not resolve")
      #expect(entry?.path == path)
      #expect(entry?.doc.isEmpty == false)
      _ = entry?.value(in: world)
    }
  }

  @Test("every path reads without trapping in worlds with and without a running app")
  func everyPathReadsEverywhere() {
    var stopped = Store()
    accepted(&stopped, .terminate)
    var uninstalled = Store(plataforma: .android)
    accepted(&uninstalled, .uninstall)
    let worlds = [
      World(), Store().world, conSesion().world, Store(hayCuentas: false).world,
      stopped.world, uninstalled.world,
    ]
    for world in worlds {
      for entry in StatePaths.all {
        let v = entry.value(in: world)
        #expect(!v.description.isEmpty, "\(entry.path)")
      }
    }
  }

  @Test("the fresh world's values are as docs/reference.md §1.2 defines them")
  func freshValues() {
    let store = Store()
    let expected: [String: Value] = [
      "dispositivo.plataforma": .symbol("ios"), "dispositivo.instalada": .bool(true),
      "dispositivo.llavero.sesion": .null, "app.enMarcha": .bool(true),
      "app.escena": .symbol("active"), "config.hayCuentas": .bool(true),
      "hayCuentas": .bool(true), "auth.comprobando": .bool(false), "auth.sesion": .null,
      "raiz": .symbol("formulario"), "formulario.modo": .symbol("entrar"),
      "formulario.correo": .string(""), "formulario.errorCorreo": .null,
      "formulario.errorContrasena": .null, "formulario.error": .null,
      "formulario.botonActivo": .bool(false), "delegado.enlacePendiente": .null,
      "contenido": .null, "contenido.pestana": .null, "contenido.caminoLista": .null,
      "contenido.caminoFavoritos": .null, "contenido.insignia": .null,
      "ajustes.tema": .symbol("sistema"), "ajustes.favoritosPorNumero": .bool(false),
      "ajustes.confirmandoSalida": .null, "ajustes.cuenta": .null, "favoritos": ints(),
      "permisos.notificaciones": .symbol("notDetermined"),
      "permisos.camara": .symbol("notDetermined"), "recordatorio.programado": .bool(false),
      "dialogo": .null, "pantalla.lista": .null, "pantalla.favoritos": .null,
      "pantalla.presentado": .null, "registro": strs(),
    ]
    #expect(Set(expected.keys) == Set(Self.specPaths))
    for path in Self.specPaths {
      #expect(value(store, path) == expected[path], "\(path)")
    }
    #expect(value(store, "fecha") == .string("2026-01-01"))
    #expect(value(store, "red") == .bool(true))
  }

  @Test("path names are unique and an unknown path resolves to nothing")
  func uniqueNames() {
    let names = StatePaths.all.map(\.path)
    #expect(Set(names).count == names.count)
    #expect(StatePaths.named("nope") == nil)
    #expect(StatePaths.named("") == nil)
    #expect(StatePaths.named("Raiz") == nil)
  }

  @Test("matching a prefix gives the path and every path below it")
  func matching() {
    let paths = StatePaths.matching("formulario").map(\.path)
    #expect(
      paths == [
        "formulario.modo", "formulario.correo", "formulario.errorCorreo",
        "formulario.errorContrasena", "formulario.error", "formulario.botonActivo",
      ])
    #expect(StatePaths.matching("contenido").first?.path == "contenido")
    #expect(StatePaths.matching("hayCuentas").map(\.path) == ["hayCuentas"])
    #expect(StatePaths.matching("conteni").isEmpty)
  }

  @Test("diff names exactly the paths that changed, in table order")
  func diff() {
    let a = Store().world
    var b = a
    b.dispositivo.sandbox.favoritos = [25]
    b.fecha = SimDate(year: 2026, month: 2, day: 2)
    let changes = StatePaths.diff(a, b)
    #expect(
      changes == [
        Change(path: "favoritos", old: ints(), new: ints(25)),
        Change(path: "fecha", old: .string("2026-01-01"), new: .string("2026-02-02")),
      ])
    #expect(StatePaths.diff(a, a).isEmpty)
  }

  @Test("diff sees app paths that read the device, such as the badge")
  func diffBadge() {
    let a = conSesion().world
    var b = a
    b.dispositivo.sandbox.favoritos = [1]
    let paths = StatePaths.diff(a, b).map(\.path)
    #expect(paths == ["contenido.insignia", "favoritos"])
  }

  @Test("the diff names what changed since a snapshot, also when the snapshot changed after it")
  func diffAfterChangesOnBothSides() {
    var world = conSesion().world
    let before = world
    world.app?.contenido?.pestana = .favoritos
    #expect(StatePaths.diff(before, world).map(\.path) == ["contenido.pestana"])
    #expect(StatePaths.diff(world, world).isEmpty)
    // The fields a copy was made from, changed afterwards: the diff still finds both changes.
    var original = conSesion().world
    var copia = original
    copia.app?.escena = .background
    #expect(StatePaths.diff(original, copia).map(\.path) == ["app.escena"])
    original.app?.enlacePendiente = "pokedex://lista"
    #expect(
      StatePaths.diff(original, copia).map(\.path) == ["app.escena", "delegado.enlacePendiente"])
    #expect(
      StatePaths.diff(original, copia)
        == StatePaths.all.compactMap { p in
          let (old, new) = (p.value(in: original), p.value(in: copia))
          return old == new ? nil : Change(path: p.path, old: old, new: new)
        })
  }

  @Test("a world's copy never sees a change to the other, and the diff finds exactly the change")
  func worldBoxIsCopiedOnWrite() {
    let original = conSesion().world
    var copia = original
    #expect(StatePaths.diff(original, copia).isEmpty)
    copia.dispositivo.sandbox.favoritos.append(25)
    copia.backend.red = false
    #expect(original.dispositivo.sandbox.favoritos.isEmpty && original.backend.red)
    #expect(
      StatePaths.diff(original, copia).map(\.path) == ["contenido.insignia", "favoritos", "red"])
    // Two boxes with the same fields are equal, and the diff finds nothing.
    copia.dispositivo.sandbox.favoritos.removeAll()
    copia.backend.red = true
    #expect(copia == original)
    #expect(StatePaths.diff(original, copia).isEmpty)
  }

  @Test("diff agrees with reading every path, for every step of a long session")
  func diffMatchesFullRead() {
    var store = Store()
    let actions: [UserAction] = [
      .tapNotification("pokedex://pokemon/25"), .signup(email: correo, password: key),
      .fav(25), .fav(1), .settingsFavoritosPorNumero(true), .tab(.favoritos), .open(1),
      .permissionRequest(.notifications, provisional: false), .allow, .logout(confirm: false),
      .cancel, .scene(.background), .notify(nil), .terminate, .uninstall, .install, .launch,
    ]
    for action in actions {
      let before = store.world
      let step = accepted(&store, action)
      let full = StatePaths.all.compactMap { entry -> Change? in
        let old = entry.value(in: before)
        let new = entry.value(in: store.world)
        return old == new ? nil : Change(path: entry.path, old: old, new: new)
      }
      #expect(StatePaths.diff(before, store.world) == full, "\(action)")
      var last: [String: Value] = [:]
      for change in step.changes { last[change.path] = change.new }
      for change in full { #expect(last[change.path] == change.new, "\(action) \(change.path)") }
    }
  }
}

@Suite("Values")
struct ValueTests {
  @Test("the escape check over a string's bytes agrees with the byte-by-byte one")
  func escapeCheckAgrees() {
    // Every byte that matters, and the bytes around the thresholds, at every position of
    // strings of every length up to 24.
    let interesting: [UInt8] =
      Array(0x00...0x21) + [0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xC3, 0xFF]
    for length in 0...24 {
      let base = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      #expect(!base.withUnsafeBytes { Value.escapes($0) })
      for position in 0..<length {
        for byte in interesting {
          var bytes = base
          bytes[position] = byte
          let fast = bytes.withUnsafeBytes { Value.escapes($0) }
          #expect(fast == bytes.contains(where: Value.escapes), "\(length) \(position) \(byte)")
        }
      }
    }
    #expect(Value.needsEscape("contenido.caminoLista") == false)
    #expect(
      Value.needsEscape("say \"hi\"") && Value.needsEscape("a\tb") && !Value.needsEscape("Pokédex"))
  }

  @Test("pieces of a printed line join into one string, multi-byte text included")
  func joinsPieces() {
    #expect(Text.join("pop ", "lista", " ", "#25 Pikachu") == "pop lista #25 Pikachu")
    #expect(Text.join("«", "Pokédex", "»", "") == "«Pokédex»")
    #expect(Text.join() == "" && Text.join("", "") == "")
  }

  @Test("a list of ints kept as the state's array is the list of the same ints")
  func intsAreLists() {
    let shared = Value.ints([25, 1])
    let built = Value.list([.int(25), .int(1)])
    #expect(shared == built && built == shared)
    #expect(shared.hashValue == built.hashValue)
    #expect(Set([shared, built]).count == 1)
    #expect(shared != Value.list([.int(25)]) && shared != Value.ints([1, 25]))
    #expect(Value.ints([]) == Value.list([]) && Value.ints([]) != Value.null)
    #expect(shared.description == built.description && shared.description == "[25, 1]")
    #expect(shared.elements == [.int(25), .int(1)] && shared.count == 2)
  }

  @Test("values render as Swift literals")
  func rendering() {
    #expect(Value.null.description == "nil")
    #expect(Value.bool(true).description == "true")
    #expect(Value.bool(false).description == "false")
    #expect(Value.int(25).description == "25")
    #expect(Value.int(-3).description == "-3")
    #expect(Value.string("text").description == "\"text\"")
    #expect(Value.symbol("lista").description == "lista")
    #expect(ints(25, 1).description == "[25, 1]")
    #expect(ints().description == "[]")
    #expect(Value.list([.string("a"), .null, .bool(true)]).description == "[\"a\", nil, true]")
  }

  @Test("strings escape quotes, backslashes and control characters")
  func escaping() {
    #expect(Value.string("a\"b").description == #""a\"b""#)
    #expect(Value.string("a\\b").description == #""a\\b""#)
    #expect(Value.string("a\nb\tc\rd").description == #""a\nb\tc\rd""#)
    #expect(Value.string("\u{1}").description == #""\u{1}""#)
    #expect(Value.string("\u{7F}").description == #""\u{7f}""#)
    #expect(Value.string("¿Cerrar la sesión?").description == "\"¿Cerrar la sesión?\"")
  }
}

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

@Suite("Catalogue")
struct CatalogueTests {
  @Test("the catalogue has the 151 Pokémon of the first generation, in order")
  func hundredFiftyOne() {
    #expect(Catalog.all.count == 151)
    #expect(Catalog.all.map(\.number) == Array(1...151))
    #expect(Set(Catalog.all.map(\.name)).count == 151)
    #expect(Set(Catalog.all.map(\.slug)).count == 151)
    #expect(Catalog.pokemon(1)?.name == "Bulbasaur")
    #expect(Catalog.pokemon(25)?.name == "Pikachu")
    #expect(Catalog.pokemon(151)?.name == "Mew")
    #expect(Catalog.pokemon(150)?.name == "Mewtwo")
    #expect(Catalog.pokemon(0) == nil)
    #expect(Catalog.pokemon(152) == nil)
  }

  @Test(
    "names are found ignoring case, with or without symbols",
    arguments: [
      ("pikachu", 25), ("PIKACHU", 25), ("Pikachu", 25), ("mew", 151), ("MEWTWO", 150),
      ("Mr. Mime", 122), ("mr-mime", 122), ("MR. MIME", 122), ("mrmime", 122),
      ("Nidoran♀", 29), ("nidoran-f", 29), ("Nidoran♂", 32), ("nidoran-m", 32),
      ("Farfetch'd", 83), ("farfetchd", 83), ("025", 25), ("25", 25), ("151", 151),
      ("0000001", 1),
    ])
  func find(_ texto: String, _ n: Int) {
    #expect(Catalog.find(texto)?.number == n)
  }

  @Test(
    "anything else finds nothing",
    arguments: ["", "0", "152", "000", "-1", "pikachuu", "missingno", "...", "nidoran", "2.5"])
  func buscarNada(_ texto: String) {
    #expect(Catalog.find(texto) == nil)
  }

  @Test("a Pokémon's label is its number and name")
  func label() {
    #expect(Reconciler.label(25) == "#25 Pikachu")
    #expect(Reconciler.label(122) == "#122 Mr. Mime")
  }
}
