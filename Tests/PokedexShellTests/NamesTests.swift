import Testing

/// The README's rule for names, in argument labels and locals too: the lessons' nouns and the
/// state paths in Spanish, everything pdx adds in English. Measured on the sources' lines of
/// code, their comments and string literals left out (FolderGraph.code).
@Suite("Names")
struct NamesTests {
  @Test("plataforma is the state path's field only: labels, parameters and locals say platform")
  func platform() throws {
    let spanish = try Regex(#"(^|[^\w."])plataforma\b"#)
    let found = OneOfEachTests.matches(#"plataforma"#).filter { line in
      // The field of `dispositivo.plataforma` and its memberwise label are the state path's.
      FolderGraph.code(String(line)).contains(spanish)
        && !line.hasSuffix("var plataforma: Plataforma")
        && !line.contains("Dispositivo(plataforma:")
    }
    #expect(found == [], "labels and locals are English (platform): \(found)")
  }

  @Test("no name that says nothing: device2, where_")
  func sayWhatTheyHold() throws {
    let vague = try Regex(#"\b(device2|where_)\b"#)
    #expect(
      OneOfEachTests.matches(#"device2|where_"#).filter { FolderGraph.code($0).contains(vague) }
        == [])
  }
}
