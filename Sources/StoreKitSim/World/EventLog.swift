/// The events the world recorded since the command layer last took them.
///
/// Operations append; the command layer drains after each step and renders. Only pending events
/// are kept, so a long session does not grow it.
public struct EventLog: Sendable {
    public private(set) var pending: [StampedEvent] = []
    private var turn = 0
    /// Depth of `inOneTurn` calls: while positive, recorded events share one turn.
    private var holding = 0

    public init() {}

    /// Records an event at `time`. Outside `inOneTurn`, every event is a turn of its own.
    mutating func record(_ event: WorldEvent, at time: VirtualInstant) {
        pending.append(StampedEvent(time: time, turn: turn, event: event))
        if holding == 0 { turn += 1 }
    }

    /// Starts a turn that lasts until the matching `endTurn()`; turns may nest.
    mutating func beginTurn() { holding += 1 }
    mutating func endTurn() {
        holding -= 1
        if holding == 0 { turn += 1 }
    }

    /// Returns the pending events and clears them.
    public mutating func drain() -> [StampedEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}
