import Glibc
import PdxCompare
import PdxExplore
import PdxLanguage
import PdxRunner
import PokedexCore

/// What `pdx check` prints when the search ends: the summary a model checker prints (stdout,
/// the same bytes for the same invocation), and what changes from run to run (stderr).
struct CheckSummary {
  let result: StateSpace.Result
  let options: StateSpace.Options
  let language: Language
  /// `--max-time`, as given.
  var maxTime: String? = nil
  /// The signal that stopped the search (0: none).
  var signal: Int32 = 0

  private func n(_ x: Int) -> String { Numbers.grouped(x, language) }

  /// The bound that stopped the search, if one did.
  enum Bound: String, Equatable {
    case depth
    case maxStates = "max-states"
    case maxMemory = "max-memory"
    case maxTime = "max-time"
    case signal
  }

  /// Nil when the space is exhausted or a rule broke.
  var bound: Bound? {
    if result.complete || result.counterexample != nil { return nil }
    if result.stoppedAt != nil { return signal != 0 ? .signal : .maxTime }
    if result.memoryBound != nil { return .maxMemory }
    if let limit = options.maxStates, result.distinct >= limit { return .maxStates }
    return .depth
  }

  /// A budget (memory, time, states) or a signal stopped the search before any transition: no
  /// rule was checked after a command, so there is no verdict (exit 2, or the signal's).
  var searchedNothing: Bool {
    result.counterexample == nil && result.transitions == 0 && result.cut
  }

  /// What the search can say of the rules.
  enum Verdict: String, Equatable {
    /// Every rule held to the depth asked (or the space was exhausted before it).
    case held
    /// A budget or a signal ended the search: no rule broke within the levels it finished.
    case heldWithin = "held-within"
    case broke
    /// Stopped before its first transition.
    case none
  }

  var verdict: Verdict {
    if result.counterexample != nil { return .broke }
    if searchedNothing { return .none }
    return result.cut ? .heldWithin : .held
  }

  /// The exit code: 1 a rule broke; 2 no verdict; else 0; a signal's own (128 + its number)
  /// whatever the search found before it.
  var exitCode: Int32 {
    if signal != 0 { return 128 + signal }
    switch verdict {
    case .broke: return 1
    case .none: return 2
    case .held, .heldWithin: return 0
    }
  }

  /// What stopped a search that was cut short, as the summary names it.
  var cause: Words {
    switch bound {
    case .signal: return Words(StopSignal.name(signal))
    case .maxTime: return Words("--max-time " + (maxTime ?? ""))
    case .maxMemory:
      let en = Numbers.size(options.maxMemory ?? 0, .en)
      let es = Numbers.size(options.maxMemory ?? 0, .es)
      return Words(en: "the memory bound (\(en))", es: "la cota de memoria (\(es))")
    case .maxStates:
      return Words(
        en: "--max-states " + Numbers.grouped(options.maxStates ?? 0, .en),
        es: "--max-states " + Numbers.grouped(options.maxStates ?? 0, .es))
    case .depth, nil: return Words("")
    }
  }

  /// The summary's lines.
  var lines: [String] {
    let r = result
    let knobs =
      options.knobs.isEmpty
      ? Words(en: "knobs at the lessons' fixes", es: "palancas en los arreglos de las lecciones")(
        language)
      : options.knobs.map { "\($0.knob.name) \($0.knob.word(faithful: $0.faithful))" }.joined(
        separator: ", ")
    let and = Words(en: " and ", es: " y ")(language)
    let platforms = options.platforms.map(platformName).joined(separator: and)
    let accounts = options.hayCuentas ? "on" : "off"
    var out = [
      Words(
        en: "pdx check: depth \(options.depth), \(platforms), accounts \(accounts), \(knobs)",
        es: "pdx check: profundidad \(options.depth), \(platforms),"
          + " \(options.hayCuentas ? "con" : "sin") cuentas, \(knobs)")(language)
    ]
    if let shard = options.shard {
      out += shardLines(shard)
    }
    let labels =
      language == .es
      ? ["estados distintos", "transiciones", "profundidad alcanzada", "huellas"]
      : ["distinct states", "transitions", "depth reached", "fingerprints"]
    let width = labels.map(\.count).max()! + 2
    func row(_ i: Int, _ text: String) -> String {
      "  " + labels[i] + String(repeating: " ", count: width - labels[i].count) + text
    }
    let levels = r.levels.map(n).joined(separator: ", ")
    out += [
      row(
        0,
        Words(
          en: "\(n(r.distinct))  (by depth: \(levels))",
          es: "\(n(r.distinct))  (por profundidad: \(levels))")(language)),
      row(
        1,
        Words(
          en: "\(n(r.transitions))  (\(n(r.revisits)) to a state seen before)",
          es: "\(n(r.transitions))  (\(n(r.revisits)) a un estado ya visto)")(language)),
      row(
        2,
        Words(
          en: "\(r.depthReached) of \(options.depth): ",
          es: "\(r.depthReached) de \(options.depth): ")(
            language) + stopped),
      row(
        3,
        Words(
          en: "64 bits: a collision among these states has probability ",
          es: "64 bits: una colisión entre estos estados tiene probabilidad ")(language)
          + Numbers.collision(r.distinct, language)),
    ]
    if let found = r.counterexample {
      out.append(found.headline(language))
      let commands = Numbers.counted(
        found.steps.count, ("command", "commands"), ("orden", "órdenes"))
      // A shard searched part of the space: a shorter one may be another shard's.
      out.append(
        (options.shard == nil
          ? Words(
            en: "the shortest counterexample: \(commands.en)",
            es: "el contraejemplo más corto: \(commands.es)")
          : Words(
            en: "the shortest counterexample in this shard: \(commands.en)",
            es: "el contraejemplo más corto en esta parte: \(commands.es)"))(language))
    } else if searchedNothing {
      // Nothing after a command was checked: «every rule held» would be a verdict not reached.
      out.append(noVerdict)
    } else if result.cut {
      out.append(heldWithin)
    } else {
      let rules = Numbers.counted(RuleWords.all.count, ("rule", "rules"), ("regla", "reglas"))
      out.append(
        Words(
          en: "every rule held (\(rules.en))",
          es: "se cumplieron todas las reglas (\(RuleWords.all.count))")(
            language))
    }
    return out
  }

  /// The last line of a search a budget or a signal cut short: what it covers, and what ended
  /// it. «every rule held» is said only of a search that finished the depth asked.
  var heldWithin: String {
    let k = result.levelsFinished
    let rules = Numbers.counted(RuleWords.all.count, ("rule", "rules"), ("regla", "reglas"))
    let covered: Words
    if k == 0 {
      let made = Numbers.counted(
        result.transitions, ("transition made", "transitions made"),
        ("transición hecha", "transiciones hechas"))
      covered = Words(
        en: "no rule broke in the \(made.en), but no level was finished (\(rules.en))",
        es: "ninguna regla se rompió en \(result.transitions == 1 ? "la" : "las") \(made.es),"
          + " pero no se terminó ningún nivel (\(rules.es))")
    } else {
      let depth = options.depth
      covered =
        k == 1
        ? Words(
          en: "no rule broke within the level finished, depth 1 of \(depth) (\(rules.en))",
          es: "ninguna regla se rompió en el nivel terminado, profundidad 1 de \(depth)"
            + " (\(rules.es))")
        : Words(
          en: "no rule broke within the levels finished, depth 1 to \(k) of \(depth)"
            + " (\(rules.en))",
          es: "ninguna regla se rompió en los niveles terminados, profundidad 1 a \(k) de"
            + " \(depth) (\(rules.es))")
    }
    return
      (covered
      + Words(
        en: ": \(cause.en) stopped the search in depth \(k + 1)",
        es: ": \(cause.es) paró la búsqueda en la profundidad \(k + 1)"))(language)
  }

  /// Which shard, where it split and what it kept; then its share of the work: its own
  /// transitions, and those of the levels above the split, which every shard makes. The whole
  /// search's transitions are not known to a shard (only a run without `--shard` makes them).
  private func shardLines(_ shard: (index: Int, count: Int)) -> [String] {
    guard let s = result.shard else {
      return [
        Words(
          en: "  shard \(shard.index) of \(shard.count), no level was large enough to split",
          es: "  parte \(shard.index) de \(shard.count), ningún nivel era bastante grande para"
            + " repartirlo")(language)
      ]
    }
    let own = result.transitions - s.shared
    // The split level's states are dealt out by their ancestors, or one by one when too few
    // levels above it have enough states to deal.
    let dealt =
      s.ancestors < s.level
      ? Words(
        en: "dealt out by their ancestors at depth \(s.ancestors)",
        es: "repartidos por sus antepasados de la profundidad \(s.ancestors)")
      : Words(en: "dealt out one by one", es: "repartidos uno a uno")
    let level = Numbers.counted(s.of, ("state", "states"), ("estado", "estados"))
    let mine = Numbers.counted(own, ("transition", "transitions"), ("transición", "transiciones"))
    return [
      Words(
        en: "  shard \(shard.index) of \(shard.count), split at depth \(s.level): kept \(n(s.kept))"
          + " of its \(level.en), ",
        es: "  parte \(shard.index) de \(shard.count), repartida en la profundidad \(s.level): se"
          + " queda \(n(s.kept)) de sus \(level.es), ")(language) + dealt(language),
      Words(
        en: "  its share: \(mine.en) below the split, and the \(n(s.shared)) above it that every"
          + " shard makes",
        es: "  su parte: \(mine.es) bajo el reparto, y las \(n(s.shared)) de encima, que hace"
          + " cada parte")(language),
    ]
  }

  /// What a search that a bound stopped before its first transition says instead of a verdict.
  private var noVerdict: String {
    let nothing = Words(
      en: " before its first transition, so no rule was checked after a command",
      es: " antes de su primera transición, así que no se comprobó ninguna regla tras una orden")
    switch bound {
    case .maxTime:
      let given = maxTime ?? ""
      return
        (Words(
          en: "no verdict: --max-time \(given) ended the search",
          es: "sin veredicto: --max-time \(given) acabó la búsqueda") + nothing
        + Words(en: "; give it more time", es: "; dale más tiempo"))(language)
    case .signal:
      let name = StopSignal.name(signal)
      return
        (Words(
          en: "no verdict: \(name) ended the search", es: "sin veredicto: \(name) acabó la búsqueda"
        )
        + nothing)(language)
    case .maxStates:
      return
        (Words(en: "no verdict: ", es: "sin veredicto: ") + cause
        + Words(en: " stopped the search", es: " paró la búsqueda") + nothing
        + Words(
          en: "; give it more states than the roots",
          es: "; dale más estados que las raíces"))(language)
    default:
      let size = Numbers.size(options.maxMemory ?? 0, language)
      return
        (Words(
          en: "no verdict: the memory bound (\(size)) stopped the search",
          es: "sin veredicto: la cota de memoria (\(size)) paró la búsqueda") + nothing
        + Words(
          en: "; raise --max-memory (pdx alone uses more)",
          es: "; sube --max-memory (pdx solo ya usa más)"))(language)
    }
  }

  /// Why the search ended where it did.
  private var stopped: String {
    if result.complete {
      return Words(en: "the space is exhausted", es: "el espacio está agotado")(language)
    }
    if result.counterexample != nil {
      return Words(en: "stopped at the first broken rule", es: "parada en la primera regla rota")(
        language)
    }
    switch bound {
    case .maxTime, .signal:
      let depth = result.stoppedAt ?? 1
      let finished = Numbers.counted(
        depth - 1, ("level finished", "levels finished"), ("nivel terminado", "niveles terminados"))
      return Words(
        en: "stopped: \(cause.en) ended it in depth \(depth), \(finished.en)",
        es: "parada: \(cause.es) la acabó en la profundidad \(depth), \(finished.es)")(language)
    case .maxMemory:
      let size = Numbers.size(options.maxMemory ?? 0, language)
      let depth = result.memoryBound ?? 0
      return Words(
        en: "bounded: the memory bound (\(size)) stopped it at depth \(depth)",
        es: "acotada: la cota de memoria (\(size)) la paró en la profundidad \(depth)")(language)
    case .maxStates:
      let limit = n(options.maxStates ?? 0)
      let states = Numbers.counted(
        result.distinct, ("distinct state", "distinct states"),
        ("estado distinto", "estados distintos"))
      return Words(
        en: "bounded: --max-states \(limit) stopped it at \(states.en)",
        es: "acotada: --max-states \(limit) la paró con \(states.es)")(language)
    case .depth, nil:
      return Words(en: "bounded (not exhausted)", es: "acotada (no agotada)")(language)
    }
  }

  /// What changes from run to run (the time, the speed, the memory): on stderr, so that the
  /// summary on stdout is the same bytes for the same invocation. The memory is the whole
  /// process's, at its peak, beside the search's own share (the fingerprint set and the links).
  func timing(seconds: Double, peak: Int) -> String {
    let perSecond = seconds > 0 ? Int(Double(result.transitions) / seconds) : 0
    let time = Numbers.formatted(seconds, 2, language)
    let rss = Numbers.formatted(Double(peak) / 1_048_576, 1, language)
    let perState = Numbers.formatted(Self.perState(peak, result), 1, language)
    let own = Numbers.formatted(Self.perState(result.bookkeepingBytes, result), 1, language)
    // lint: counted (bytes a state: a measure with decimals)
    return Words(
      en: "pdx check: \(time) s, \(n(perSecond)) transitions/s; peak RSS \(rss) MiB, \(perState)"
        + " bytes a distinct state (the fingerprint set and parent links: \(own))",
      es: "pdx check: \(time) s, \(n(perSecond)) transiciones/s; pico de memoria residente \(rss)"
        + " MiB, \(perState) bytes por estado distinto (el conjunto de huellas y las referencias"
        + " a los padres: \(own))")(language)
  }

  /// Bytes for each distinct state.
  static func perState(_ bytes: Int, _ r: StateSpace.Result) -> Double {
    Double(bytes) / Double(max(r.distinct, 1))
  }
}
