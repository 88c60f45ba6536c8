/// What happens when the app asks the App Store for products ("Fetching product information from
/// the App Store"; SKProductsRequest) and when its store UI changes.
public enum ProductsEvent: Sendable, Hashable {
    /// The app's shouldShow(_:in:) answered for one of its products (SKStorefront's fetchProductInfo).
    case shouldShowAnswered(ShouldShowDecision)
    /// The app started an SKProductsRequest for these identifiers (duplicates dropped).
    case requestStarted(ProductsRequest)
    /// The app kept no strong reference: the request is deallocated and never completes.
    case requestReleased(requestID: String)
    /// productsRequest(_:didReceive:), and what the app did with the response: kept the products,
    /// logged each invalid identifier and showed or omitted it in its store UI.
    case responseReceived(ProductsResponse, handling: ResponseHandling)
    /// requestDidFinish(_:).
    case requestFinished(requestID: String)
}

/// What the app did with a products response, by its build configuration ("Fetching product
/// information from the App Store": a development build shows an error for each invalid identifier,
/// a production build omits it; both log it).
public struct ResponseHandling: Sendable, Hashable {
    /// The NSLog entries written, one per invalid identifier.
    public var log: [AppLogEntry]
    /// Invalid identifiers the store UI shows an error for (development builds).
    public var shownAsErrors: [InvalidProduct]
    /// Invalid identifiers the store UI leaves out (production builds).
    public var omitted: [InvalidProduct]
}

/// One NSLog line the app wrote: an invalid product identifier, at a virtual time.
public struct AppLogEntry: Sendable, Hashable {
    public var time: VirtualInstant
    public var invalidProductID: ProductID
}
