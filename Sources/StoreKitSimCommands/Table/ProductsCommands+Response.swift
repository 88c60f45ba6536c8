import StoreKitSim

/// How a products request prints, step by step between its callbacks, and the product lines.
extension ProductsCommands {
    /// Starts a request and, unless it is released, delivers its response step by step.
    static func runRequest(_ session: Session, _ ids: [String], retained: Bool) throws {
        let requestID = session.world.startProductsRequest(ids, retained: retained)
        let request = session.world.products.requests.last!
        session.emit((["request", requestID] + request.productIDs).joined(separator: " "))
        guard let response = session.world.deliverResponse(requestID) else {
            session.emit("request \(requestID) released before it completed: no response will come", style: .pending)
            return
        }
        session.flushCallbacks()
        for product in response.products { session.emit(productLine(product)) }
        for invalid in response.invalid { session.emit("invalid \(invalid.id) (\(invalid.cause))", style: .failure) }
        let log = session.world.products.log.suffix(response.invalid.count)
        for line in log { session.emit("log \(line)") }
        for invalid in response.invalid {
            if session.world.app.build == .development {
                session.emit("store error Invalid product identifier: \(invalid.id)", style: .failure)
            } else {
                session.emit("store omits \(invalid.id)")
            }
        }
        session.world.finishRequest(requestID)
        session.flushCallbacks()
    }

    /// `store USA 1 product`, `catalog 5 products`.
    static func count(_ n: Int, _ head: String) -> String { "\(head) \(n) product\(n == 1 ? "" : "s")" }

    /// `product com.example.gems 0.99 USD 100 Gems`.
    static func productLine(_ product: ReceivedProduct) -> String {
        "product \(product.id) \(product.price) \(product.title)"
    }

    /// `com.example.starter USA CAN GBR`, or `com.example.gems everywhere`.
    static func line(_ product: AppProduct) -> String {
        "\(product.id) \(product.countryCodes?.joined(separator: " ") ?? "everywhere")"
    }
}
