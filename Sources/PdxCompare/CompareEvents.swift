import PdxSession
import PokedexCore

extension Lockstep {
  /// The notes and ui operations (by id, as `expect note|ui ID` names them) one side's step
  /// has and the other's lacks; nil when both have the same, or a side ran no step. The
  /// sentences may differ by platform (the Llavero, the private storage) while the id is the
  /// same: only ids are compared.
  static func events(_ ios: Step?, _ android: Step?) -> Difference.Item? {
    guard let ios, let android, !ios.isRejected, !android.isRejected else { return nil }
    let i = Session.asserted(ios).filter { !$0.hasPrefix("log ") }
    let a = Session.asserted(android).filter { !$0.hasPrefix("log ") }
    let onlyIOS = i.filter { !a.contains($0) }
    let onlyAndroid = a.filter { !i.contains($0) }
    guard !onlyIOS.isEmpty || !onlyAndroid.isEmpty else { return nil }
    return .events(ios: onlyIOS, android: onlyAndroid)
  }
}
