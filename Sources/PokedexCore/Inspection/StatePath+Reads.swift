/// The fields a path reads.
extension StatePath {
  /// Fields of each box a path reads, and whether it reads that the app runs at all.
  struct Reads: Sendable {
    var rest: FieldBits = 0
    var app: FieldBits = 0
    var running = false

    // One, two or three fields, each function inlined where `reads` names them: a literal
    // key path's offset then folds to a constant, and no key path object (nor its type's
    // metadata) is made at start. A function over a pack of key paths makes each one.

    /// Fields of the running app: the path also reads that it runs (it is nil when it does not).
    @inline(__always)
    static func app<A>(_ a: WritableKeyPath<AppFields, A>) -> Reads {
      Reads(app: .of(a), running: true)
    }

    @inline(__always)
    static func app<A, B>(_ a: WritableKeyPath<AppFields, A>, _ b: WritableKeyPath<AppFields, B>)
      -> Reads
    {
      Reads(app: .of(a) | .of(b), running: true)
    }

    @inline(__always)
    static func app<A, B, C>(
      _ a: WritableKeyPath<AppFields, A>, _ b: WritableKeyPath<AppFields, B>,
      _ c: WritableKeyPath<AppFields, C>
    ) -> Reads {
      Reads(app: .of(a) | .of(b) | .of(c), running: true)
    }

    /// Fields of everything but the app.
    @inline(__always)
    static func rest<A>(_ a: WritableKeyPath<WorldFields, A>) -> Reads { Reads(rest: .of(a)) }

    /// Whether the app runs, and nothing else.
    static let running = Reads(running: true)

    static func + (a: Reads, b: Reads) -> Reads {
      Reads(rest: a.rest | b.rest, app: a.app | b.app, running: a.running || b.running)
    }
  }
}
