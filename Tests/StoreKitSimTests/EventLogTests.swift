import Testing
@testable import StoreKitSim

/// The event log hands each drain's events over in their own buffer and starts a new one on the
/// next record: a drained batch never changes afterwards, and a drain with nothing pending is empty.
@Suite struct EventLogTests {
    @Test func drainsHandOverTheirEventsAndKeepNothing() {
        var log = EventLog()
        #expect(log.drain().isEmpty)
        log.record(.storefront(.accountUnchanged(.usa)), at: VirtualInstant(seconds: 1))
        log.record(.storefront(.didChangeStorefront(.usa)), at: VirtualInstant(seconds: 2))
        let first = log.drain()
        #expect(first.map(\.time) == [VirtualInstant(seconds: 1), VirtualInstant(seconds: 2)])
        #expect(first.map(\.turn) == [0, 1])
        #expect(log.drain().isEmpty)
        #expect(log.pending.isEmpty)
        // Recording again, more events than the last drain had, leaves the drained batch as it was.
        for second in Int64(3)...5 { log.record(.storefront(.accountUnchanged(.usa)), at: VirtualInstant(seconds: second)) }
        #expect(first.count == 2 && first.map(\.time) == [VirtualInstant(seconds: 1), VirtualInstant(seconds: 2)])
        #expect(log.drain().map(\.time) == (Int64(3)...5).map { VirtualInstant(seconds: $0) })
        #expect(log.drain().isEmpty)
    }
}
