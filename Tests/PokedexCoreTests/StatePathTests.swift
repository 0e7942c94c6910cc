import Testing

@_spi(Internals) @testable import PokedexCore

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
      let entry = StatePath(named: path)
      #expect(entry != nil, "\(path) does not resolve")
      #expect(entry?.name == path)
      #expect(entry?.doc.isEmpty == false)
    }
    // `show` lists them in the order the specification does (the display order).
    let order = StatePath.allCases.map(\.name).filter(Self.specPaths.contains)
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
      for entry in StatePath.allCases {
        let v = entry.value(in: world)
        if world.app == nil, entry.reads.app != 0 { #expect(v == .null, "\(entry): \(v)") }
      }
    }
    #expect(worlds.contains { $0.app == nil }, "a world without the app is among them")
  }

  @Test("the fresh world's values are as docs/reference.md §1.2 defines them")
  func freshValues() {
    let store = Store()
    let expected: [StatePath: Value] = [
      .field(.dispositivoPlataforma): .symbol("ios"), .field(.dispositivoInstalada): .bool(true),
      .field(.dispositivoLlaveroSesion): .null, .field(.appEnMarcha): .bool(true),
      .field(.appEscena): .symbol("active"), .field(.configHayCuentas): .bool(true),
      .field(.hayCuentas): .bool(true), .field(.authComprobando): .bool(false),
      .field(.authSesion): .null,
      .field(.raiz): .symbol("formulario"), .field(.formularioModo): .symbol("entrar"),
      .field(.formularioCorreo): .string(""), .field(.formularioErrorCorreo): .null,
      .field(.formularioErrorContrasena): .null, .field(.formularioError): .null,
      .field(.formularioBotonActivo): .bool(false), .field(.delegadoEnlacePendiente): .null,
      .field(.contenido): .null, .field(.contenidoPestana): .null,
      .field(.contenidoCaminoLista): .null,
      .field(.contenidoCaminoFavoritos): .null, .field(.contenidoInsignia): .null,
      .field(.ajustesTema): .symbol("sistema"), .field(.ajustesFavoritosPorNumero): .bool(false),
      .field(.ajustesConfirmandoSalida): .null, .field(.ajustesCuenta): .null,
      .field(.favoritos): ints(),
      .field(.permisosNotificaciones): .symbol("notDetermined"),
      .field(.permisosCamara): .symbol("notDetermined"),
      .field(.recordatorioProgramado): .bool(false),
      .field(.dialogo): .null, .field(.pantallaLista): .null, .field(.pantallaFavoritos): .null,
      .field(.pantallaPresentado): .null, .field(.registro): strs(),
    ]
    #expect(Set(expected.keys.map(\.name)) == Set(Self.specPaths))
    for (path, value) in expected {
      #expect(path.value(in: store.world) == value, "\(path)")
    }
    #expect(value(store, .field(.fecha)) == .string("2026-01-01"))
    #expect(value(store, .field(.red)) == .bool(true))
  }

  @Test("path names are unique, each names its path, and an unknown path resolves to nothing")
  func uniqueNames() {
    let names = StatePath.allCases.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(StatePath.allCases).count == StatePath.allCases.count)
    for path in StatePath.allCases { #expect(StatePath(named: path.name) == path) }
    #expect(StatePath(named: "nope") == nil)
    #expect(StatePath(named: "") == nil)
    #expect(StatePath(named: "Raiz") == nil)
    #expect(StatePath(named: "knobs.onchangeInitial") == .knob(.onchangeInitial))
    #expect(StatePath.knob(.stackHelper).name == "knobs.stackHelper")
    // Interpolated, a path reads as its name (script lines and sentences are made so).
    #expect("\(StatePath.field(.contenidoCaminoLista)) == [25]" == "contenido.caminoLista == [25]")
  }

  @Test("show lists the paths in one order: device, app, screen, knobs, then the project")
  func displayOrder() throws {
    let names = StatePath.allCases.map(\.name)
    // The knobs' paths stand together, in the knobs' order, between the screen and the project.
    let knobs = Knob.allCases.map(\.path)
    let first = try #require(names.firstIndex(of: knobs[0]))
    #expect(Array(names[first..<(first + knobs.count)]) == knobs)
    #expect(names.firstIndex(of: "registro")! < first && first < names.firstIndex(of: "fecha")!)
    // The other paths in this order (a new path goes where its place is declared, among them).
    let order = [
      "dispositivo.plataforma", "dispositivo.instalada", "dispositivo.llavero.sesion",
      "dispositivo.restricciones", "app.enMarcha", "app.escena", "config.hayCuentas",
      "hayCuentas", "auth.comprobando", "auth.sesion", "app.enVuelo", "raiz",
      "formulario.modo", "formulario.correo", "formulario.errorCorreo",
      "formulario.errorContrasena", "formulario.error", "formulario.botonActivo",
      "formulario.boton", "delegado.enlacePendiente", "actividad.enlacePendiente",
      "contenido", "contenido.pestana", "contenido.caminoLista", "contenido.caminoFavoritos",
      "contenido.insignia", "contenido.tema", "ajustes.tema", "ajustes.favoritosPorNumero",
      "ajustes.confirmandoSalida", "ajustes.cuenta", "favoritos", "permisos.notificaciones",
      "permisos.camara", "permisos.textoDelBoton", "permisos.botonActivo",
      "recordatorio.programado", "recordatorio.enlace", "dialogo", "pantalla.lista",
      "pantalla.favoritos", "pantalla.presentado", "registro", "fecha", "red", "red.lenta",
      "backend.cuentas", "info", "dispositivo.info",
    ]
    #expect(names.filter(order.contains) == order)
  }

  @Test("matching a prefix gives the path and every path below it")
  func matching() {
    let paths = StatePath.matching("formulario")
    #expect(
      paths == [
        .field(.formularioModo), .field(.formularioCorreo), .field(.formularioErrorCorreo),
        .field(.formularioErrorContrasena),
        .field(.formularioError), .field(.formularioBotonActivo), .field(.formularioBoton),
      ])
    #expect(StatePath.matching("contenido").first == .field(.contenido))
    #expect(StatePath.matching("hayCuentas") == [.field(.hayCuentas)])
    #expect(StatePath.matching("conteni").isEmpty)
  }

  @Test("diff names exactly the paths that changed, in display order")
  func diff() {
    let a = Store().world
    var b = a
    b.dispositivo.sandbox.favoritos = [25]
    b.fecha = SimDate(year: 2026, month: 2, day: 2)
    let changes = StatePath.diff(a, b)
    #expect(
      changes == [
        Change(path: .field(.favoritos), old: ints(), new: ints(25)),
        Change(path: .field(.fecha), old: .string("2026-01-01"), new: .string("2026-02-02")),
      ])
    #expect(StatePath.diff(a, a).isEmpty)
  }

  @Test("diff sees app paths that read the device, such as the badge")
  func diffBadge() {
    let a = conSesion().world
    var b = a
    b.dispositivo.sandbox.favoritos = [1]
    let paths = StatePath.diff(a, b).map(\.path)
    #expect(paths == [.field(.contenidoInsignia), .field(.favoritos)])
  }

  @Test("the diff names what changed since a snapshot, also when the snapshot changed after it")
  func diffAfterChangesOnBothSides() {
    var world = conSesion().world
    let before = world
    world.app?.contenido?.pestana = .favoritos
    #expect(StatePath.diff(before, world).map(\.path) == [.field(.contenidoPestana)])
    #expect(StatePath.diff(world, world).isEmpty)
    // The fields a copy was made from, changed afterwards: the diff still finds both changes.
    var original = conSesion().world
    var copia = original
    copia.app?.escena = .background
    #expect(StatePath.diff(original, copia).map(\.path) == [.field(.appEscena)])
    original.app?.enlacePendiente = "pokedex://lista"
    #expect(
      StatePath.diff(original, copia).map(\.path) == [
        .field(.appEscena), .field(.delegadoEnlacePendiente),
      ])
    #expect(
      StatePath.diff(original, copia)
        == StatePath.allCases.compactMap { p in
          let (old, new) = (p.value(in: original), p.value(in: copia))
          return old == new ? nil : Change(path: p, old: old, new: new)
        })
  }

  @Test("a world's copy never sees a change to the other, and the diff finds exactly the change")
  func worldBoxIsCopiedOnWrite() {
    let original = conSesion().world
    var copia = original
    #expect(StatePath.diff(original, copia).isEmpty)
    copia.dispositivo.sandbox.favoritos.append(25)
    copia.backend.red = false
    #expect(original.dispositivo.sandbox.favoritos.isEmpty && original.backend.red)
    #expect(
      StatePath.diff(original, copia).map(\.path) == [
        .field(.contenidoInsignia), .field(.favoritos), .field(.red),
      ])
    // Two boxes with the same fields are equal, and the diff finds nothing.
    copia.dispositivo.sandbox.favoritos.removeAll()
    copia.backend.red = true
    #expect(copia == original)
    #expect(StatePath.diff(original, copia).isEmpty)
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
      let full = StatePath.allCases.compactMap { entry -> Change? in
        let old = entry.value(in: before)
        let new = entry.value(in: store.world)
        return old == new ? nil : Change(path: entry, old: old, new: new)
      }
      #expect(StatePath.diff(before, store.world) == full, "\(action)")
      var last: [StatePath: Value] = [:]
      for change in step.changes { last[change.path] = change.new }
      for change in full { #expect(last[change.path] == change.new, "\(action) \(change.path)") }
    }
  }
}
