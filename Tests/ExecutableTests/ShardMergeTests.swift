import Foundation
import Testing
import TestSupport

/// Issue 26's shards: a suite run as 4 shards in 4 processes of the built binary, each writing
/// `--results`, merged by `report merge` into the JUnit, TAP, GitHub and HTML reports of one
/// unsharded run (timings and the HTML report's run time masked).
@Suite struct ShardMergeTests {
    /// Ten files in two folders, three failing at known lines, and a matrix file whose cases
    /// (one failing) must stay together and in order.
    static func suite(in folder: TemporaryFolder) {
        for (index, code) in ["JPN", "FRA", "DEU", "USA", "GBR"].enumerated() {
            folder.write("suite/storefronts/s\(index).scenario", """
                # Storefront \(code) by its code.
                > storefront set \(code)
                storefront \(code) * (glob)

                """)
        }
        // Fails at its command, line 2: the output names JPN, not KOR.
        folder.write("suite/storefronts/wrong.scenario", "# A wrong expectation.\n> storefront set JPN\nstorefront KOR 143466 South Korea\n")
        // Fails at its second command, line 4, after one that passes.
        folder.write("suite/products/a-wrong.scenario", """
            # Two commands, the second expecting an error that does not come.
            > storefront set JPN
            storefront JPN 143462 Japan
            > storefront set FRA
            error: unknown storefront 'FRA'

            """)
        folder.write("suite/products/b-passes.scenario", "> storefront set KOR\nstorefront KOR 143466 South Korea\n")
        folder.write("suite/products/c-matrix.scenario", """
            # A matrix: one case per storefront, the USA case expecting the wrong id.
            #| matrix code=JPN,USA,FRA
            > storefront set ${code}
            storefront ${code} 1434?? * (glob)
            #| code=USA
            storefront USA 000000 United States

            """)
        folder.write("suite/z-last.scenario", "> storefront set GBR\nstorefront GBR 143444 United Kingdom\n")
    }

    /// Runs the binary in `folder` with its output thrown away (shards run at once, so their
    /// results files are what they leave).
    static func start(_ arguments: [String], in folder: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The JUnit file without its timings.
    static func maskedJUnit(_ text: String) -> String {
        text.replacing(/time="[0-9.]+"/, with: "time=\"T\"")
    }

    /// Every file of an HTML report folder, by name, the index's run time masked.
    static func htmlFiles(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            files[name] = text.replacing(/<time datetime="[^"]*">[^<]*<\/time>/, with: "<time>T</time>")
        }
        return files
    }

    @Test func fourShardsMergeIntoTheUnshardedRunsReports() throws {
        try #require(BuiltBinary.exists, "build storekit-sim first: swift build")
        let folder = TemporaryFolder()
        Self.suite(in: folder)
        let root = folder.path

        let shards = try (1...4).map { k in
            try Self.start(["test", "--shard", "\(k)/4", "--results", "results/shard-\(k).results", "suite"], in: root)
        }
        for shard in shards { shard.waitUntilExit() }
        // Each shard ran its part; those with a failing file exit 1.
        #expect(shards.map(\.terminationStatus).allSatisfy { $0 == 0 || $0 == 1 })
        #expect(shards.contains { $0.terminationStatus == 1 })

        let reports = ["--junit", "JUNIT", "--report", "github", "--html", "HTML"]
        func args(_ kind: String) -> [String] {
            reports.map { $0 == "JUNIT" ? "\(kind).xml" : $0 == "HTML" ? "\(kind)-html" : $0 }
        }
        let whole = try BuiltBinary.run(["test", "suite"] + args("whole"), directory: root)
        let merged = try BuiltBinary.run(["report", "merge", "results"] + args("merged"), directory: root)
        let wholeTAP = try BuiltBinary.run(["test", "suite", "--tap"], directory: root)
        let mergedTAP = try BuiltBinary.run(["report", "merge", "results/shard-3.results", "results/shard-1.results",
                                             "results/shard-4.results", "results/shard-2.results", "--tap"], directory: root)

        // The unsharded run fails two files and one matrix case; the merge says the same.
        #expect(whole.status == 1)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(whole.stdout.hasSuffix("9 passed, 3 failed\n"), "\(whole.stdout)")
        // Text report with its GitHub annotations (same files, lines and diffs), TAP, its summary.
        #expect(merged.stdout == whole.stdout)
        #expect(merged.stdout.contains("::error file=suite/storefronts/wrong.scenario,line=2"), "\(merged.stdout)")
        #expect(merged.stdout.contains("::error file=suite/products/a-wrong.scenario,line=4"), "\(merged.stdout)")
        #expect(mergedTAP.stdout == wholeTAP.stdout)
        #expect(mergedTAP.stderr == wholeTAP.stderr)
        #expect(mergedTAP.stdout.contains("not ok 4 - suite/products/c-matrix.scenario [code=USA]"), "\(mergedTAP.stdout)")

        let wholeJUnit = try String(contentsOfFile: root + "/whole.xml", encoding: .utf8)
        let mergedJUnit = try String(contentsOfFile: root + "/merged.xml", encoding: .utf8)
        #expect(Self.maskedJUnit(mergedJUnit) == Self.maskedJUnit(wholeJUnit))
        #expect(wholeJUnit.contains("failures=\"3\""))

        let wholeHTML = try Self.htmlFiles(root + "/whole-html")
        let mergedHTML = try Self.htmlFiles(root + "/merged-html")
        #expect(wholeHTML.count >= 14)
        #expect(mergedHTML.keys.sorted() == wholeHTML.keys.sorted())
        for (name, text) in wholeHTML {
            #expect(mergedHTML[name] == text, "HTML file \(name) differs")
        }
    }
}
