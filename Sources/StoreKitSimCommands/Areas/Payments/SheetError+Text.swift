import StoreKitSim

/// One wording for "a sheet is already up", whichever command ran into it.
extension SheetError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .alreadyUp(let sheet):
            return ErrorText("sheet-up", LineText("the \(SheetText.name(sheet)) is still up").string, hint: SheetText.howToAnswer(sheet))
        }
    }
}

/// How sheets are named in the prompt, `status` and errors.
public enum SheetText {
    /// `payment-sheet t1`, `product-page 12345`, `notice within-app`, `payment-sheet 12345` (a media
    /// purchase on the product page): the prompt's and `status`'s word.
    public static func label(_ sheet: Sheet) -> String {
        switch sheet {
        case .payment(let id): return LineText("payment-sheet \(id)").string
        case .mediaPayment(let id): return LineText("payment-sheet \(id)").string
        case .productPage(let id): return LineText("product-page \(id)").string
        case .notice(let type): return LineText("notice \(type.rawValue)").string
        }
    }

    /// `payment sheet for t1`, `product page for 12345`, `disclosure notice (within-app)`.
    static func name(_ sheet: Sheet) -> String {
        switch sheet {
        case .payment(let id): return LineText("payment sheet for \(id)").string
        case .mediaPayment(let id): return LineText("payment sheet for \(id) on the product page").string
        case .productPage(let id): return LineText("product page for \(id)").string
        case .notice(let type): return LineText("disclosure notice (\(type.rawValue))").string
        }
    }

    /// The commands that answer it.
    static func howToAnswer(_ sheet: Sheet) -> String {
        switch sheet {
        case .payment, .mediaPayment: return "answer it with 'confirm' or 'cancel' first"
        case .productPage: return "dismiss it with 'done' first"
        case .notice: return "answer it with 'continue' or 'cancel' first"
        }
    }
}
