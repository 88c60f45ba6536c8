import Foundation
import Testing

/// Rules of the source tree itself, read from the package root.
@Suite struct SourceLayoutTests {
    static let limit = 150

    /// Every Swift file under a folder, relative to the package root.
    static func swiftFiles(under folder: String) -> [String] {
        let root = BinaryRunner.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    /// No line over 150 characters: a long discussion string is a multi-line literal, a long call is
    /// broken after a comma, so a diff shows what changed and a review needs no horizontal scrolling.
    @Test func noSourceLineIsLongerThan150Characters() throws {
        var long: [String] = []
        for path in ["Package.swift"] + Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") {
            let text = try String(contentsOf: BinaryRunner.root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.count > Self.limit {
                long.append("\(path):\(number + 1): \(line.count) characters")
            }
        }
        #expect(long.isEmpty, "\(long.count) lines over \(Self.limit) characters:\n\(long.prefix(20).joined(separator: "\n"))")
    }
}
