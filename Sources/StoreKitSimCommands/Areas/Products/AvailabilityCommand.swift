import StoreKitSim

/// `availability [PRODUCT] [CODE...] [--everywhere] [--except]`: the app's own country list for a
/// product (myProducts in Apple's SKStorefront sample), shown or set.
public struct AvailabilityCommand: TypedCommand {
    /// The product; nil lists every app product's country list.
    public var product: ProductID?
    /// The storefronts it is offered in (hidden in, with `except`).
    public var storefronts: [Storefront] = []
    public var everywhere = false
    public var except = false

    public init() {}
    public init(_ product: ProductID?, storefronts: [Storefront] = [], everywhere: Bool = false, except: Bool = false) {
        self.product = product
        self.storefronts = storefronts
        self.everywhere = everywhere
        self.except = except
    }

    public static let declaration = CommandDeclaration(
        "availability", area: .device, summary: "show or set the app's own country list for a product (myProducts)",
        discussion: """
            Apple's SKStorefront shouldShow(_:in:) is true for a product that has no entry in myProducts, else true only when its list \
            holds the storefront's countryCode. fetch, the store UI refresh after a storefront change and the 'available' \
            shouldContinue policy all use it. CODE... replaces the previous list; --everywhere removes it. A product the app does not \
            list yet is added to its product list.\nThe app's product list is the ids it lists itself, then every other product in the \
            catalog (so products added with 'product add' or 'catalog load' are fetched too). Without arguments, lists them: \
            'everywhere' for those not in myProducts. With --except, the CODEs are the storefronts where the app hides the product and \
            it shows everywhere else (\"everywhere except\"), so hiding one product in one country takes one code.
            """,
        examples: ["availability", "availability com.example.gems USA", "availability com.example.starter USA CAN JPN",
                   "availability com.example.starter --everywhere", "availability com.example.gems --except JPN"])
    public static let fields: [CommandField<Self>] = [
        .argument("PRODUCT", \.product, .productID, help: "one of the app's product ids"),
        .arguments("CODE", \.storefronts, .storefront, atLeastOne: false, help: "storefronts the app offers it in (alpha-3, alpha-2, id or name)"),
        .flag("everywhere", \.everywhere, help: "drop the product's country list: shouldShow is then always true"),
        .flag("except", \.except, help: "the CODEs are where the app hides the product: shown everywhere else"),
    ]

    public func run(in session: Session) throws {
        guard let id = product else {
            let list = session.world.appProductList
            for product in list { session.emit(ProductText.availability(product)) }
            if list.isEmpty { session.emit("availability none: the app lists no products") }
            return
        }
        var codes: [String] = []
        for code in storefronts.map(\.countryCode) where !codes.contains(code) { codes.append(code) }
        if except {
            guard !codes.isEmpty, !everywhere else {
                throw CommandError(code: "conflicting-arguments",
                                   message: "--except needs the storefronts to hide the product in, and no --everywhere",
                                   hint: "for example 'availability \(id) --except JPN'", argument: Self.name(of: \.storefronts))
            }
            session.world.products.setAvailability(id, countryCodes: nil, hiddenIn: codes)
        } else if everywhere {
            guard codes.isEmpty else {
                throw CommandError(code: "conflicting-arguments", message: "--everywhere takes no storefront codes",
                                   hint: "either 'availability \(id) --everywhere' or 'availability \(id) \(codes.joined(separator: " "))'",
                                   argument: Self.name(of: \.storefronts))
            }
            session.world.products.setAvailability(id, countryCodes: nil)
        } else if !codes.isEmpty {
            session.world.products.setAvailability(id, countryCodes: codes)
        } else if !session.world.appProductList.contains(where: { $0.id == id }) {
            throw CommandError(code: "unknown-app-product", message: "the app does not list '\(id)'",
                               hint: "'availability \(id) USA' adds it with a country list, '--everywhere' without one",
                               argument: Self.name(of: \.product))
        }
        if let product = session.world.appProductList.first(where: { $0.id == id }) { session.emit(ProductText.availability(product)) }
    }
}
