import StoreKitSim
import StoreKitSimCommands

extension SKTestSession {
    /// SKTestSession.buyProduct(identifier:options:): a purchase made outside the app (another
    /// device, the App Store): it reaches the app through Transaction.updates. With
    /// `.codeOffer(referenceName:)` the customer redeems that offer code for the product. Returns
    /// the transaction's id (StoreKit returns the Transaction).
    @discardableResult
    public func buyProduct(identifier: String, options: Set<Product.PurchaseOption> = []) throws -> UInt64 {
        var quantity = 1
        var code: String?
        for option in options {
            switch option.kind {
            case .quantity(let n): quantity = n
            case .codeOffer(let name): code = name
            default: continue
            }
        }
        return try store.locked { store in
            let before = store.session.world.payments.transactions.count
            if let code {
                let offers = store.session.world.catalog.product(ProductID(identifier))?.offers ?? []
                guard offers.contains(where: { $0.type == .code && $0.isNamed(code) }) else {
                    throw StoreKitSimulatorError.unsupported("\(identifier) has no offer code named \(code)")
                }
                try store.execute(RedeemCommand(code))
                return UInt64(before + 1)
            }
            try store.execute(RequestCommand([ProductID(identifier)]))
            let dialogs = store.session.world.disableDialogs
            if !dialogs { try store.execute(SettingCommand(.dialogs, "off")) }
            defer { if !dialogs { _ = try? store.execute(SettingCommand(.dialogs, "on")) } }
            try store.execute(BuyCommand(ProductID(identifier), quantity: quantity == 1 ? nil : quantity))
            return UInt64(before + 1)
        }
    }
}
