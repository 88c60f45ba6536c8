import Testing
@testable import StoreKitSimCommands

/// The session's history keeps exactly its last `limit` steps and counts the rest, however far past
/// the limit a long batch goes.
@Suite struct SessionHistoryTests {
    @Test func keepsTheLastStepsAndCountsTheRest() {
        let history = SessionHistory(limit: 3)
        for n in 1...10 {
            history.begin(command: "echo \(n)")
            #expect(history.steps.count == min(n, 3))
            #expect(history.steps.last?.command == "echo \(n)")
            #expect(history.dropped == max(0, n - 3))
        }
        #expect(history.steps.map(\.command) == ["echo 8", "echo 9", "echo 10"])
        history.clear()
        #expect(history.steps.isEmpty && history.dropped == 0)
    }
}
