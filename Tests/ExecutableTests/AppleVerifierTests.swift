import Foundation
import Testing
import TestSupport

/// The signed data checked by the verifier a backend runs: Apple's App Store Server Library for
/// Python (SignedDataVerifier), from the virtual environment `scripts/ensure-deps --test` makes in
/// Tests/python/venv. Tests/python/apple_verifier.py drives the binary through every purchase path
/// a backend handles and asserts the decoded models' values; these tests run it in both modes.
@Suite struct AppleVerifierTests {
    static let python = BuiltBinary.testPython
    static let script = BuiltBinary.root + "/Tests/python/apple_verifier.py"

    /// Environment.SANDBOX with the tool's root as the only trusted root: the chain passes
    /// OpenSSL's strict checks and Apple's marker extensions, every signature verifies, every
    /// decoded value is right, and a JWS with one payload byte changed or signed under
    /// 'simulate-error verification invalidSignature' is refused.
    @Test func sandboxModeVerifiesTheChainAndDecodesEveryPath() throws {
        try expectPasses("sandbox")
    }

    /// Environment.XCODE (no signature checks, the library's mode for Xcode's StoreKit Testing):
    /// the same decoded values, environment Xcode.
    @Test func xcodeModeDecodesEveryPath() throws {
        try expectPasses("xcode")
    }

    func expectPasses(_ mode: String) throws {
        // A missing library is a failure with the way to install it, never a skip.
        try #require(FileManager.default.isExecutableFile(atPath: Self.python),
                     "Apple's App Store Server Library is not installed: run scripts/ensure-deps --test (it makes Tests/python/venv)")
        let result = try BuiltBinary.run([Self.script, BuiltBinary.path, mode], program: Self.python, timeout: 180)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(mode): "), "\(result.stdout)")
    }
}
