import StoreKitSim

/// `catalog load FILE`: the catalog files QA already have, the sample's Products.plist and
/// Xcode's .storekit configuration files (Apple's "Offering media for sale in your app"; Apple's "Setting up StoreKit Testing in Xcode").
enum CatalogFileCommands {
    static let all: [CommandSpec] = [
        CommandSpec("catalog load", area: .appStore,
                    arguments: [ArgumentSpec("FILE", .file, help: "a .plist (Products.plist) or .storekit file, relative to the scenario's folder")],
                    summary: "load media from a Products.plist or in-app products from a .storekit file",
                    discussion: """
                    The kind is chosen by the name: .plist is the sample's Products.plist (an XML array of dicts with productIdentifier, title, \
                    isApplication, campaignToken, providerToken), loaded as media for product pages; .storekit (or .json) is an Xcode StoreKit \
                    configuration file, whose products, nonRenewingSubscriptions and subscriptionGroups' subscriptions become in-app products with \
                    every localization (the store shows the one for 'locale'; the file's first is the default), familyShareable, the group's level \
                    (groupNumber) and offers (introductoryOffer, or format 5's introductoryOffers, adHocOffers, promotionalOffers, codeOffers, \
                    winbackOffers); price from displayPrice, in the storefront's currency. Subscription groups keep their localizations. Another \
                    name is sniffed: '<' starts a property list, '{' a configuration. \
                    The settings _storefront (USA without it), _locale (en_US without it), _askToBuyEnabled, _failTransactionsEnabled, \
                    _disableDialogs, _timeRate, _billingGracePeriodEnabled and _renewalBillingIssuesEnabled (or _billingIssuesEnabled) are applied \
                    to the world. Every other key Xcode writes in format versions 1 to 6 is read and not simulated, and one 'note:' line names \
                    those present (internalID, identifier, appPolicies, subscriptionOffersKeyPair, subscriptionBundleGroups, \
                    subscriptionSuiteGroups, _storeKitError, _storeKitErrors, _shouldSetupSyncOnLoad, _developerTeamID, an offer's eligibility …), \
                    with a further note when such a setting is switched on; a billing plan other than BILLED_UPFRONT is noted as not simulated (the \
                    subscription is sold at its displayPrice). Unknown keys are skipped with a 'note:' line. Entries replace media or products with \
                    the same id; 'reset' returns to the last configuration loaded. \
                    The whole file is checked before anything is applied: broken XML or JSON, a wrong type, a missing or empty productIdentifier or \
                    productID, a duplicate id, a campaign token over 40 bytes, an empty file, a directory or an unreadable file is an error naming \
                    the file, the line (XML) and the key path, and nothing of the file is loaded. A displayPrice is exact decimal text with at most \
                    nine whole digits and two decimals (none in a whole-number currency such as JPY when the file's _storefront uses one): 0.999 is \
                    an error, never rounded to 1.00. A duplicate key, nesting deeper than 64 levels, a number out of range, bytes that are not \
                    UTF-8, a file over 16 MiB, a FIFO or a device are errors too.
                    """,
                    examples: ["catalog load scenarios/catalogs/Products.plist", "catalog load scenarios/catalogs/Example.storekit"]) { session,
                        arguments in
            let name = try arguments.text("FILE")
            let contents: CatalogFileContents
            do throws(CatalogFileError) {
                contents = try CatalogFileReader().read(path: session.resolvePath(name), name: name)
            } catch {
                throw error.simulationError
            }
            switch contents {
            case .media(let file): apply(file, from: name, to: session)
            case .storeKit(let file): apply(file, from: name, to: session)
            }
        },
        Settings.command("locale"),
    ]

    static func apply(_ file: MediaCatalogFile, from name: String, to session: Session) {
        for note in file.notes { session.emit("note: \(note)") }
        for item in file.items {
            let replaced = session.world.productPage.add(item)
            session.emit((replaced ? "media replaced " : "media added ") + ProductPageText.mediaLine(item))
        }
        session.emit("loaded \(file.items.count) media from \(name)", style: .success)
    }

    /// Applies a configuration file to the session's world and prints what it set. `announce`
    /// false leaves out the notes (a `reset` re-applying the file already told them at its load).
    static func apply(_ file: StoreKitConfigurationFile, from name: String, to session: Session, announce: Bool = true) {
        if announce {
            for note in file.notes { session.emit("note: \(note)") }
            if !file.notSimulated.isEmpty { session.emit("note: \(name): read, not simulated: \(file.notSimulated.joined(separator: ", "))") }
        }
        session.configuration = (file, name)
        let settings = file.settings
        // A configuration without _storefront starts in USA, as Xcode's StoreKit Testing does.
        let storefront = settings.storefront ?? .usa
        if storefront != session.world.storefront {
            session.perform { $0.changeStorefront(to: storefront) }
        } else if settings.storefront != nil {
            session.emit(StorefrontText.line(storefront))
        }
        // Likewise en_US without _locale (SKTestSession.locale's default, UNCONFIRMED).
        let locale = settings.locale ?? "en_US"
        if locale != session.world.device.locale || settings.locale != nil {
            session.world.device.locale = locale
            session.emit(Settings.line("locale", session))
        }
        if let value = settings.askToBuyEnabled {
            session.world.payments.askToBuyEnabled = value
            session.emit("askToBuyEnabled \(value)")
        }
        if let value = settings.failTransactionsEnabled {
            session.world.payments.failTransactionsEnabled = value
            session.emit("failTransactionsEnabled \(value)")
        }
        if let rate = settings.renewalRate {
            session.world.subscriptions.renewalRate = rate
            session.emit(Settings.line("renewal-rate", session))
        }
        if let grace = settings.billingGracePeriod {
            session.world.subscriptions.gracePeriodDays = grace ? (session.world.subscriptions.gracePeriodDays ?? 16) : nil
            session.emit(Settings.line("grace-period", session))
        }
        if let issue = settings.billingIssue {
            session.perform { $0.setBillingIssue(issue) }
            session.emit(Settings.line("billing-issue", session))
        }
        if let value = settings.disableDialogs {
            session.world.disableDialogs = value
            session.emit("disableDialogs \(value)")
        }
        for group in file.groups where !group.localizations.isEmpty {
            session.world.catalog.groupLocalizations[group.name] = group.localizations
            session.emit("group \(ProductPageText.quoted(group.name)) localizations \(group.localizations.map(\.locale).joined(separator: " "))")
        }
        let currency = session.world.storefront.currency
        for product in file.products {
            let replaced = session.world.catalog.product(product.id) != nil
            let added = product.inAppProduct(currency: currency)
            session.world.catalog.add(added)
            let title = added.localized(for: session.world.device.locale).title
            var line = """
                \(replaced ? "product replaced" : "product added") \(product.id) \(product.type.rawValue) \(product.displayPrice) \(currency) \
                \(ProductPageText.quoted(title))
                """
            if let group = product.subscriptionGroup { line += " group \(ProductPageText.quoted(group))" }
            if let period = product.subscriptionPeriod { line += " period \(period)" }
            if added.familyShareable { line += " family-shareable" }
            session.emit(line)
            if added.localizations.count > 1 {
                session.emit("localizations \(product.id) \(added.localizations.map(\.locale).joined(separator: " "))")
            }
            for offer in product.offers { session.emit("offer \(product.id) " + OfferText.line(offer)) }
        }
        session.emit("loaded \(file.products.count) products from \(name)", style: .success)
    }
}
