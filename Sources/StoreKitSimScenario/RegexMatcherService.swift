import StoreKitSimSystem

/// The matcher process's side of ` (re)` matching: the executable started again in its hidden
/// `regex-matcher` mode by `RegexHelpers`, reading match requests on standard input and answering
/// each with one byte on standard output, until end of file.
///
/// A match runs here because Swift's `Regex` backtracks and cannot be interrupted (task
/// cancellation is not checked inside a match): a pattern such as `(a|a)*b` can run for hours on a
/// line of forty characters. In a process of its own it can be stopped with SIGKILL, its memory and
/// thread returned at once, where a thread of the runner could only be abandoned.
public enum RegexMatcherService {
    /// The byte written once at start, so the budget of the first match never counts start-up.
    static let ready: UInt8 = 0x52
    static let matched: UInt8 = 1, notMatched: UInt8 = 0, invalid: UInt8 = 2
    /// A pattern or a line longer than this (16 MiB) is a broken request: the service ends.
    static let maximumLength = 1 << 24
    /// Compiled patterns kept; past it the cache starts again (a helper lives across files).
    static let cacheLimit = 512

    /// One request: the pattern, then the line, each as a 4-byte big-endian length and UTF-8.
    static func request(_ pattern: String, _ subject: String) -> [UInt8] {
        var bytes: [UInt8] = []
        for text in [pattern, subject] {
            let utf8 = Array(text.utf8)
            let count = UInt32(truncatingIfNeeded: utf8.count)
            bytes += [UInt8(count >> 24), UInt8(count >> 16 & 0xff), UInt8(count >> 8 & 0xff), UInt8(count & 0xff)]
            bytes += utf8
        }
        return bytes
    }

    /// Serves requests on `input` and `output` until end of file or a broken request; the exit status.
    public static func serve(input: Int32 = System.standardInput, output: Int32 = System.standardOutput) -> Int32 {
        guard System.writeAll(output, [ready]) == nil else { return 1 }
        var compiled: [String: Regex<AnyRegexOutput>] = [:]
        while let pattern = readText(input), let subject = readText(input) {
            let answer: UInt8
            if let regex = compiled[pattern] {
                answer = (try? regex.wholeMatch(in: subject)) != nil ? matched : notMatched
            } else if let regex = try? Regex(pattern) {
                if compiled.count >= cacheLimit { compiled.removeAll() }
                compiled[pattern] = regex
                answer = (try? regex.wholeMatch(in: subject)) != nil ? matched : notMatched
            } else {
                answer = invalid
            }
            guard System.writeAll(output, [answer]) == nil else { return 1 }
        }
        return 0
    }

    /// A length-prefixed string, or nil at end of file or for a length past `maximumLength`.
    private static func readText(_ fd: Int32) -> String? {
        guard let header = readExactly(fd, 4) else { return nil }
        let count = header.reduce(0) { $0 << 8 | Int($1) }
        guard count <= maximumLength else { return nil }
        guard let bytes = readExactly(fd, count) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func readExactly(_ fd: Int32, _ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let result = bytes.withUnsafeMutableBytes { System.read(fd, into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            switch result {
            case .success(0): return nil
            case .success(let got): filled += got
            case .failure: return nil
            }
        }
        return bytes
    }
}
