import Foundation
import TestSupport

/// A developer's server for the notification tests: Tests/python/notification_receiver.py on
/// 127.0.0.1, run by the venv's Python that scripts/ensure-deps --test makes. It logs every POST
/// as a JSON line and answers with the statuses it was given.
final class NotificationReceiver {
    struct Request: Decodable {
        var path: String
        var contentType: String?
        var body: String
    }

    static let python = BuiltBinary.testPython
    static let script = BuiltBinary.root + "/Tests/python/notification_receiver.py"

    /// Why these tests cannot run here, or nil: a missing venv is a failure, never a skip.
    static var missing: String? {
        FileManager.default.isExecutableFile(atPath: python) ? nil
            : "\(python) is missing: run scripts/ensure-deps --test (it installs Apple's App Store Server Library there)"
    }

    let process = Process()
    let input = Pipe()
    let folder = TemporaryFolder()
    let port: Int
    var log: String { folder.path + "/requests.jsonl" }

    init(answers: [Int] = [200], silent: Bool = false) throws {
        process.executableURL = URL(fileURLWithPath: Self.python)
        process.arguments = [Self.script, "--log", folder.path + "/requests.jsonl", "--answers", answers.map(String.init).joined(separator: ",")]
            + (silent ? ["--silent"] : [])
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first line is the port it listens on.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) { line += byte }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "the receiver printed no port"])
        }
        self.port = port
    }

    var url: String { "http://127.0.0.1:\(port)/notifications" }

    /// The POSTs received so far.
    func requests() throws -> [Request] {
        let text = folder.read("requests.jsonl")
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Request.self, from: Data($0.utf8)) }
    }

    /// Stops the server (closing its stdin) and waits for it.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
    }
}
