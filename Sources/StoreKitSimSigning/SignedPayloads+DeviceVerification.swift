extension SignedPayloads {
    /// The simulated device's AppStore.deviceVerificationID, lowercased: a fixed UUID, so payloads
    /// are the same on every run (the world has one device).
    public static let deviceVerificationID = "5f3c2a1e-7b4d-4c8e-9a6f-0d1e2f3a4b5c"

    /// "deviceVerificationNonce" and "deviceVerification", as AppStore.deviceVerificationID
    /// documents the check a device makes: the nonce's lowercased UUID string with the device's
    /// verification ID appended, hashed with SHA-384, in base64. The nonce is derived from the
    /// signed item (`number`: a transaction's digits, 0 for the app transaction) so payloads are the
    /// same on every run. Without libcrypto the two fields are left out; signing fails next anyway.
    static func addDeviceVerification(number: String, to json: inout OrderedJSON) {
        let digits = String(number.suffix(12))
        let nonce = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
        guard let hash = try? SHA384.hash(Array((nonce + deviceVerificationID).utf8)),
              let value = try? Base64.encode(hash) else { return }
        json.add("deviceVerification", value)
        json.add("deviceVerificationNonce", nonce)
    }
}
