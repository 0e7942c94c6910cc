import PdxExplore
import PdxLanguage

/// What `pdx check --help` explains after its options.
enum CheckHelp {
  static let defaultDepth = 6

  static var details: [Words] {
    let alphabet = Alphabet.standardLines
    return [
      Words(
        en: "From a fresh world (on each platform asked for, after --no-accounts and the --set"
          + " knobs), every command of the alphabet is tried from every state reached, breadth"
          + " first, to the depth; after every transition (an accepted command) the rules are"
          + " checked. The first rule broken is reported with the shortest way to break it, as a"
          + " .pdx script that `pdx run` replays and that fails at its last line, an expect"
          + " stating the rule.",
        es: "Desde un mundo nuevo (en cada plataforma pedida, tras --no-accounts y las palancas de"
          + " --set), se prueba cada orden del alfabeto desde cada estado alcanzado, primero en"
          + " anchura, hasta la profundidad; tras cada transición (una orden aceptada) se"
          + " comprueban las reglas. La primera regla rota se da con el camino más corto para"
          + " romperla, como un guion .pdx que `pdx run` reproduce y que falla en su última"
          + " línea, un expect que enuncia la regla."),
      // lint: counted (the alphabet has dozens of commands)
      Words(
        en: "The alphabet (\(alphabet.count) commands): " + alphabet.joined(separator: ", ") + ".",
        es: "El alfabeto (\(alphabet.count) órdenes): " + alphabet.joined(separator: ", ") + "."),
      Words(
        en: "The rules: " + rules(.en) + ".",
        es: "Las reglas: " + rules(.es) + "."),
      SharedOptions.knobsParagraph,
      Words(
        en: "A state is a 64-bit fingerprint of the world: everything in it but the app's log"
          + " (registro). The log only grows, and no rule reads it; two worlds that differ only"
          + " in their logs behave alike for every command, so counting them once loses no"
          + " behaviour. Two different states share a fingerprint with probability about"
          + " n²/2^65 for n states: 3e-10 at 100,000 states, 3e-6 at 10 million.",
        es: "Un estado es una huella de 64 bits del mundo: todo lo que hay en él salvo el"
          + " registro de la app. El registro solo crece, y ninguna regla lo lee; dos mundos que"
          + " solo difieren en sus registros se comportan igual ante cada orden, así que"
          + " contarlos una vez no pierde ningún comportamiento. Dos estados distintos comparten"
          + " huella con una probabilidad de unos n²/2^65 para n estados: 3e-10 con 100\u{A0}000"
          + " estados, 3e-6 con 10 millones."),
      Words(
        en: "The result is the same for any -j: levels are expanded in parallel and merged in"
          + " order. One transition in 8 is also run twice, and both runs compared"
          + " (same-step-twice).",
        es: "El resultado es el mismo para cualquier -j: los niveles se expanden en paralelo y se"
          + " juntan en orden. Además, una transición de cada 8 se ejecuta dos veces y se"
          + " comparan las dos (same-step-twice)."),
      Words(
        en: "--shard K/N: every shard searches the same first levels, and splits two levels above"
          + " the depth (or at the first level after with at least 64·N states): that level's"
          + " states are dealt out by their ancestors about three levels up, largest first, each"
          + " to the shard with the fewest so far, and shard K searches only below its own. The"
          + " shards together visit every state of the whole search; when it breaks a rule, the"
          + " shard that holds the way there breaks one at the same depth, and a counterexample"
          + " found in a shard replays alone. A state reached from two shards' states is searched"
          + " by both. Each shard prints what it kept and its share: its own transitions, and"
          + " those above the split, which every shard makes.",
        es: "--shard K/N: todas las partes recorren los mismos primeros niveles y se reparten dos"
          + " niveles por encima de la profundidad (o en el primer nivel de después con al menos"
          + " 64·N estados): los estados de ese nivel se reparten por sus antepasados de unos"
          + " tres niveles más arriba, los mayores primero, cada uno a la parte que menos tiene,"
          + " y la parte K busca solo por debajo de los suyos. Entre todas visitan cada estado de"
          + " la búsqueda entera; cuando ella rompe una regla, la parte que tiene el camino hasta"
          + " ahí rompe una a la misma profundidad, y un contraejemplo hallado en una parte se"
          + " reproduce por sí solo. Un estado al que se llega desde estados de dos"
          + " partes lo buscan las dos. Cada parte escribe con qué se quedó y su parte del"
          + " trabajo: sus transiciones, y las de encima del reparto, que hace cada parte."),
      Words(
        en: "--max-states N stops the search once N distinct states are found; --max-memory SIZE"
          + " (default: half the machine's memory) stops it before the process holds SIZE: the"
          + " level being expanded is dropped. The summary says which bound stopped it and at"
          + " which depth, and it exits as at any bound. The process's peak memory, and what it"
          + " makes a distinct state, are on stderr beside the fingerprint set's own share.",
        es: "--max-states N para la búsqueda en cuanto hay N estados distintos; --max-memory TAMAÑO"
          + " (si no se dice, la mitad de la memoria de la máquina) la para antes de que el"
          + " proceso ocupe TAMAÑO: se descarta el nivel que se estaba expandiendo. El resumen dice"
          + " qué cota la paró y a qué profundidad, y sale como con cualquier cota. El pico de"
          + " memoria del proceso, y lo que sale por estado distinto, van a la salida de errores junto a lo"
          + " que ocupa el conjunto de huellas."),
      Words(
        en: "The last line says «every rule held» only of a search that finished the depth asked;"
          + " one that a budget (--max-time, --max-states, --max-memory) or a signal cut short"
          + " names the levels it finished and that no rule broke within them. --format github"
          + " adds an ::error for a broken rule (at the counterexample's closing expect with"
          + " --out) and a ::warning for a search cut short, and writes the step summary to"
          + " GITHUB_STEP_SUMMARY; --junit FILE gives a testcase a rule.",
        es: "La última línea dice «se cumplieron todas las reglas» solo de una búsqueda que"
          + " terminó la profundidad pedida; una que una cota (--max-time, --max-states,"
          + " --max-memory) o una señal cortó nombra los niveles que terminó y dice que ninguna"
          + " regla se rompió en ellos. --format github añade un ::error por una regla rota (en el"
          + " expect final del contraejemplo con --out) y un ::warning por una búsqueda cortada,"
          + " y escribe el resumen del paso en GITHUB_STEP_SUMMARY; --junit FICHERO da un"
          + " `<testcase>` por regla."),
      Words(
        en: "Exit 0 when no rule broke within what was searched (the summary says whether the"
          + " space was exhausted), 1 when a rule broke, 2 for no verdict (a budget spent before"
          + " the first transition) or a wrong invocation; 128 + the signal's number (130 for"
          + " SIGINT, 143 for SIGTERM) when a signal stops it, after the summary.",
        es: "Sale con 0 cuando ninguna regla se rompió en lo buscado (el resumen dice si se agotó"
          + " el espacio), 1 cuando se rompió una regla, 2 sin veredicto (una cota que la paró"
          + " antes de la primera transición) o si la invocación está mal; 128 + el número de la señal"
          + " (130 con SIGINT, 143 con SIGTERM) cuando una señal la para, tras el resumen."),
    ]
  }

  /// `name (statement); …`, every rule.
  static func rules(_ language: Language) -> String {
    RuleWords.all.map { "\($0.name) (\(RuleWords.statement($0, language)))" }
      .joined(separator: "; ")
  }
}
