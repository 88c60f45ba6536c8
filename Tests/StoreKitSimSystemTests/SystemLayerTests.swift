import Foundation
import Testing
import TestSupport
@testable import StoreKitSimSystem

/// The system layer: the only code that imports the C library, and what it does with files.
@Suite struct SystemLayerTests {

    @Test func onlyTheSystemLayerImportsTheCLibrary() throws {
        let sources = BuiltBinary.root + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 100, "found the sources")
        var offenders: [String] = []
        for file in files where !file.hasPrefix("StoreKitSimSystem/") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            if text.contains("import Glibc") || text.contains("import Darwin") {
                offenders.append("Sources/" + file)
            }
        }
        #expect(offenders == [], "only Sources/StoreKitSimSystem may import Glibc or Darwin")
        let layer = files.filter { $0.hasPrefix("StoreKitSimSystem/") }
        for file in layer {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            if text.contains("import Glibc") {
                #expect(text.contains("#elseif canImport(Darwin)\nimport Darwin"), "\(file) has a Darwin branch mirroring Glibc")
            }
        }
    }

    @Test func readRefusesAFIFOAtOnceAndReadsARegularFile() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: FileContents.Failure.system("it is a FIFO (named pipe), not a regular file")) { try FileContents.read(fifo) }
        #expect(throws: FileContents.Failure.directory) { try FileContents.read(folder.path) }
        let file = folder.write("a.txt", "hello\n")
        #expect(try FileContents.read(file) == Array("hello\n".utf8))
        #expect(throws: FileContents.Failure.system("it is larger than 3 bytes, the most that is read")) { try FileContents.read(file, limit: 3) }
    }

    @Test func replaceWritesThroughASymbolicLinkAndKeepsTheLink() throws {
        let folder = TemporaryFolder()
        let real = folder.write("real/target.scenario", "old\n")
        let link = folder.path + "/link.scenario"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/target.scenario")
        try AtomicFile.replace(link, with: Array("new\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/target.scenario", "still a link")
        #expect(folder.read("real/target.scenario") == "new\n")
        // The temporary file was made next to the target, and nothing is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/real") == ["target.scenario"])
        #expect(AtomicFile.realTarget(link) == AtomicFile.realTarget(real), "two paths to one file share the temporary name")
    }

    @Test func replaceRefusesAFIFOAndADeviceAndKeepsThem() throws {
        let folder = TemporaryFolder()
        let fifo = folder.path + "/report.xml"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: SystemError(reason: "it is a FIFO (named pipe), not a regular file")) { try AtomicFile.replace(fifo, with: [1]) }
        #expect(FileKind(path: fifo) == .fifo, "the FIFO is still there")
        #expect(throws: SystemError(reason: "it is a device, not a regular file")) { try AtomicFile.replace("/dev/null", with: [1]) }
        #expect(FileKind(path: "/dev/null") == .device)
        #expect(throws: SystemError(reason: "it is a directory")) { try AtomicFile.replace(folder.path, with: [1]) }
    }

    @Test func replaceRemovesLeftoversOfKilledRunsOnly() throws {
        let folder = TemporaryFolder()
        let file = folder.write("a.scenario", "old\n")
        // A pid that cannot be running (above the kernel's pid_max), and this test process's parent, which runs.
        folder.write(".a.scenario.2147483000.tmp", "half")
        let live = AtomicFile.temporaryName("a.scenario", pid: getppid())
        folder.write(live, "someone else's")
        folder.write(".b.scenario.2147483000.tmp", "another file's")
        try AtomicFile.replace(file, with: Array("new\n".utf8))
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == ["a.scenario", live, ".b.scenario.2147483000.tmp"])
        #expect(folder.read("a.scenario") == "new\n")
    }

    @Test func replaceKeepsTheModeAndReportsAFullDisk() throws {
        let folder = TemporaryFolder()
        let file = folder.write("x.sh", "old\n")
        #expect(chmod(file, 0o751) == 0)
        try AtomicFile.replace(file, with: Array("new\n".utf8))
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o751)
        #expect(System.writeAll(Int32(open("/dev/full", O_WRONLY)), "x") == SystemError(reason: "No space left on device"))
    }

    @Test func directoryListsSortedWithFolders() {
        let folder = TemporaryFolder()
        folder.write("b/x", "")
        folder.write("a", "")
        folder.write(".hidden", "")
        #expect(Directory.entries(folder.path) == [.init(name: ".hidden", isDirectory: false), .init(name: "a", isDirectory: false),
            .init(name: "b", isDirectory: true)])
        #expect(Directory.entries(folder.path + "/missing") == nil)
    }

    /// A folder's type comes from readdir, but a symbolic link is followed: to a folder it is one,
    /// to a file or to nothing it is not; either way it is marked as a link.
    @Test func directoryFollowsSymbolicLinks() {
        let folder = TemporaryFolder()
        folder.write("real/x", "")
        folder.write("file", "")
        #expect(symlink("real", folder.path + "/to-folder") == 0)
        #expect(symlink("file", folder.path + "/to-file") == 0)
        #expect(symlink("nowhere", folder.path + "/dangling") == 0)
        #expect(Directory.entries(folder.path) == [.init(name: "dangling", isDirectory: false, isSymbolicLink: true),
            .init(name: "file", isDirectory: false), .init(name: "real", isDirectory: true),
            .init(name: "to-file", isDirectory: false, isSymbolicLink: true), .init(name: "to-folder", isDirectory: true, isSymbolicLink: true)])
    }
}
