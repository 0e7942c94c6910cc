// The domain core alone, on a script's actions: what a replay costs before the shell reads,
// prints or keeps anything. `Scripts/bench` sets it beside the read-only loop; the part of the
// replay's target the core already takes is the part no change to the shell can win back.
//
//     core-replay RUNS < script.pdx
//
// The lines are parsed first, untimed, with the shell's own parser; lines that are not
// actions (`expect`, `say`, …) and lines that expect a rejection (`!`) are left out. Then
// each run sends every action to a fresh store, with undo and the step's diff as `pdx run`
// has them, and drops the step. Prints the fastest run in milliseconds, then the number of
// actions. A rejected action is a mistake in the script: it says so on stderr and exits 1
// rather than time a run that did less.
import PdxCommands
import PdxExplore
import PdxLanguage
import PdxRunner
import PokedexCore

#if canImport(Glibc)
  import Glibc
#endif

func now() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Every letter from every state: one run of the check's floor. Its own function for callgrind
/// (`--toggle-collect='*transitionsAll*'`).
@inline(never)
func transitionsAll(_ worlds: [World], _ letters: [Alphabet.Letter]) -> Int {
  var accepted = 0
  for world in worlds {
    for letter in letters where Transition(from: world, letter.action).step.rejection == nil {
      accepted += 1
    }
  }
  return accepted
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--check" {
  guard arguments.count >= 2, let depth = Int(arguments[1]), depth >= 1 else {
    print("usage: core-replay --check DEPTH [RUNS]")
    exit(2)
  }
  var options = StateSpace.Options()
  options.depth = depth - 1
  var worlds: [World] = []
  _ = StateSpace(options).run(visit: { worlds.append($0.world) })
  var best = UInt64.max
  var accepted = 0
  for _ in 0..<max(arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5, 1) {
    let start = now()
    accepted = transitionsAll(worlds, options.alphabet.letters)
    best = min(best, now() - start)
  }
  print(Double(best) / 1e6, accepted)
  exit(0)
}

let runs = arguments.first.flatMap { Int($0) } ?? 5
var actions: [UserAction] = []
while let line = readLine() {
  guard let parsed = try? Parser.parse(line), !parsed.negated,
    case .action(let action) = parsed.invocation
  else { continue }
  actions.append(action)
}

/// Sends every action to a fresh store: one run. Its own function, so that callgrind can count
/// its instructions alone (`--toggle-collect='*sendAll*'`).
@inline(never)
func sendAll(_ actions: [UserAction]) {
  var store = Store()
  for action in actions {
    let step = store.send(action)
    if let rejection = step.rejection {
      let message =
        "core-replay: action \(step.number) was rejected: \(Language.en.text(rejection))\n"
      _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
      exit(1)
    }
  }
}

var best = UInt64.max
for _ in 0..<max(runs, 1) {
  let start = now()
  sendAll(actions)
  best = min(best, now() - start)
}
print(Double(best) / 1e6, actions.count)
