import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// The session runs lines through the table and reports to its sink in order.
@Suite struct SessionTests {
    func run(_ lines: [String]) -> (Session, [String]) {
        let sink = CollectingSink()
        let session = Session(sink: sink)
        for (index, line) in lines.enumerated() { session.execute(line, file: "s", line: index + 1) }
        return (session, sink.lines)
    }

    @Test func outputAndErrorsInterleaveInOrder() {
        let (session, lines) = run(["echo one", "bogus", "echo two"])
        #expect(lines == ["one", "error: unknown command 'bogus'", "hint: 'help' lists the commands", "two"])
        #expect(session.failures == 1)
    }

    @Test func traceShowsTheStorefrontCallbackBeforeTheResult() {
        let (_, lines) = run(["trace on", "storefront set JPN", "trace off", "storefront set FRA"])
        #expect(lines == ["trace on", "trace: paymentQueueDidChangeStorefront(_:) JPN 143462", "storefront JPN 143462 Japan",
                          "trace off", "storefront FRA 143442 France"])
    }

    @Test func resetRestoresTheBuiltInWorld() {
        let (session, _) = run(["storefront set JPN", "device os 18.0", "clock advance 2h", "reset"])
        #expect(session.world.storefront.countryCode == "USA")
        #expect(session.world.device.os == OSVersion(26, 2))
        #expect(session.world.clock.now == VirtualClock.start)
    }

    @Test func deviceAndBuildCommandsChangeTheWorld() {
        let (session, lines) = run(["device os 18.1", "device payments restricted", "build production", "build"])
        #expect(lines == ["os 18.1", "canMakePayments false", "build production", "build production"])
        #expect(session.world.device.os == OSVersion(18, 1))
        #expect(!session.world.device.canMakePayments)
        #expect(session.world.app.build == .production)
    }

    @Test func storefrontListFilters() {
        let (_, lines) = run(["storefront list japan", "storefront list zzzz"])
        #expect(lines == ["JPN JP 143462 JPY Japan", "error: no storefront matches 'zzzz'",
                          "hint: search by alpha-3 (JPN), alpha-2 (JP), id (143462), name or currency"])
    }

    @Test func clockAdvances() {
        let (_, lines) = run(["clock", "clock advance 90m", "clock advance 10d"])
        #expect(lines == ["clock 2026-01-01T00:00:00Z", "clock 2026-01-01T01:30:00Z", "clock 2026-01-11T01:30:00Z"])
    }

    @Test func quitIsRequested() {
        let (session, _) = run(["quit"])
        #expect(session.quitRequested)
    }
}
