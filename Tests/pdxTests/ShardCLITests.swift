import Testing

/// `pdx check --shard K/N` as a CI matrix runs it (docs/reference.md §7.1): each shard says where
/// it split, what it kept and its share of the work, in English and in Spanish.
@Suite("pdx check --shard")
struct ShardCLITests {
  let pdx = pdxExecutable()

  @Test("a shard prints what it kept and its transitions: its own, and those above the split")
  func share() throws {
    let en = try runProgram(pdx, ["--lang", "en", "check", "--depth", "4", "--shard", "1/4"])
    #expect(en.status == 0)
    #expect(
      en.stdout == """
        pdx check: depth 4, iOS and Android, accounts on, knobs at the lessons' fixes
          shard 1 of 4, split at depth 2: kept 69 of its 273 states, dealt out one by one
          its share: 16,541 transitions below the split, and the 936 above it that every shard makes
          distinct states  3,830  (by depth: 2, 37, 273, 559, 2,959)
          transitions      17,477  (13,649 to a state seen before)
          depth reached    4 of 4: bounded (not exhausted)
          fingerprints     64 bits: a collision among these states has probability 4.0e-13
        every rule held (19 rules)

        """)
    // Above the split: the whole search's transitions to the split's depth.
    let above = try runProgram(pdx, ["--lang", "en", "check", "--depth", "2"])
    #expect(above.stdout.contains("\n  transitions      936  ("))
    let es = try runProgram(pdx, ["--lang", "es", "check", "--depth", "5", "--shard", "3/4"])
    let lines = es.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines[1...2]) == [
        "  parte 3 de 4, repartida en la profundidad 3: se queda 325 de sus 1299 estados,"
          + " repartidos por sus antepasados de la profundidad 2",
        "  su parte: 58\u{A0}050 transiciones bajo el reparto, y las 7809 de encima, que hace cada parte",
      ])
  }

  @Test("in JSON, the shard's split, what it kept, and its transitions and the shared ones")
  func json() throws {
    let r = try runProgram(pdx, ["check", "--depth", "4", "--shard", "2/4", "--format", "json"])
    #expect(
      r.stdout.contains(
        ",\"shard\":{\"index\":2,\"count\":4,\"level\":2,\"kept\":68,\"of\":273,\"ancestors\":2,"
          + "\"ownTransitions\":15283,\"sharedTransitions\":936},"))
  }

  @Test("a counterexample a shard finds is the shortest in that shard, so it says so")
  func counterexample() throws {
    let r = try runProgram(
      pdx,
      ["--lang", "es", "check", "--depth", "4", "--shard", "4/4", "--set", "onchange-initial=off"])
    #expect(r.status == 1)
    #expect(r.stdout.contains("\nel contraejemplo más corto en esta parte: 2 órdenes\n"))
  }
}
