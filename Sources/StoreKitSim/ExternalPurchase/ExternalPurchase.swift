/// ExternalPurchaseCustomLink and the developer's server (ExternalPurchaseCustomLink,
/// https://developer.apple.com/documentation/storekit/externalpurchasecustomlink; Apple's ExternalPurchaseCustomLink).
///
/// Holds the app's entitlements and Info.plist keys, the signed-in customer, the tokens the
/// system issued, the environment, the disclosure notice's last answer and the developer's server.
/// Ids come from counters, so every run prints the same tokens.
public struct ExternalPurchase: Sendable {
    /// The app's entitlements and Info.plist keys.
    public var app = AppEntitlements()
    /// Sandbox by default, as an app under test is (Apple's ExternalPurchaseCustomLink.token(for:)).
    public internal(set) var environment: ExternalPurchaseEnvironment = .sandbox
    public internal(set) var lifetimes = TokenLifetimes()
    /// Customers who used the app, the signed-in one last.
    public internal(set) var customers: [Customer] = [Customer(name: "customer-1", isNew: true)]
    /// Every token issued, oldest first.
    public internal(set) var tokens: [CustomLinkToken] = []
    /// The last answer to the disclosure notice.
    public internal(set) var lastNotice: NoticeAnswer?
    /// The developer's server: associations and reports (Apple's External Purchase Server API).
    public var server = ExternalPurchaseServer()
    var issuedCount = 0

    public init() {}

    /// The built-in world's app holds the EU link entitlement with all of EU-27 listed in
    /// SKExternalPurchaseCustomLinkRegions: ready for the EU, so the default storefront USA shows
    /// why it is not eligible, and moving to FRA alone makes it eligible.
    public static var builtIn: ExternalPurchase {
        var external = ExternalPurchase()
        try! external.app.add(.euLink, regions: [])
        try! external.app.setPlist(.customLinkRegions, ExternalPurchaseRegions.eu27)
        return external
    }

    /// The signed-in customer.
    public var customer: Customer { customers[customers.count - 1] }

    public func token(_ handle: String) -> CustomLinkToken? { tokens.first { $0.handle == handle } }

    /// Finds a token by handle, externalPurchaseId or value.
    public func findToken(_ text: String) -> CustomLinkToken? {
        let trimmed = String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        if let token = tokens.first(where: { $0.handle == trimmed || $0.externalPurchaseId == trimmed || $0.value == trimmed }) { return token }
        if let decoded = try? DecodedToken(value: trimmed), let id = decoded.externalPurchaseId {
            return tokens.first { $0.externalPurchaseId == id }
        }
        return nil
    }

    /// Signs in another customer: a new one has never installed the app; an existing one installed it
    /// before on some device, so its one ACQUISITION period is over (Apple's ExternalPurchaseCustomLink.token(for:)).
    public mutating func signIn(isNew: Bool) -> Customer {
        let customer = Customer(name: "customer-\(customers.count + 1)", isNew: isNew)
        customers.append(customer)
        return customer
    }

    /// The signed-in customer updates or re-downloads the app: a qualifying event for a new
    /// SERVICES token once the current one has expired (Apple's ExternalPurchaseCustomLink.token(for:)).
    public mutating func recordUpdate() {
        customers[customers.count - 1].updatePending = true
    }

    /// When a token of `type` created at `now` expires: its lifetime later, which must not pass the
    /// clock's last instant (a lifetime is a setting, so a huge one must not overflow the dates).
    func expiry(_ type: CustomLinkTokenType, now: VirtualInstant) throws(ExternalPurchaseError) -> VirtualInstant {
        let lifetime = lifetimes.seconds(type, environment)
        guard let expires = now.adding(seconds: lifetime) else { throw .expiryPastClockEnd(type, lifetime: lifetime) }
        return expires
    }

    /// Creates a token for the signed-in customer; `expires` comes from `expiry(_:now:)`.
    mutating func issue(_ type: CustomLinkTokenType, now: VirtualInstant, expires: VirtualInstant, app: AppConfig,
                        storefront: Storefront) -> CustomLinkToken {
        issuedCount += 1
        let token = CustomLinkToken(
            handle: "tok\(issuedCount)", type: type,
            externalPurchaseId: CustomLinkToken.externalPurchaseId(issuedCount, environment: environment),
            appAppleId: app.appAppleID, bundleId: app.bundleID, created: now,
            expires: expires, environment: environment,
            customer: customer.name, storefront: storefront.countryCode)
        tokens.append(token)
        return token
    }

    /// Sets where tokens come from and the production lifetimes; a lifetime must be positive.
    /// Checks both lifetimes before changing anything.
    public mutating func configure(environment: ExternalPurchaseEnvironment?, acquisitionLifetime: Int64?,
                                   servicesLifetime: Int64?) throws(ExternalPurchaseError) {
        if let acquisitionLifetime, acquisitionLifetime <= 0 { throw .lifetimeNotPositive(.acquisition) }
        if let servicesLifetime, servicesLifetime <= 0 { throw .lifetimeNotPositive(.services) }
        if let environment { self.environment = environment }
        if let acquisitionLifetime { lifetimes.productionAcquisition = acquisitionLifetime }
        if let servicesLifetime { lifetimes.productionServices = servicesLifetime }
    }
}

/// A customer account signed in on the device (Apple's ExternalPurchaseCustomLink.token(for:): tokens are per customer per app).
public struct Customer: Sendable, Hashable {
    public var name: String
    /// Never installed the app on any device before: the first install yields ACQUISITION too.
    public var isNew: Bool
    /// The app has launched eligible for this customer, so the install's tokens exist.
    public var installed = false
    /// An update or re-download happened since the last SERVICES token.
    public var updatePending = false

    public init(name: String, isNew: Bool) {
        self.name = name
        self.isNew = isNew
    }
}

/// How long tokens live. Sandbox: one hour (documented, Apple's ExternalPurchaseCustomLink.token(for:)). Production: not documented;
/// 180 days for ACQUISITION and 365 days for SERVICES are UNCONFIRMED defaults inferred from the
/// EU terms and Apple's production example (Apple's ExternalPurchaseCustomLink.token(for:)), and settings.
public struct TokenLifetimes: Sendable, Hashable {
    public static let sandbox: Int64 = 3_600
    public var productionAcquisition: Int64 = 180 * 86_400
    public var productionServices: Int64 = 365 * 86_400

    public init() {}

    public func seconds(_ type: CustomLinkTokenType, _ environment: ExternalPurchaseEnvironment) -> Int64 {
        switch (environment, type) {
        case (.sandbox, _): return Self.sandbox
        case (.production, .acquisition): return productionAcquisition
        case (.production, .services): return productionServices
        // UNCONFIRMED: Apple documents no lifetime for Japan's and Brazil's tokens; they live as
        // SERVICES does (one hour in sandbox).
        case (.production, .inApp), (.production, .linkOut): return productionServices
        }
    }
}
