import Foundation
import Testing
import TestSupport

/// libxml2 (with ICU, zlib and lzma behind it) is opened only when a property list is read:
/// commands that read none start without it (issue 11's start-up budget). The dynamic loader's
/// own account (ld.so(8), LD_DEBUG=files) names every library it opens, on stderr.
@Suite struct LazyLibraryTests {
    static func loaderLog(_ arguments: [String], stdin: String = "") throws -> String {
        let result = try BinaryRunner.run(arguments, stdin: Data(stdin.utf8), environment: ["LD_DEBUG": "files"])
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        return result.stderr
    }

    #if os(Linux)
    @Test func versionAndAPipedCommandDoNotLoadLibXML2() throws {
        for log in [try Self.loaderLog(["--version"]), try Self.loaderLog([], stdin: "status\n")] {
            #expect(log.contains("file=libc.so"), "LD_DEBUG gave no account of the libraries loaded")
            #expect(!log.contains("file=libxml2.so"))
        }
    }

    @Test func loadingAPropertyListLoadsLibXML2() throws {
        let plist = BuiltBinary.root + "/scenarios/catalogs/Products.plist"
        let log = try Self.loaderLog([], stdin: "catalog load '\(plist)'\n")
        #expect(log.contains("file=libxml2.so"))
    }
    #endif
}
