import PokedexCore

/// What the user of the app sees, in English, where a note would name a knob's cause: an
/// exercise's words (docs/reference.md §9.4).
extension English {
  package static func text(_ symptom: Symptom) -> String {
    switch symptom {
    case .nothingShown(let title):
      "\(guillemets(title)) arrives with the app in the foreground, and nothing shows: no banner,"
        + " no sound"
    case .tapLeadsNowhere: "the tap that opened the app leads nowhere: no detail opens"
    case .appCloses: "crash: the app closes as the notification's tap reaches it"
    case .tapChangesNothing(let url):
      "enlacePendiente already holds \(shownURL(url)): this tap changes nothing"
    case .linkWaits(let url):
      "\(shownURL(url)) is waiting in the delegate, and the view that appeared does not open it"
    case .linkLostOpenApp(let url):
      "link lost: \(shownURL(url)) reached the open app, and no detail opens"
    case .freshExercise(let p):
      "a fresh world on \(platformName(p)): the exercise starts again, its fault still planted"
    case .detailOutOfSight(let url, let tab):
      "\(shownURL(url)) is handled, and the \(tabTitle(tab)) tab stays on screen: no detail shows"
    case .reminderNotScheduled:
      "ContentView appeared with the scene active, and the daily reminder was not scheduled"
    }
  }
}
