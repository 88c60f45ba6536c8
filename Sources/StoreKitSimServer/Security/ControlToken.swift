/// The secret every request under `/storekit-sim/v1/` must carry (`Authorization: Bearer TOKEN`):
/// whoever can run commands can read the in-app purchase key, write files in the server's folder
/// and make it send notifications, so the control side answers only the process that started the
/// server (or whoever it gave the token to).
///
/// Made fresh per start from the operating system's random source (SystemRandomNumberGenerator is
/// getrandom(2) on Linux, arc4random on Darwin): 32 bytes, 64 lowercase hexadecimal digits.
public struct ControlToken: Sendable, Equatable {
    public let text: String

    /// A given token (`serve --token` for CI).
    public init(_ text: String) {
        self.text = text
    }

    /// A new random token.
    public static func random() -> ControlToken {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for _ in 0..<32 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return ControlToken(String(decoding: hex, as: UTF8.self))
    }

    /// Whether `candidate` is this token, in time that depends on the candidate's length only, never
    /// on how many of its leading bytes are right (a timing attack could otherwise guess the token
    /// byte by byte).
    public func matches<Candidate: Collection<UInt8>>(_ candidate: Candidate) -> Bool {
        let expected = Array(text.utf8)
        var difference: UInt8 = expected.count == candidate.count ? 0 : 1
        var index = 0
        for byte in candidate {
            difference |= byte ^ expected[index % max(expected.count, 1)]
            index += 1
        }
        return difference == 0 && !expected.isEmpty
    }
}
