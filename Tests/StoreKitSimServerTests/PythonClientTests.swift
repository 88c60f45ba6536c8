import Foundation
import Testing
import TestSupport

/// `storekit-sim serve` driven from Python: Apple's App Store Server Library (AppStoreServerAPIClient,
/// SignedDataVerifier and PromotionalOfferV2SignatureCreator, from Tests/python/venv, which `scripts/ensure-deps --test` makes) and
/// the hostile-request corpus. Each script starts its own server on a free loopback port and stops it.
@Suite(.serialized) struct PythonClientTests {
    static let venvPython = BuiltBinary.root + "/Tests/python/venv/bin/python"

    func runScript(_ name: String, python: String, timeout: TimeInterval) throws -> BuiltBinary.Output {
        try BuiltBinary.run([BuiltBinary.root + "/Tests/python/" + name, BuiltBinary.path], program: python, timeout: timeout)
    }

    @Test func applesClientAndVerifierAgainstServe() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.venvPython) else {
            Issue.record("Tests/python/venv is missing: run scripts/ensure-deps --test")
            return
        }
        let result = try runScript("server_api_client_test.py", python: Self.venvPython, timeout: 300)
        #expect(result.status == 0, "\(result.stderr.suffix(3000))")
        // Every test of the script ran: a script that stopped early cannot pass by saying less.
        #expect(result.stderr.contains("Ran 7 tests"), "\(result.stderr.suffix(500))")
    }

    @Test func applesPromotionalOfferSignaturesAreAcceptedAndForgeriesRefused() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.venvPython) else {
            Issue.record("Tests/python/venv is missing: run scripts/ensure-deps --test")
            return
        }
        let result = try runScript("promotional_offer_signature_test.py", python: Self.venvPython, timeout: 300)
        #expect(result.status == 0, "\(result.stdout.suffix(3000))\(result.stderr.suffix(1000))")
        #expect(result.stdout.contains("16 cases, 0 failures"), "\(result.stdout.suffix(500))")
    }

    @Test func hostileRequestsCrashNothingAndHangNothing() throws {
        guard let python = BuiltBinary.which("python3") else {
            Issue.record("python3 is not installed (scripts/ensure-deps --test installs it)")
            return
        }
        let result = try runScript("hostile_requests_test.py", python: python, timeout: 300)
        #expect(result.status == 0, "\(result.stdout.suffix(3000))\(result.stderr.suffix(1000))")
        #expect(result.stdout.contains("31 cases, 0 failures"), "\(result.stdout.suffix(500))")
    }
}
