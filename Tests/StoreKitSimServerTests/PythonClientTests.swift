import Foundation
import Testing
import TestSupport

/// `storekit-sim serve` driven from Python: Apple's App Store Server Library (AppStoreServerAPIClient,
/// SignedDataVerifier, PromotionalOfferV2SignatureCreator and IntroductoryOfferEligibilitySignatureCreator, from Tests/python/venv,
/// which `scripts/ensure-deps --test` makes) and
/// the hostile-request corpus. Each script starts its own server on a free loopback port and stops it.
@Suite(.serialized) struct PythonClientTests {

    func runScript(_ name: String, python: String, timeout: TimeInterval) throws -> BuiltBinary.Output {
        try BuiltBinary.run([BuiltBinary.root + "/Tests/python/" + name, BuiltBinary.path], program: python, timeout: timeout)
    }

    /// Runs a script of Tests/python with the project's virtual environment (Apple's library);
    /// nil, with a recorded issue, when scripts/ensure-deps --test has not made it.
    func runWithAppleLibrary(_ name: String) throws -> BuiltBinary.Output? {
        guard FileManager.default.isExecutableFile(atPath: BuiltBinary.testPython) else {
            Issue.record("Tests/python/venv is missing: run scripts/ensure-deps --test")
            return nil
        }
        return try runScript(name, python: BuiltBinary.testPython, timeout: 300)
    }

    @Test func applesClientAndVerifierAgainstServe() throws {
        guard let result = try runWithAppleLibrary("server_api_client_test.py") else { return }
        #expect(result.status == 0, "\(result.stderr.suffix(3000))")
        // Every test of the script ran: a script that stopped early cannot pass by saying less.
        #expect(result.stderr.contains("Ran 7 tests"), "\(result.stderr.suffix(500))")
    }

    @Test func applesPromotionalOfferSignaturesAreAcceptedAndForgeriesRefused() throws {
        guard let result = try runWithAppleLibrary("promotional_offer_signature_test.py") else { return }
        #expect(result.status == 0, "\(result.stdout.suffix(3000))\(result.stderr.suffix(1000))")
        #expect(result.stdout.contains("17 cases, 0 failures"), "\(result.stdout.suffix(500))")
    }

    @Test func applesIntroductoryOfferEligibilitySignaturesDecideAndForgeriesAreRefused() throws {
        guard let result = try runWithAppleLibrary("intro_offer_eligibility_signature_test.py") else { return }
        #expect(result.status == 0, "\(result.stdout.suffix(3000))\(result.stderr.suffix(1000))")
        #expect(result.stdout.contains("6 cases, 0 failures"), "\(result.stdout.suffix(500))")
    }

    @Test func hostileRequestsCrashNothingAndHangNothing() throws {
        guard let python = BuiltBinary.which("python3") else {
            Issue.record("python3 is not installed (scripts/ensure-deps --test installs it)")
            return
        }
        let result = try runScript("hostile_requests_test.py", python: python, timeout: 300)
        #expect(result.status == 0, "\(result.stdout.suffix(3000))\(result.stderr.suffix(1000))")
        #expect(result.stdout.contains("68 cases, 0 failures"), "\(result.stdout.suffix(500))")
    }
}
