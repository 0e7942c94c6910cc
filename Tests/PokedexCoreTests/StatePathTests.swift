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

  @Test("every path the specification fixes resolves, is documented, in the table's order")
  func everySpecPathResolves() {
    for path in Self.specPaths {
      let entry = StatePaths.named(path)
      #expect(entry != nil, "\(path) does not resolve")
      #expect(entry?.path == path)
      #expect(entry?.doc.isEmpty == false)
    }
    // `show` lists them in the order the specification does (the table's own).
    let order = StatePaths.all.map(\.path).filter(Self.specPaths.contains)
    #expect(order == Self.specPaths)
  }

  @Test("every path reads without trapping in worlds with and without a running app")
  func everyPathReadsEverywhere() {
    var stopped = Store()
    accepted(&stopped, .terminate)
    var uninstalled = Store(platform: .android)
    accepted(&uninstalled, .uninstall)
    let worlds = [
      World(), Store().world, conSesion().world, Store(hayCuentas: false).world,
      stopped.world, uninstalled.world,
    ]
    // Reading every path in every one of them is the test (a trap fails it); and where the
    // app does not run, a path that reads the running app's fields has no value.
    for world in worlds {
      for entry in StatePaths.all {
        let v = entry.value(in: world)
        if world.app == nil, entry.reads.app != 0 { #expect(v == .null, "\(entry.path): \(v)") }
      }
    }
    #expect(worlds.contains { $0.app == nil }, "a world without the app is among them")
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
        "formulario.boton",
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
      .tapNotification("pokedex://pokemon/25"), .signup(email: ashEmail, password: Secret(key)),
      .fav(25), .fav(1), .settingsFavoritosPorNumero(true), .tab(.favoritos), .open(1),
      .permissionRequest(.notifications, provisional: false), .allow, .logout(confirm: false),
      .tapOutside, .scene(.background), .notify(nil), .terminate, .uninstall, .install, .launch,
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
