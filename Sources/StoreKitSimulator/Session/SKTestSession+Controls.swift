import Foundation
import StoreKitSim
import StoreKitSimCommands

/// SKTestSession's controls, each one command of the command language.
extension SKTestSession {
    /// SKTestSession.disableDialogs: true answers sheets at once (the simulator's default).
    public var disableDialogs: Bool {
        get { store.locked { $0.session.world.disableDialogs } }
        set { set(SettingCommand(.dialogs, newValue ? "off" : "on")) }
    }

    /// SKTestSession.askToBuyEnabled: purchases wait for a parent (`.pending`).
    public var askToBuyEnabled: Bool {
        get { store.locked { $0.session.world.payments.askToBuyEnabled } }
        set { set(SettingCommand(.askToBuy, newValue ? "on" : "off")) }
    }

    /// SKTestSession.interruptedPurchasesEnabled: a confirmed purchase fails first (the customer
    /// must act outside the app) until `resolveIssueForTransaction(identifier:)`.
    public var interruptedPurchasesEnabled: Bool {
        get { store.locked { $0.session.world.subscriptions.interruptedPurchases } }
        set { set(SettingCommand(.interruptedPurchases, newValue ? "on" : "off")) }
    }

    /// SKTestSession.billingGracePeriodIsEnabled: a failed renewal keeps the service for 16 days
    /// (the command `grace-period 3d` or `28d` sets another length).
    public var billingGracePeriodIsEnabled: Bool {
        get { store.locked { $0.session.world.subscriptions.gracePeriodDays != nil } }
        set { set(SettingCommand(.gracePeriod, newValue ? "16d" : "off")) }
    }

    /// SKTestSession.shouldEnterBillingRetryOnRenewal: renewals fail on billing until false.
    public var shouldEnterBillingRetryOnRenewal: Bool {
        get { store.locked { $0.session.world.subscriptions.billingIssue } }
        set { set(SettingCommand(.billingIssue, newValue ? "on" : "off")) }
    }

    /// SKTestSession.storefront: the account's storefront as a three-letter code (`USA`). Setting
    /// it moves the account, with StoreKit's storefront-change rules for purchases in flight. The
    /// command language also takes alpha-2 codes, ids and names (`JP`, `143462`, `Japan`); a
    /// storefront it does not know fails the test with the command's error (`setStorefront(_:)`
    /// throws it instead).
    public var storefront: String {
        get { store.locked { $0.session.world.storefront.countryCode } }
        set { set { try $0.setStorefront(newValue) } }
    }

    /// Moves the account to another storefront, or throws the command's error for one it does not know.
    public func setStorefront(_ storefront: String) throws {
        TestIssue.flush(for: store)
        try store.locked { store in try store.setStorefront(storefront) }
    }

    /// SKTestSession.locale: the locale product metadata is localized for. A locale the command
    /// language refuses fails the test with its error.
    public var locale: Locale {
        get { Locale(identifier: store.locked { $0.session.world.device.locale }) }
        set { set(SettingCommand(.locale, newValue.identifier)) }
    }

    /// SKTestSession.timeRate: how fast subscriptions renew on the virtual clock.
    public var timeRate: TimeRate {
        get { TimeRate(rawValue: store.locked { $0.session.world.subscriptions.renewalRate.rawValue }) ?? .realTime }
        set { set(SettingCommand(.renewalRate, newValue.rawValue)) }
    }

    /// SKTestSession.TimeRate's cases, by their names.
    public struct TimeRate: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init?(rawValue: String) {
            guard RenewalRate(rawValue: rawValue) != nil else { return nil }
            self.rawValue = rawValue
        }
        public static let realTime = TimeRate(rawValue: "realTime")!
        public static let oneRenewalEveryTwoSeconds = TimeRate(rawValue: "oneRenewalEveryTwoSeconds")!
        public static let oneSecondIsOneDay = TimeRate(rawValue: "oneSecondIsOneDay")!
    }

    /// SKTestSession.expireSubscription(productIdentifier:).
    public func expireSubscription(productIdentifier: String) throws { try run(SubscriptionExpireCommand(ProductID(productIdentifier))) }

    /// SKTestSession.forceRenewalOfSubscription(productIdentifier:).
    public func forceRenewalOfSubscription(productIdentifier: String) throws { try run(SubscriptionRenewCommand(ProductID(productIdentifier))) }

    /// SKTestSession.refundTransaction(identifier:): revoked; the app hears it through Transaction.updates.
    public func refundTransaction(identifier: UInt64) throws { try run(RefundCommand(TransactionID("t\(identifier)"))) }

    /// SKTestSession.approveAskToBuyTransaction(identifier:): the deferred purchase goes through
    /// and reaches the app through Transaction.updates.
    public func approveAskToBuyTransaction(identifier: UInt64) throws { try run(ApproveCommand(TransactionID("t\(identifier)"))) }

    /// SKTestSession.declineAskToBuyTransaction(identifier:).
    public func declineAskToBuyTransaction(identifier: UInt64) throws { try run(DeclineCommand(TransactionID("t\(identifier)"))) }

    /// SKTestSession.resolveIssueForTransaction(identifier:): an interrupted purchase completes.
    public func resolveIssueForTransaction(identifier: UInt64) throws { try run(ResolveCommand(TransactionID("t\(identifier)"))) }

    /// SKTestSession.clearTransactions().
    public func clearTransactions() throws { try run(TransactionsClearCommand()) }

    /// SKTestSession.resetToDefaultState(): the built-in world again (with the loaded
    /// configuration file applied), dialogs disabled as at the start.
    public func resetToDefaultState() throws {
        try run(ResetCommand())
        try run(SettingCommand(.dialogs, "off"))
        store.locked { $0.session.world.clock = VirtualClock(now: $0.clockStart) }
    }

    /// SKTestSession.setSimulatedError(_:forAPI:): the API throws `error` until it is set to nil.
    /// `error` is one of StoreKit's errors (StoreKitError, Product.PurchaseError,
    /// VerificationResult.VerificationError, Transaction.RefundRequestError) the API can throw.
    public func setSimulatedError(_ error: (any Error)?, forAPI api: FailableStoreKitAPI) throws {
        try run(SimulateErrorCommand(StoreKitAPI(rawValue: api.rawValue), error: error.map(Self.errorName) ?? "none"))
    }

    /// The command language's name of one of StoreKit's errors (its case name).
    static func errorName(_ error: any Error) -> String {
        switch error {
        case let error as StoreKitError:
            switch error {
            case .networkError: return "networkError"
            case .systemError: return "systemError"
            default: return "\(error)"
            }
        case let error as Product.PurchaseError: return error.rawValue
        case let error as VerificationError: return error.rawValue
        case let error as Transaction.RefundRequestError: return "\(error)"
        default: return "\(error)"
        }
    }

    /// A setting's command; the properties above cannot throw, so a refused value fails the
    /// running test with the command's diagnostic rather than being ignored.
    private func set(_ setting: SettingCommand) {
        set { try $0.execute(setting) }
    }

    /// Runs one control under the lock for a property's setter, failing the test if it throws.
    private func set(_ control: (SimulatedStore) throws -> Void) {
        TestIssue.flush(for: store)
        do {
            try store.locked { try control($0) }
        } catch {
            TestIssue.fail("SKTestSession: \(error)")
        }
    }

    /// Runs a command given as a value, as `run(_:)` runs a line.
    private func run<Command: TypedCommand>(_ command: Command) throws {
        TestIssue.flush(for: store)
        try store.run(command)
    }

    /// Runs a setting given as a value.
    private func run(_ setting: SettingCommand) throws {
        TestIssue.flush(for: store)
        _ = try store.locked { try $0.execute(setting) }
    }
}
