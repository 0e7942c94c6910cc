import PokedexCore
import Testing

@testable import PdxRunner
@testable import PdxScripts

/// Every knob has its walkthrough under `examples/`, which sets it, and passes.
@Suite("Knob walkthroughs")
struct KnobExampleTests {
  static let root: String = {
    let file = #filePath
    var path = String(file[..<file.lastIndex(of: "/")!])
    for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/"
  }()

  @Test("each knob's walkthrough exists, sets the knob, and passes", arguments: Knob.allCases)
  func walkthrough(_ knob: Knob) throws {
    let d = knob.declaration
    let path = Self.root + d.example
    let text = String(decoding: try FileIO.read(path), as: UTF8.self)
    #expect(text.contains("set \(d.name) \(d.pitfall)"), "\(d.example)")
    let result = TestRunner().runOne(path)
    #expect(result.passed, "\(d.example): \(result.report)")
  }
}
