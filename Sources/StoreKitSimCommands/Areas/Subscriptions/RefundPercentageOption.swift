import StoreKitSim

extension OptionSpec {
    /// `--percentage P`: how much of the purchase the App Store refunds, 0 to 100 with up to three
    /// decimals ("revocationPercentage" in the App Store Server API: rounded to three decimal
    /// places, carried in milliunits). Declared once for `refund TXN` and `refund-request grant TXN`.
    static let refundPercentage = OptionSpec("percentage", .refundPercentage, valueName: "P",
                                             help: "the share refunded, 0 to 100 (default 100: REFUND_FULL; less: REFUND_PRORATED)")
}

extension ValueKind {
    /// A percentage from 0 to 100 with at most three decimals (`40`, `67.932`, `0.015`), bound as
    /// its milliunits (40000, 67932, 15), the integer "revocationPercentage" signs.
    static let refundPercentage = ValueKind.refundPercentageWords.writing { value in
        guard case .integer(let milliunits) = value else { return nil }
        let fraction = String(milliunits % 1000)
        return milliunits % 1000 == 0 ? String(milliunits / 1000)
            : "\(milliunits / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The percentage as it is read; `refundPercentage` also writes it back.
    private static let refundPercentageWords = ValueKind(placeholder: "P", description: "a percentage from 0 to 100") { word, _ throws(CommandError) in
        let parts = word.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0], fraction = parts.count > 1 ? parts[1] : ""
        guard !whole.isEmpty, whole.count <= 3, fraction.count <= 3, parts.count == 1 || !fraction.isEmpty,
              (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
              let units = Int(whole), let thousandths = Int(fraction + String(repeating: "0", count: 3 - fraction.count))
        else {
            throw CommandError(code: "bad-percentage", message: "'\(word)' is not a percentage from 0 to 100",
                               hint: "write a number with at most three decimals, for example 40 or 67.932")
        }
        let milliunits = units * 1000 + thousandths
        guard milliunits <= RevocationType.wholePercentage else {
            throw CommandError(code: "bad-percentage", message: "'\(word)' is more than 100 percent",
                               hint: "a refund gives back at most the whole purchase: 100")
        }
        return .integer(milliunits)
    }
}
