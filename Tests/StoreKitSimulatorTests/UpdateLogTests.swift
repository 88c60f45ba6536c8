import Testing
@testable import StoreKitSimulator

/// The update log lets go of what every reader took and never drops an update silently.
struct UpdateLogTests {
    /// A reader that keeps up holds the log small: 50,000 updates, each taken, none lost.
    @Test func aReaderThatKeepsUpGetsEveryUpdateInOrder() async {
        let log = UpdateLog<Int>()
        let (id, missed) = log.addReader()
        #expect(missed == 0)
        var taken: [Int] = []
        for value in 0..<50_000 {
            log.publish(value)
            taken.append(await withCheckedContinuation { log.take(id, orWait: $0) } ?? -1)
        }
        #expect(taken == Array(0..<50_000))
        #expect(log.isSettled == false)  // the reader is not waiting for the next one
    }

    /// A reader that starts late gets every update published before it (up to `unreadLimit`), in order.
    @Test func aLateReaderStartsAtTheFirstUpdate() async {
        let log = UpdateLog<Int>()
        let count = UpdateLog<Int>.unreadLimit
        for value in 0..<count { log.publish(value) }
        let (id, missed) = log.addReader()
        #expect(missed == 0)
        var taken: [Int] = []
        for _ in 0..<count { taken.append(await withCheckedContinuation { log.take(id, orWait: $0) } ?? -1) }
        #expect(taken == Array(0..<count))
    }

    /// Before any reader, the log keeps `unreadLimit` updates; the first reader is told how many
    /// it missed (the store makes that the test's failure) and starts at the oldest kept.
    @Test func updatesNobodyReadBeyondTheLimitAreReportedToTheFirstReader() async {
        let log = UpdateLog<Int>()
        let limit = UpdateLog<Int>.unreadLimit
        for value in 0..<(limit + 7) { log.publish(value) }
        let (id, missed) = log.addReader()
        #expect(missed == 7)
        #expect(await withCheckedContinuation { log.take(id, orWait: $0) } == 7)
        let (_, again) = log.addReader()
        #expect(again == 0)
    }
}
