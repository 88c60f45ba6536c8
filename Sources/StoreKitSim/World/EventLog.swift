/// The events the world recorded since the command layer last took them.
///
/// Operations append; the command layer drains after each step and renders. Only pending events
/// are kept, so a long session does not grow it.
public struct EventLog: Sendable {
    public private(set) var pending: [StampedEvent] = []
    private var turn = 0
    /// How many events the last drain handed over (at least 1): the next buffer's size.
    private var lastCount = 1
    /// Depth of `inOneTurn` calls: while positive, recorded events share one turn.
    private var holding = 0

    public init() {}

    /// Records an event at `time`. Outside `inOneTurn`, every event is a turn of its own.
    mutating func record(_ event: consuming WorldEvent, at time: VirtualInstant) {
        // One buffer, made when the first event is recorded, sized as the last drain's were
        // (the history keeps every buffer a while: no room beyond what a command tends to need).
        if pending.capacity == 0 { pending.reserveCapacity(lastCount) }
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
    ///
    /// The events are handed over in their own buffer (the session history keeps it), and the log
    /// starts a new one only when it records again: a drain with nothing pending, as after most
    /// commands, allocates nothing. (Clearing while keeping capacity had to copy the shared buffer
    /// on every drain.)
    public mutating func drain() -> [StampedEvent] {
        guard !pending.isEmpty else { return [] }
        let events = pending
        lastCount = events.count
        pending = []
        return events
    }
}
