import Foundation
import Testing
@testable import StoreKitSimCommands

/// Only regular files are read, up to a limit: a FIFO, a device or a directory is refused at
/// once (a FIFO used to block forever, /dev/zero to grow without end).
@Suite struct FileContentsTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-contents-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func failure(_ path: String, limit: Int = FileContents.limit) -> FileContents.Failure? {
        do { _ = try FileContents.read(path, limit: limit); return nil } catch { return error }
    }

    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let path = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o644) == 0)
        #expect(failure(path) == .system("it is a FIFO (named pipe), not a regular file"))
    }

    @Test func devicesAndDirectoriesAreRefused() {
        #expect(failure("/dev/zero") == .system("it is a device, not a regular file"))
        #expect(failure("/dev/null") == .system("it is a device, not a regular file"))
        #expect(failure(folder.path) == .directory)
    }

    @Test func aFileOverTheLimitIsRefused() throws {
        let path = folder.appendingPathComponent("big").path
        try Data(repeating: 0x61, count: 11).write(to: URL(fileURLWithPath: path))
        #expect(failure(path, limit: 10) == .system("it is larger than 10 bytes, the most that is read"))
        #expect(failure(path, limit: 11) == nil)
        #expect(truncate(path, off_t(17 * 1024 * 1024)) == 0)
        #expect(failure(path) == .system("it is larger than 16 MiB, the most that is read"))
    }

    @Test func aRegularFileIsReadWhole() throws {
        let path = folder.appendingPathComponent("ok").path
        let bytes = (0..<200_000).map { UInt8($0 % 251) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try FileContents.read(path) == bytes)
    }
}
