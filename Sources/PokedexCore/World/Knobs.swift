/// The teaching knobs: each reproduces a pitfall a lesson explains (or, for `ios`, the setting
/// a lesson is about), and defaults to the lesson's fix. A knob is declared once, here (its case and its `declaration`); `set`, `help set`, the
/// `knobs.*` state paths, the explorer and the README's table read it from here.
public enum Knob: Int, CaseIterable, Sendable {
  /// `onChange(of: enlacePendiente, initial: true)`; off reproduces the lost tap.
  case onchangeInitial
  /// The notification delegate installed before launch finishes; late drops the launching tap.
  case delegateInstall
  /// Screen gestures reported back to the state as actions.
  case reportDismissals
  /// `@MainActor` on the notification delegate; off crashes a tap that wakes the app.
  case mainActor
  /// The delegate's `willPresent`; off hides a notification arriving in the foreground.
  case willPresent
  /// `enlacePendiente = nil` after `abrir`; off leaves it set, and the same tap does nothing.
  case resetLink
  /// Android's `onNewIntent`; off loses a link that arrives while the app is open.
  case onNewIntent
  /// The reconciler clears its reference before asking for the dismissal; off makes a re-run
  /// during the animation dismiss again.
  case nilBeforeDismiss
  /// The iOS version: 26 does not draw the confirmation dialog's «Cancelar»; 18 does.
  case ios
  /// Lesson 004's stack hook, the child controller's `didMove(toParent:)`: off forgets it alone,
  /// so a pop by the user is not reported while a sheet's dismissal still is.
  case didMoveToParent
  /// Lesson 004's sheet hook, `presentationControllerDidDismiss`: off forgets it alone, so a
  /// dismissal by the user is not reported while a stack's pop still is.
  case presentationDidDismiss
  /// Lesson 004's NavigationStackController, the helper that compares two stacks; off is a
  /// hand-written push that compares only their lengths: one push or one pop per change.
  case stackHelper
  /// Lesson 000's guard at the root (RaizConSesion wraps the whole app); off guards each screen
  /// instead: the TabView is built without a session, and the detail, which no screen guards,
  /// opens from a link.
  case guardAtRoot
  /// Lesson 000's `.transition(.opacity)` and `.animation(.default, value: estado.haySesion)` on
  /// the guard; off swaps the form and the content with a cut.
  case rootTransition
  /// `pestana = .lista` in `abrir` (lesson 001); off stacks a link's detail on the Pokédex's
  /// stack while another tab stays selected.
  case switchTab
  /// `.preferredColorScheme` at ContentView's root (lesson 001); off applies it inside
  /// SettingsView, which paints only the Ajustes tab.
  case themeAtRoot
  /// `initial: true` on `.onChange(of: scenePhase)` (lesson 001); off misses the scene that is
  /// already active when ContentView appears, and the reminder is not scheduled then.
  case sceneInitial
  /// Lesson 003's request from a button; launch asks as the app opens.
  case requestPermission
  /// Lesson 004's `presentado` reference in the reconciler; off asks UIKit what is presented,
  /// and takes what it did not present for its own.
  case presentadoReference

  /// Everything pdx needs to know about a knob.
  public struct Declaration: Sendable {
    /// The word `set` takes: `onchange-initial`.
    public let name: String
    /// The default (the lesson's fix, or the lesson's setting), and the other value.
    public let faithful: String
    public let pitfall: String
    /// The lesson it comes from, and the sentence of it that the knob shows.
    public let lesson: Lesson
    public let sentence: String
    /// The walkthrough under `examples/` that breaks it, watches it and fixes it.
    public let example: String
    /// The lesson's fix, as the lesson writes it: the lines of code an exercise's right
    /// `answer` quotes (empty for a setting, which fixes nothing).
    public let fix: [String]
    /// The phrases, besides its name and its `knobs.` path, that name the code it stands for
    /// or its cause (`willPresent`, `didMove(toParent:)`): what an exercise's session never
    /// prints while it is planted, nor its files say (docs/reference.md §9.4). Bare values
    /// (`on`, `late`) are ordinary words, and are not here.
    public let reveals: [String]
    /// Whether a change while the app runs waits for the next launch (the running app already
    /// did the thing: the note `knob-at-next-launch` says so). What the other value changes,
    /// in a sentence, is the renderer's (`Sources/PdxLanguage`).
    public var atNextLaunch = false
    /// What the fixed app prints that names this knob's code, in either language (the fade's
    /// `(.transition(.opacity))`): an exercise's shell leaves it out of every line, so that the
    /// fixed app's lines in one exercise do not show another knob's fix.
    public var fixShows: [String] = []
    /// The only platform it exists on; nil for both. A knob that stands for a piece of the iOS
    /// app's code (a SwiftUI modifier, a UIKit hook, the notification delegate) is iOS's: the
    /// lessons name no Android counterpart for it, so Android refuses it
    /// (`knob-other-platform`) rather than print iOS's names there.
    public var platform: Plataforma? = nil
    /// Whether the other value reproduces a bug of the lesson (false for a setting, such as
    /// the iOS version).
    public var reproducesBug = true
  }

  public var declaration: Declaration {
    switch self {
    case .onchangeInitial:
      Declaration(
        name: "onchange-initial", faithful: "on", pitfall: "off",
        lesson: .laPuertaYLaCuenta,
        sentence: "El valor ya está puesto, no cambia, y el .onChange no se entera.",
        example: "examples/04-el-toque-antes-de-entrar.pdx",
        fix: [
          ".onChange(of: notificaciones.enlacePendiente, initial: true) { _, url in", "    // …",
          "}",
        ],
        reveals: ["onChange(of: enlacePendiente", "without initial: true", "sin initial: true"],
        platform: .ios)
    case .delegateInstall:
      Declaration(
        name: "delegate-install", faithful: "early", pitfall: "late",
        lesson: .delAvisoALaFicha,
        sentence: "El delegado hay que ponerlo antes de que la app termine de arrancar, o iOS"
          + " descarta el toque que abrió la app.",
        example: "examples/11-el-toque-que-abre-la-app.pdx",
        fix: [
          "// El delegado hay que ponerlo antes de que la app termine de arrancar,",
          "// o iOS descarta el toque que abrió la app.",
          "UNUserNotificationCenter.current().delegate = DelegadoDeNotificaciones.compartido",
        ],
        reveals: [
          "UNUserNotificationCenter.current().delegate", "UNUserNotificationCenter.delegate",
          "delegate installed (late)", "el delegado se instala (tarde)", "not installed yet",
          "no estaba instalado",
        ],
        atNextLaunch: true, platform: .ios)
    case .reportDismissals:
      Declaration(
        name: "report-dismissals", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "A partir de ese instante, el modelo y lo que el usuario ve son dos relatos"
          + " distintos.",
        example: "examples/10-dos-relatos.pdx",
        fix: [
          "func presentationControllerDidDismiss(_ controller: UIPresentationController) {",
          "  store.send(.destino(.dismiss))", "}",
          "override func didMove(toParent parent: UIViewController?) {", "  // …",
          "  if parent == nil { store.send(.cerradoPorElUsuario) }", "}",
        ],
        reveals: ["the state is not told", "nadie avisa al estado"], platform: .ios)
    case .mainActor:
      Declaration(
        name: "main-actor", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "Sin esto, tocar el aviso con la app en segundo plano o cerrada la cierra.",
        example: "examples/12-sin-main-actor.pdx",
        fix: [
          "@MainActor",
          "final class DelegadoDeNotificaciones: NSObject, ObservableObject,"
            + " UNUserNotificationCenterDelegate {", "    // …", "}",
        ],
        reveals: ["@MainActor", "main thread", "hilo principal"], platform: .ios)
    case .willPresent:
      Declaration(
        name: "will-present", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "Sin esto, una notificación que llega con la app abierta no se ve.",
        example: "examples/13-sin-will-present.pdx",
        fix: [
          "func userNotificationCenter(",
          "    _ center: UNUserNotificationCenter,",
          "    willPresent notification: UNNotification",
          ") async -> UNNotificationPresentationOptions {",
          "    [.banner, .sound]",
          "}",
        ],
        reveals: ["willPresent"],
        platform: .ios)
    case .resetLink:
      Declaration(
        name: "reset-link", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "notificaciones.enlacePendiente = nil   // ya se atendió",
        example: "examples/14-el-enlace-que-no-se-apaga.pdx",
        fix: ["notificaciones.enlacePendiente = nil   // ya se atendió"],
        reveals: ["enlacePendiente = nil", "back to nil", "vuelve a nil", "ya se atendió"],
        platform: .ios)
    case .onNewIntent:
      Declaration(
        name: "on-new-intent", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "En Android son dos sitios (onCreate y onNewIntent), y olvidar el segundo hace"
          + " que el enlace falle si la app ya estaba abierta.",
        example: "examples/15-sin-on-new-intent.pdx",
        fix: [
          "// `.onOpenURL` cubre los dos casos, app cerrada y app abierta,",
          "// sin distinguirlos. En Android son dos sitios (`onCreate` y",
          "// `onNewIntent`), y olvidar el segundo hace que el enlace falle si la app ya estaba"
            + " abierta.",
        ],
        reveals: ["onNewIntent", "new intent", "intent nuevo"], platform: .android)
    case .nilBeforeDismiss:
      Declaration(
        name: "nil-before-dismiss", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "La referencia se anula antes de pedir el cierre, para que una reejecución"
          + " durante la animación no vuelva a entrar por la rama de cierre.",
        example: "examples/16-la-referencia-y-el-cierre.pdx",
        fix: [
          "case (.none, .some(let vc)):", "  presentado = nil", "  vc.dismiss(animated: true)",
        ],
        reveals: ["reference stays", "referencia sigue", "presentado = nil"], platform: .ios)
    case .ios:
      Declaration(
        name: "ios", faithful: "26", pitfall: "18",
        lesson: .laPuertaYLaCuenta,
        sentence: "En iOS 26 el botón «Cancelar» no se dibuja, aunque está en el código; en"
          + " versiones anteriores sí sale.",
        example: "examples/17-ios-26-y-cancelar.pdx",
        fix: [],
        reveals: [],
        atNextLaunch: true,
        platform: .ios, reproducesBug: false)
    case .didMoveToParent:
      Declaration(
        name: "did-move-to-parent", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "Si no interceptas cada una de esas salidas, el controlador desaparece de la"
          + " pantalla y el estado sigue afirmando que está ahí.",
        example: "examples/18-un-solo-gancho.pdx",
        fix: [
          "override func didMove(toParent parent: UIViewController?) {",
          "  super.didMove(toParent: parent)",
          "  if parent == nil { store.send(.cerradoPorElUsuario) }",
          "}",
        ],
        reveals: ["didMove(toParent:)", "didMove"], platform: .ios)
    case .presentationDidDismiss:
      Declaration(
        name: "presentation-did-dismiss", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "Si no interceptas cada una de esas salidas, el controlador desaparece de la"
          + " pantalla y el estado sigue afirmando que está ahí.",
        example: "examples/18-un-solo-gancho.pdx",
        fix: [
          "func presentationControllerDidDismiss(_ controller: UIPresentationController) {",
          "  presentado = nil",
          "  store.send(.destino(.dismiss))",
          "}",
        ],
        reveals: ["presentationControllerDidDismiss"], platform: .ios)
    case .stackHelper:
      Declaration(
        name: "stack-helper", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "Un empujón manual exige decidir qué hacer cuando el estado añade dos elementos"
          + " de golpe, cuando quita tres, o cuando reemplaza el camino entero por un enlace"
          + " profundo; el ayudante ya resolvió esa comparación.",
        example: "examples/22-el-empujon-a-mano.pdx",
        fix: [
          "let controlador = NavigationStackController(",
          "  path: $store.scope(state: \\.camino, action: \\.camino)",
          ") {",
          "  RaizViewController(store: store)",
          "}",
        ],
        reveals: ["NavigationStackController", "hand-written push", "empujón"], platform: .ios)
    case .guardAtRoot:
      Declaration(
        name: "guard-at-root", faithful: "on", pitfall: "off",
        lesson: .laPuertaYLaCuenta,
        sentence: "Proteger pantalla por pantalla dejaría siempre alguna fuera.",
        example: "examples/23-pantalla-por-pantalla.pdx",
        fix: [
          "WindowGroup {",
          "    // Sin sesión no se compone nada de la app: ni pestañas, ni pilas.",
          "    RaizConSesion {",
          "        ContentView()",
          "    }",
          "}",
        ],
        reveals: [
          "guards itself", "se protege sola", "instead of the root", "en vez de la raíz",
          "no guard protects", "ningún guardián protege",
        ])
    case .rootTransition:
      Declaration(
        name: "root-transition", faithful: "on", pitfall: "off",
        lesson: .laPuertaYLaCuenta,
        sentence: "Dos líneas (.transition y .animation) y la app se funde de una pantalla a otra"
          + " al entrar.",
        example: "examples/24-el-corte-seco.pdx",
        fix: [".transition(.opacity)", ".animation(.default, value: estado.haySesion)"],
        reveals: ["no .transition", "sin .transition", ".animation(", "no .animation"],
        fixShows: [" (.transition(.opacity))"], platform: .ios)
    case .switchTab:
      Declaration(
        name: "switch-tab", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "pestana = .lista   // antes de apilar, la pestaña de la Pokédex",
        example: "examples/25-antes-de-apilar.pdx",
        fix: ["pestana = .lista   // antes de apilar, la pestaña de la Pokédex"],
        reveals: ["pestana = .lista", "left out pestana", "se saltó pestana"], platform: .ios)
    case .themeAtRoot:
      Declaration(
        name: "theme-at-root", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: "El tema se aplica en la raíz: dentro de la pantalla de ajustes solo pintaría"
          + " esa pestaña.",
        example: "examples/26-el-tema-en-la-raiz.pdx",
        fix: [
          "// El tema se aplica en la raíz: dentro de la pantalla de ajustes solo",
          "// pintaría esa pestaña.",
          ".preferredColorScheme(ajustes.tema.esquema)",
        ],
        reveals: ["inside SettingsView", "dentro de SettingsView"],
        fixShows: [
          " (.preferredColorScheme at ContentView's root)",
          " (.preferredColorScheme en la raíz de ContentView)",
          " (the theme at ContentView's root)", " (el tema en la raíz de ContentView)",
          // `tree`'s, where the modifier sits: at ContentView's root or in SettingsView.
          ", .preferredColorScheme",
        ], platform: .ios)
    case .sceneInitial:
      Declaration(
        name: "scene-initial", faithful: "on", pitfall: "off",
        lesson: .delAvisoALaFicha,
        sentence: ".onChange(of: scenePhase, initial: true)",
        example: "examples/27-la-escena-ya-activa.pdx",
        fix: [".onChange(of: scenePhase, initial: true) { _, fase in", "    // …", "}"],
        reveals: [
          "onChange(of: scenePhase", "without initial: true", "sin initial: true",
          "RecordatorioDiario.programar() is not called",
          "RecordatorioDiario.programar() no se llama",
        ],
        platform: .ios)
    case .requestPermission:
      Declaration(
        name: "request-permission", faithful: "button", pitfall: "launch",
        lesson: .permisos,
        sentence: "pídelo cuando el usuario entienda para qué sirve; por eso Marcador lo pide con"
          + " un botón y no al abrir la app.",
        example: "examples/28-el-permiso-al-abrir.pdx",
        fix: [
          "Button(notificador.permitido ? \"Avisos de gol: activados\" : \"Activar avisos de gol\") {",
          "    Task { await notificador.pedirPermiso() }",
          "}",
        ],
        reveals: [
          "the app opens: requestAuthorization", "la app se abre: requestAuthorization",
          "as it opens", "al abrirse", "the app opens: asks for POST_NOTIFICATIONS",
          "la app se abre: pide POST_NOTIFICATIONS",
        ],
        atNextLaunch: true)
    case .presentadoReference:
      Declaration(
        name: "presentado-reference", faithful: "on", pitfall: "off",
        lesson: .navegacionEnUIKit,
        sentence: "La clave está en llevar una referencia al controlador que presentaste, porque"
          + " sin ella no puedes distinguir no hay nada presentado de hay presentado algo que tú"
          + " no pusiste.",
        example: "examples/29-algo-que-tu-no-pusiste.pdx",
        fix: [
          "private weak var presentado: UIViewController?",
          "switch (store.destino, presentado) {", "  // …", "}",
        ],
        reveals: ["presentado reference", "referencia presentado", "weak var presentado"],
        platform: .ios)
    }
  }

  public var name: String { declaration.name }
  /// What an exercise never prints while this knob is planted, nor its files say: the knob's
  /// name, its `knobs.` path and the phrases of its code (`Declaration.reveals`).
  public var phrases: [String] { [name, path] + declaration.reveals }
  /// The two values, the faithful one first.
  public var values: [String] { [declaration.faithful, declaration.pitfall] }

  /// The knob `set` names `name`.
  public static func named(_ name: String) -> Knob? { allCases.first { $0.name == name } }

  /// The state path that shows it: `knobs.` and its name in camel case
  /// (`knobs.onchangeInitial`).
  ///
  /// Made from the name's bytes (names are lowercase ASCII and hyphens): the state paths'
  /// table names every knob at each start, where building it a Character at a time was a
  /// visible part of the start (Scripts/bench counts the start's instructions).
  package var path: String {
    var out = Array("knobs.".utf8)
    var upper = false
    for byte in name.utf8 {
      if byte == UInt8(ascii: "-") {
        upper = true
      } else {
        let lower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
        out.append(upper && lower ? byte - 32 : byte)
        upper = false
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The value word of `faithful`.
  package func word(faithful: Bool) -> String {
    faithful ? declaration.faithful : declaration.pitfall
  }
}
