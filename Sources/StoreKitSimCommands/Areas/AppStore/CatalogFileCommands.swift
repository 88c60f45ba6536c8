import StoreKitSim
import StoreKitSimCatalogFiles

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
                    name is sniffed: '<' starts a property list, '{' a configuration. The settings _storefront (USA without it), _locale (en_US \
                    without it), _askToBuyEnabled, _failTransactionsEnabled, _disableDialogs, _timeRate, _billingGracePeriodEnabled, \
                    _renewalBillingIssuesEnabled (billing-issue), _billingIssuesEnabled (interrupted-purchases; UNCONFIRMED: Apple does not \
                    name the keys) and _storeKitErrors (simulate-error; an error named by its case) are applied to the world. \
                    Every other key Xcode writes in format versions 1 to 6 is read and not simulated, and 'catalog notes' names those present \
                    (internalID, identifier, appPolicies, \
                    subscriptionOffersKeyPair, subscriptionBundleGroups, subscriptionSuiteGroups, _storeKitError, \
                    _shouldSetupSyncOnLoad, _developerTeamID, an offer's eligibility …), with a further note when such a setting is switched on; a \
                    billing plan other than BILLED_UPFRONT is noted as not simulated (the subscription is sold at its displayPrice). Unknown keys \
                    are skipped with a 'note:' line. A Products.plist's entries replace media with the same id. A .storekit file is the App \
                    Store's whole catalog, as Xcode's StoreKit configuration is: the products it does not list (the built-in com.example products \
                    at first) are removed, and the app has fetched the file's products as the built-in app has at launch, so 'buy ID' works at \
                    once. The load of a .storekit file prints one line (products, groups, offers), so a recorded scenario does not break on a \
                    change of detail; 'catalog notes' lists the settings applied, the products removed, what the app fetched and the details. \
                    'reset' returns to \
                    the last configuration loaded. The whole file is checked before anything is applied: broken XML or JSON, a wrong type, a \
                    missing or empty productIdentifier or productID, a duplicate id, a campaign token over 40 bytes, an empty file, a directory or \
                    an unreadable file is an error naming the file, the line (XML) and the key path, and nothing of the file is loaded. A \
                    displayPrice is exact decimal text with at most nine whole digits and two decimals (none in a whole-number currency such as \
                    JPY when the file's _storefront uses one): 0.999 is an error, never rounded to 1.00. A duplicate key, nesting deeper than 64 \
                    levels, a number out of range, bytes that are not UTF-8, a file over 16 MiB, a FIFO or a device are errors too.
                    """,
                    examples: ["catalog load scenarios/catalogs/Products.plist", "catalog load scenarios/catalogs/Example.storekit"]) { session,
                        arguments in
            let name = try arguments.required(Key.file)
            let path = try session.confinedPath(name)
            let contents: CatalogFileContents
            do throws(CatalogFileError) {
                contents = try CatalogFileReader().read(path: path, name: name)
            } catch {
                throw error.commandError
            }
            switch contents {
            case .media(let file): apply(file, from: name, to: session)
            case .storeKit(let file): apply(file, from: name, to: session)
            }
        },
        CommandSpec("catalog notes", area: .appStore, summary: "list the details of the last .storekit file loaded",
                    discussion: """
                        'catalog load' of a .storekit file prints one line; this lists the rest: what the load did (the settings applied \
                        with their values, the products it removed, how many products the app fetched), the file's notes (unknown keys \
                        skipped, settings switched on that are read but not simulated, billing plans), the keys read but not simulated, each \
                        subscription group's localizations, and each product with its price in the file's storefront, its title in the file's \
                        locale, its group, period, localizations and offers.
                        """,
                    examples: ["catalog notes"], inspects: true) { session, _ in
            guard let (file, name) = session.configuration else {
                throw CommandError(code: "no-configuration", message: "no .storekit file is loaded",
                                   hint: "'catalog load FILE.storekit' loads one; 'catalog' lists the products of the built-in world")
            }
            session.emit("notes on \(name)")
            for line in session.configurationLoad + CatalogLoadSummary(file: file, name: name).details { session.emit(line) }
        },
        Settings.command(.locale),
    ]

    static func apply(_ file: MediaCatalogFile, from name: String, to session: Session) {
        for note in file.notes { session.emit("note: \(note)") }
        for item in file.items {
            let replaced = session.world.productPage.add(item)
            session.emit((replaced ? "media replaced " : "media added ") + ProductPageText.mediaLine(item))
        }
        session.emit("loaded \(file.items.count) media from \(name)", style: .success)
    }

    /// Applies a configuration file to the session's world as one world operation
    /// (`World.apply(_:)`) and prints its events, then the one-line summary (`CatalogLoadSummary`);
    /// what the load did and the file's details wait for `catalog notes`. `announce` false (a
    /// `reset` re-applying the file) keeps what the first load did for `catalog notes`.
    static func apply(_ file: StoreKitConfigurationFile, from name: String, to session: Session, announce: Bool = true) {
        session.configuration = (file, name)
        let outcome = session.performing { $0.apply(file.configuration) }
        let applied = outcome.settings.map { settingLine($0, session) }
        let summary = CatalogLoadSummary(file: file, name: name)
        if announce {
            session.configurationLoad = summary.loadLines(applied: applied, removed: outcome.removed,
                                                          fetched: session.world.products.storeProducts.count)
        }
        session.emit(summary.line, style: .success)
    }

    /// How the summary's "settings applied" names a setting, with its value now in the world.
    private static func settingLine(_ setting: AppliedConfiguration.Setting, _ session: Session) -> String {
        let world = session.world
        switch setting {
        case .storefront: return "storefront \(world.storefront.countryCode)"
        case .locale: return Settings.line(.locale, session)
        case .askToBuyEnabled: return "askToBuyEnabled \(world.payments.askToBuyEnabled)"
        case .failTransactionsEnabled: return "failTransactionsEnabled \(world.payments.failTransactionsEnabled)"
        case .renewalRate: return Settings.line(.renewalRate, session)
        case .billingGracePeriod: return Settings.line(.gracePeriod, session)
        case .billingIssue: return Settings.line(.billingIssue, session)
        case .interruptedPurchases: return Settings.line(.interruptedPurchases, session)
        case .disableDialogs: return "disableDialogs \(world.disableDialogs)"
        case .storeKitErrors:
            let failing = StoreKitAPI.allCases.filter { world.simulatedError(for: $0) != nil }
            return failing.isEmpty ? "simulate-error none" : failing.map { AppStoreCommands.line($0, world) }.joined(separator: ", ")
        }
    }
}
