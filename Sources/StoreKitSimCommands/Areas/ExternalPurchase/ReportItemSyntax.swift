import StoreKitSim

/// The `report` command's line-item words: `BUY` or `REFUND` starts a line item, then
/// `key=value` words fill it (Apple's External Purchase Server API).
///
/// Keys are Apple's field names or short aliases (`incl=` for amountTaxInclusive, …); amounts are
/// milli-units as the API takes them; dates are ISO 8601 UTC or UNIX milliseconds. Each word is
/// checked when the line is bound, so a typo points at its own word.
enum ReportItemSyntax {
    enum Kind { case text, integer, decimal, date, bool }

    /// (alias, Apple's field, value kind), in the order help lists them.
    static let fields: [(alias: String, field: ReportField, kind: Kind)] = [
        ("id", .lineItemId, .text), ("date", .creationDate, .date), ("type", .productType, .text),
        ("product", .productIdentifier, .text), ("quantity", .quantity, .integer),
        ("incl", .amountTaxInclusive, .integer), ("excl", .amountTaxExclusive, .integer), ("tax", .taxAmount, .integer),
        ("net", .netAmountTaxExclusive, .integer), ("country", .taxCountry, .text), ("currency", .pricingCurrency, .text),
        ("reporting", .reportingCurrency, .text), ("rate", .exchangeRate, .decimal), ("sub", .subscriptionEvent, .text),
        ("start", .subscriptionStartDate, .date), ("end", .subscriptionEndDate, .date), ("days", .subscriptionDaysOfPaidService, .integer),
        ("ref", .referenceLineItemId, .text), ("erroneous", .erroneouslySubmitted, .bool), ("restatement", .restatement, .bool),
    ]

    static let events = ["BUY", "REFUND"]

    /// Apple's field for a key, which may be an alias or the field's own name.
    static func field(_ key: String) -> (field: ReportField, kind: Kind)? {
        fields.first { $0.alias == key || $0.field.rawValue == key }.map { ($0.field, $0.kind) }
    }

    /// Reads one word; throws a message naming the problem.
    static func word(_ word: String) throws(CommandError) -> ReportWord {
        if events.contains(word) { return .start(word) }
        guard let equals = word.firstIndex(of: "=") else {
            throw CommandError(code: "bad-line-item", message: "'\(word)' is neither BUY, REFUND nor key=value",
                                  hint: Suggester.didYouMean(word.uppercased(),
                                      among: events).map { $0 } ?? "start a line item with BUY or REFUND, then key=value words such as incl=12000")
        }
        let key = String(word[..<equals]), value = String(word[word.index(after: equals)...])
        guard let (field, kind) = field(key) else {
            let keys = fields.flatMap { [$0.alias, $0.field.rawValue] }
            throw CommandError(code: "unknown-line-item-key", message: "unknown line item key '\(key)'",
                                  hint: Suggester.didYouMean(key,
                                      among: keys) ?? "keys: \(fields.map(\.alias).joined(separator: " ")) (or Apple's field names)")
        }
        return .field(field, try parse(value, kind: kind, field: field.rawValue), word: word)
    }

    static func parse(_ value: String, kind: Kind, field: String) throws(CommandError) -> ReportFieldValue {
        switch kind {
        case .text:
            guard !value.isEmpty else { throw CommandError(code: "empty-value", message: "\(field) is empty", hint: "write \(field)=VALUE") }
            return .text(value)
        case .integer:
            guard let n = Int64(value) else { throw CommandError(code: "bad-integer", message: "\(field) '\(value)' is not a whole number",
                hint: "amounts are whole milli-units: 9.99 EUR is 9990") }
            return .integer(n)
        case .decimal:
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
                throw CommandError(code: "bad-decimal", message: "\(field) '\(value)' is not a decimal number", hint: "write it like 1.08")
            }
            return .text(value)
        case .bool:
            guard value == "true" || value == "false" else { throw CommandError(code: "bad-bool",
                message: "\(field) '\(value)' is not true or false") }
            return .bool(value == "true")
        case .date:
            if let ms = Int64(value) { return .integer(ms) }
            guard let seconds = ISODate.seconds(value) else {
                throw CommandError(code: "bad-date", message: "\(field) '\(value)' is not a date",
                    hint: "write 2026-01-01T00:30:00Z or UNIX milliseconds")
            }
            return .integer(seconds * 1000)
        }
    }
}

/// One word of a report's line items, read at bind time: BUY or REFUND starts a line item; a
/// field word gives one of its fields (with the word as written, for errors about its place).
public enum ReportWord: Sendable, Hashable {
    case start(String)
    case field(ReportField, ReportFieldValue, word: String)
}

/// The value of a line item field as typed.
public enum ReportFieldValue: Sendable, Hashable {
    case text(String), integer(Int64), bool(Bool)
}

/// Reads `YYYY-MM-DDTHH:MM:SSZ` without Foundation (days-from-civil), the form `clock` prints.
enum ISODate {
    static func seconds(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        guard b.count == 20, b[4] == 45, b[7] == 45, b[10] == 84, b[13] == 58, b[16] == 58, b[19] == 90 else { return nil }
        func number(_ range: Range<Int>) -> Int64? { Int64(String(decoding: b[range], as: UTF8.self)) }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10), let hh = number(11..<13), let mm = number(14..<16),
            let ss = number(17..<19),
              (1...12).contains(m), (1...31).contains(d), hh < 24, mm < 60, ss < 60 else { return nil }
        let year = m <= 2 ? y - 1 : y
        let era = (year >= 0 ? year : year - 399) / 400
        let yoe = year - era * 400
        let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + hh * 3_600 + mm * 60 + ss
    }
}

extension ValueKind {
    /// A word of a report's line items: BUY, REFUND or key=value.
    static let reportWord = ValueKind(placeholder: "ITEM", description: "BUY, REFUND or key=value",
                                      completions: { _ in ReportItemSyntax.events + ReportItemSyntax.fields.map { "\($0.alias)=" } }) { word,
                                          _ throws(CommandError) in
        .externalPurchase(.reportWord(try ReportItemSyntax.word(word)))
    }
}
