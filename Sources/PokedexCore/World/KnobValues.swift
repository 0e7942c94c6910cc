// The knobs' values in a world.

/// The knobs' values: each at the lesson's fix (faithful) or at its pitfall.
@_spi(Internals) public struct Knobs: Sendable, Hashable {
  /// One bit a knob, at its raw value: a knob past the last bit would read as always at its
  /// fix (Swift's shift past the width gives 0), so a test holds `Knob.allCases` within it.
  public typealias Bits = UInt32
  public static let capacity = Bits.bitWidth
  private var pitfalls: Bits = 0

  public init() {}

  /// Whether `knob` is at its faithful value (the lesson's fix).
  public subscript(knob: Knob) -> Bool {
    get { pitfalls & (1 << Bits(knob.rawValue)) == 0 }
    set {
      if newValue {
        pitfalls &= ~(1 << Bits(knob.rawValue))
      } else {
        pitfalls |= 1 << Bits(knob.rawValue)
      }
    }
  }
}
