import Foundation

/// A fresh folder under the system temporary directory, removed when the test is done with it.
public final class TemporaryFolder {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "skscenario-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` (or raw bytes) at a path relative to the folder, creating folders; returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String {
        write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    public func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = path + "/" + relative
        let folder = (full as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }

    public func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path + "/" + relative) ?? Data(), as: UTF8.self)
    }
}

/// The one seeded generator of the tests: a small deterministic generator (SplitMix64) so property tests repeat exactly.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
