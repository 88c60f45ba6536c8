import Testing
import TestSupport
@testable import StoreKitSimScenario

/// `#| matrix`: one test case per combination, `${NAME}` substituted, expected output per case
/// in `#| NAME=VALUE` sections, and `--update` per case.
@Suite struct MatrixTests {
    static let storefronts = """
    # Storefront changes across three countries and two clock steps.
    #| matrix code=FRA,DEU,JPN
    #| matrix step=1h,2h
    > storefront set ${code}
    storefront ${code} 1434?? * (glob)
    > clock advance ${step}
    clock 2026-01-01T0?:00:00Z (glob)
    > echo ${code} ${step}
    ${code} ${step}

    """

    @Test func eachCombinationIsATestCaseNamedByItsValues() throws {
        let folder = TemporaryFolder()
        let path = folder.write("s.scenario", Self.storefronts)
        let outcomes = ScenarioCheck().checkCases(path)
        #expect(outcomes.map(\.name) == ["code=FRA step=1h", "code=FRA step=2h", "code=DEU step=1h",
                                         "code=DEU step=2h", "code=JPN step=1h", "code=JPN step=2h"].map { "\(path) [\($0)]" })
        #expect(outcomes.allSatisfy { $0.status == .passed })
        #expect(outcomes.allSatisfy { $0.transcript.isEmpty }, "a passing case keeps no transcript")
        // A case that fails keeps its transcript (for JUnit's system-out), values substituted.
        let failing = folder.write("f.scenario", Self.storefronts.replacingOccurrences(of: "\n${code} ${step}\n", with: "\n${code}\n"))
        let cases = ScenarioCheck().checkCases(failing)
        #expect(cases[3].status == .failed)
        #expect(cases[3].transcript == ["> storefront set DEU", "storefront DEU 143443 Germany", "> clock advance 2h",
                                        "clock 2026-01-01T02:00:00Z", "> echo DEU 2h", "DEU 2h"])
        let result = ScenarioTestCommand().run([path])
        #expect(result.stdout == ["6 passed, 0 failed"])
    }

    /// A matrix file where one case's output differs: only that case fails, located in the file.
    static let withFailingCase = """
    #| matrix storefront=FRA,USA os=18.0,26.2
    > storefront set ${storefront}
    storefront ${storefront} 1434* (glob)
    > device os ${os}
    os ${os}
    > eligible
    isEligible true
    entitlement com.apple.developer.storekit.external-purchase-link
    #| os=18.0 storefront=FRA
    isEligible false
    reason os 18.0 is older than 18.1: ExternalPurchaseCustomLink does not exist
    #| storefront=USA os=18.0
    isEligible false
    reason os 18.0 is older than 18.1: ExternalPurchaseCustomLink does not exist
    reason com.apple.developer.storekit.external-purchase-link does not cover USA (only EU-27)

    """

    @Test func aFailingCaseFailsAloneWithTheLinesOfItsOwnExpectedOutput() throws {
        let folder = TemporaryFolder()
        let path = folder.write("e.scenario", Self.withFailingCase)
        let outcomes = ScenarioCheck().checkCases(path)
        #expect(outcomes.map(\.status) == [.passed, .passed, .passed, .failed])
        let failing = outcomes[3]
        #expect(failing.caseName == "storefront=USA os=26.2")
        #expect(failing.mismatches.map(\.line) == [6])
        #expect(failing.mismatches[0].command == "eligible")
        #expect(failing.mismatches[0].diff == [
            "@@ -7,2 +7,2 @@",
            "-isEligible true",
            "-entitlement com.apple.developer.storekit.external-purchase-link",
            "+isEligible false",
            "+reason com.apple.developer.storekit.external-purchase-link does not cover USA (only EU-27)",
        ])
        let result = ScenarioTestCommand().run([path])
        #expect(result.status == 1)
        #expect(result.stdout.first == "FAIL \(path) [storefront=USA os=26.2] (1 of 3 commands differ)")
        #expect(result.stdout.suffix(3) == ["failed (1):", "  \(path):6 [storefront=USA os=26.2]", "3 passed, 1 failed"])
    }

    @Test func updateWritesASectionForTheFailingCaseOnlyAndKeepsTheRest() throws {
        let folder = TemporaryFolder()
        let path = folder.write("e.scenario", Self.withFailingCase)
        let result = ScenarioTestCommand().run(["--update", path])
        #expect(result.status == 0)
        #expect(result.stdout.suffix(1) == ["3 passed, 0 failed, 1 file updated"])
        let updated = Self.withFailingCase + """
            #| storefront=USA os=26.2
            isEligible false
            reason com.apple.developer.storekit.external-purchase-link does not cover USA (only EU-27)

            """
        #expect(folder.read("e.scenario") == updated)
        #expect(ScenarioCheck().checkCases(path).allSatisfy { $0.status == .passed })

        // A case with a section has that section rewritten, in place; the others stay byte for byte.
        let stale = Self.withFailingCase.replacingOccurrences(of: "reason os 18.0 is older than 18.1: ExternalPurchaseCustomLink does not exist\n"
            + "reason", with: "stale\nreason")
        folder.write("e.scenario", stale)
        let outcomes = ScenarioCheck(update: true).checkCases(path)
        #expect(outcomes.map(\.status) == [.passed, .passed, .updated, .updated])
        #expect(folder.read("e.scenario") == updated, "the USA 18.0 section rewritten in place, the 26.2 one added")
    }

    @Test func aChangeEveryCaseSharesRewritesTheSharedLines() throws {
        let folder = TemporaryFolder()
        let path = folder.write("s.scenario",
            "#| matrix code=FRA,DEU\n> storefront set ${code}\nstorefront ${code} 1434?? * (glob)\n> echo same\nold\n")
        let outcomes = ScenarioCheck(update: true).checkCases(path)
        #expect(outcomes.map(\.status) == [.updated, .updated])
        #expect(folder.read("s.scenario") == "#| matrix code=FRA,DEU\n> storefront set ${code}\nstorefront ${code} 1434?? * (glob)\n> echo same\n"
            + "same\n")
    }

    @Test func substitutedTemplatesSurviveAnUpdateOfAnotherLine() throws {
        let folder = TemporaryFolder()
        let path = folder.write("s.scenario", "#| matrix code=FRA,DEU\n> echo ${code}\n${code}\nstale\n")
        _ = ScenarioCheck(update: true).checkCases(path)
        #expect(folder.read("s.scenario") == "#| matrix code=FRA,DEU\n> echo ${code}\n${code}\n")
    }

    @Test func matrixMistakesAreLocatedErrors() {
        let cases: [(String, String)] = [
            ("#| matrix code=FRA\n> storefront set ${cod}\n", "x.scenario:2:18: error: unknown matrix variable '${cod}'"),
            ("> echo\n#| matrix code=FRA\n", "x.scenario:2:1: error: '#| matrix' after the first command"),
            ("#| matrix code=FRA,FRA\n> echo\n", "x.scenario:1:1: error: variable 'code' repeats a value"),
            ("#| matrix code=FRA,\n> echo\n", "x.scenario:1:1: error: variable 'code' has an empty value"),
            ("#| matrix code\n> echo\n", "x.scenario:1:1: error: 'code' is not NAME=VALUE,VALUE"),
            ("#| matrix a=1,2 a=3\n> echo\n", "x.scenario:1:1: error: variable 'a' is given twice"),
            ("#| matrix a=1,2\n> echo\n#| a=3\n", "x.scenario:3:1: error: '3' is not a value of 'a'"),
            ("#| matrix a=1,2 b=x\n> echo\n#| a=1\n", "x.scenario:3:1: error: the case section does not give b"),
            ("#| matrix a=1,2\n> echo\n#| a=1\n#| a=1\n", "x.scenario:4:1: error: a second section for case 'a=1' in this block"),
            ("#| matrix a=1,2\n> echo\n\n#| a=1\n", "x.scenario:4:1: error: case section outside a command's output"),
            ("#| not a matrix\n> echo\n", "x.scenario:1:1: error: '#|' line in a file without '#| matrix'"),
            ("#| matrix a=\(Array(1...100).map(String.init).joined(separator: ",")) b=\(Array(1...11).map(String.init).joined(separator: ","))\n> "
                + "echo\n",
             "x.scenario:1:1: error: the matrix has more than 1000 cases"),
            ("#| matrix p=[,(\n> echo\n${p} (re)\n", "x.scenario:3:1: error: invalid regular expression '('"),
        ]
        for (text, message) in cases {
            do {
                _ = try ScenarioParser(path: "x.scenario").parse(text)
                Issue.record("no error for: \(text)")
            } catch {
                #expect(error.lines[0].hasPrefix(message), Comment(rawValue: "\(error.lines[0]) for \(text)"))
            }
        }
    }

    @Test func aPlainFileLeavesDollarBracesAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.write("p.scenario", "> echo '${x}'\n${x}\n")
        #expect(ScenarioCheck().check(path).status == .passed)
    }
}
