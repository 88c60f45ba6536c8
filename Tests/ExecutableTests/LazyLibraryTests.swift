#if os(Linux)
import Foundation
import Testing

/// libcrypto and libedit are loaded on first use, not at start-up: linking them cost every
/// command about 1.8 ms and 0.75 ms, though only signing needs the one and only the REPL on a
/// terminal the other. The dynamic loader's own log (`LD_DEBUG=files`, ld.so(8)) shows which
/// shared objects a run maps. (macOS links both, so this is Linux's test.)
@Suite struct LazyLibraryTests {
    /// The shared objects the run mapped, by name (`file=NAME [0];  needed by …`).
    func loaded(_ arguments: [String], input: String = "") throws -> (names: Set<String>, stdout: String) {
        let result = try BinaryRunner.run(arguments, stdin: Data(input.utf8), environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr)")
        var names = Set<String>()
        for line in result.stderr.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            names.insert(String(line[start.upperBound...].prefix { $0 != " " }))
        }
        // The log is there at all: the C library is always mapped.
        #expect(names.contains("libc.so.6"), "no LD_DEBUG log: \(result.stderr.prefix(300))")
        return (names, result.stdout)
    }

    func crypto(_ names: Set<String>) -> Bool { names.contains { $0.hasPrefix("libcrypto") } }
    func edit(_ names: Set<String>) -> Bool { names.contains { $0.hasPrefix("libedit") } }

    @Test func versionLoadsNeitherLibcryptoNorLibedit() throws {
        let run = try loaded(["--version"])
        #expect(!crypto(run.names) && !edit(run.names), "\(run.names.sorted())")
    }

    @Test func onePipedCommandLoadsNeitherLibcryptoNorLibedit() throws {
        let run = try loaded([], input: "status\n")
        #expect(!crypto(run.names) && !edit(run.names), "\(run.names.sorted())")
    }

    @Test func aCommandThatSignsLoadsLibcryptoThenButNotLibedit() throws {
        let run = try loaded([], input: "status\nsigning root\n")
        #expect(crypto(run.names), "\(run.names.sorted())")
        #expect(!edit(run.names), "\(run.names.sorted())")
        #expect(run.stdout.contains("-----BEGIN CERTIFICATE-----\n"))
    }
}
#endif
