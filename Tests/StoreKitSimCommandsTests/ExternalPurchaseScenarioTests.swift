import Foundation
import Testing
import StoreKitSim
@testable import StoreKitSimCommands

/// Runs scenarios/external-purchase/*.scenario through a Session and compares each command's
/// output with the transcript, exactly (these files use no matchers), until the shared scenario
/// runner takes over. Also checks the design card's lines on the built-in world.
struct ExternalPurchaseScenarioTests {
    static let folder: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/scenarios/external-purchase"
    }()

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".scenario") }.sorted()
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    @Test(arguments: files)
    func transcript(_ name: String) {
        let lines = Self.read(Self.folder + "/" + name).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sink = CollectingSink()
        let session = Session(sink: sink)
        var index = 0
        var commands = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.hasPrefix("> ") else { continue }
            commands += 1
            var expected: [String] = []
            while index < lines.count, !lines[index].hasPrefix("> "), !lines[index].hasPrefix("#"), !lines[index].isEmpty {
                let text = lines[index]
                expected.append(text.hasPrefix("\\") ? String(text.dropFirst()) : text)
                index += 1
            }
            session.execute(String(line.dropFirst(2)))
            #expect(sink.take() == expected, "\(name): \(line)")
        }
        #expect(commands > 0, "\(name) has no commands")
    }

    @Test func designCardLinesOnTheBuiltInWorld() {
        let sink = CollectingSink()
        let session = Session(sink: sink)
        session.execute("eligible")
        #expect(sink.take() == ["isEligible false", "reason com.apple.developer.storekit.external-purchase-link does not cover USA (only EU-27)"])
        for line in ["token SERVICES", "notice within-app"] {
            session.execute(line)
            let output = sink.take()
            #expect(output.first?.hasPrefix("error: ") == true && output.first?.contains("not eligible") == true, "\(line)")
        }
        session.execute("storefront set FRA")
        _ = sink.take()
        session.execute("notice within-app")
        #expect(sink.take() == ["sheet notice within-app"])
        session.execute("cancel")
        #expect(sink.take() == ["cancelled"])
    }
}
