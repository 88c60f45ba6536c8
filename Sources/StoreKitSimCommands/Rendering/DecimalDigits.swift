/// An integer's decimal digits, as `String(value)` writes them, on the stack: the lines built
/// by `LineText` and the line and column of every diagnostic take their numbers from here, with
/// no string made for a number.
enum DecimalDigits {
    /// `value`'s digits (and sign) handed to `body`, written from the end of a buffer as long as
    /// the longest `Int` (a sign and 20 digits).
    static func with<Result>(_ value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { raw in
            var magnitude = value.magnitude
            var start = raw.count
            repeat {
                start -= 1
                raw[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                raw[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[start...]))
        }
    }
}
