import PdxCommands
import PdxLanguage
import PokedexCore

/// What a command line asks for, read and checked: nothing has run yet.
struct Parsed {
  enum Action {
    case help
    case version
    case commandsMarkdown
    case eventsMarkdown
    case rulesMarkdown
    case run(any Subcommand)
  }

  var globals: GlobalOptions
  var action: Action
  /// The subcommand named (nil: `pdx` alone).
  var spec: SubcommandSpec?
}

/// Reads pdx's command line into a subcommand: the first word that is not an option (or an
/// option's value) names it; options may come before or after it and the files; `--name=value`
/// is accepted for the long options that take a value, and a short one's value may follow it
/// attached (`-j4` for `-j 4`); `--` ends the options.
/// Throws an `InvocationError`, pointing to the subcommand's help; never prints nor exits.
enum ArgumentParser {
  /// The language to speak, before anything else is read, so that an error about any argument
  /// is in it: `--lang` when it is given with a value pdx speaks, else the environment's.
  static func language(_ args: [String], environment: (String) -> String?) -> Language {
    var language = Language.from(environment: environment)
    if let at = args.firstIndex(where: isLang) {
      let value =
        args[at] == CLI.lang.name
        ? (at + 1 < args.count ? args[at + 1] : "")
        : String(args[at].dropFirst(CLI.lang.name.count + 1))
      if let chosen = Language(rawValue: value) { language = chosen }
    }
    return language
  }

  /// Whether the argument is `--lang`, alone or with its value attached.
  static func isLang(_ argument: String) -> Bool {
    argument == CLI.lang.name || argument.hasPrefix(CLI.lang.name + "=")
  }

  /// Whether `--no-pager` is among the options (before `--`): read apart, since `--help` is
  /// answered as soon as it is met, and `pdx --help --no-pager` must not page either.
  static func noPager(_ args: [String]) -> Bool {
    args.prefix { $0 != "--" }.contains(where: CLI.noPager.spellings.contains)
  }

  static func parse(_ args: [String], environment: (String) -> String?) throws(InvocationError)
    -> Parsed
  {
    var globals = GlobalOptions()
    globals.language = language(args, environment: environment)
    // Read only without `--lang`, and then held to the same two values (docs/reference.md §4.11).
    let langGiven = args.contains(where: isLang)
    if !langGiven, let value = environment("PDX_LANG"), !value.isEmpty,
      Language(rawValue: value) == nil
    {
      let quoted = Quoting.guillemets(value)
      throw InvocationError(
        Words(
          en: "PDX_LANG is \(quoted), not a language pdx speaks (en or es)",
          es: "PDX_LANG es \(quoted), que no es un idioma que hable pdx (en o es)"))
    }
    let type = try subcommand(args)
    let chosen: any Subcommand.Type = type ?? ShellCommand.self
    do throws(InvocationError) {
      return try parse(args, as: chosen, named: type?.spec.name, globals)
    } catch {
      var e = error
      e.subcommand = type?.spec.name
      throw e
    }
  }

  /// The subcommand the arguments name: the first word that is not an option or an option's
  /// value (any option's: the subcommand is not known yet).
  static func subcommand(_ args: [String]) throws(InvocationError) -> (any Subcommand.Type)? {
    // The spellings that take a value, read from every subcommand's row: made only when an
    // option has something after it that may be its value (`pdx --version` makes no row).
    var valued: Set<String>?
    var i = 0
    while i < args.count {
      let a = args[i]
      if a == "--" { return nil }
      if a.hasPrefix("-"), a != "-" {
        // Last on the line: there is no value to skip and no word after it.
        guard i + 1 < args.count else { return nil }
        if valued == nil { valued = valuedSpellings() }
        let spelling = a.hasPrefix("--") ? String(a.split(separator: "=", maxSplits: 1)[0]) : a
        i += valued!.contains(spelling) && !a.contains("=") ? 2 : 1
        continue
      }
      if let type = CLI.types.first(where: { $0.spec.name == a }) { return type }
      let names = CLI.subcommands.map(\.name)
      let given = Quoting.guillemets(a)
      if let hint = Suggest.closest(a, in: names) {
        throw InvocationError(
          Words(en: "unknown subcommand \(given)", es: "subcomando desconocido \(given)")
            + Words.didYouMean(hint))
      }
      let list = names.joined(separator: ", ")
      throw InvocationError(
        Words(
          en: "unknown subcommand \(given) (expected \(list))",
          es: "subcomando desconocido \(given) (se esperaba \(list))"))
    }
    return nil
  }

  /// Every spelling of an option that takes a value, global or any subcommand's.
  static func valuedSpellings() -> Set<String> {
    Set(
      (CLI.global + CLI.subcommands.flatMap(\.options)).filter { $0.value != nil }.flatMap(
        \.spellings))
  }

  private static func parse<C: Subcommand>(
    _ args: [String], as type: C.Type, named name: String?, _ globals: GlobalOptions
  ) throws(InvocationError) -> Parsed {
    var globals = globals
    var command = C()
    let spec = name == nil ? nil : C.spec
    var positional: [String] = []
    var onlyFiles = false
    var subcommandSeen = false
    var i = 0
    while i < args.count {
      let a = args[i]
      if onlyFiles || a == "-" || !a.hasPrefix("-") {
        if !subcommandSeen, !onlyFiles, a == name {
          subcommandSeen = true
        } else {
          positional.append(a)
        }
        i += 1
        continue
      }
      var flag = a
      var inline: String?
      if let eq = a.firstIndex(of: "="), a.hasPrefix("--") {
        flag = String(a[..<eq])
        inline = String(a[a.index(after: eq)...])
      } else if !a.hasPrefix("--"), a.count > 2, valuedSpellings().contains(String(a.prefix(2))) {
        // A short spelling that takes a value, with its value attached: the same check as the
        // two words.
        flag = String(a.prefix(2))
        inline = String(a.dropFirst(2))
      }
      if flag == "--" {
        onlyFiles = true
        i += 1
        continue
      }
      let found = try Self.option(flag, given: a, as: C.self, named: name)
      let option = found.option
      var text = ""
      if option.value != nil {
        if let inline {
          text = inline
        } else {
          i += 1
          guard i < args.count else {
            throw InvocationError(
              Words(en: "\(flag) needs a value", es: "\(flag) necesita un valor"))
          }
          text = args[i]
        }
      }
      let value = OptionValue(option: option, text: text)
      let stop: Parsed.Action?
      switch found {
      case .own(let bound): stop = try bound.apply(to: &command, value)
      case .global(let bound): stop = try bound.apply(to: &globals, value)
      }
      if let stop { return Parsed(globals: globals, action: stop, spec: spec) }
      i += 1
    }
    try command.set(arguments: positional)
    try command.validate(globals)
    return Parsed(globals: globals, action: .run(command), spec: spec)
  }

  /// An option found for a subcommand: its own, or a global one.
  enum Found<C: Subcommand> {
    case own(Bound<C>)
    case global(Bound<GlobalOptions>)

    var option: CLIOption {
      switch self {
      case .own(let bound): bound.option
      case .global(let bound): bound.option
      }
    }
  }

  /// The option spelt `flag` for the subcommand (`name` nil: pdx alone): its own or a global
  /// one. An option it does not take is an error that says why, or where it goes, or which one
  /// was meant.
  static func option<C: Subcommand>(
    _ flag: String, given: String, as type: C.Type, named name: String?
  ) throws(InvocationError) -> Found<C> {
    let spec = C.spec
    if let own = C.options.bound(flag) { return .own(own) }
    if let taken = GlobalOption.spelt(flag) {
      let global = taken.option
      if spec.takes(taken) { return .global(taken.bound) }
      let sub = name ?? ""
      if let why = spec.refusals[taken] {
        throw InvocationError(
          why
            + Words(
              en: ": \(global.name) does not apply", es: ": \(global.name) no tiene sentido aquí"))
      }
      throw InvocationError(
        Words(
          en: "\(global.name) does not apply to pdx \(sub)",
          es: "\(global.name) no tiene sentido con pdx \(sub)"))
    }
    let owners = CLI.owners(of: flag)
    if !owners.isEmpty {
      // A list: commas, and the last two joined by «and».
      let named = owners.map { "pdx " + $0 }
      let head = named.dropLast().joined(separator: ", ")
      let en = named.count > 1 ? head + " and " + named.last! : named.joined()
      let es = named.count > 1 ? head + " y " + named.last! : named.joined()
      throw InvocationError(Words(en: "\(flag) goes with \(en)", es: "\(flag) va con \(es)"))
    }
    let known = (spec.shownOptions + spec.globalOptions).flatMap(\.spellings).filter {
      $0.hasPrefix("--")
    }
    throw InvocationError(
      Words(en: "unknown option \(given)", es: "opción desconocida \(given)")
        + Words.didYouMean(flag.hasPrefix("--") ? Suggest.closest(flag, in: known) : nil))
  }
}
