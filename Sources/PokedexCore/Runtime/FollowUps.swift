/// A follow-up: something the app does on its own after an action, processed before the step
/// ends, in causal order.
enum FollowUp: Sendable, Hashable {
  /// RaizConSesion's `.task`: SessionRepository.restaurar() reads the keychain.
  case restaurar
  case showForm, hideForm
  case buildContent, destroyContent
  /// `.onChange(of: enlacePendiente)`; `initial` when fired by the view appearing.
  case observeLink(initial: Bool)
  /// `.onChange(of: scenePhase, initial: true)`.
  case observeScene(initial: Bool)
  /// Android: the activity hands its waiting link to the content just built.
  case deliverActivityLink
  /// The notification delegate's `didReceive`, with the notification's `enlace` (nil: it has
  /// none); `woke` when the tap found the app closed or not in the foreground (then, without
  /// `@MainActor`, the delegate runs off the main thread).
  case didReceive(String?, woke: Bool)
  case installDelegateLate
  /// An external link reaching the app (`.onOpenURL` on iOS, the activity's intent on Android);
  /// `running` when the app was already open (Android: `onNewIntent`, not `onCreate`).
  case externalLink(String, running: Bool)
  /// The backend answering the form's submit.
  case backendResponse(ModoFormulario, email: String, password: String)
  /// Reports from the screen: a controller popped by the user, a presentation dismissed.
  case cerradoPorElUsuario(Pestana)
  case dismiss
  /// UIKit's dismissal animation ends (`nil-before-dismiss off`: only then does the reconciler
  /// let go of its reference).
  case dismissalEnded
  /// The app asks for the notification permission as it opens (`request-permission launch`).
  case requestAtLaunch
}

extension FollowUp {
  /// What it asks the backend, when it may wait for it (`net slow`): `app.enVuelo` names it.
  var request: BackendRequest? {
    switch self {
    case .restaurar: .restaurar
    case .backendResponse(let mode, _, _): mode == .entrar ? .signIn : .signUp
    case .showForm, .hideForm, .buildContent, .destroyContent, .observeLink, .observeScene,
      .deliverActivityLink, .didReceive, .installDelegateLate, .externalLink,
      .cerradoPorElUsuario, .dismiss, .dismissalEnded, .requestAtLaunch:
      nil
    }
  }
}

extension Engine {
  /// One follow-up, recorded as its own action. A follow-up of a process that died meanwhile
  /// does nothing. Only dispatches: each body lives in its feature's file.
  mutating func process(_ f: FollowUp) {
    guard world.app != nil else { return }
    switch f {
    case .restaurar: restaurar()
    case .showForm: showForm()
    case .hideForm: hideForm()
    case .buildContent: buildContent()
    case .destroyContent: destroyContent()
    case .observeLink(let initial): observeLink(initial: initial)
    case .observeScene(let initial): observeScene(initial: initial)
    case .deliverActivityLink: deliverActivityLink()
    case .didReceive(let url, let woke): didReceive(url, woke: woke)
    case .installDelegateLate: installDelegateLate()
    case .externalLink(let url, let running): externalLink(url, running: running)
    case .backendResponse(let mode, let email, let password):
      backendResponse(mode, email: email, password: password)
    case .cerradoPorElUsuario(let pestana): cerradoPorElUsuario(pestana)
    case .dismiss: dismiss()
    case .dismissalEnded: dismissalEnded()
    case .requestAtLaunch: requestAtLaunch()
    }
  }
}
