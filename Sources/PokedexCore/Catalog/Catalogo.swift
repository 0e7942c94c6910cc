/// One of the 151 Pokémon of the first generation: its number, the name shown, and a slug
/// (lowercase, no spaces or symbols) that can be typed at the prompt.
public struct Pokemon: Sendable, Equatable, Hashable {
  public let numero: Int
  public let nombre: String
  public let slug: String
}

/// The Pokédex's catalogue: found by number or by name, case-insensitive.
///
///     Catalogo.buscar("pikachu")?.numero  // 25
///     Catalogo.buscar("025")?.nombre      // "Pikachu"
///     Catalogo.buscar("Mr. Mime")?.numero // 122
public enum Catalogo {
  public static let rango = 1...151

  public static func pokemon(_ numero: Int) -> Pokemon? {
    rango.contains(numero) ? todos[numero - 1] : nil
  }

  /// A Pokémon by decimal number (leading zeros allowed) or by name, slug or name without
  /// symbols, ignoring case.
  public static func buscar(_ texto: String) -> Pokemon? {
    if !texto.isEmpty, texto.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
      let digits = texto.drop(while: { $0 == "0" })
      guard digits.count <= 3, let n = Int(digits) else { return nil }
      return pokemon(n)
    }
    let clave = normalizar(texto)
    guard !clave.isEmpty else { return nil }
    return porClave[clave]
  }

  /// Letters and digits only, lowercased: «Mr. Mime», «mr-mime» and «MRMIME» meet here.
  public static func normalizar(_ texto: String) -> String {
    var out = ""
    for ch in texto.lowercased() {
      switch ch {
      case "♀": out += "f"
      case "♂": out += "m"
      default: if ch.isLetter || ch.isNumber { out.append(ch) }
      }
    }
    return out
  }

  private static let porClave: [String: Pokemon] = {
    var tabla: [String: Pokemon] = [:]
    for p in todos {
      tabla[normalizar(p.nombre)] = p
      tabla[normalizar(p.slug)] = p
    }
    return tabla
  }()

  public static let todos: [Pokemon] = [
    Pokemon(numero: 1, nombre: "Bulbasaur", slug: "bulbasaur"),
    Pokemon(numero: 2, nombre: "Ivysaur", slug: "ivysaur"),
    Pokemon(numero: 3, nombre: "Venusaur", slug: "venusaur"),
    Pokemon(numero: 4, nombre: "Charmander", slug: "charmander"),
    Pokemon(numero: 5, nombre: "Charmeleon", slug: "charmeleon"),
    Pokemon(numero: 6, nombre: "Charizard", slug: "charizard"),
    Pokemon(numero: 7, nombre: "Squirtle", slug: "squirtle"),
    Pokemon(numero: 8, nombre: "Wartortle", slug: "wartortle"),
    Pokemon(numero: 9, nombre: "Blastoise", slug: "blastoise"),
    Pokemon(numero: 10, nombre: "Caterpie", slug: "caterpie"),
    Pokemon(numero: 11, nombre: "Metapod", slug: "metapod"),
    Pokemon(numero: 12, nombre: "Butterfree", slug: "butterfree"),
    Pokemon(numero: 13, nombre: "Weedle", slug: "weedle"),
    Pokemon(numero: 14, nombre: "Kakuna", slug: "kakuna"),
    Pokemon(numero: 15, nombre: "Beedrill", slug: "beedrill"),
    Pokemon(numero: 16, nombre: "Pidgey", slug: "pidgey"),
    Pokemon(numero: 17, nombre: "Pidgeotto", slug: "pidgeotto"),
    Pokemon(numero: 18, nombre: "Pidgeot", slug: "pidgeot"),
    Pokemon(numero: 19, nombre: "Rattata", slug: "rattata"),
    Pokemon(numero: 20, nombre: "Raticate", slug: "raticate"),
    Pokemon(numero: 21, nombre: "Spearow", slug: "spearow"),
    Pokemon(numero: 22, nombre: "Fearow", slug: "fearow"),
    Pokemon(numero: 23, nombre: "Ekans", slug: "ekans"),
    Pokemon(numero: 24, nombre: "Arbok", slug: "arbok"),
    Pokemon(numero: 25, nombre: "Pikachu", slug: "pikachu"),
    Pokemon(numero: 26, nombre: "Raichu", slug: "raichu"),
    Pokemon(numero: 27, nombre: "Sandshrew", slug: "sandshrew"),
    Pokemon(numero: 28, nombre: "Sandslash", slug: "sandslash"),
    Pokemon(numero: 29, nombre: "Nidoran♀", slug: "nidoran-f"),
    Pokemon(numero: 30, nombre: "Nidorina", slug: "nidorina"),
    Pokemon(numero: 31, nombre: "Nidoqueen", slug: "nidoqueen"),
    Pokemon(numero: 32, nombre: "Nidoran♂", slug: "nidoran-m"),
    Pokemon(numero: 33, nombre: "Nidorino", slug: "nidorino"),
    Pokemon(numero: 34, nombre: "Nidoking", slug: "nidoking"),
    Pokemon(numero: 35, nombre: "Clefairy", slug: "clefairy"),
    Pokemon(numero: 36, nombre: "Clefable", slug: "clefable"),
    Pokemon(numero: 37, nombre: "Vulpix", slug: "vulpix"),
    Pokemon(numero: 38, nombre: "Ninetales", slug: "ninetales"),
    Pokemon(numero: 39, nombre: "Jigglypuff", slug: "jigglypuff"),
    Pokemon(numero: 40, nombre: "Wigglytuff", slug: "wigglytuff"),
    Pokemon(numero: 41, nombre: "Zubat", slug: "zubat"),
    Pokemon(numero: 42, nombre: "Golbat", slug: "golbat"),
    Pokemon(numero: 43, nombre: "Oddish", slug: "oddish"),
    Pokemon(numero: 44, nombre: "Gloom", slug: "gloom"),
    Pokemon(numero: 45, nombre: "Vileplume", slug: "vileplume"),
    Pokemon(numero: 46, nombre: "Paras", slug: "paras"),
    Pokemon(numero: 47, nombre: "Parasect", slug: "parasect"),
    Pokemon(numero: 48, nombre: "Venonat", slug: "venonat"),
    Pokemon(numero: 49, nombre: "Venomoth", slug: "venomoth"),
    Pokemon(numero: 50, nombre: "Diglett", slug: "diglett"),
    Pokemon(numero: 51, nombre: "Dugtrio", slug: "dugtrio"),
    Pokemon(numero: 52, nombre: "Meowth", slug: "meowth"),
    Pokemon(numero: 53, nombre: "Persian", slug: "persian"),
    Pokemon(numero: 54, nombre: "Psyduck", slug: "psyduck"),
    Pokemon(numero: 55, nombre: "Golduck", slug: "golduck"),
    Pokemon(numero: 56, nombre: "Mankey", slug: "mankey"),
    Pokemon(numero: 57, nombre: "Primeape", slug: "primeape"),
    Pokemon(numero: 58, nombre: "Growlithe", slug: "growlithe"),
    Pokemon(numero: 59, nombre: "Arcanine", slug: "arcanine"),
    Pokemon(numero: 60, nombre: "Poliwag", slug: "poliwag"),
    Pokemon(numero: 61, nombre: "Poliwhirl", slug: "poliwhirl"),
    Pokemon(numero: 62, nombre: "Poliwrath", slug: "poliwrath"),
    Pokemon(numero: 63, nombre: "Abra", slug: "abra"),
    Pokemon(numero: 64, nombre: "Kadabra", slug: "kadabra"),
    Pokemon(numero: 65, nombre: "Alakazam", slug: "alakazam"),
    Pokemon(numero: 66, nombre: "Machop", slug: "machop"),
    Pokemon(numero: 67, nombre: "Machoke", slug: "machoke"),
    Pokemon(numero: 68, nombre: "Machamp", slug: "machamp"),
    Pokemon(numero: 69, nombre: "Bellsprout", slug: "bellsprout"),
    Pokemon(numero: 70, nombre: "Weepinbell", slug: "weepinbell"),
    Pokemon(numero: 71, nombre: "Victreebel", slug: "victreebel"),
    Pokemon(numero: 72, nombre: "Tentacool", slug: "tentacool"),
    Pokemon(numero: 73, nombre: "Tentacruel", slug: "tentacruel"),
    Pokemon(numero: 74, nombre: "Geodude", slug: "geodude"),
    Pokemon(numero: 75, nombre: "Graveler", slug: "graveler"),
    Pokemon(numero: 76, nombre: "Golem", slug: "golem"),
    Pokemon(numero: 77, nombre: "Ponyta", slug: "ponyta"),
    Pokemon(numero: 78, nombre: "Rapidash", slug: "rapidash"),
    Pokemon(numero: 79, nombre: "Slowpoke", slug: "slowpoke"),
    Pokemon(numero: 80, nombre: "Slowbro", slug: "slowbro"),
    Pokemon(numero: 81, nombre: "Magnemite", slug: "magnemite"),
    Pokemon(numero: 82, nombre: "Magneton", slug: "magneton"),
    Pokemon(numero: 83, nombre: "Farfetch'd", slug: "farfetchd"),
    Pokemon(numero: 84, nombre: "Doduo", slug: "doduo"),
    Pokemon(numero: 85, nombre: "Dodrio", slug: "dodrio"),
    Pokemon(numero: 86, nombre: "Seel", slug: "seel"),
    Pokemon(numero: 87, nombre: "Dewgong", slug: "dewgong"),
    Pokemon(numero: 88, nombre: "Grimer", slug: "grimer"),
    Pokemon(numero: 89, nombre: "Muk", slug: "muk"),
    Pokemon(numero: 90, nombre: "Shellder", slug: "shellder"),
    Pokemon(numero: 91, nombre: "Cloyster", slug: "cloyster"),
    Pokemon(numero: 92, nombre: "Gastly", slug: "gastly"),
    Pokemon(numero: 93, nombre: "Haunter", slug: "haunter"),
    Pokemon(numero: 94, nombre: "Gengar", slug: "gengar"),
    Pokemon(numero: 95, nombre: "Onix", slug: "onix"),
    Pokemon(numero: 96, nombre: "Drowzee", slug: "drowzee"),
    Pokemon(numero: 97, nombre: "Hypno", slug: "hypno"),
    Pokemon(numero: 98, nombre: "Krabby", slug: "krabby"),
    Pokemon(numero: 99, nombre: "Kingler", slug: "kingler"),
    Pokemon(numero: 100, nombre: "Voltorb", slug: "voltorb"),
    Pokemon(numero: 101, nombre: "Electrode", slug: "electrode"),
    Pokemon(numero: 102, nombre: "Exeggcute", slug: "exeggcute"),
    Pokemon(numero: 103, nombre: "Exeggutor", slug: "exeggutor"),
    Pokemon(numero: 104, nombre: "Cubone", slug: "cubone"),
    Pokemon(numero: 105, nombre: "Marowak", slug: "marowak"),
    Pokemon(numero: 106, nombre: "Hitmonlee", slug: "hitmonlee"),
    Pokemon(numero: 107, nombre: "Hitmonchan", slug: "hitmonchan"),
    Pokemon(numero: 108, nombre: "Lickitung", slug: "lickitung"),
    Pokemon(numero: 109, nombre: "Koffing", slug: "koffing"),
    Pokemon(numero: 110, nombre: "Weezing", slug: "weezing"),
    Pokemon(numero: 111, nombre: "Rhyhorn", slug: "rhyhorn"),
    Pokemon(numero: 112, nombre: "Rhydon", slug: "rhydon"),
    Pokemon(numero: 113, nombre: "Chansey", slug: "chansey"),
    Pokemon(numero: 114, nombre: "Tangela", slug: "tangela"),
    Pokemon(numero: 115, nombre: "Kangaskhan", slug: "kangaskhan"),
    Pokemon(numero: 116, nombre: "Horsea", slug: "horsea"),
    Pokemon(numero: 117, nombre: "Seadra", slug: "seadra"),
    Pokemon(numero: 118, nombre: "Goldeen", slug: "goldeen"),
    Pokemon(numero: 119, nombre: "Seaking", slug: "seaking"),
    Pokemon(numero: 120, nombre: "Staryu", slug: "staryu"),
    Pokemon(numero: 121, nombre: "Starmie", slug: "starmie"),
    Pokemon(numero: 122, nombre: "Mr. Mime", slug: "mr-mime"),
    Pokemon(numero: 123, nombre: "Scyther", slug: "scyther"),
    Pokemon(numero: 124, nombre: "Jynx", slug: "jynx"),
    Pokemon(numero: 125, nombre: "Electabuzz", slug: "electabuzz"),
    Pokemon(numero: 126, nombre: "Magmar", slug: "magmar"),
    Pokemon(numero: 127, nombre: "Pinsir", slug: "pinsir"),
    Pokemon(numero: 128, nombre: "Tauros", slug: "tauros"),
    Pokemon(numero: 129, nombre: "Magikarp", slug: "magikarp"),
    Pokemon(numero: 130, nombre: "Gyarados", slug: "gyarados"),
    Pokemon(numero: 131, nombre: "Lapras", slug: "lapras"),
    Pokemon(numero: 132, nombre: "Ditto", slug: "ditto"),
    Pokemon(numero: 133, nombre: "Eevee", slug: "eevee"),
    Pokemon(numero: 134, nombre: "Vaporeon", slug: "vaporeon"),
    Pokemon(numero: 135, nombre: "Jolteon", slug: "jolteon"),
    Pokemon(numero: 136, nombre: "Flareon", slug: "flareon"),
    Pokemon(numero: 137, nombre: "Porygon", slug: "porygon"),
    Pokemon(numero: 138, nombre: "Omanyte", slug: "omanyte"),
    Pokemon(numero: 139, nombre: "Omastar", slug: "omastar"),
    Pokemon(numero: 140, nombre: "Kabuto", slug: "kabuto"),
    Pokemon(numero: 141, nombre: "Kabutops", slug: "kabutops"),
    Pokemon(numero: 142, nombre: "Aerodactyl", slug: "aerodactyl"),
    Pokemon(numero: 143, nombre: "Snorlax", slug: "snorlax"),
    Pokemon(numero: 144, nombre: "Articuno", slug: "articuno"),
    Pokemon(numero: 145, nombre: "Zapdos", slug: "zapdos"),
    Pokemon(numero: 146, nombre: "Moltres", slug: "moltres"),
    Pokemon(numero: 147, nombre: "Dratini", slug: "dratini"),
    Pokemon(numero: 148, nombre: "Dragonair", slug: "dragonair"),
    Pokemon(numero: 149, nombre: "Dragonite", slug: "dragonite"),
    Pokemon(numero: 150, nombre: "Mewtwo", slug: "mewtwo"),
    Pokemon(numero: 151, nombre: "Mew", slug: "mew"),
  ]
}
