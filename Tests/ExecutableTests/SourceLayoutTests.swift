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

/// docs/architecture.md stays true to the code: its module graph is Package.swift's, and every
/// module and folder of Sources is named.
@Suite struct ArchitectureDocumentTests {
    func moduleGraph(_ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", BinaryRunner.root.appendingPathComponent("scripts/module-graph").path] + arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func theModuleGraphIsPackageSwifts() throws {
        #expect(try moduleGraph(["--check"]) == 0, "run scripts/module-graph after changing a target's dependencies")
        // A dependency added in Package.swift and not drawn fails the check.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sks-graph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try String(contentsOf: BinaryRunner.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let changed = package.replacingOccurrences(of: #".target(name: "StoreKitSimScenario", dependencies: ["#,
                                                   with: #".target(name: "StoreKitSimScenario", dependencies: ["StoreKitSimSigning", "#)
        #expect(changed != package)
        try changed.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: BinaryRunner.root.appendingPathComponent("docs/architecture.md"),
                                         to: folder.appendingPathComponent("docs/architecture.md"))
        #expect(try moduleGraph(["--check", "--root", folder.path]) == 1)
    }

    @Test func everyFolderOfSourcesIsNamed() throws {
        let text = try String(contentsOf: BinaryRunner.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let sources = BinaryRunner.root.appendingPathComponent("Sources")
        var missing: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            var named = ["Sources/\(module)"]
            for child in children.sorted() where child != "include" {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(child).path, isDirectory: &isFolder), isFolder.boolValue {
                    named.append("Sources/\(module)/\(child)")
                }
            }
            for path in named {
                let leaf = path.split(separator: "/").last.map(String.init) ?? path
                if !text.contains(path) && !text.contains("`\(leaf)`") && !text.contains("`\(leaf)/`") { missing.append(path) }
            }
        }
        #expect(missing.isEmpty, "docs/architecture.md names no \(missing)")
    }
}
