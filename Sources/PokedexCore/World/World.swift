import Synchronization

/// What the app keeps in its own directory: wiped by an uninstall on both platforms.
@_spi(Internals) public struct Sandbox: Sendable, Hashable {
  /// Favorites in the order they were added, oldest first.
  public var favoritos: [Int] = []
  public var tema: Tema = .sistema
  public var favoritosPorNumero = false
}

/// The app's log (the lessons' `Registro.anotar`): the last `Registro.limit` lines. Only
/// grows, and no rule of the checker reads it, so it is left out of a world's identity: two
/// worlds that differ only in their logs hash alike (`pdx check`'s fingerprints), though they
/// are not equal.
@_spi(Internals) public struct Registro: Sendable, Equatable, Hashable {
  public private(set) var lines: [String] = []
  public static let limit = 100

  public init() {}

  mutating func anotar(_ line: String) {
    // lint: one-ring (the app's log is a capped list, a state path read whole, oldest first)
    if lines.count >= Registro.limit { lines.removeFirst() }
    lines.append(line)
  }

  public func hash(into hasher: inout Hasher) {}
}

/// The simulated phone.
@_spi(Internals) public struct Dispositivo: Sendable, Hashable {
  public var plataforma: Plataforma  // lint: names-platform (the state path's field)
  public var instalada = true
  /// The session saved in the Llavero (iOS keychain) or Android private storage: the email.
  public var llavero: String?
  public var sandbox = Sandbox()
  public var notificaciones: PermissionStatus = .notDetermined
  public var camara: PermissionStatus = .notDetermined
  /// Screen Time's restrictions on notifications (`system-settings restrictions on`): a
  /// request for them throws.
  public var restricciones = false
  /// The daily reminder pending in the notification center: its link, nil when none.
  public var recordatorio: String?
  /// The app's log (the lessons' `Registro`).
  public var registro = Registro()
  /// The Info.plist of the build installed (what `plutil -p` prints of the app's container,
  /// lesson 003): the target's Info as it was when that build was made. Nil while the app is not
  /// installed, and on Android, whose app has no Info.plist.
  public var info: InfoPlist?
}

/// The Supabase stand-in: accounts live here, apart from the device.
@_spi(Internals) public struct Backend: Sendable, Hashable {
  /// Email (lowercased) → password.
  public var cuentas: [String: String] = [:]
  /// Whether the device reaches the backend (`net on|off`).
  public var red = true
  /// `net slow`: the backend answers only once the network is back on or off.
  public var lenta = false
}

/// The project as Xcode builds it: accounts configured (Config.xcconfig), and the Info keys.
@_spi(Internals) public struct Project: Sendable, Hashable {
  public var hayCuentas = true
  /// The Info Xcode generates for the target (GENERATE_INFOPLIST_FILE): the keys every build
  /// has, and those added in the target's Info tab (`plist add`).
  public var info: InfoPlist = Project.generatedInfo

  /// What `plutil -p` shows of a fresh build's Info.plist (lesson 003).
  public static let generatedInfo: InfoPlist = [
    "CFBundleDisplayName": .text("Pokédex"),
    "CFBundleIdentifier": .text("com.sebastiannarvaez.pokedex"),
    "UIApplicationSceneManifest": .dictionary(["UIApplicationSupportsMultipleScenes": .flag(true)]),
  ]
}

/// The Info's keys and values, with their hash kept beside them: every state of `pdx check`
/// hashes the running app's Info, which changes only with `plist add|remove`.
@_spi(Internals) public struct InfoPlist: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  public private(set) var entries: [String: InfoValue] { didSet { hashCode = entries.hashValue } }
  private var hashCode: Int

  public init(dictionaryLiteral elements: (String, InfoValue)...) {
    entries = Dictionary(uniqueKeysWithValues: elements)
    hashCode = entries.hashValue
  }

  public subscript(key: String) -> InfoValue? {
    get { entries[key] }
    set { entries[key] = newValue }
  }

  @discardableResult
  public mutating func removeValue(forKey key: String) -> InfoValue? {
    entries.removeValue(forKey: key)
  }

  public var keys: Dictionary<String, InfoValue>.Keys { entries.keys }

  public static func == (a: InfoPlist, b: InfoPlist) -> Bool {
    a.hashCode == b.hashCode && a.entries == b.entries
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }
}

/// A value of the Info: text (what `plist add` gives), a flag, or a dictionary of values.
@_spi(Internals) public indirect enum InfoValue: Sendable, Hashable {
  case text(String)
  case flag(Bool)
  case dictionary([String: InfoValue])
}

/// AuthView's state while the form is on screen.
@_spi(Internals) public struct Formulario: Sendable, Hashable {
  public var modo: ModoFormulario = .entrar
  public var correo = ""
  public var contrasena = ""
  public var emailTouched = false
  public var passwordTouched = false
  /// A backend error, shown under the form.
  public var error: String?
}

/// ContentView's own state: it exists only while ContentView is built.
@_spi(Internals) public struct Contenido: Sendable, Hashable {
  public var pestana: Pestana = .lista
  public var caminoLista: [Int] = []
  public var caminoFavoritos: [Int] = []
  /// SettingsView's `confirmandoSalida`.
  public var confirmandoSalida = false
}

/// The screen's objects: each tab's navigation controller stack (detail ids, root excluded)
/// and what is presented. Reconciled from the state; gestures change it first.
@_spi(Internals) public struct Pantalla: Sendable, Hashable {
  public var lista: [Int]?
  public var favoritos: [Int]?
  public var presentado: Presentado?
  /// A dismissal animation in progress while the reconciler still holds its reference to what
  /// it dismisses (`nil-before-dismiss off`).
  public var dismissing = false

  public func stack(_ p: Pestana) -> [Int]? {
    switch p {
    case .lista: lista
    case .favoritos: favoritos
    case .ajustes: nil
    }
  }
}

/// The running app process's fields: what `World.app` holds while the app runs. Declared once
/// here; `AppProceso` reaches each by its name (`app.escena`), and the diff learns which were
/// written from the box (`CopyOnWrite`).
@_spi(Internals) public struct AppFields: Sendable, Hashable {
  /// `@Environment(\.scenePhase)`.
  public var escena: ScenePhase = .active
  /// Read once at launch: «la configuración no changes mientras la app vive».
  public var hayCuentas: Bool
  /// The Info keys the running build was made with (the installed build's, `dispositivo.info`).
  public var info: InfoPlist
  public var delegateInstalled: Bool
  /// The iOS the app runs on, read at launch (`set ios`).
  public var iosVersion: Int
  /// AuthState.
  public var comprobando = true
  public var sesion: String?
  /// DelegadoDeNotificaciones.enlacePendiente.
  public var enlacePendiente: String?
  /// Android: a link waiting in the activity until content is built.
  public var enlaceActividad: String?
  /// AuthView's state while the form is on screen.
  public var formulario: Formulario?
  /// ContentView's state while it is built.
  public var contenido: Contenido?
  /// A system permission alert the state shows.
  public var alerta: SystemAlert?
  /// The screen's objects, reconciled from the state.
  public var pantalla = Pantalla()
  /// What waits for the backend while the network is slow (`net slow`), in the order it was
  /// asked: done when the network is on or off again; it dies with the process.
  var enVuelo: [FollowUp] = []
}

extension AppFields: FieldwiseHashable {
  public static let fieldHashes: [FieldHash<AppFields>] = [
    .init(\.escena), .init(\.hayCuentas), .init(\.info), .init(\.delegateInstalled),
    .init(\.iosVersion), .init(\.comprobando), .init(\.sesion), .init(\.enlacePendiente),
    .init(\.enlaceActividad), .init(\.formulario), .init(\.contenido), .init(\.alerta),
    .init(\.pantalla), .init(\.enVuelo),
  ]
}

/// The running app process. `nil` in `World.app` when the app is not running.
///
/// Its fields (`AppFields`) live behind one reference (copy on write): a snapshot of the world
/// copies the app with one retain, and the first change after a snapshot copies the fields
/// once. Two snapshots with the same box are equal without comparing a field.
@dynamicMemberLookup
@_spi(Internals) public struct AppProceso: Sendable, Hashable {
  @usableFromInline var box: CopyOnWrite<AppFields>

  init(hayCuentas: Bool, info: InfoPlist, delegateInstalled: Bool, iosVersion: Int) {
    box = CopyOnWrite(
      AppFields(
        hayCuentas: hayCuentas, info: info, delegateInstalled: delegateInstalled,
        iosVersion: iosVersion))
  }

  /// A field by its name (`app.escena`), in place; a change marks it written for the diff.
  @inlinable
  public subscript<T>(dynamicMember path: WritableKeyPath<AppFields, T>) -> T {
    @inline(__always) unsafeAddress { box.address(MemoryLayout<AppFields>.offset(of: path)) }
    @inline(__always) unsafeMutableAddress {
      box.mutableAddress(MemoryLayout<AppFields>.offset(of: path))
    }
  }

  /// Whether the screen plainly shows what the state says: each stack equals its path and
  /// nothing is presented or asked for. Read in place; when false, `Reconciler.divergences`
  /// says what differs (if anything).
  var screenMatchesState: Bool {
    box.read { c in
      // `case .some` rather than `!= nil`: the comparison would copy the optional structs.
      if case .some = c.alerta { return false }
      if case .some = c.pantalla.presentado { return false }
      guard let contenido = c.contenido else { return true }
      return !contenido.confirmandoSalida && c.pantalla.lista == contenido.caminoLista
        && c.pantalla.favoritos == contenido.caminoFavoritos
    }
  }

  /// Whether the form and the content exist, read without copying them. Matched with
  /// `case .some`: `!= nil` on these optional structs compiled to a copy of both sides and a
  /// full comparison on every replayed line.
  var hasForm: Bool {
    box.read { if case .some = $0.formulario { true } else { false } }
  }
  var hasContent: Bool {
    box.read { if case .some = $0.contenido { true } else { false } }
  }

  /// The selected tab while content is built, read without copying the content.
  var pestana: Pestana? { box.read { $0.contenido?.pestana } }
  /// The content's other fields, read the same way.
  var caminoLista: [Int]? { box.read { $0.contenido?.caminoLista } }
  var caminoFavoritos: [Int]? { box.read { $0.contenido?.caminoFavoritos } }
  var confirmandoSalida: Bool? { box.read { $0.contenido?.confirmandoSalida } }

  /// What is presented: the system alert first (iOS's, in front of everything), then the
  /// logout confirmation.
  public func dialogo(_ platform: Plataforma) -> Presentado? {
    if let alerta = self.alerta { return .alerta(alerta) }
    return confirmation(platform)
  }

  /// What the app's own state presents, the one thing the reconciler presents: the logout
  /// confirmation.
  func confirmation(_ platform: Plataforma) -> Presentado? {
    guard confirmandoSalida == true else { return nil }
    return .logout(platform, cancelDrawn: platform == .android || self.iosVersion < 26)
  }
}

/// Everything but the running app: the device, the backend, the project, the date, the knobs.
@_spi(Internals) public struct WorldFields: Sendable, Hashable {
  public var dispositivo: Dispositivo
  public var backend = Backend()
  public var proyecto = Project()
  public var fecha = SimDate.initial
  public var knobs = Knobs()
}

extension WorldFields: FieldwiseHashable {
  public static let fieldHashes: [FieldHash<WorldFields>] = [
    .init(\.dispositivo), .init(\.backend), .init(\.proyecto), .init(\.fecha), .init(\.knobs),
  ]
}

/// Everything pdx simulates: one device, one app, one backend. A value: copying it is cheap,
/// comparing two worlds compares only what differs.
///
/// Everything but the app (`WorldFields`) lives behind one reference (copy on write), as the
/// app's fields do: a snapshot (one per action, one per step for undo) costs two retains, and
/// most actions never touch the device, the backend or the project, so two snapshots share
/// that box and the diff skips it without comparing a field.
public struct World: Sendable, Hashable {
  @_spi(Internals) public var rest: CopyOnWrite<WorldFields>
  @_spi(Internals) public var app: AppProceso?

  /// The fresh world before its launch: installed, not running.
  @_spi(Internals) public init(platform: Plataforma = .ios, hayCuentas: Bool = true) {
    // lint: names-platform (the field's memberwise label)
    var fields = WorldFields(dispositivo: Dispositivo(plataforma: platform))
    fields.proyecto.hayCuentas = hayCuentas
    if platform == .ios { fields.dispositivo.info = fields.proyecto.info }
    rest = CopyOnWrite(fields)
  }

  /// A field by its name (`world.dispositivo`), in place; a change marks it written. One
  /// property a field rather than a `@dynamicMemberLookup` subscript: the world is public (a
  /// consumer holds it and reads it by state path) while its fields are the package's own.
  @_spi(Internals) @inlinable @inline(__always)
  public func field<T>(_ path: WritableKeyPath<WorldFields, T>) -> UnsafePointer<T> {
    rest.address(MemoryLayout<WorldFields>.offset(of: path))
  }

  @_spi(Internals) @inlinable @inline(__always)
  public mutating func writableField<T>(_ path: WritableKeyPath<WorldFields, T>)
    -> UnsafeMutablePointer<T>
  {
    rest.mutableAddress(MemoryLayout<WorldFields>.offset(of: path))
  }

  @inlinable @_spi(Internals) public var dispositivo: Dispositivo {
    @inline(__always) unsafeAddress { field(\.dispositivo) }
    @inline(__always) unsafeMutableAddress { writableField(\.dispositivo) }
  }

  @inlinable @_spi(Internals) public var backend: Backend {
    @inline(__always) unsafeAddress { field(\.backend) }
    @inline(__always) unsafeMutableAddress { writableField(\.backend) }
  }

  @inlinable @_spi(Internals) public var proyecto: Project {
    @inline(__always) unsafeAddress { field(\.proyecto) }
    @inline(__always) unsafeMutableAddress { writableField(\.proyecto) }
  }

  @inlinable @_spi(Internals) public var fecha: SimDate {
    @inline(__always) unsafeAddress { field(\.fecha) }
    @inline(__always) unsafeMutableAddress { writableField(\.fecha) }
  }

  @inlinable @_spi(Internals) public var knobs: Knobs {
    @inline(__always) unsafeAddress { field(\.knobs) }
    @inline(__always) unsafeMutableAddress { writableField(\.knobs) }
  }

  /// Favorites in display order: by number when `favoritosPorNumero`, else oldest first.
  @_spi(Internals) public var favoritesInOrder: [Int] {
    self.dispositivo.sandbox.favoritosPorNumero
      ? self.dispositivo.sandbox.favoritos.sorted() : self.dispositivo.sandbox.favoritos
  }

  /// The link of today's «Pokémon del día».
  @_spi(Internals) public var linkOfTheDay: String {
    "pokedex://pokemon/\(self.fecha.pokemonOfTheDay)"
  }
}
