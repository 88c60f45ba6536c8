import StoreKitSim

/// The Sandbox Apple Account's refusals in words.
extension SandboxAccountError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .production:
            return ErrorText("not-sandbox", "the production environment has no Sandbox Apple Account",
                             hint: "'storefront set CODE' moves the customer's account; 'environment sandbox' switches to the sandbox")
        case .noRegionChange(let storefront):
            return ErrorText("no-region-change",
                             "the Sandbox Apple Account is already in \(storefront.countryCode): signing out and in changes nothing",
                             hint: "'sandbox-account region CODE' changes its region in App Store Connect first")
        }
    }
}
