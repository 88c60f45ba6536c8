import Foundation

/// The one locator of the built `storekit-sim` for every test suite, and a runner for it and
/// other programs as a user would start them.
///
/// The binary is the debug build that the README's test command (`scripts/test`) makes with
/// `swift build` before `swift test`; `swift test` builds it too. A suite never looks for a
/// release build: a stale one would test old code.
public enum BuiltBinary {
    /// The package root: three folders up from this file (Tests/TestSupport/BuiltBinary.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static var path: String { root + "/.build/debug/storekit-sim" }
    /// The Python of the project's own virtual environment (scripts/ensure-deps --test makes it):
    /// Apple's App Store Server Library and junitparser, never the system's Python packages.
    public static var testPython: String { root + "/Tests/python/venv/bin/python" }

    public static var exists: Bool { FileManager.default.isExecutableFile(atPath: path) }

    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs a program to completion with the given arguments, environment additions and stdin;
    /// a program still running after `timeout` seconds is killed and reported as status 124.
    public static func run(_ arguments: [String], program executable: String = path, environment: [String: String] = [:],
                           input: String? = nil, stdin bytes: [UInt8]? = nil, directory: String? = nil,
                           timeout: TimeInterval = 60) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // CI runs the tests with CI set; a child inherits it only when a test asks (`--update` refuses on CI).
        env["CI"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        // Read both pipes and write stdin concurrently so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let stdinData = bytes.map { Data($0) } ?? input.map { Data($0.utf8) } ?? Data()
        DispatchQueue.global().async {
            if !stdinData.isEmpty { try? inPipe.fileHandleForWriting.write(contentsOf: stdinData) }
            try? inPipe.fileHandleForWriting.close()
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            return Output(status: 124, stdout: "", stderr: "killed after \(timeout) s")
        }
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The full path of a program on PATH, or nil.
    public static func which(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
