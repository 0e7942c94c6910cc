import PokedexCore

/// What a note, a ui line or a log line is about: a question's wrong choices come from the
/// subject of the right one (notes about links beside a note about a link), so that the right
/// choice is not the only one on topic. An exhaustive `switch` a kind: a new id says its
/// subject, or does not build.
enum Subject: Sendable, Equatable {
  /// The app's life and the device: launch, install, configuration, the Info.
  case life
  /// Links and the taps that bring them: the delegate, onChange, onOpenURL, the activity.
  case links
  /// Notifications shown or not, the daily reminder.
  case notifications
  /// Permission requests and their answers.
  case permissions
  /// The form: its mode, its button, its wait for the backend.
  case form
  /// The session and where it is kept.
  case session
  /// Content: tabs, stacks, dialogs, favorites, the screen.
  case content
}

extension Note.ID {
  var subject: Subject {
    switch self {
    case .installedNotLaunched, .runInstalls, .alreadySet, .accountsAlready, .configAtNextLaunch,
      .infoAlreadyHasValue, .infoHasNoKey, .infoAtNextLaunch, .infoIOSTarget, .knobAtNextLaunch,
      .noAccountsContentDirectly, .comesToForeground, .foregroundBehindAlert, .freshWorld:
      .life
    case .linkDiesWithProcess, .tapDiscarded, .tapIgnored, .linkUnchanged, .delegateSetLate,
      .linkNotHandled, .linkStays, .linkLostNoNewIntent, .linkLost, .linkWaitsInActivity,
      .linkInvalid, .linkAlreadyThere, .linkBehindTab:
      .links
    case .notificationNotShown, .notificationProvisional, .bannerNotShown, .notificationToCenter,
      .reminderReplaced, .crashMainActor, .reminderNotScheduled:
      .notifications
    case .requestThrew, .crashCameraUsage, .provisionalGranted, .noDialogAskedOnce,
      .permissionAlready:
      .permissions
    case .formModeAlready, .buttonDisabled, .waitsForBackend: .form
    case .sessionRestored, .sessionSaved, .keychainSurvivesUninstall, .privateStorageWiped:
      .session
    case .tabAlreadySelected, .alreadyFavorite, .notFavorite, .contentStateGone,
      .confirmationNotShownAgain, .favoritesStay, .stateNotTold:
      .content
    }
  }
}

extension UIEvent.ID {
  var subject: Subject {
    switch self {
    case .fade, .cut: .session
    case .banner: .notifications
    case .push, .pop, .popTo, .replace, .popByUser, .dismissedByUser, .present, .dismiss,
      .dismissKeepingReference, .dismissAgainRefused, .repaint, .dismissNotItsOwn,
      .repaintAjustesOnly:
      .content
    }
  }
}

extension LogEvent.ID {
  var subject: Subject {
    switch self {
    case .permissionGranted, .permissionDenied: .permissions
    case .requestFailed, .crashReport: .life
    }
  }
}
