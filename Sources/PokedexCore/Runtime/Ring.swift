/// The last `capacity` elements pushed, the oldest overwritten first, so that pushing costs the
/// same at any depth; `pop` takes the newest. pdx's one ring buffer: the store keeps its worlds
/// for `undo` in one, the shell what each of those steps was in another, step for step, the
/// explorer its mirror of the store's and the last lines it shrinks a violation from, and a
/// session the last steps a failure shows.
///
///     var ring = Ring<Int>(capacity: 2)
///     ring.push(1); ring.push(2); ring.push(3)  // 1 is overwritten
///     ring.pop()  // 3, then 2, then nil
///
/// Inlinable: the shell pushes once per replayed line, from another module.
@frozen
@_spi(Internals) public struct Ring<Element> {
  @usableFromInline var slots: [Element?]
  @usableFromInline var top: Int
  @usableFromInline var filled: Int

  /// An empty ring that keeps at most `capacity` (at least 1) elements.
  @inlinable
  public init(capacity: Int) {
    slots = Array(repeating: nil, count: max(capacity, 1))
    top = 0
    filled = 0
  }

  /// How many elements `pop` can still give.
  @inlinable public var count: Int { filled }

  /// Adds `element` as the newest; when full, the oldest is forgotten. Taken, not copied: an
  /// element made for the push moves into its slot.
  @inlinable
  public mutating func push(_ element: consuming Element) {
    slots[top] = element
    top += 1
    if top == slots.count { top = 0 }
    if filled < slots.count { filled += 1 }
  }

  /// The element pushed `n`-th last (1: the newest), without removing it; nil past `count`.
  @inlinable
  public func newest(_ n: Int) -> Element? {
    guard n >= 1, n <= filled else { return nil }
    let i = top - n
    return slots[i < 0 ? i + slots.count : i]
  }

  /// The elements `pop` can still give, oldest first.
  @inlinable
  public var oldestFirst: [Element] {
    stride(from: filled, to: 0, by: -1).compactMap { newest($0) }
  }

  /// Removes and returns the newest element; nil when empty.
  @inlinable
  public mutating func pop() -> Element? {
    guard filled > 0 else { return nil }
    top = top == 0 ? slots.count - 1 : top - 1
    filled -= 1
    let element = slots[top]
    slots[top] = nil
    return element
  }
}

extension Ring: Sendable where Element: Sendable {}
