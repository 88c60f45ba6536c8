import Foundation
import Testing
import TestSupport

/// Files the tool writes (`--junit`, `record`, `diagram -o`, `test --html`, `--update`) are
/// replaced atomically and only when they are regular files: a FIFO or a device named by mistake
/// is refused with a message and left as it was, and a symbolic link is written through.
@Suite struct WriteHazardTests {
    static func fixture() -> (TemporaryFolder, String) {
        let folder = TemporaryFolder()
        let scenario = folder.write("a.scenario", "> echo ok\nok\n")
        return (folder, scenario)
    }

    func expectFIFOKept(_ path: String) {
        var info = stat()
        #expect(lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "\(path) is still a FIFO")
    }

    @Test func junitRefusesAFIFO() throws {
        let (folder, scenario) = Self.fixture()
        let fifo = folder.path + "/report.xml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try BuiltBinary.run(["test", "--junit", fifo, scenario], timeout: 20)
        #expect(result.status == 2)
        // Named as given (not `report.xml:1:1:`), saying which file the run could not write.
        #expect(result.stderr.contains("\(fifo): error: cannot write the JUnit report: it is a FIFO (named pipe), not a regular file"),
                "\(result.stderr)")
        expectFIFOKept(fifo)
    }

    @Test func recordRefusesAFIFO() throws {
        let (folder, _) = Self.fixture()
        let fifo = folder.path + "/r.scenario"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try BuiltBinary.run([], input: "record \(fifo)\necho hi\n", timeout: 20)
        #expect(result.status == 1)
        #expect(result.stderr.contains("it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        expectFIFOKept(fifo)
    }

    @Test func diagramRefusesAFIFOAndWritesThroughALink() throws {
        let (folder, scenario) = Self.fixture()
        let fifo = folder.path + "/d.svg"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try BuiltBinary.run(["diagram", scenario, "-o", fifo], timeout: 20)
        #expect(result.status != 0)
        #expect(result.stderr.contains("it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        expectFIFOKept(fifo)
        folder.write("real.mmd", "old")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.mmd", withDestinationPath: "real.mmd")
        let linked = try BuiltBinary.run(["diagram", scenario, "-o", folder.path + "/link.mmd"], timeout: 20)
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(folder.read("real.mmd").hasPrefix("sequenceDiagram"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link.mmd")) == "real.mmd")
    }

    @Test func htmlRefusesAFIFOInItsFolder() throws {
        let (folder, scenario) = Self.fixture()
        let report = folder.path + "/html"
        try FileManager.default.createDirectory(atPath: report, withIntermediateDirectories: true)
        #expect(mkfifo(report + "/index.html", 0o600) == 0)
        let result = try BuiltBinary.run(["test", "--html", report, scenario], timeout: 20)
        #expect(result.status == 2)
        #expect(result.stderr.contains("it is a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        expectFIFOKept(report + "/index.html")
    }

    @Test func updateWritesThroughALinkAndRefusesADevice() throws {
        let (folder, _) = Self.fixture()
        folder.write("real/b.scenario", "> echo new\nold\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b.scenario", withDestinationPath: "real/b.scenario")
        let result = try BuiltBinary.run(["test", "--update", folder.path + "/b.scenario"], timeout: 20)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(folder.read("real/b.scenario") == "> echo new\nnew\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/b.scenario")) == "real/b.scenario")
        let junit = try BuiltBinary.run(["test", "--junit", "/dev/null", folder.path + "/a.scenario"], timeout: 20)
        #expect(junit.status == 2)
        #expect(junit.stderr.contains("it is a device, not a regular file"), "\(junit.stderr)")
    }
}
