/// `notificationUUID`s from the world's signing seed and the notification's number: the same
/// session gives the same ids on every run, and servers that detect duplicates by this id see
/// retries of one notification under one id.
public enum NotificationUUID {
    /// A version 4 UUID (RFC 9562 §5.4: version and variant bits set) in lowercase.
    public static func make(seed: String, number: Int) -> String {
        // FNV-1a over the seed, then two SplitMix64 outputs keyed by the number.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var state = hash ^ (UInt64(truncatingIfNeeded: number) &* 0x9e37_79b9_7f4a_7c15)
        var high = splitMix(&state), low = splitMix(&state)
        high = (high & ~0xf000) | 0x4000
        low = (low & ~(0xc000_0000_0000_0000 as UInt64)) | 0x8000_0000_0000_0000
        let hex = digits(high) + digits(low)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return parts.map(String.init).joined(separator: "-")
    }

    static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// Sixteen lowercase hex digits.
    static func digits(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
