import Foundation
import TestSupport

/// Runs the built storekit-sim binary with bytes on stdin, as a user's pipe would.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (from the one locator in TestSupport).
    static let root = URL(fileURLWithPath: BuiltBinary.root)

    /// The debug binary the README's test command builds (TestSupport's `BuiltBinary`).
    static var binary: URL {
        get throws {
            guard BuiltBinary.exists else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "build storekit-sim first: swift build"])
            }
            return URL(fileURLWithPath: BuiltBinary.path)
        }
    }

    /// Runs with a time limit so a hang fails the test instead of stalling the suite. The limit is
    /// generous: a full parallel run on the shared 2-core machine, loaded by other work, has taken
    /// a small batch over 20 s.
    static func run(_ arguments: [String] = [], stdin: Data = Data(), environment: [String: String] = [:],
        timeout: TimeInterval = 60) throws -> Result {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil // as BuiltBinary: set it only where a test asks for it
        env.merge(environment) { $1 }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes concurrently so a large output cannot fill a pipe and block the child, each
        // on a thread of its own: blocked on Dispatch's shared pool, many tests at once could leave
        // no thread to read a finished child's pipes until the time limit.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        func onThread(_ body: @escaping @Sendable () -> Void) {
            group.enter()
            Thread { body(); group.leave() }.start()
        }
        onThread { out = output.fileHandleForReading.readDataToEndOfFile() }
        onThread { err = error.fileHandleForReading.readDataToEndOfFile() }
        Thread {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }.start()
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "storekit-sim did not finish within \(timeout) s"])
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs with stdout and stderr on one pipe (`2>&1`), returning what arrived in order.
    static func runMerged(input: String) throws -> String {
        let process = Process()
        process.executableURL = try binary
        let stdin = Pipe(), merged = Pipe()
        process.standardInput = stdin
        process.standardOutput = merged
        process.standardError = merged
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let data = merged.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func run(_ arguments: [String] = [], input: String) throws -> Result {
        try run(arguments, stdin: Data(input.utf8))
    }
}
