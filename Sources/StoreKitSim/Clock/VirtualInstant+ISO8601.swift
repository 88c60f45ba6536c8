extension VirtualInstant {
    /// An instant written as the clock prints it, `2026-01-01T00:00:00Z` (UTC, whole seconds, a
    /// `Z`), from 1970 to 9999; nil for any other text (`clock start`, `serve --clock-start`).
    public init?(iso8601 text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            guard bytes[range].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
            return Int64(String(decoding: bytes[range], as: UTF8.self))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
              let minute = number(14..<16), let second = number(17..<19), year >= 1970, (1...12).contains(month),
              (1...CivilDate.daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        self.init(seconds: CivilDate(year: year, month: month, day: day, secondOfDay: hour * 3600 + minute * 60 + second).seconds)
    }
}
