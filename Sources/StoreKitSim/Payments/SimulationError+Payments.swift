/// The errors of products requests and the payment queue, each with a hint that says what to do.
extension SimulationError {
    static func sheetUp(_ sheet: Sheet) -> SimulationError {
        if case .payment(let id) = sheet {
            return SimulationError(code: "sheet-up", message: "the payment sheet for \(id) is still up",
                                   hint: "answer it with 'confirm' or 'cancel' first")
        }
        return SimulationError(code: "sheet-up", message: "the \(sheet.label) sheet is up", hint: "answer it first; 'status' shows it")
    }

    static func notFetched(_ id: String, known: Bool) -> SimulationError {
        SimulationError(code: "product-not-fetched",
                        message: known ? "the app has no SKProduct for '\(id)': no products request returned it"
                                       : "unknown product '\(id)': no products request returned it",
                        hint: known ? "'fetch' (or 'request \(id)') first: a payment is made from an SKProduct"
                                    : "'fetch' first, then buy one of the ids it returns; 'store' lists them",
                        argument: "ID")
    }

    static func noPaymentSheet(_ sheet: Sheet?) -> SimulationError {
        let hint = sheet.map { "the \($0.label) sheet is up, not a payment sheet" } ?? "'buy com.example.gems' shows the payment sheet"
        return SimulationError(code: "no-payment-sheet", message: "no payment sheet is up", hint: hint)
    }

    static func unknownTransaction(_ id: String) -> SimulationError {
        SimulationError(code: "unknown-transaction", message: "no transaction '\(id)'",
                        hint: "'queue' lists the transactions (t1, t2, …)", argument: "TXN")
    }

    static func alreadyFinished(_ id: String) -> SimulationError {
        SimulationError(code: "already-finished", message: "\(id) is already finished", hint: "'queue' lists the transactions still in the queue", argument: "TXN")
    }

    static func notFinishable(_ transaction: PaymentTransaction) -> SimulationError {
        let hint = transaction.state == .purchasing
            ? "StoreKit cannot finish a purchasing transaction; answer the payment sheet with 'confirm' or 'cancel' first"
            : "a deferred transaction waits for 'approve \(transaction.id)' or 'decline \(transaction.id)'"
        return SimulationError(code: "not-finishable", message: "\(transaction.id) is \(transaction.state.rawValue), not purchased, failed or restored",
                               hint: hint, argument: "TXN")
    }

    static func notDeferred(_ transaction: PaymentTransaction) -> SimulationError {
        SimulationError(code: "not-deferred", message: "\(transaction.id) is \(transaction.finished ? "finished" : transaction.state.rawValue), not deferred",
                        hint: transaction.state == .purchasing && !transaction.finished
                            ? "'confirm' it first: with 'ask-to-buy on' a confirmed purchase becomes deferred"
                            : "only a deferred transaction waits for approval; 'ask-to-buy on' before 'buy' makes one", argument: "TXN")
    }
}
