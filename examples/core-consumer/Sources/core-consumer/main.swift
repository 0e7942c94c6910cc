// Drives the Pokédex app's domain core with no shell: the flow of lesson 000's tap before
// login. A notification is tapped while the form is up, the link waits in the delegate, and
// ContentView's `onChange(of: enlacePendiente, initial: true)` opens the detail once the
// signup has built it. Prints each step's actions with their event ids, then reads state paths.
import PokedexCore

var store = Store(platform: .ios)

func show(_ label: String, _ step: Step) {
  print("\(label):")
  if let rejection = step.rejection {
    print("  rejected: \(rejection.id.rawValue)")
    return
  }
  for record in step.actions {
    if let action = record.action { print("  action \(action.id.rawValue)") }
    for change in record.changes { print("    \(change.path): \(change.old) → \(change.new)") }
    for ui in record.ui { print("    ui \(ui.id.rawValue)") }
    for note in record.notes { print("    note \(note.id.rawValue)") }
  }
}

show("tap-notification", store.send(.tapNotification(nil)))
show("tab lista", store.send(.tab(.lista)))
show(
  "signup",
  store.send(.signup(email: "ash@kanto.com", password: Secret(password: "pikachu"))))

for path in [
  StatePath.field(.raiz), .field(.delegadoEnlacePendiente), .field(.contenidoCaminoLista),
] {
  print("\(path) == \(path.value(in: store.world))")
}
