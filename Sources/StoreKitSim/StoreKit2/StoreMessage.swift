/// A message the App Store sends the app (Message, Message.Reason): the app receives it through
/// Message.messages and either lets it display at once or defers it to display later.
public struct StoreMessage: Sendable, Hashable {
    /// Message.Reason.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        case priceIncreaseConsent
        case billingIssue
        case winBackOffer
        case generic
    }

    /// `m1`, `m2`, … in the order the App Store sent them.
    public var id: String
    public var reason: Reason
    /// The subscription the message is about, if any.
    public var productID: ProductID?

    public init(id: String, reason: Reason, productID: ProductID?) {
        self.id = id
        self.reason = reason
        self.productID = productID
    }
}

/// What the app's Message.messages listener does with each message.
/// The customer's answer to the sign-in prompt AppStore.sync() shows ("AppStore.sync()": "the
/// system prompts the customer to authenticate").
public enum SyncSignIn: String, Sendable, Hashable, CaseIterable {
    /// The customer signs in: the sync goes on.
    case signIn = "sign-in"
    /// The customer cancels the prompt: sync() throws StoreKitError.userCancelled.
    case cancel
}

public enum MessageHandling: String, Sendable, Hashable, CaseIterable {
    /// Lets it display at once (the system's default when the app does not listen).
    case show
    /// Keeps it and displays it later with display(in:).
    case `defer`
}
