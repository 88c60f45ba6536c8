import Foundation

/// Runs one `BadInputCase` against the built binary in a folder of its own, with a time limit.
///
/// stdin, stdout and stderr are files, not pipes, so nothing can block on a full pipe; the
/// process is killed at the time limit and the case reports a hang.
enum BadInputRunner {
    struct Outcome {
        var status: Int32
        var crashed: Bool
        var hung: Bool
        var stderr: String
        var stdout: String
    }

    static func run(_ testCase: BadInputCase, timeout: TimeInterval = 10) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var arguments: [String] = []
        var stdin: [UInt8] = []
        switch testCase.input {
        case .batch(let bytes):
            stdin = bytes
        case .catalog(let name, let bytes):
            try Data(bytes).write(to: folder.appendingPathComponent(name))
            stdin = Array("catalog load \(name)\n".utf8)
        case .files(let setups, let args, let input):
            for setup in setups { try create(setup, in: folder) }
            arguments = args
            stdin = input
        }
        let inURL = folder.appendingPathComponent(".stdin"), outURL = folder.appendingPathComponent(".stdout"),
            errURL = folder.appendingPathComponent(".stderr")
        try Data(stdin).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let process = Process()
        process.executableURL = try BinaryRunner.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = nil // CI sets it for the test run; `--update` cases must not see it
        process.environment = environment
        let input = try FileHandle(forReadingFrom: inURL), output = try FileHandle(forWritingTo: outURL), error = try FileHandle(forWritingTo: errURL)
        defer { try? input.close(); try? output.close(); try? error.close() }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var hung = false
        while process.isRunning {
            if Date() > deadline {
                hung = true
                process.terminate()
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        let stderr = String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self)
        let stdout = String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self)
        return Outcome(status: process.terminationStatus, crashed: !hung && process.terminationReason == .uncaughtSignal,
                       hung: hung, stderr: stderr, stdout: stdout)
    }

    private static func create(_ setup: FileSetup, in folder: URL) throws {
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        switch setup {
        case .file(let name, let bytes):
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent(name))
        case .fifo(let name):
            guard mkfifo(path(name), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .directory(let name):
            try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
        case .symlink(let name, let target):
            try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
        case .sparse(let name, let size):
            guard FileManager.default.createFile(atPath: path(name), contents: nil), truncate(path(name), off_t(size)) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
        }
    }
}
