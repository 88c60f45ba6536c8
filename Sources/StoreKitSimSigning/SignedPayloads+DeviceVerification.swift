import StoreKitSim

extension SignedPayloads {
    /// The first simulated device's AppStore.deviceVerificationID, lowercased: a fixed UUID, so
    /// payloads are the same on every run.
    public static let deviceVerificationID = "5f3c2a1e-7b4d-4c8e-9a6f-0d1e2f3a4b5c"

    /// AppStore.deviceVerificationID of the account's device `number` (1 is the first): each
    /// device has its own, so "deviceVerification" differs between devices for the same nonce.
    /// Later devices keep the first's prefix and count in the last group, so runs repeat.
    public static func deviceVerificationID(device number: Int) -> String {
        guard number > 1 else { return deviceVerificationID }
        let hex = String(number, radix: 16)
        return "5f3c2a1e-7b4d-4c8e-9a6f-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// AppStore.deviceVerificationID of the sharing family member's device: another device, so
    /// another id (a fixed UUID, so payloads repeat).
    public static let familyMemberDeviceVerificationID = "0b7e4d2c-91a3-4f6e-8c5d-2a1f3e4b5c6d"

    /// AppStore.deviceVerificationID of the device `device` describes: whose account it is signed
    /// in to, and which of the customer's devices.
    public static func deviceVerificationID(of device: Device) -> String {
        device.account == .sharingFamilyMember ? familyMemberDeviceVerificationID : deviceVerificationID(device: device.number)
    }

    /// Who reads a signed payload. "deviceVerification" and "deviceVerificationNonce" belong to
    /// the JWS a device receives (its Transaction and RenewalInfo); the App Store Server API and
    /// App Store Server Notifications sign the same data without them (Apple's
    /// JWSTransactionDecodedPayload examples from the server carry neither).
    public enum Audience: Sendable {
        /// StoreKit on the device the app runs on.
        case device
        /// A developer's server: the App Store Server API and App Store Server Notifications.
        case server
    }

    /// "deviceVerificationNonce" and "deviceVerification", as AppStore.deviceVerificationID
    /// documents the check a device makes: the nonce's lowercased UUID string with the device's
    /// verification ID appended, hashed with SHA-384, in base64. The nonce is derived from the
    /// signed item (`number`: a transaction's digits, 0 for the app transaction) so payloads are the
    /// same on every run. Nothing for the server's audience. Without libcrypto the two fields are
    /// left out; signing fails next anyway.
    static func addDeviceVerification(number: String, for audience: Audience, in world: World, to json: inout OrderedJSON) {
        guard case .device = audience else { return }
        let digits = String(number.suffix(12))
        let nonce = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
        guard let hash = try? SHA384.hash(Array((nonce + deviceVerificationID(of: world.device)).utf8)),
              let value = try? Base64.encode(hash) else { return }
        json.add("deviceVerification", value)
        json.add("deviceVerificationNonce", nonce)
    }
}
