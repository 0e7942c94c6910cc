import PokedexCore

/// How an exercise shows an event (`pdx exercise`, docs/reference.md §9.4): the student sees
/// what the user of the app would see, in the lesson's words, and never the cause. An event
/// shows as itself, as another event that names no cause (the banner without `willPresent`, a
/// dismissal without its reference), in its symptom form, or not at all (what only the code
/// knows: when the delegate was installed). Every knob is hidden alike, at its fix and at its
/// pitfall, so what is shown says nothing of which one is planted.
public enum ExerciseForm<Event> {
  case same
  case hidden
  case shownAs(Event)
  case symptom(Symptom)
}

/// What the user of the app sees where a note would name a knob's cause: each phrasebook says
/// it (`Phrasebook.text(_: Symptom)`), and an exercise prints it with its own id.
public enum Symptom: Sendable, Equatable {
  /// A notification arrived in the foreground, and nothing showed.
  case nothingShown(title: String)
  /// The tap that launched the app led nowhere.
  case tapLeadsNowhere
  /// The app closed as the tap reached it.
  case appCloses
  /// The delegate already held this link: the tap changed nothing.
  case tapChangesNothing(url: String)
  /// A link waits in the delegate, and the view that appeared does not open it.
  case linkWaits(url: String)
  /// A link reached the open app, and no detail opened.
  case linkLostOpenApp(url: String)
  /// `reset` in an exercise: a fresh world, the fault still planted.
  case freshExercise(Plataforma)
  /// A link was handled under another tab, which stays on screen: no detail shows.
  case detailOutOfSight(url: String, Pestana)
  /// ContentView appeared with the scene active, and no reminder was scheduled.
  case reminderNotScheduled

  /// The id `set ids on` prints beside it: none of them names a knob.
  public var id: String {
    switch self {
    case .nothingShown: "banner-not-shown"
    case .tapLeadsNowhere: "tap-discarded"
    case .appCloses: "crash"
    case .tapChangesNothing: "link-unchanged"
    case .linkWaits: "link-not-handled"
    case .linkLostOpenApp: "link-lost"
    case .freshExercise: "fresh-world"
    case .detailOutOfSight: "link-behind-tab"
    case .reminderNotScheduled: "reminder-not-scheduled"
    }
  }
}

extension Note {
  /// How an exercise shows this note. Every note says, here, whether its sentence names a
  /// knob or the code it stands for (the compiler asks a new one).
  public var exerciseForm: ExerciseForm<Note> {
    switch self {
    case .bannerNotShown(let title): .symptom(.nothingShown(title: title))
    case .tapDiscarded: .symptom(.tapLeadsNowhere)
    case .crashMainActor: .symptom(.appCloses)
    case .linkUnchanged(let url, .ios): .symptom(.tapChangesNothing(url: url))
    case .linkNotHandled(let url): .symptom(.linkWaits(url: url))
    case .linkLostNoNewIntent(let url): .symptom(.linkLostOpenApp(url: url))
    case .freshWorld(let p): .symptom(.freshExercise(p))
    case .linkBehindTab(let url, let tab): .symptom(.detailOutOfSight(url: url, tab))
    case .reminderNotScheduled: .symptom(.reminderNotScheduled)
    // Only the code knows: when the delegate was installed, that nothing resets the link, that
    // a gesture went unreported (the divergence warning says what the user sees), a knob set.
    case .delegateSetLate, .linkStays, .stateNotTold, .knobAtNextLaunch: .hidden
    case .alreadySet(.knob): .hidden
    case .installedNotLaunched, .runInstalls, .alreadySet, .accountsAlready, .configAtNextLaunch,
      .infoAlreadyHasValue, .infoHasNoKey, .infoAtNextLaunch, .infoIOSTarget,
      .noAccountsContentDirectly, .linkDiesWithProcess, .keychainSurvivesUninstall,
      .privateStorageWiped, .comesToForeground, .foregroundBehindAlert,
      .notificationNotShown, .notificationProvisional, .notificationToCenter, .tapIgnored,
      .linkUnchanged(_, .android), .linkLost, .linkWaitsInActivity, .linkInvalid,
      .linkAlreadyThere, .reminderReplaced, .waitsForBackend, .requestThrew, .crashCameraUsage,
      .provisionalGranted, .noDialogAskedOnce, .permissionAlready, .formModeAlready,
      .buttonDisabled, .sessionRestored, .sessionSaved, .tabAlreadySelected, .alreadyFavorite,
      .notFavorite, .contentStateGone, .confirmationNotShownAgain, .favoritesStay:
      .same
    }
  }
}

extension UIEvent {
  /// How an exercise shows this operation of the screen (the compiler asks a new one).
  public var exerciseForm: ExerciseForm<UIEvent> {
    switch self {
    // The banner without the delegate method that shows it: Android's words.
    case .banner(let title, .ios): .shownAs(.banner(title: title, .android))
    case .dismissKeepingReference(let p): .shownAs(.dismiss(p))
    // The cut and the theme inside Ajustes without the modifiers they lack: Android's words.
    case .cut(let on, .ios): .shownAs(.cut(haySesion: on, .android))
    case .repaintAjustesOnly(let tema, .ios): .shownAs(.repaintAjustesOnly(tema, .android))
    case .fade, .cut, .banner, .push, .pop, .popTo, .replace, .popByUser, .dismissedByUser,
      .present, .dismiss, .dismissAgainRefused, .dismissNotItsOwn, .repaint, .repaintAjustesOnly:
      .same
    }
  }
}

extension ActionEvent {
  /// How an exercise shows this action: the app's code as the lines name it, except the few
  /// that show a knob's code (an action is the code's own name, and most name none).
  public var exerciseForm: ExerciseForm<ActionEvent> {
    switch self {
    // Whether the observer has `initial: true` is the fault: the same words for both.
    case .observeLink(_, .ios): .shownAs(.observeLink(initial: true, .android))
    case .observeScene(_, .ios): .shownAs(.observeScene(initial: true, .android))
    // Not the delegate's didReceive, which did not run: the tap reaching the app.
    case .tapWithoutDelegate: .shownAs(.didReceive(.android))
    // A link reaching the open app: the activity receives it, whichever method reads it.
    case .onNewIntent: .shownAs(.intentReceived)
    // The app's request without when it is made: the dialog is the symptom, and what it
    // changed reads under a header of its own rather than under the screen before it.
    case .requestAtLaunch: .shownAs(.permissionRequest(.notifications))
    case .delegateInstalledLate, .set: .hidden
    default: .same
    }
  }
}

extension Language {
  /// The symptom's sentence.
  public func text(_ symptom: Symptom) -> String { words.text(symptom) }

  /// What `help ids` lists in an exercise: each id as the exercise shows its event (a hidden
  /// event's id would name its cause), in `EventSamples`' order.
  public func exerciseIDRows() -> [(kind: String, id: String, fields: [Field], text: String)] {
    var rows: [(kind: String, id: String, fields: [Field], text: String)] = []
    func add(_ kind: String, _ id: String, _ fields: [Field], _ text: String) {
      guard !rows.contains(where: { $0.kind == kind && $0.id == id }) else { return }
      rows.append((kind, id, fields, text))
    }
    for id in ActionEvent.ID.allCases {
      switch EventSamples.action(id).exerciseForm {
      case .same:
        add("action", id.rawValue, EventSamples.action(id).fields, text(EventSamples.action(id)))
      case .shownAs(let e): add("action", e.id.rawValue, e.fields, text(e))
      case .hidden, .symptom: break
      }
    }
    for id in Note.ID.allCases {
      let note = EventSamples.note(id)
      switch note.exerciseForm {
      case .same: add("note", id.rawValue, note.fields, text(note))
      case .shownAs(let e): add("note", e.id.rawValue, e.fields, text(e))
      case .symptom(let s): add("note", s.id, [], text(s))
      case .hidden: break
      }
    }
    for id in UIEvent.ID.allCases {
      let ui = EventSamples.ui(id)
      switch ui.exerciseForm {
      case .same: add("ui", id.rawValue, ui.fields, text(ui))
      case .shownAs(let e): add("ui", e.id.rawValue, e.fields, text(e))
      case .hidden, .symptom: break
      }
    }
    // A knob's refusal names it: `set` is refused whole in an exercise.
    for row in EventSamples.rows(self)
    where !["action", "note", "ui"].contains(row.kind)
      && row.id != Rejection.ID.knobOtherPlatform.rawValue
    {
      add(row.kind, row.id, row.fields, row.text)
    }
    return rows
  }
}
