import Synchronization

/// The teaching knobs: each defaults to the faithful behaviour and can reproduce a bug the
/// lessons explain.
public struct Knobs: Sendable, Equatable {
  /// `onChange(of: enlacePendiente, initial: true)`; off reproduces the lost tap.
  public var onchangeInitial = true
  /// The notification delegate installed before launch finishes; late drops the launching tap.
  public var delegateInstallEarly = true
  /// Screen gestures reported back to the state as actions.
  public var reportDismissals = true

  public init() {}
}

/// What the app keeps in its own directory: wiped by an uninstall on both platforms.
public struct Sandbox: Sendable, Equatable {
  /// Favorites in the order they were added, oldest first.
  public var favoritos: [Int] = []
  public var tema: Tema = .sistema
  public var favoritosPorNumero = false
}

/// The simulated phone.
public struct Dispositivo: Sendable, Equatable {
  public var plataforma: Plataforma
  public var instalada = true
  /// The session saved in the Llavero (iOS keychain) or Android private storage: the email.
  public var llavero: String?
  public var sandbox = Sandbox()
  public var notificaciones: EstadoPermiso = .notDetermined
  public var camara: EstadoPermiso = .notDetermined
  /// The daily reminder pending in the notification center: its link, nil when none.
  public var recordatorio: String?
  /// The app's log (Registro), the last `Dispositivo.limiteRegistro` lines.
  public var registro: [String] = []

  public static let limiteRegistro = 100

  mutating func anotar(_ linea: String) {
    if registro.count >= Dispositivo.limiteRegistro { registro.removeFirst() }
    registro.append(linea)
  }
}

/// The Supabase stand-in: accounts live here, apart from the device.
public struct Backend: Sendable, Equatable {
  /// Email (lowercased) → password.
  public var cuentas: [String: String] = [:]
  /// Whether the device reaches the backend (`net on|off`).
  public var red = true
}

/// The project as Xcode builds it: accounts configured (Config.xcconfig), and the Info keys.
public struct Proyecto: Sendable, Equatable {
  public var hayCuentas = true
  public var info: [String: String] = [:]
}

/// AuthView's state while the form is on screen.
public struct Formulario: Sendable, Equatable {
  public var modo: ModoFormulario = .entrar
  public var correo = ""
  public var contrasena = ""
  public var correoTocado = false
  public var contrasenaTocada = false
  /// A backend error, shown under the form.
  public var error: String?
}

/// ContentView's own state: it exists only while ContentView is built.
public struct Contenido: Sendable, Equatable {
  public var pestana: Pestana = .lista
  public var caminoLista: [Int] = []
  public var caminoFavoritos: [Int] = []
  /// SettingsView's `confirmandoSalida`.
  public var confirmandoSalida = false
}

/// A system permission alert on screen, waiting for `allow` or `deny`.
public struct AlertaSistema: Sendable, Equatable {
  public var permiso: Permiso
  public var plataforma: Plataforma

  public var titulo: String {
    switch (permiso, plataforma) {
    case (.notifications, .ios): "“Pokédex” quiere enviarte notificaciones"
    case (.camera, .ios): "“Pokédex” quiere acceder a la cámara"
    case (.notifications, .android): "¿Permitir que Pokédex te envíe notificaciones?"
    case (.camera, .android): "¿Permitir que Pokédex haga fotos y grabe vídeos?"
    }
  }
}

/// What the screen presents over the app.
public enum Presentado: Sendable, Equatable {
  case dialogoSalida(Plataforma)
  case alerta(AlertaSistema)

  public static let tituloSalida = "¿Cerrar la sesión?"
  public static let mensajeSalida = "Tendrás que volver a entrar para usar la app."

  /// The buttons it offers, as the lesson's code declares them.
  public var botones: [String] {
    switch self {
    case .dialogoSalida: ["Cerrar sesión (destructive)", "Cancelar"]
    case .alerta: ["No permitir", "Permitir"]
    }
  }

  /// The message under the title.
  public var mensaje: String? {
    switch self {
    case .dialogoSalida: Presentado.mensajeSalida
    case .alerta: nil
    }
  }

  public var titulo: String {
    switch self {
    case .dialogoSalida: Presentado.tituloSalida
    case .alerta(let a): a.titulo
    }
  }

  /// How UIKit / Compose calls the thing.
  public var tipo: String {
    switch self {
    case .dialogoSalida(.ios): "confirmationDialog"
    case .dialogoSalida(.android): "bottom sheet"
    case .alerta: "system alert"
    }
  }
}

/// The screen's objects: each tab's navigation controller stack (detail ids, root excluded)
/// and what is presented. Reconciled from the state; gestures change it first.
public struct Pantalla: Sendable, Equatable {
  public var lista: [Int]?
  public var favoritos: [Int]?
  public var presentado: Presentado?

  public func pila(_ p: Pestana) -> [Int]? {
    switch p {
    case .lista: lista
    case .favoritos: favoritos
    case .ajustes: nil
    }
  }
}

/// The running app process. `nil` in `World.app` when the app is not running.
///
/// Its fields live behind one reference (copy on write): a snapshot of the world (the engine
/// keeps one per action, undo one per step) copies the app with one retain, and the first
/// change after a snapshot copies the fields once. Two snapshots with the same box are equal
/// without comparing a field. Sendable because the box is never changed while shared.
public struct AppProceso: @unchecked Sendable, Equatable {
  struct Campos: Sendable, Equatable {
    var escena: FaseEscena = .active
    var hayCuentas: Bool
    var info: [String: String]
    var delegadoInstalado: Bool
    var comprobando = true
    var sesion: String?
    var enlacePendiente: String?
    var enlaceActividad: String?
    var formulario: Formulario?
    var contenido: Contenido?
    var alerta: AlertaSistema?
    var pantalla = Pantalla()
  }

  /// Which fields were changed in a box since it was copied, as the diff's areas see them.
  struct Tocados: OptionSet {
    let rawValue: UInt8
    static let proceso = Tocados(rawValue: 1 << 0)
    static let formulario = Tocados(rawValue: 1 << 1)
    static let delegado = Tocados(rawValue: 1 << 2)
    static let actividad = Tocados(rawValue: 1 << 3)
    static let contenido = Tocados(rawValue: 1 << 4)
    static let alerta = Tocados(rawValue: 1 << 5)
    static let pantalla = Tocados(rawValue: 1 << 6)
    static let todos = Tocados(rawValue: 0x7F)
  }

  struct Cabecera {
    var campos: Campos
    /// Names these fields as they are now: a new number, never used before, whenever they
    /// change (an address would not do: it is reused once a box is freed).
    var numero = AppProceso.siguienteNumero()
    /// The number of the fields this box was copied from (0 for none), and what changed since.
    var origen: UInt64 = 0
    var tocados: Tocados = []
  }

  /// Boxes are made on several threads (`pdx test -j`).
  private static let numeros = Atomic<UInt64>(1)
  private static func siguienteNumero() -> UInt64 {
    numeros.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  private var numero: UInt64 { caja.withUnsafeMutablePointerToHeader { $0.pointee.numero } }

  /// The box: a ManagedBuffer's header is reached through its address, so reading a field
  /// does not go through the dynamic exclusivity check a class property would. Never changed
  /// while shared: a change copies it first.
  private final class Caja: ManagedBuffer<Cabecera, Never> {}

  private var caja: Caja

  private static func caja(_ cabecera: Cabecera) -> Caja {
    // `create` is declared on ManagedBuffer; the object it makes is a Caja.
    unsafeDowncast(Caja.create(minimumCapacity: 0) { _ in cabecera }, to: Caja.self)
  }

  init(hayCuentas: Bool, info: [String: String], delegadoInstalado: Bool) {
    caja = AppProceso.caja(
      Cabecera(
        campos: Campos(hayCuentas: hayCuentas, info: info, delegadoInstalado: delegadoInstalado)))
  }

  /// The fields, read in place.
  @inline(__always)
  private func leer<T>(_ campo: (borrowing Campos) -> T) -> T {
    caja.withUnsafeMutablePointerToHeader { campo($0.pointee.campos) }
  }

  private var campos: Campos { leer { copy $0 } }

  /// The fields, for a change of what `tocado` names: copied out of a shared box first.
  private subscript(tocando tocado: Tocados) -> Campos {
    get { campos }
    _modify {
      // The box outlives the access: `self` holds it.
      let cabecera: UnsafeMutablePointer<Cabecera>
      if isKnownUniquelyReferenced(&caja) {
        cabecera = caja.withUnsafeMutablePointerToHeader { $0 }
        cabecera.pointee.numero = AppProceso.siguienteNumero()
      } else {
        caja = AppProceso.caja(Cabecera(campos: campos, origen: numero))
        cabecera = caja.withUnsafeMutablePointerToHeader { $0 }
      }
      cabecera.pointee.tocados.insert(tocado)
      yield &cabecera.pointee.campos
    }
  }

  /// Whether the screen plainly shows what the state says: each stack equals its path and
  /// nothing is presented or asked for. Read in place; when false, `Reconciler.divergencias`
  /// says what differs (if anything).
  var pantallaAlDia: Bool {
    leer { c in
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
  /// full comparison (callgrind: about 400 instructions a replayed line).
  var hayFormulario: Bool {
    leer { if case .some = $0.formulario { true } else { false } }
  }
  var hayContenido: Bool {
    leer { if case .some = $0.contenido { true } else { false } }
  }

  /// The selected tab while content is built, read without copying the content.
  var pestana: Pestana? { leer { $0.contenido?.pestana } }
  /// The content's other fields, read the same way.
  var caminoLista: [Int]? { leer { $0.contenido?.caminoLista } }
  var caminoFavoritos: [Int]? { leer { $0.contenido?.caminoFavoritos } }
  var confirmandoSalida: Bool? { leer { $0.contenido?.confirmandoSalida } }

  public static func == (a: AppProceso, b: AppProceso) -> Bool {
    a.caja === b.caja || a.campos == b.campos
  }

  /// What changed from `antes` to this app, when this app's box is `antes`'s or was copied from
  /// `antes`'s fields as they still are (the engine's snapshot before an action, and the app
  /// after it); nil when unknown.
  func tocados(desde antes: AppProceso) -> Tocados? {
    if caja === antes.caja { return [] }
    return caja.withUnsafeMutablePointerToHeader {
      $0.pointee.origen == antes.numero ? $0.pointee.tocados : nil
    }
  }

  public var escena: FaseEscena {
    get { leer { $0.escena } }
    _modify { yield &self[tocando: .proceso].escena }
  }
  /// Read once at launch: «la configuración no cambia mientras la app vive».
  public var hayCuentas: Bool {
    get { leer { $0.hayCuentas } }
    _modify { yield &self[tocando: .proceso].hayCuentas }
  }
  /// The Info keys the running build was made with.
  public var info: [String: String] {
    get { leer { $0.info } }
    _modify { yield &self[tocando: []].info }
  }
  public var delegadoInstalado: Bool {
    get { leer { $0.delegadoInstalado } }
    _modify { yield &self[tocando: []].delegadoInstalado }
  }
  /// AuthState.
  public var comprobando: Bool {
    get { leer { $0.comprobando } }
    _modify { yield &self[tocando: .proceso].comprobando }
  }
  public var sesion: String? {
    get { leer { $0.sesion } }
    _modify { yield &self[tocando: .proceso].sesion }
  }
  /// DelegadoDeNotificaciones.enlacePendiente.
  public var enlacePendiente: String? {
    get { leer { $0.enlacePendiente } }
    _modify { yield &self[tocando: .delegado].enlacePendiente }
  }
  /// Android: a link waiting in the activity until content is built.
  public var enlaceActividad: String? {
    get { leer { $0.enlaceActividad } }
    _modify { yield &self[tocando: .actividad].enlaceActividad }
  }
  public var formulario: Formulario? {
    get { leer { $0.formulario } }
    _modify { yield &self[tocando: .formulario].formulario }
  }
  public var contenido: Contenido? {
    get { leer { $0.contenido } }
    _modify { yield &self[tocando: .contenido].contenido }
  }
  public var alerta: AlertaSistema? {
    get { leer { $0.alerta } }
    _modify { yield &self[tocando: .alerta].alerta }
  }
  public var pantalla: Pantalla {
    get { leer { $0.pantalla } }
    _modify { yield &self[tocando: .pantalla].pantalla }
  }

  /// What the state says is presented: the system alert first, then the logout confirmation.
  public func dialogo(_ plataforma: Plataforma) -> Presentado? {
    if let alerta { return .alerta(alerta) }
    if contenido?.confirmandoSalida == true { return .dialogoSalida(plataforma) }
    return nil
  }
}

/// Everything pdx simulates: one device, one app, one backend. A value: copying it is cheap,
/// comparing two worlds compares only what differs.
///
/// Everything but the app lives behind one reference (copy on write), as the app's fields do:
/// a snapshot (one per action, one per step for undo) costs two retains, and most actions
/// never touch the device, the backend or the project, so two snapshots share that box and
/// the diff skips it without comparing a field.
public struct World: @unchecked Sendable, Equatable {
  struct Resto: Sendable, Equatable {
    var dispositivo: Dispositivo
    var backend = Backend()
    var proyecto = Proyecto()
    var fecha = SimDate.porDefecto
    var knobs = Knobs()
  }

  /// Never changed while shared: a change copies it first. A ManagedBuffer's header is reached
  /// through its address, without the dynamic exclusivity check of a class property.
  private final class Caja: ManagedBuffer<Resto, Never> {}

  private var caja: Caja
  public var app: AppProceso?

  /// The fresh world before its launch: installed, not running.
  public init(plataforma: Plataforma = .ios, hayCuentas: Bool = true) {
    var resto = Resto(dispositivo: Dispositivo(plataforma: plataforma))
    resto.proyecto.hayCuentas = hayCuentas
    caja = World.caja(resto)
  }

  private static func caja(_ resto: Resto) -> Caja {
    // `create` is declared on ManagedBuffer; the object it makes is a Caja.
    unsafeDowncast(Caja.create(minimumCapacity: 0) { _ in resto }, to: Caja.self)
  }

  /// The fields, read in place: the box outlives the access (`self` holds it).
  private var resto: UnsafeMutablePointer<Resto> { caja.withUnsafeMutablePointerToHeader { $0 } }

  /// The fields, for a change: copied out of a shared box first.
  private var restoUnico: UnsafeMutablePointer<Resto> {
    mutating get {
      if !isKnownUniquelyReferenced(&caja) { caja = World.caja(resto.pointee) }
      return resto
    }
  }

  /// Whether everything but the app is the same box in both worlds (then it is equal).
  func compartenResto(_ otro: World) -> Bool { caja === otro.caja }

  public var dispositivo: Dispositivo {
    _read { yield resto.pointee.dispositivo }
    _modify { yield &restoUnico.pointee.dispositivo }
  }
  public var backend: Backend {
    _read { yield resto.pointee.backend }
    _modify { yield &restoUnico.pointee.backend }
  }
  public var proyecto: Proyecto {
    _read { yield resto.pointee.proyecto }
    _modify { yield &restoUnico.pointee.proyecto }
  }
  public var fecha: SimDate {
    _read { yield resto.pointee.fecha }
    _modify { yield &restoUnico.pointee.fecha }
  }
  public var knobs: Knobs {
    _read { yield resto.pointee.knobs }
    _modify { yield &restoUnico.pointee.knobs }
  }

  public static func == (a: World, b: World) -> Bool {
    (a.caja === b.caja || a.resto.pointee == b.resto.pointee) && a.app == b.app
  }

  /// Favorites in display order: by number when `favoritosPorNumero`, else oldest first.
  public var favoritosVisibles: [Int] {
    dispositivo.sandbox.favoritosPorNumero
      ? dispositivo.sandbox.favoritos.sorted() : dispositivo.sandbox.favoritos
  }

  /// The link of today's «Pokémon del día».
  public var enlaceDelDia: String { "pokedex://pokemon/\(fecha.pokemonDelDia)" }
}
