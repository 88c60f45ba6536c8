/// The server environment StoreKit 2's signed data says it comes from: the environment field of
/// transactions and renewal info and the app transaction's receiptType (App Store Server API:
/// Sandbox, Production, Xcode, LocalTesting). Xcode's StoreKit Testing signs
/// "Xcode"; a sandbox account's purchases are signed "Sandbox" by the App Store's own chain. A
/// `.storekit` file has no setting for it.
public enum SigningEnvironment: String, Sendable, Hashable, CaseIterable {
    /// StoreKit Testing in Xcode (the default).
    case xcode
    /// The App Store sandbox: what a backend verifies with Environment.SANDBOX.
    case sandbox
    /// The environment the App Store Server Library names LOCAL_TESTING.
    case localTesting = "local-testing"

    /// The value of the payloads' `environment` (and the app transaction's `receiptType`).
    public var payloadValue: String {
        switch self {
        case .xcode: return "Xcode"
        case .sandbox: return "Sandbox"
        case .localTesting: return "LocalTesting"
        }
    }

    /// Whether data signed in this environment carries the app's Apple ID (and its version's
    /// external identifier). AppTransaction.appID and appVersionID: "In the sandbox and xcode
    /// environments, this value is nil"; Apple's Xcode-signed sample app transaction has neither
    /// appAppleId nor versionExternalIdentifier; App Store Server Notifications' appAppleId "isn't
    /// present in the sandbox environment". LocalTesting keeps them (UNCONFIRMED: Apple's pages
    /// do not say).
    public var carriesAppAppleID: Bool { self == .localTesting }
}
