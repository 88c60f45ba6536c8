import StoreKitSim
import StoreKitSimCatalogFiles

/// `catalog load FILE`: a Products.plist's media or an Xcode .storekit configuration file's
/// products (Apple's "Offering media for sale in your app"; "Setting up StoreKit Testing in Xcode").
public struct CatalogLoadCommand: TypedCommand {
    /// The file as typed: resolved against the session's folder when run, and named so in what it prints.
    public var file = ""

    public init() {}
    public init(_ file: String) { self.file = file }

    public static let declaration = CommandDeclaration(
        "catalog load", area: .appStore, summary: "load media from a Products.plist or in-app products from a .storekit file",
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
        examples: ["catalog load scenarios/catalogs/Products.plist", "catalog load scenarios/catalogs/Example.storekit"])
    public static let fields: [CommandField<Self>] = [
        .argument("FILE", \.file, .file, help: "a .plist (Products.plist) or .storekit file, relative to the scenario's folder"),
    ]

    public func run(in session: Session) throws {
        let path = try session.confinedPath(file)
        let contents: CatalogFileContents
        do throws(CatalogFileError) {
            contents = try CatalogFileReader(readBytes: { path throws(FileContents.Failure) in try session.readFile(path) })
                .read(path: path, name: file)
        } catch {
            throw error.commandError
        }
        switch contents {
        case .media(let media): CatalogFileCommands.apply(media, from: file, to: session)
        case .storeKit(let configuration): CatalogFileCommands.apply(configuration, from: file, to: session)
        }
    }
}
