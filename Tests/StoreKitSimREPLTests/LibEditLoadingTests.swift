import Testing
@testable import StoreKitSimREPL

/// libedit is loaded when the first editor is made (dlopen on Linux): a machine without it must
/// get one line naming the library, not a trap, so the front end can read lines without editing.
@Suite struct LibEditLoadingTests {
    #if os(Linux)
    @Test func aLibraryThatDoesNotExistGivesTheReasonNamingIt() throws {
        let reason = try #require(LibEditLineEditor.loadLibrary(soname: "libedit-storekit-sim-missing.so.2",
            fallback: "libedit-storekit-sim-missing.so"))
        // The first name's reason, on one line.
        #expect(reason.hasPrefix("libedit-storekit-sim-missing.so.2: "))
        #expect(!reason.contains("\n"))
    }

    @Test func aLibraryWithoutTheFunctionsNamesTheMissingOne() {
        #expect(LibEditLineEditor.loadLibrary(soname: "libc.so.6", fallback: nil) == "libc.so.6: undefined symbol el_init")
    }
    #endif

    @Test func theRealLibraryLoadsAfterAFailedAttempt() {
        _ = LibEditLineEditor.loadLibrary(soname: "libedit-storekit-sim-missing.so.2", fallback: nil)
        #expect(LibEditLineEditor.loadLibrary() == nil)
    }
}
