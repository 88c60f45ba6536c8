import Foundation
import StoreKitSim
import Testing
@testable import StoreKitSimCommands

/// A command's error gets its words by its type (`ExplainedErrorWords`), exactly the words the
/// `ExplainedError` cast would give, and every type the sources explain is in the table.
@Suite struct ExplainedErrorWordsTests {
    private struct Unlisted: ExplainedError {
        var text: ErrorText { ErrorText("unlisted", "an error the table does not list") }
    }
    private struct Unexplained: Error {}

    @Test func everyExplainedTypeOfTheSourcesIsListed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StoreKitSimCommands")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var explained: Set<String> = []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /(?:extension|struct|enum) (\w+): ExplainedError\b/) { explained.insert(String(match.output.1)) }
        }
        #expect(explained.count >= 15)
        #expect(Set(ExplainedErrorWords.listedNames) == explained)
    }

    @Test func aListedErrorHasTheWordsTheCastGives() {
        let errors: [any Error] = [PaymentError.noPaymentSheet(up: nil), ProductPageError.noProductPage(.buy),
                                   SheetError.alreadyUp(.payment(transactionID: "t1")),
                                   CommandError(code: "x", message: "y", hint: "z", argument: "A")]
        for error in errors {
            let cast = (error as? any ExplainedError)?.text
            #expect(cast != nil)
            #expect(ExplainedErrorWords.text(of: error) == cast, "\(error)")
        }
    }

    @Test func othersGoTheWayTheyWentBefore() {
        #expect(ExplainedErrorWords.text(of: Unlisted())?.code == "unlisted", "an unlisted ExplainedError, through the cast")
        #expect(ExplainedErrorWords.text(of: Diagnostic(code: "d", message: "m", range: nil)) == nil)
        #expect(ExplainedErrorWords.text(of: Unexplained()) == nil)
    }
}
