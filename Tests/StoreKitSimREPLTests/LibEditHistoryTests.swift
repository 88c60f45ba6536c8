#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Testing
@testable import StoreKitSimREPL

/// libedit's history as the REPL configures it, in process (stdin is not a terminal here).
@Suite(.serialized) struct LibEditHistoryTests {
    @Test func boundedAndRepeatedLinesKeptOnce() throws {
        let editor = try #require(LibEditLineEditor(historyPath: nil))
        defer { editor.close() }
        editor.addHistory("status")
        editor.addHistory("status")
        editor.addHistory("echo x")
        #expect(editor.historyEntries() == ["echo x", "status"])
        for index in 0..<(Int(HistoryLocation.size) + 5) { editor.addHistory("echo \(index)") }
        let entries = editor.historyEntries()
        #expect(entries.count == Int(HistoryLocation.size))
        #expect(entries.first == "echo \(Int(HistoryLocation.size) + 4)")
    }

    /// Only meaningful when the tests' own stdin is not a terminal (CI, scripts/test, pipes).
    @Test(.enabled(if: isatty(0) == 0)) func neverWrittenWhenStdinIsNotATerminal() throws {
        let path = "/tmp/storekit-sim-history-test-\(getpid())/history"
        let editor = try #require(LibEditLineEditor(historyPath: path))
        editor.addHistory("storefront set JPN")
        editor.close()
        #expect(access(path, F_OK) != 0)
    }
}
