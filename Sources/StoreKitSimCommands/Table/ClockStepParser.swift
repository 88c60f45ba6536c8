import StoreKitSim

/// Parses how far `clock advance` moves: `90m`, `1h30m`, `1mo`, `1y2mo`, or an ISO 8601
/// duration (`P1M`, `P1Y2M`, `P2W`, `PT90M`, `P1DT12H`).
///
/// Months and years are calendar months, counted as subscription periods count them
/// (`ClockStep`); the other units are fixed numbers of seconds. Short units are lowercase: `m`
/// is a minute, `mo` a month. ISO 8601 writes its letters in capitals and tells months from
/// minutes by the `T` before the time part.
public enum ClockStepParser {
    /// The short units in the order the hint lists them.
    public static let shortUnits = "s (seconds), m (minutes), h (hours), d (days), w (weeks), mo (calendar months), y (calendar years)"

    /// The largest number one unit may carry: more than the clock's 8,000 years in seconds.
    static let largestNumber: Int64 = 1_000_000_000_000

    public static func step(_ text: String) -> ClockStep? {
        text.hasPrefix("P") ? iso8601(Array(text.utf8.dropFirst())) : short(Array(text.utf8))
    }

    /// `1y2mo3w4d5h6m7s`, units in any order, each a number then a unit.
    static func short(_ bytes: [UInt8]) -> ClockStep? {
        var step = ClockStep()
        var index = 0
        var sawUnit = false
        while index < bytes.count {
            guard let (number, next) = number(bytes, from: index), next < bytes.count else { return nil }
            index = next
            let unit: Unit
            switch bytes[index] {
            case UInt8(ascii: "s"): unit = .seconds(1)
            case UInt8(ascii: "h"): unit = .seconds(3_600)
            case UInt8(ascii: "d"): unit = .seconds(86_400)
            case UInt8(ascii: "w"): unit = .seconds(604_800)
            case UInt8(ascii: "y"): unit = .months(12)
            case UInt8(ascii: "m"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "o") {
                    index += 1
                    unit = .months(1)
                } else {
                    unit = .seconds(60)
                }
            default: return nil
            }
            index += 1
            guard add(number, unit, to: &step) else { return nil }
            sawUnit = true
        }
        return sawUnit ? step : nil
    }

    /// After the `P`: `nYnMnWnD`, then `T` and `nHnMnS`, each part at most once and in that order.
    static func iso8601(_ bytes: [UInt8]) -> ClockStep? {
        var step = ClockStep()
        var index = 0
        var inTime = false
        var sawPart = false
        var order = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "T") {
                guard !inTime, index + 1 < bytes.count else { return nil }
                inTime = true
                order = 0
                index += 1
                continue
            }
            guard let (number, next) = number(bytes, from: index), next < bytes.count else { return nil }
            index = next
            let units: [(UInt8, Unit)] = inTime
                ? [(UInt8(ascii: "H"), .seconds(3_600)), (UInt8(ascii: "M"), .seconds(60)), (UInt8(ascii: "S"), .seconds(1))]
                : [(UInt8(ascii: "Y"), .months(12)), (UInt8(ascii: "M"), .months(1)),
                   (UInt8(ascii: "W"), .seconds(604_800)), (UInt8(ascii: "D"), .seconds(86_400))]
            guard let position = units.firstIndex(where: { $0.0 == bytes[index] }), position >= order else { return nil }
            order = position + 1
            index += 1
            guard add(number, units[position].1, to: &step) else { return nil }
            sawPart = true
        }
        return sawPart ? step : nil
    }

    private enum Unit { case months(Int64), seconds(Int64) }

    /// The decimal number at `index` and the index after it; nil when there is none or it is too large.
    private static func number(_ bytes: [UInt8], from index: Int) -> (Int64, Int)? {
        var value: Int64 = 0
        var end = index
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
            value = value * 10 + Int64(bytes[end] - UInt8(ascii: "0"))
            guard value <= largestNumber else { return nil }
            end += 1
        }
        return end > index ? (value, end) : nil
    }

    private static func add(_ number: Int64, _ unit: Unit, to step: inout ClockStep) -> Bool {
        switch unit {
        case .months(let months):
            let (product, o1) = number.multipliedReportingOverflow(by: months)
            let (sum, o2) = step.months.addingReportingOverflow(product)
            guard !o1, !o2 else { return false }
            step.months = sum
        case .seconds(let seconds):
            let (product, o1) = number.multipliedReportingOverflow(by: seconds)
            let (sum, o2) = step.seconds.addingReportingOverflow(product)
            guard !o1, !o2 else { return false }
            step.seconds = sum
        }
        return true
    }
}

extension ValueKind {
    /// How far `clock advance` moves (`ClockStepParser`).
    public static let clockStep = ValueKind(placeholder: "DURATION",
                                            description: "a duration such as 90m, 10d, 1mo or P1Y2M") { word, _ throws(CommandError) in
        guard let step = ClockStepParser.step(word) else {
            let capitalM = !word.hasPrefix("P") && word.utf8.contains(UInt8(ascii: "M"))
            throw CommandError(code: "bad-duration", message: "'\(word)' is not a duration",
                               hint: unitHint(word) ?? (capitalM ? badStepHintForCapitalM : badStepHint))
        }
        return .clockStep(step)
    }

    /// The hints of a refused step, made once: an error costs about what a good command does.
    private static let badStepHintForCapitalM =
        "write 1mo for a calendar month (1m is a minute), or ISO 8601's P1M; the units are \(ClockStepParser.shortUnits)"
    private static let badStepHint =
        "write a number and a unit, combined as in 1h30m or 1y2mo: \(ClockStepParser.shortUnits); or ISO 8601: P1M, P1Y2M, P2W, PT90M"

    /// The step the user meant, named: a bare number (`clock advance 1 month` binds `1`, the unit
    /// a word of its own) gets the unit written onto it, and a unit spelled out (`1month`,
    /// `2days`) its short form, so the hint names the fix instead of listing the units (issue 45).
    static func unitHint(_ word: String) -> String? {
        // Read as bytes: a refused step must cost about what a good command does (issue 39's
        // error-twin target), and walking Characters for ASCII digits costs several times more.
        let bytes = word.utf8
        let digitCount = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digitCount > 0 else { return nil }
        let digits = String(decoding: bytes.prefix(digitCount), as: UTF8.self)
        guard digitCount < bytes.count else {
            // Written into one buffer: a chain of `+` or an interpolation allocated a string per
            // piece, most of this refusal's cost.
            var text: [UInt8] = []
            text.reserveCapacity(200)
            for piece in ["the unit goes right after the number, without a space: '", digits, "mo' for ", digits, " calendar month",
                          digits == "1" ? "" : "s", ", '", digits, "d' for days, '", digits, "h' for hours; the units are ",
                          ClockStepParser.shortUnits] {
                text.append(contentsOf: piece.utf8)
            }
            return String(decoding: text, as: UTF8.self)
        }
        let unit = String(decoding: bytes.dropFirst(digitCount), as: UTF8.self).lowercased()
        let spelled: [(names: [String], short: String)] = [
            (["month", "months", "mon", "mos"], "mo"), (["year", "years", "yr", "yrs"], "y"), (["week", "weeks", "wk", "wks"], "w"),
            (["day", "days"], "d"), (["hour", "hours", "hr", "hrs"], "h"), (["minute", "minutes", "min", "mins"], "m"),
            (["second", "seconds", "sec", "secs"], "s"),
        ]
        guard let short = spelled.first(where: { $0.names.contains(unit) })?.short else { return nil }
        return "did you mean '\(digits)\(short)'? the units are \(ClockStepParser.shortUnits)"
    }

    /// A moment a subscription reaches by itself, for `clock advance --to`.
    public static let subscriptionMoment = ValueKind.choice(SubscriptionMoment.allCases.map(\.rawValue), placeholder: "MOMENT")
}

extension Arguments {
    public func optionalClockStep(_ name: String) -> ClockStep? {
        if case .clockStep(let step)? = value(name) { return step }
        return nil
    }
}
