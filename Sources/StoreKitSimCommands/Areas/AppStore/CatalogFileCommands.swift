import StoreKitSim
import StoreKitSimCatalogFiles

/// `catalog load FILE`: the catalog files QA already have, the sample's Products.plist and
/// Xcode's .storekit configuration files (Apple's "Offering media for sale in your app"; Apple's "Setting up StoreKit Testing in Xcode").
enum CatalogFileCommands {
    static let all: [CommandSpec] = [
        CommandSpec(CatalogLoadCommand.self),
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
