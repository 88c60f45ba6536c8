#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call, kept as strerror(3)'s words so callers can put them in a located error
/// without importing the C library themselves.
public struct SystemError: Error, Sendable, Equatable {
    /// strerror(3)'s words for the errno, or why the call was refused (not a regular file, too large).
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    /// The words for the current errno.
    static func current() -> SystemError {
        SystemError(reason: System.errorText(errno))
    }
}
