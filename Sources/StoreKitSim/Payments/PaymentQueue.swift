/// How the app's SKPaymentQueueDelegate answers paymentQueue(_:shouldContinue:in:) (SKStorefront).
public enum ShouldContinuePolicy: String, Sendable, CaseIterable {
    /// The SKStorefront sample's delegate: shouldShow(productIdentifier, in: newStorefront).
    case available
    /// Always true.
    case always
    /// Always false.
    case never
    /// No answer within about a second: StoreKit counts it as false.
    case timeout
    /// The app sets no storefront delegate (or one without the method): StoreKit does not ask and
    /// the transaction continues.
    case noDelegate = "none"
}

/// The payment queue: transactions, Ask to Buy, injected failures, the delegate (SKPaymentQueue, SKStorefront).
///
/// Like SKTestSession it can defer purchases (Ask to Buy) and fail them
/// with a chosen SKError; it also remembers what the customer owns so `restore` can bring back
/// non-consumables and subscriptions.
public struct PaymentQueue: Sendable {
    /// Ask to Buy: purchases become deferred until approved or declined.
    public var askToBuyEnabled = false
    /// SKTestSession's failTransactionsEnabled: every purchase fails with `failureError`.
    public var failTransactionsEnabled = false
    /// The SKError purchases fail with when failures are enabled (SKTestSession.failureError).
    public var failureError = SKErrorCode.unknown
    /// A failure for the next purchase only (`fail-next`).
    public var failNext: SKErrorCode?
    /// The delegate's shouldContinue answer.
    public var shouldContinue = ShouldContinuePolicy.available
    /// Every transaction so far, finished or not, in order. Changed only through `append` and
    /// `modify`, which keep the open and unfinished bookkeeping below up to date.
    public private(set) var transactions: [PaymentTransaction] = []
    /// Indices of open transactions (purchasing or deferred, not finished): few at any time, while
    /// `transactions` grows for the whole session, so storefront changes and `status` stay cheap.
    private var openIndices: Set<Int> = []
    private var unfinishedTotal = 0
    /// Non-consumables the customer owns: product id → the purchase's id.
    public var owned: [(productID: ProductID, transactionID: TransactionID)] = []
    /// Purchases that failed on an interruption and wait for resolveIssueForTransaction.
    public var interrupted: Set<TransactionID> = []
    /// The SKPaymentDiscount nonces the App Store has seen in a buy request, used or not: each
    /// signature and nonce is good for one request, even one that fails.
    public var usedDiscountNonces: Set<String> = []

    public init() {}

    /// The built-in default world's part of this area: an empty queue, no failures, no Ask to Buy.
    public static var builtIn: PaymentQueue { PaymentQueue() }

    /// Transactions still in the queue (not finished), in order.
    public var unfinished: [PaymentTransaction] { transactions.filter { !$0.finished } }

    /// Transactions StoreKit would ask shouldContinue about: purchasing or deferred, in order.
    /// Every storefront change reads it, and mostly none is open: that answer skips the sort.
    public var open: [PaymentTransaction] { openIndices.isEmpty ? [] : openIndices.sorted().map { transactions[$0] } }

    /// Counts for `status`.
    public var unfinishedCount: Int { unfinishedTotal }
    public var openCount: Int { openIndices.count }

    /// The id the next transaction gets: `t1`, `t2`, … in the order transactions are made
    /// (SKPaymentTransaction.transactionIdentifier). The one place transaction ids are minted.
    public var nextTransactionID: TransactionID { TransactionID(minted: transactions.count + 1 + idOffset) }

    /// Added to every minted id's number: 0 in the built-in world (`t1`, `t2`, …). A served world
    /// started with a seed numbers from an offset the seed picks, so two runs of a backend's suite
    /// against one persistent database never meet the same transaction id twice.
    public var idOffset = 0

    /// Adds a transaction at the end of the queue.
    public mutating func append(_ transaction: PaymentTransaction) {
        transactions.append(transaction)
        account(transactions.count - 1, wasOpen: false, wasUnfinished: false)
    }

    /// Changes the transaction at `index` in place.
    public mutating func modify(at index: Int, _ change: (inout PaymentTransaction) -> Void) {
        let wasOpen = Self.isOpen(transactions[index]), wasUnfinished = !transactions[index].finished
        change(&transactions[index])
        account(index, wasOpen: wasOpen, wasUnfinished: wasUnfinished)
    }

    private static func isOpen(_ transaction: PaymentTransaction) -> Bool {
        !transaction.finished && !transaction.state.isFinal
    }

    private mutating func account(_ index: Int, wasOpen: Bool, wasUnfinished: Bool) {
        let transaction = transactions[index]
        if Self.isOpen(transaction) { openIndices.insert(index) } else if wasOpen { openIndices.remove(index) }
        unfinishedTotal += (transaction.finished ? 0 : 1) - (wasUnfinished ? 1 : 0)
    }

    public func transaction(_ id: TransactionID) -> PaymentTransaction? { index(of: id).map { transactions[$0] } }

    /// Where transaction `id` is. Ids are `t1`, `t2`, … in order, so a long session looks them up
    /// directly instead of scanning (100,000 piped commands must stay linear).
    public func index(of id: TransactionID) -> Int? {
        if let n = id.mintedNumber.map({ $0 - idOffset }), n >= 1, n <= transactions.count, transactions[n - 1].id == id {
            return n - 1
        }
        return transactions.firstIndex { $0.id == id }
    }

    /// The error the next purchase fails with, if any (`fail-next` first, then the standing setting).
    public var pendingFailure: SKErrorCode? {
        if let failNext { return failNext }
        return failTransactionsEnabled ? failureError : nil
    }
}
