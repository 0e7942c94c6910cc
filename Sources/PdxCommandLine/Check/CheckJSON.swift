import PdxExplore
import PdxRender
import PdxRunner

extension CheckSummary {
  /// `pdx check --format json`: one object, written by the steps' JSON writer. Keys are the
  /// same in every language; the violation's message and script are in the language asked for.
  func json(seconds: Double, peak: Int) -> String {
    let r = result
    var o = JSONObject()
    o.member("distinct", r.distinct)
    o.member("transitions", r.transitions)
    o.member("revisits", r.revisits)
    o.member("depth", options.depth)
    o.member("depthReached", r.depthReached)
    o.member("complete", r.complete)
    o.member("levels", r.levels)
    o.member("seconds", seconds, places: 3)
    o.member("peakRSS", peak)
    o.member("bytesPerState", Self.perState(peak, r), places: 1)
    o.member("fingerprintBytesPerState", Self.perState(r.bookkeepingBytes, r), places: 1)
    o.member("maxMemory", options.maxMemory)
    o.member("memoryBound", r.memoryBound)
    o.member("maxStates", options.maxStates)
    o.member("bound", bound?.rawValue)
    // What the verdict covers: «held» only for a search that finished the depth asked.
    o.member("verdict", verdict.rawValue)
    o.member("finished", !r.cut && r.counterexample == nil)
    o.member("levelsFinished", r.levelsFinished)
    o.member("signal", signal == 0 ? nil : StopSignal.name(signal))
    if let shard = options.shard {
      var s = JSONObject()
      s.member("index", shard.index)
      s.member("count", shard.count)
      s.member("level", r.shard?.level)
      s.member("kept", r.shard?.kept)
      s.member("of", r.shard?.of)
      s.member("ancestors", r.shard?.ancestors)
      s.member("ownTransitions", r.shard.map { r.transitions - $0.shared })
      s.member("sharedTransitions", r.shard?.shared)
      o.member("shard", s)
    }
    if let found = r.counterexample {
      var v = JSONObject()
      v.member("rule", found.rule.name)
      v.member("lesson", RuleWords.lesson(found.rule, language))
      v.member("message", RuleWords.breach(found.breach, language))
      v.member("script", RuleWords.script(found, language))
      o.member("violation", v)
    } else {
      o.member("violation", nil as JSONObject?)
    }
    return o.finished()
  }
}
