import PdxScripts
import PokedexCore

/// A step a command line ran, for those who draw it (`Session.observer`): the line as shown
/// (passwords masked), where it comes from, the action (nil for `reset` and `platform`), and
/// the worlds before and after (the same world when the command was rejected).
public struct RanStep {
  public var command: String
  public var location: Location?
  public var action: UserAction?
  public var before: World
  public var after: World
  public var step: Step
}
