import Testing
@testable import StoreKitSim

/// Instants of the virtual clock are their own type: durations from input are added and taken
/// away with checks, never wrapping and never leaving 1970 ... 9999.
@Suite struct VirtualInstantTests {
    @Test func durationsFromInputStayInsideTheClock() {
        let start = VirtualClock.start
        #expect(start.adding(seconds: 86_400)?.iso8601 == "2026-01-02T00:00:00Z")
        #expect(start.adding(seconds: VirtualClock.end - start) == VirtualClock.end)
        #expect(start.adding(seconds: VirtualClock.end - start + 1) == nil)
        #expect(start.adding(seconds: .max) == nil)
        #expect(start.subtracting(seconds: start.seconds) == .epoch)
        #expect(start.subtracting(seconds: start.seconds + 1) == nil)
        #expect(start.subtracting(seconds: .min) == nil)
        #expect(VirtualClock.end - start == 253_402_300_799 - 1_767_225_600)
    }

    /// Reports and tokens carry milliseconds; an instant is made from them, and back, in one place each.
    @Test func millisecondsConvertOneWayEachInOnePlace() {
        #expect(VirtualClock.start.milliseconds == 1_767_225_600_000)
        #expect(VirtualInstant(truncatingMilliseconds: 1_767_225_600_999) == VirtualClock.start)
        #expect(VirtualInstant(truncatingMilliseconds: -1_500).seconds == -1)
    }

    @Test func aPurchaseDatedBeforeTheEpochIsRefusedAndNothingIsBought() throws {
        var world = World.builtIn()
        #expect(throws: ClockError.beforeEpoch) {
            try world.buyProductOutsideApp("com.example.gems", secondsAgo: VirtualClock.start.seconds + 1)
        }
        #expect(world.payments.transactions.isEmpty)
        try world.buyProductOutsideApp("com.example.gems", secondsAgo: VirtualClock.start.seconds)
        #expect(world.payments.transactions.map(\.purchaseDate) == [.epoch])
    }

    @Test func theClockSaturatesAtItsEndForStepsTheWorldTakes() {
        var clock = VirtualClock(now: VirtualClock.end - 1)
        clock.advance(saturatingBy: 5)
        #expect(clock.now == VirtualClock.end)
        #expect(throws: ClockError.pastEnd) { try clock.advance(bySeconds: 1) }
    }
}
