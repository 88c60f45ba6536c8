import Testing
@testable import StoreKitSimREPL

/// Where history goes, and when it is off.
@Suite struct HistoryLocationTests {
    private func path(_ environment: [String: String]) -> String? {
        HistoryLocation.path { environment[$0] }
    }

    @Test func defaultsToXDGStateHomeThenHome() {
        #expect(path(["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/storekit-sim/history")
        #expect(path(["HOME": "/h"]) == "/h/.local/state/storekit-sim/history")
        #expect(path(["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/storekit-sim/history")
        #expect(path([:]) == nil)
    }

    @Test func overrideWinsAndDevNullTurnsItOff() {
        #expect(path(["STOREKIT_SIM_HISTORY": "/tmp/h", "HOME": "/h"]) == "/tmp/h")
        #expect(path(["STOREKIT_SIM_HISTORY": "/dev/null", "HOME": "/h"]) == nil)
        #expect(path(["STOREKIT_SIM_HISTORY": "", "HOME": "/h"]) == nil)
    }
}
