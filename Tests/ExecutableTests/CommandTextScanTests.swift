import Foundation
import StoreKitSimCommands
import Testing

/// No command text is built outside the command layer (issue 39): the library, the server and the
/// executable give the session command values (`PurchaseCommand(...)`, `SettingCommand(...)`),
/// never a line they wrote. A line built in code is a string literal that starts with a command's
/// first word and a space and goes on with an interpolation or a `+`.
@Suite struct CommandTextScanTests {
    /// The folders whose code talks to the session as a front end.
    static let folders = ["Sources/StoreKitSimulator", "Sources/StoreKitSimServer", "Sources/storekit-sim"]

    /// Lines still built as text, each as `file: literal`. Empty: every call site gives a value; a
    /// new one fails the test.
    static let knownExceptions: Set<String> = []

    /// A literal `"WORD …` followed, in the same literal, by `\(` or, after it closes, by `+`; or a
    /// fixed line handed to the session, `run("WORD…")` / `execute("WORD…")` (`run("cancel")`).
    struct Scanner {
        let pattern: NSRegularExpression

        init(words: [String]) throws {
            let alternatives = Set(words).sorted().map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
            let built = #""(?:"# + alternatives + #") [^"\n]*(?:\\\(|"\s*\+)"#
            let fixed = #"\b(?:run|execute)\("(?:"# + alternatives + #")(?: [^"\\\n]*)?"\)"#
            pattern = try NSRegularExpression(pattern: built + "|" + fixed)
        }

        /// `file: literal` for each command text built in `text` (comments are not code).
        func hits(in text: String, file: String) -> [String] {
            var hits: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let code = String(line)
                if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                let range = NSRange(code.startIndex..., in: code)
                for match in pattern.matches(in: code, range: range) {
                    hits.append(file + ": " + (code as NSString).substring(with: match.range))
                }
            }
            return hits
        }
    }

    static func scanner() throws -> Scanner {
        try Scanner(words: CommandTable.shared.commands.compactMap(\.path.first))
    }

    @Test func noFrontEndBuildsACommandLine() throws {
        let scanner = try Self.scanner()
        var hits: [String] = []
        for folder in Self.folders {
            for path in SourceLayoutTests.swiftFiles(under: folder) {
                let text = try String(contentsOf: BinaryRunner.root.appendingPathComponent(path), encoding: .utf8)
                hits += scanner.hits(in: text, file: path)
            }
        }
        let new = hits.filter { !Self.knownExceptions.contains($0) }
        let newList = new.joined(separator: "\n"), goneList = Self.knownExceptions.subtracting(hits).sorted().joined(separator: "\n")
        #expect(new.isEmpty, "command text built outside the command layer (give the session a command value):\n\(newList)")
        #expect(goneList.isEmpty, "known exceptions no longer in the code: remove them from the list:\n\(goneList)")
    }

    /// The scanner catches what it is for: a planted line built by interpolation and by `+`, and
    /// leaves alone a value, a comment and a message that is not a command.
    @Test func theScanCatchesAPlantedCommandLine() throws {
        let scanner = try Self.scanner()
        let planted = #"""
            try store.execute("purchase " + CommandText.quote(id))
            try run("refund t\(identifier)")
            try run("catalog load \(path)")
            try run("cancel")
            try store.execute("appstore sync")
            try store.execute(PurchaseCommand(ProductID(id)))
            /// run("purchase \(id)") in a comment
            let message = "no such thing"
            """#
        let hits = scanner.hits(in: planted, file: "Planted.swift")
        #expect(hits == [#"Planted.swift: "purchase " +"#, #"Planted.swift: "refund t\("#, #"Planted.swift: "catalog load \("#,
                         #"Planted.swift: run("cancel")"#, #"Planted.swift: execute("appstore sync")"#])
    }
}
