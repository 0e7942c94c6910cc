/// One of the 151 Pokémon of the first generation: its number, the name shown, and a slug
/// (lowercase, no spaces or symbols) that can be typed at the prompt.
package struct Pokemon: Sendable, Equatable, Hashable {
  package let number: Int
  package let name: String
  package let slug: String
}

/// The Pokédex's catalogue: found by number or by name, case-insensitive.
///
///     Catalog.find("pikachu")?.number  // 25
///     Catalog.find("025")?.name      // "Pikachu"
///     Catalog.find("Mr. Mime")?.number // 122
package enum Catalog {
  package static let range = 1...151

  package static func pokemon(_ number: Int) -> Pokemon? {
    range.contains(number) ? all[number - 1] : nil
  }

  /// A Pokémon by decimal number (leading zeros allowed) or by name, slug or name without
  /// symbols, ignoring case.
  package static func find(_ texto: String) -> Pokemon? {
    if !texto.isEmpty, texto.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
      let digits = texto.drop(while: { $0 == "0" })
      guard digits.count <= 3, let n = Int(digits) else { return nil }
      return pokemon(n)
    }
    let key = normalized(texto)
    guard !key.isEmpty else { return nil }
    return byKey[key]
  }

  /// Letters and digits only, lowercased: «Mr. Mime», «mr-mime» and «MRMIME» meet here.
  package static func normalized(_ texto: String) -> String {
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

  private static let byKey: [String: Pokemon] = {
    var table: [String: Pokemon] = [:]
    for p in all {
      table[normalized(p.name)] = p
      table[normalized(p.slug)] = p
    }
    return table
  }()

  package static let all: [Pokemon] = [
    Pokemon(number: 1, name: "Bulbasaur", slug: "bulbasaur"),
    Pokemon(number: 2, name: "Ivysaur", slug: "ivysaur"),
    Pokemon(number: 3, name: "Venusaur", slug: "venusaur"),
    Pokemon(number: 4, name: "Charmander", slug: "charmander"),
    Pokemon(number: 5, name: "Charmeleon", slug: "charmeleon"),
    Pokemon(number: 6, name: "Charizard", slug: "charizard"),
    Pokemon(number: 7, name: "Squirtle", slug: "squirtle"),
    Pokemon(number: 8, name: "Wartortle", slug: "wartortle"),
    Pokemon(number: 9, name: "Blastoise", slug: "blastoise"),
    Pokemon(number: 10, name: "Caterpie", slug: "caterpie"),
    Pokemon(number: 11, name: "Metapod", slug: "metapod"),
    Pokemon(number: 12, name: "Butterfree", slug: "butterfree"),
    Pokemon(number: 13, name: "Weedle", slug: "weedle"),
    Pokemon(number: 14, name: "Kakuna", slug: "kakuna"),
    Pokemon(number: 15, name: "Beedrill", slug: "beedrill"),
    Pokemon(number: 16, name: "Pidgey", slug: "pidgey"),
    Pokemon(number: 17, name: "Pidgeotto", slug: "pidgeotto"),
    Pokemon(number: 18, name: "Pidgeot", slug: "pidgeot"),
    Pokemon(number: 19, name: "Rattata", slug: "rattata"),
    Pokemon(number: 20, name: "Raticate", slug: "raticate"),
    Pokemon(number: 21, name: "Spearow", slug: "spearow"),
    Pokemon(number: 22, name: "Fearow", slug: "fearow"),
    Pokemon(number: 23, name: "Ekans", slug: "ekans"),
    Pokemon(number: 24, name: "Arbok", slug: "arbok"),
    Pokemon(number: 25, name: "Pikachu", slug: "pikachu"),
    Pokemon(number: 26, name: "Raichu", slug: "raichu"),
    Pokemon(number: 27, name: "Sandshrew", slug: "sandshrew"),
    Pokemon(number: 28, name: "Sandslash", slug: "sandslash"),
    Pokemon(number: 29, name: "Nidoran♀", slug: "nidoran-f"),
    Pokemon(number: 30, name: "Nidorina", slug: "nidorina"),
    Pokemon(number: 31, name: "Nidoqueen", slug: "nidoqueen"),
    Pokemon(number: 32, name: "Nidoran♂", slug: "nidoran-m"),
    Pokemon(number: 33, name: "Nidorino", slug: "nidorino"),
    Pokemon(number: 34, name: "Nidoking", slug: "nidoking"),
    Pokemon(number: 35, name: "Clefairy", slug: "clefairy"),
    Pokemon(number: 36, name: "Clefable", slug: "clefable"),
    Pokemon(number: 37, name: "Vulpix", slug: "vulpix"),
    Pokemon(number: 38, name: "Ninetales", slug: "ninetales"),
    Pokemon(number: 39, name: "Jigglypuff", slug: "jigglypuff"),
    Pokemon(number: 40, name: "Wigglytuff", slug: "wigglytuff"),
    Pokemon(number: 41, name: "Zubat", slug: "zubat"),
    Pokemon(number: 42, name: "Golbat", slug: "golbat"),
    Pokemon(number: 43, name: "Oddish", slug: "oddish"),
    Pokemon(number: 44, name: "Gloom", slug: "gloom"),
    Pokemon(number: 45, name: "Vileplume", slug: "vileplume"),
    Pokemon(number: 46, name: "Paras", slug: "paras"),
    Pokemon(number: 47, name: "Parasect", slug: "parasect"),
    Pokemon(number: 48, name: "Venonat", slug: "venonat"),
    Pokemon(number: 49, name: "Venomoth", slug: "venomoth"),
    Pokemon(number: 50, name: "Diglett", slug: "diglett"),
    Pokemon(number: 51, name: "Dugtrio", slug: "dugtrio"),
    Pokemon(number: 52, name: "Meowth", slug: "meowth"),
    Pokemon(number: 53, name: "Persian", slug: "persian"),
    Pokemon(number: 54, name: "Psyduck", slug: "psyduck"),
    Pokemon(number: 55, name: "Golduck", slug: "golduck"),
    Pokemon(number: 56, name: "Mankey", slug: "mankey"),
    Pokemon(number: 57, name: "Primeape", slug: "primeape"),
    Pokemon(number: 58, name: "Growlithe", slug: "growlithe"),
    Pokemon(number: 59, name: "Arcanine", slug: "arcanine"),
    Pokemon(number: 60, name: "Poliwag", slug: "poliwag"),
    Pokemon(number: 61, name: "Poliwhirl", slug: "poliwhirl"),
    Pokemon(number: 62, name: "Poliwrath", slug: "poliwrath"),
    Pokemon(number: 63, name: "Abra", slug: "abra"),
    Pokemon(number: 64, name: "Kadabra", slug: "kadabra"),
    Pokemon(number: 65, name: "Alakazam", slug: "alakazam"),
    Pokemon(number: 66, name: "Machop", slug: "machop"),
    Pokemon(number: 67, name: "Machoke", slug: "machoke"),
    Pokemon(number: 68, name: "Machamp", slug: "machamp"),
    Pokemon(number: 69, name: "Bellsprout", slug: "bellsprout"),
    Pokemon(number: 70, name: "Weepinbell", slug: "weepinbell"),
    Pokemon(number: 71, name: "Victreebel", slug: "victreebel"),
    Pokemon(number: 72, name: "Tentacool", slug: "tentacool"),
    Pokemon(number: 73, name: "Tentacruel", slug: "tentacruel"),
    Pokemon(number: 74, name: "Geodude", slug: "geodude"),
    Pokemon(number: 75, name: "Graveler", slug: "graveler"),
    Pokemon(number: 76, name: "Golem", slug: "golem"),
    Pokemon(number: 77, name: "Ponyta", slug: "ponyta"),
    Pokemon(number: 78, name: "Rapidash", slug: "rapidash"),
    Pokemon(number: 79, name: "Slowpoke", slug: "slowpoke"),
    Pokemon(number: 80, name: "Slowbro", slug: "slowbro"),
    Pokemon(number: 81, name: "Magnemite", slug: "magnemite"),
    Pokemon(number: 82, name: "Magneton", slug: "magneton"),
    Pokemon(number: 83, name: "Farfetch'd", slug: "farfetchd"),
    Pokemon(number: 84, name: "Doduo", slug: "doduo"),
    Pokemon(number: 85, name: "Dodrio", slug: "dodrio"),
    Pokemon(number: 86, name: "Seel", slug: "seel"),
    Pokemon(number: 87, name: "Dewgong", slug: "dewgong"),
    Pokemon(number: 88, name: "Grimer", slug: "grimer"),
    Pokemon(number: 89, name: "Muk", slug: "muk"),
    Pokemon(number: 90, name: "Shellder", slug: "shellder"),
    Pokemon(number: 91, name: "Cloyster", slug: "cloyster"),
    Pokemon(number: 92, name: "Gastly", slug: "gastly"),
    Pokemon(number: 93, name: "Haunter", slug: "haunter"),
    Pokemon(number: 94, name: "Gengar", slug: "gengar"),
    Pokemon(number: 95, name: "Onix", slug: "onix"),
    Pokemon(number: 96, name: "Drowzee", slug: "drowzee"),
    Pokemon(number: 97, name: "Hypno", slug: "hypno"),
    Pokemon(number: 98, name: "Krabby", slug: "krabby"),
    Pokemon(number: 99, name: "Kingler", slug: "kingler"),
    Pokemon(number: 100, name: "Voltorb", slug: "voltorb"),
    Pokemon(number: 101, name: "Electrode", slug: "electrode"),
    Pokemon(number: 102, name: "Exeggcute", slug: "exeggcute"),
    Pokemon(number: 103, name: "Exeggutor", slug: "exeggutor"),
    Pokemon(number: 104, name: "Cubone", slug: "cubone"),
    Pokemon(number: 105, name: "Marowak", slug: "marowak"),
    Pokemon(number: 106, name: "Hitmonlee", slug: "hitmonlee"),
    Pokemon(number: 107, name: "Hitmonchan", slug: "hitmonchan"),
    Pokemon(number: 108, name: "Lickitung", slug: "lickitung"),
    Pokemon(number: 109, name: "Koffing", slug: "koffing"),
    Pokemon(number: 110, name: "Weezing", slug: "weezing"),
    Pokemon(number: 111, name: "Rhyhorn", slug: "rhyhorn"),
    Pokemon(number: 112, name: "Rhydon", slug: "rhydon"),
    Pokemon(number: 113, name: "Chansey", slug: "chansey"),
    Pokemon(number: 114, name: "Tangela", slug: "tangela"),
    Pokemon(number: 115, name: "Kangaskhan", slug: "kangaskhan"),
    Pokemon(number: 116, name: "Horsea", slug: "horsea"),
    Pokemon(number: 117, name: "Seadra", slug: "seadra"),
    Pokemon(number: 118, name: "Goldeen", slug: "goldeen"),
    Pokemon(number: 119, name: "Seaking", slug: "seaking"),
    Pokemon(number: 120, name: "Staryu", slug: "staryu"),
    Pokemon(number: 121, name: "Starmie", slug: "starmie"),
    Pokemon(number: 122, name: "Mr. Mime", slug: "mr-mime"),
    Pokemon(number: 123, name: "Scyther", slug: "scyther"),
    Pokemon(number: 124, name: "Jynx", slug: "jynx"),
    Pokemon(number: 125, name: "Electabuzz", slug: "electabuzz"),
    Pokemon(number: 126, name: "Magmar", slug: "magmar"),
    Pokemon(number: 127, name: "Pinsir", slug: "pinsir"),
    Pokemon(number: 128, name: "Tauros", slug: "tauros"),
    Pokemon(number: 129, name: "Magikarp", slug: "magikarp"),
    Pokemon(number: 130, name: "Gyarados", slug: "gyarados"),
    Pokemon(number: 131, name: "Lapras", slug: "lapras"),
    Pokemon(number: 132, name: "Ditto", slug: "ditto"),
    Pokemon(number: 133, name: "Eevee", slug: "eevee"),
    Pokemon(number: 134, name: "Vaporeon", slug: "vaporeon"),
    Pokemon(number: 135, name: "Jolteon", slug: "jolteon"),
    Pokemon(number: 136, name: "Flareon", slug: "flareon"),
    Pokemon(number: 137, name: "Porygon", slug: "porygon"),
    Pokemon(number: 138, name: "Omanyte", slug: "omanyte"),
    Pokemon(number: 139, name: "Omastar", slug: "omastar"),
    Pokemon(number: 140, name: "Kabuto", slug: "kabuto"),
    Pokemon(number: 141, name: "Kabutops", slug: "kabutops"),
    Pokemon(number: 142, name: "Aerodactyl", slug: "aerodactyl"),
    Pokemon(number: 143, name: "Snorlax", slug: "snorlax"),
    Pokemon(number: 144, name: "Articuno", slug: "articuno"),
    Pokemon(number: 145, name: "Zapdos", slug: "zapdos"),
    Pokemon(number: 146, name: "Moltres", slug: "moltres"),
    Pokemon(number: 147, name: "Dratini", slug: "dratini"),
    Pokemon(number: 148, name: "Dragonair", slug: "dragonair"),
    Pokemon(number: 149, name: "Dragonite", slug: "dragonite"),
    Pokemon(number: 150, name: "Mewtwo", slug: "mewtwo"),
    Pokemon(number: 151, name: "Mew", slug: "mew"),
  ]
}
