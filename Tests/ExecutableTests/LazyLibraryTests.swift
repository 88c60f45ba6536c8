#if os(Linux)
import Foundation
import Testing
import TestSupport

/// Start-up maps only what every command needs (issue 11 budgets start-up at 4 ms above
/// /bin/true). Measured on a 2-core machine, linking libcrypto cost every command about 1.8 ms,
/// libedit 0.75 ms, libxml2 (with ICU, zlib and lzma) 1.1 ms and Foundation 1.6 ms, though only
/// signing needs libcrypto, only the REPL on a terminal libedit, and only `catalog load` of a
/// property list libxml2, and only delivery of notifications to a URL libcurl; nothing needs Foundation. The dynamic loader's own log
/// (`LD_DEBUG=files`, ld.so(8)) shows which shared objects a run maps. (macOS links the three
/// libraries, so this is Linux's test.)
@Suite struct LazyLibraryTests {
    /// The shared objects the run mapped, by name (`file=NAME [0];  needed by …`).
    func loaded(_ arguments: [String], input: String = "") throws -> (names: Set<String>, stdout: String) {
        let result = try BinaryRunner.run(arguments, stdin: Data(input.utf8), environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        var names = Set<String>()
        for line in result.stderr.split(separator: "\n") {
            guard let start = line.range(of: "file=") else { continue }
            names.insert(String(line[start.upperBound...].prefix { $0 != " " }))
        }
        // The log is there at all: the C library is always mapped.
        #expect(names.contains("libc.so.6"), "no LD_DEBUG log: \(result.stderr.prefix(300))")
        return (names, result.stdout)
    }

    func has(_ names: Set<String>, _ prefix: String) -> Bool { names.contains { $0.hasPrefix(prefix) } }

    /// What no command that reads no property list, signs nothing and edits no line may map.
    func lazyOnes(_ names: Set<String>) -> [String] {
        ["libcrypto", "libedit", "libxml2", "libcurl", "libmicrohttpd", "libicu", "libFoundation", "lib_FoundationICU"].filter { has(names, $0) }
    }

    @Test func versionMapsNoneOfTheLazyLibrariesNorFoundation() throws {
        let run = try loaded(["--version"])
        #expect(lazyOnes(run.names) == [], "\(run.names.sorted())")
    }

    @Test func onePipedCommandMapsNoneOfTheLazyLibrariesNorFoundation() throws {
        let run = try loaded([], input: "status\n")
        #expect(lazyOnes(run.names) == [], "\(run.names.sorted())")
    }

    @Test func aCommandThatSignsLoadsLibcryptoThenButNotLibedit() throws {
        let run = try loaded([], input: "status\nsigning root\n")
        #expect(has(run.names, "libcrypto"), "\(run.names.sorted())")
        #expect(!has(run.names, "libedit") && !has(run.names, "libxml2"), "\(run.names.sorted())")
        #expect(run.stdout.contains("-----BEGIN CERTIFICATE-----\n"))
    }

    @Test func settingANotificationURLLoadsLibcurlThenButNotLibedit() throws {
        // A URL nothing listens on: libcurl parses it and tries the port, and the command fails.
        let result = try BinaryRunner.run([], stdin: Data("notifications url http://127.0.0.1:1/\n".utf8), environment: ["LD_DEBUG": "files"])
        let names = Set(result.stderr.split(separator: "\n").compactMap { line -> String? in
            line.range(of: "file=").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
        })
        #expect(has(names, "libcurl"), "\(names.sorted())")
        #expect(!has(names, "libedit") && !has(names, "libxml2"), "\(names.sorted())")
    }

    @Test func loadingAPropertyListLoadsLibXML2ThenOnly() throws {
        let plist = BuiltBinary.root + "/scenarios/catalogs/Products.plist"
        let run = try loaded([], input: "catalog load '\(plist)'\n")
        #expect(has(run.names, "libxml2"), "\(run.names.sorted())")
        #expect(!has(run.names, "libcrypto"), "\(run.names.sorted())")
    }
}
#endif
