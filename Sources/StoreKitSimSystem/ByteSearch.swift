#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's byte searches and comparisons (memchr(3), memcmp(3)), which read a word or a
/// vector at a time, for loops that run over every byte of every scenario file.
public enum ByteSearch {
    /// The offset of the first `byte` in `buffer` at or after `start`, or nil.
    public static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Whether the two runs hold the same bytes.
    public static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let left = a.baseAddress, let right = b.baseAddress else { return true } // both empty
        return memcmp(left, right, a.count) == 0
    }

    /// Whether `a` sorts before `b` in byte order (a prefix before the longer run), as
    /// `lexicographicallyPrecedes` says, compared with memcmp(3) instead of byte by byte.
    public static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0, let left = a.baseAddress, let right = b.baseAddress {
            let order = memcmp(left, right, common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }

    /// `precedes` of two strings' UTF-8 bytes (the byte order of paths and file names).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { left in b.withUTF8 { right in precedes(left, right) } }
    }

    /// Whether every byte is ASCII (below 0x80), read 32 bytes at a time (then eight, then one).
    public static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        // Four words at a time, their high bits gathered before one test.
        while offset + 32 <= buffer.count {
            let words = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
                | raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
            if words & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 32
        }
        while offset + 8 <= buffer.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < buffer.count {
            if buffer[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }
}
