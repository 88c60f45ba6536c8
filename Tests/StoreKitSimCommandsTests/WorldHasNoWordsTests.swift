import Foundation
import Testing
@testable import StoreKitSimCommands

/// The world module holds no words for people: no hints, no messages, no command names. The
/// command layer words every event and error, so a second vocabulary (StoreKit 2, diagrams) can tell
/// the same happenings without untangling English from the rules.
@Suite struct WorldHasNoWordsTests {
    /// Every Swift file of Sources/StoreKitSim, with its text.
    static func worldSources() throws -> [(name: String, text: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StoreKitSim")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return try files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
            .map { ($0.path.replacingOccurrences(of: root.path + "/", with: ""), try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The string literals of a source text (single-line ones, which is all the module uses).
    static func literals(_ text: String) -> [String] {
        text.matches(of: /"((?:[^"\\\n]|\\.)*)"/).map { String($0.output.1) }
    }

    @Test func theWorldsSourcesAreFound() throws {
        let sources = try Self.worldSources()
        #expect(sources.count > 40)
        #expect(sources.contains { $0.name == "World/World.swift" })
    }

    @Test func noHintsNoMessages() throws {
        for (name, text) in try Self.worldSources() {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(line.range(of: "hint", options: .caseInsensitive) == nil, "\(name):\(number + 1): \(line)")
                #expect(!line.contains("message:"), "\(name):\(number + 1): \(line)")
            }
        }
    }

    @Test func noQuotedCommandWords() throws {
        let names = Set(CommandTable.shared.commands.map(\.name))
        let words = Set(CommandTable.shared.topLevelWords)
        for (name, text) in try Self.worldSources() {
            for literal in Self.literals(text) {
                #expect(!names.contains(literal) || literal.allSatisfy(\.isUppercase), "\(name): \"\(literal)\" is a command")
                for quoted in literal.matches(of: /'([a-z-]+)/) {
                    #expect(!words.contains(String(quoted.output.1)), "\(name): \"\(literal)\" quotes the command '\(quoted.output.1)'")
                }
            }
        }
    }

    @Test func theScanWouldSeeAHint() {
        // The scans above must fail on the kind of line the world used to hold.
        let old = #"throw CommandError(code: "x", message: "no sheet", hint: "'fetch' first")"#
        #expect(old.range(of: "hint", options: .caseInsensitive) != nil && old.contains("message:"))
        #expect(Self.literals(old).contains("'fetch' first"))
        #expect(Self.literals(old).contains { $0.contains("'fetch") } && CommandTable.shared.topLevelWords.contains("fetch"))
    }
}
