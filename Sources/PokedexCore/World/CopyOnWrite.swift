import Synchronization

/// A value's fields behind one reference: copying the value costs a retain, and the first
/// change after a copy copies the fields once. The world is two of these (the running app, and
/// everything else), so the snapshot the engine keeps per action and undo keeps per step costs
/// two retains.
///
/// The box also remembers which fields were written since it was copied (one bit per field,
/// named by the field's byte offset), so the diff compares only those.
///
/// Its owners (`AppProceso`, `World`) reach a field through `@dynamicMemberLookup` with
/// addressors: a literal key path's `MemoryLayout.offset(of:)` folds to a constant there, so a
/// field costs what a stored property costs. (A `_modify` coroutine over a key path is not
/// inlined when the change goes through optional chaining — `app?.contenido?.caminoLista.
/// append(n)` — and then applies the key path at run time: hundreds of instructions and an
/// allocation per access.)
///
/// Its hash (`pdx check`'s fingerprints) is kept field by field: a box copied from another takes
/// the other's fields' hashes with it, and only the fields written since are hashed again.
///
/// Sendable because the box is never changed while shared: a change copies it first.
@_spi(Internals) public struct CopyOnWrite<Fields: FieldwiseHashable>: @unchecked Sendable {
  /// The fields are the buffer's header; its elements are the bookkeeping, in this order, then
  /// each field's hash, in `Fields.fieldHashes`' order.
  private enum Slot: Int {
    /// Names these fields as they are now: a new number, never used before, whenever they
    /// change (an address would not do: it is reused once a box is freed).
    case number
    /// The number of the fields this box was copied from (0 for none).
    case origin
    /// The fields written since the copy, as `FieldBits`.
    case written
    /// The fields' hash once computed (0: not yet); a change clears it.
    case hash
    /// The fields whose kept hash is out of date, as `FieldBits` (all of them in a new box):
    /// those written since the hash was computed, here or in the box this one was copied from.
    case stale
    /// The first field's hash; the others follow.
    case fieldHashes
  }

  /// The slots a box has: the bookkeeping, and one for each field's hash.
  private static var slotCount: Int { Slot.fieldHashes.rawValue + Fields.fieldHashes.count }

  /// The box's class, declared outside with no requirement on its fields: the class of a
  /// generic type nested here would carry `Fields: FieldwiseHashable`, and making its metadata
  /// at the first box would look that conformance up in every conformance record the program
  /// has (twice at each start, for the world's two boxes: 4% of an empty script's run).
  @usableFromInline typealias Storage = CopyOnWriteStorage<Fields>

  @usableFromInline var storage: Storage

  public init(_ fields: Fields) {
    var fields = fields
    storage = withUnsafeMutablePointer(to: &fields) { Self.storage(copying: $0, origin: nil) }
  }

  /// A box holding a copy of `source`'s fields. Read through the pointer inside the factory,
  /// the fields are copied once (a captured copy would be copied again on return: a retain
  /// and a release more per field, per action).
  /// `origin` is the box copied (its number, and its fields' hashes come along), nil for new
  /// fields.
  private static func storage(
    copying source: UnsafeMutablePointer<Fields>, origin: UnsafeMutablePointer<UInt64>?
  ) -> Storage {
    let count = slotCount
    // `create` is declared on ManagedBuffer; the object it makes is a Storage.
    let storage = unsafeDowncast(
      Storage.create(minimumCapacity: count) { _ in source.pointee }, to: Storage.self)
    storage.withUnsafeMutablePointerToElements { slots in
      if let origin {
        slots.initialize(from: origin, count: count)
        slots[Slot.origin.rawValue] = origin[Slot.number.rawValue]
        slots[Slot.written.rawValue] = 0
      } else {
        slots.initialize(repeating: 0, count: count)
        slots[Slot.stale.rawValue] = .max
      }
      slots[Slot.number.rawValue] = CopyOnWriteNumbers.next()
    }
    return storage
  }

  /// The fields, in place: the box outlives the access (its owner holds it).
  @usableFromInline var fields: UnsafeMutablePointer<Fields> {
    storage.withUnsafeMutablePointerToHeader { $0 }
  }

  @usableFromInline var slots: UnsafeMutablePointer<UInt64> {
    storage.withUnsafeMutablePointerToElements { $0 }
  }

  /// The fields, read in place.
  @inline(__always)
  public func read<T>(_ body: (borrowing Fields) -> T) -> T { body(fields.pointee) }

  /// The field at `offset` bytes into the fields, for reading. `offset` is what
  /// `MemoryLayout<Fields>.offset(of:)` gives for a stored property (never nil for the key
  /// paths a `@dynamicMemberLookup` over `WritableKeyPath<Fields, T>` takes, since `Fields` has
  /// stored properties only).
  @inlinable @inline(__always)
  func address<T>(_ offset: Int?) -> UnsafePointer<T> {
    UnsafePointer(
      UnsafeMutableRawPointer(fields).advanced(by: offset!).assumingMemoryBound(to: T.self))
  }

  /// The same field, for a change: the box is copied first when shared, renumbered, and the
  /// field marked written.
  @inlinable @inline(__always)
  mutating func mutableAddress<T>(_ offset: Int?) -> UnsafeMutablePointer<T> {
    if isKnownUniquelyReferenced(&storage) {
      slots[0] = CopyOnWriteNumbers.next()
    } else {
      copyStorage()
    }
    let offset = offset!
    // The slots: 0 the number, 2 the written fields, 3 the hash, 4 the stale fields (see `Slot`).
    let bit = FieldBits(offset: offset)
    slots[2] |= bit
    slots[3] = 0
    slots[4] |= bit
    return UnsafeMutableRawPointer(fields).advanced(by: offset).assumingMemoryBound(to: T.self)
  }

  /// The first change after a copy: the fields copied into a box of their own.
  @usableFromInline @inline(never)
  mutating func copyStorage() {
    // The old box stays alive (held by the snapshot, and by `storage` until replaced) while
    // its fields are copied.
    storage = Self.storage(copying: fields, origin: slots)
  }

  /// The fields that may differ from `before`'s: none when they are the same box, those written
  /// since the copy when this box was copied from `before`'s fields as they still are (the
  /// engine's snapshot before an action, and the world after it), every field otherwise.
  func written(since before: Self) -> FieldBits {
    if storage === before.storage { return 0 }
    return slots[Slot.origin.rawValue] == before.slots[Slot.number.rawValue]
      ? slots[Slot.written.rawValue] : .max
  }
}

extension CopyOnWrite: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(cachedHash) }

  /// The fields' hash, computed once per box and kept in it until a change: the sum of the
  /// fields' own hashes, of which only the stale ones are computed again. The box may be
  /// shared: callers on several threads (`pdx check`) compute it for a box before sharing the
  /// box, so that no two threads ever write it at once.
  var cachedHash: Int {
    let kept = slots[Slot.hash.rawValue]
    if kept != 0 { return Int(bitPattern: UInt(kept)) }
    let slots = self.slots
    let stale = slots[Slot.stale.rawValue]
    let hashes = slots + Slot.fieldHashes.rawValue
    var value: UInt64 = 0
    Fields.fieldHashes.withUnsafeBufferPointer { table in
      for i in table.indices {
        if stale & table[i].bit != 0 { hashes[i] = table[i].hash(fields, i) }
        value &+= hashes[i]
      }
    }
    if value == 0 { value = 1 }
    slots[Slot.stale.rawValue] = 0
    slots[Slot.hash.rawValue] = value
    return Int(bitPattern: UInt(value))
  }

  /// The same hash computed from every field, nothing kept used: what `cachedHash` must equal.
  var hashFromScratch: Int {
    var value: UInt64 = 0
    for (i, field) in Fields.fieldHashes.enumerated() { value &+= field.hash(fields, i) }
    return Int(bitPattern: UInt(value == 0 ? 1 : value))
  }
}

/// Fields a `CopyOnWrite` box holds, hashed one by one so that the box can keep each field's
/// hash and compute again only those written.
@_spi(Internals) public protocol FieldwiseHashable: Hashable {
  /// Every stored property, each once (a test compares them with the type's own).
  static var fieldHashes: [FieldHash<Self>] { get }
}

/// How one stored property of `Fields` is hashed, and its bit among the fields written.
/// (Sendable: the closure captures the field's offset only.)
@_spi(Internals) public struct FieldHash<Fields>: @unchecked Sendable {
  let bit: FieldBits
  let offset: Int
  /// The field's hash, read in place from the fields; the field's place in the table seeds it.
  let hash: (UnsafeMutablePointer<Fields>, Int) -> UInt64

  /// The stored property `path`.
  public init<T: Hashable>(_ path: WritableKeyPath<Fields, T>) {
    let offset = Self.offset(of: path)
    (self.offset, bit) = (offset, FieldBits(offset: offset))
    if let hash = Self.bitsHash(T.self, offset) {
      self.hash = hash
      return
    }
    hash = { fields, place in
      var hasher = Hasher()
      hasher.combine(place)
      UnsafeRawPointer(fields).advanced(by: offset).assumingMemoryBound(to: T.self).pointee.hash(
        into: &hasher)
      return UInt64(UInt(bitPattern: hasher.finalize()))
    }
  }

  /// The stored property `path`, of a type the fingerprint mixes without a Hasher
  /// (`Fingerprinted`). Its lines repeat the initializer above: joined (one initializer taking
  /// the hash as a closure, or `bitsHash(…) ?? {…}`), each field's hash went through a second
  /// closure, on every field of every state the check hashes.
  init<T: Hashable & Fingerprinted>(_ path: WritableKeyPath<Fields, T>) {
    let offset = Self.offset(of: path)
    (self.offset, bit) = (offset, FieldBits(offset: offset))
    if let hash = Self.bitsHash(T.self, offset) {
      self.hash = hash
      return
    }
    hash = { fields, place in
      var m = Mixer()
      UnsafeRawPointer(fields).advanced(by: offset).assumingMemoryBound(to: T.self).pointee.mix(
        into: &m)
      return mixed(m.bits, place)
    }
  }

  /// A stored property's offset (a stored property of a struct always has one).
  private static func offset<T>(of path: WritableKeyPath<Fields, T>) -> Int {
    MemoryLayout<Fields>.offset(of: path)!
  }

  /// A flag, a case of an enum without payloads, an Int: one value is one bit pattern, so its
  /// bits mixed are its hash. (Most fields a command writes are these, and a Hasher costs
  /// hundreds of instructions to start and finish.) Nil for any other type.
  private static func bitsHash<T>(_: T.Type, _ offset: Int) -> (
    (UnsafeMutablePointer<Fields>, Int) -> UInt64
  )? {
    if _isPOD(T.self), MemoryLayout<T>.size == 1 {
      return { fields, place in
        mixed(UInt64(UnsafeRawPointer(fields).load(fromByteOffset: offset, as: UInt8.self)), place)
      }
    }
    if T.self == Int.self {
      return { fields, place in
        mixed(
          UInt64(
            bitPattern: Int64(UnsafeRawPointer(fields).load(fromByteOffset: offset, as: Int.self))),
          place)
      }
    }
    return nil
  }
}

/// A field's bits and its place in the table, mixed (SplitMix64's finalizer, a bijection of 64
/// bits: two values of a field never share a hash).
@inline(__always)
private func mixed(_ bits: UInt64, _ place: Int) -> UInt64 {
  var z = bits &+ UInt64(place) &* 0x9E37_79B9_7F4A_7C15
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}

extension CopyOnWrite: Equatable {
  public static func == (a: Self, b: Self) -> Bool {
    a.storage === b.storage || a.fields.pointee == b.fields.pointee
  }
}

/// One bit per field of a `CopyOnWrite` box: the field's byte offset divided by 8, modulo 64.
/// Two fields that share 8 bytes share a bit: the diff then compares both, which is only
/// more work, never a missed change.
@_spi(Internals) public typealias FieldBits = UInt64

/// A `CopyOnWrite` box: the fields, then the bookkeeping and the fields' hashes.
@usableFromInline final class CopyOnWriteStorage<Fields>: ManagedBuffer<Fields, UInt64> {}

@_spi(Internals) extension FieldBits {
  @inlinable @inline(__always)
  init(offset: Int) { self = 1 << FieldBits((offset >> 3) & 63) }

  /// The bit of the field `path` names. Inlined, so that a literal key path's offset folds to a
  /// constant: no key path is made at run time (making one costs thousands of instructions).
  @inline(__always)
  static func of<Fields, T>(_ path: WritableKeyPath<Fields, T>) -> FieldBits {
    // A stored property has an offset; anything else counts as every field.
    MemoryLayout<Fields>.offset(of: path).map(FieldBits.init(offset:)) ?? .max
  }
}

/// Numbers for boxes' fields: boxes are made on several threads (`pdx test -j`).
@usableFromInline enum CopyOnWriteNumbers {
  private static let counter = Atomic<UInt64>(1)
  @usableFromInline static func next() -> UInt64 {
    counter.wrappingAdd(1, ordering: .relaxed).oldValue
  }
}
