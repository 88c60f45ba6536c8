import StoreKitSim

/// One wording for "a sheet is already up", whichever command ran into it.
extension SheetError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .alreadyUp(let sheet):
            return ErrorText("sheet-up", "the \(SheetText.name(sheet)) is still up", hint: SheetText.howToAnswer(sheet))
        }
    }
}

/// How sheets are named in the prompt, `status` and errors.
public enum SheetText {
    /// `payment-sheet t1`, `product-page 12345`, `notice within-app`, `payment-sheet 12345` (a media
    /// purchase on the product page): the prompt's and `status`'s word.
    public static func label(_ sheet: Sheet) -> String {
        switch sheet {
        case .payment(let id): return "payment-sheet \(id)"
        case .mediaPayment(let id): return "payment-sheet \(id)"
        case .productPage(let id): return "product-page \(id)"
        case .notice(let type): return "notice \(type.rawValue)"
        }
    }

    /// `payment sheet for t1`, `product page for 12345`, `disclosure notice (within-app)`.
    static func name(_ sheet: Sheet) -> String {
        switch sheet {
        case .payment(let id): return "payment sheet for \(id)"
        case .mediaPayment(let id): return "payment sheet for \(id) on the product page"
        case .productPage(let id): return "product page for \(id)"
        case .notice(let type): return "disclosure notice (\(type.rawValue))"
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
