/// An error the App Store Server API answers with: HTTP status, `errorCode` and `errorMessage`,
/// as Apple's App Store Server API documentation lists them ("Error codes").
public struct APIError: Error, Sendable, Equatable {
    public var status: UInt32
    public var code: Int64
    public var message: String

    public init(_ status: UInt32, _ code: Int64, _ message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    // 400 Bad Request.
    public static let generalBadRequest = APIError(400, 4000000, "Bad request.")
    public static let invalidAppIdentifier = APIError(400, 4000002, "Invalid request app identifier.")
    public static let invalidRequestRevision = APIError(400, 4000005, "Invalid request revision.")
    public static let invalidTransactionID = APIError(400, 4000006, "Invalid transaction id.")
    public static let invalidOriginalTransactionID = APIError(400, 4000008, "Invalid original transaction id.")
    public static let invalidExtendByDays = APIError(400, 4000009, "Invalid extend by days value.")
    public static let invalidExtendReasonCode = APIError(400, 4000010, "Invalid extend reason code.")
    public static let invalidRequestIdentifier = APIError(400, 4000011, "Invalid request identifier.")
    public static let startDateAfterEndDate = APIError(
        400, 4000013, "Invalid request. The end date precedes the start date or the dates are the same.")
    public static let invalidPaginationToken = APIError(400, 4000014, "Invalid pagination token.")
    public static let invalidStartDate = APIError(400, 4000015, "Invalid start date.")
    public static let invalidEndDate = APIError(400, 4000016, "Invalid end date.")
    public static let invalidNotificationType = APIError(400, 4000018, "Invalid notification type.")
    public static let multipleFiltersSupplied = APIError(
        400, 4000019, "Invalid request. Supply either a transaction id or a notification type, but not both.")
    public static let invalidTestNotificationToken = APIError(400, 4000020, "Invalid test notification token.")
    public static let invalidSort = APIError(400, 4000021, "Invalid sort parameter.")
    public static let invalidProductType = APIError(400, 4000022, "Invalid product type parameter.")
    public static let invalidProductID = APIError(400, 4000023, "Invalid product id parameter.")
    public static let invalidSubscriptionGroupIdentifier = APIError(400, 4000024, "Invalid subscription group identifier.")
    public static let invalidInAppOwnershipType = APIError(400, 4000026, "Invalid in-app ownership type parameter.")
    public static let invalidEmptyStorefrontCountryCodeList = APIError(
        400, 4000027, "Invalid request. If provided, the list of storefronts must not be empty.")
    public static let invalidStorefrontCountryCode = APIError(400, 4000028, "Invalid request. A storefront country code was invalid.")
    public static let invalidRevoked = APIError(400, 4000030, "Invalid request. The revoked parameter is invalid.")
    public static let invalidStatus = APIError(400, 4000031, "Invalid request. The status parameter is invalid.")
    public static let invalidAccountTenure = APIError(400, 4000032, "Invalid request. The account tenure field is invalid.")
    public static let invalidAppAccountToken = APIError(400, 4000033, "Invalid request. The app account token field must be a valid UUID.")
    public static let invalidConsumptionStatus = APIError(400, 4000034, "Invalid request. The consumption status field is invalid.")
    public static let invalidCustomerConsented = APIError(
        400, 4000035, "Invalid request. The customer consented field is required and must indicate the customer consented.")
    public static let invalidDeliveryStatus = APIError(400, 4000036, "Invalid request. The delivery status field is invalid.")
    public static let invalidLifetimeDollarsPurchased = APIError(400, 4000037, "Invalid request. The lifetime dollars purchased field is invalid.")
    public static let invalidLifetimeDollarsRefunded = APIError(400, 4000038, "Invalid request. The lifetime dollars refunded field is invalid.")
    public static let invalidPlatform = APIError(400, 4000039, "Invalid request. The platform field is invalid.")
    public static let invalidPlayTime = APIError(400, 4000040, "Invalid request. The playtime field is invalid.")
    public static let invalidSampleContentProvided = APIError(400, 4000041, "Invalid request. The sample content provided field is invalid.")
    public static let invalidUserStatus = APIError(400, 4000042, "Invalid request. The user status field is invalid.")
    public static let invalidTransactionNotConsumable = APIError(
        400, 4000043, "Invalid request. The transaction id parameter must represent a consumable in-app purchase.")
    public static let invalidAppAccountTokenUUID = APIError(400, 4000183, "Invalid request. The app account token field must be a valid UUID.")
    public static let familyTransactionNotSupported = APIError(
        400, 4000185, "Invalid request. Family Sharing transactions aren't supported by this endpoint.")
    public static let transactionIDIsNotOriginalTransactionID = APIError(
        400, 4000187, "Invalid request. The transaction ID provided is not an original transaction ID.")
    // 403.
    public static let subscriptionExtensionIneligible = APIError(403, 4030004, "Forbidden - subscription state ineligible for extension.")
    public static let subscriptionMaxExtension = APIError(403, 4030005, "Forbidden - subscription has reached maximum extension count.")
    public static let familySharedSubscriptionExtensionIneligible = APIError(
        403, 4030007, "Subscriptions that users obtain through Family Sharing can't get a renewal date extension directly.")
    // 404.
    public static let originalTransactionIDNotFound = APIError(404, 4040005, "Original transaction id not found.")
    public static let serverNotificationURLNotFound = APIError(
        404, 4040007, "No App Store Server Notification URL found for provided app. Check that a URL is configured in App "
            + "Store Connect for this environment.")
    public static let testNotificationNotFound = APIError(
        404, 4040008, "Either the test notification token is expired or the notification and status are not yet available.")
    public static let statusRequestNotFound = APIError(
        404, 4040009, "The server didn't find a subscription-renewal-date extension request for this requestIdentifier and productId combination.")
    public static let transactionIDNotFound = APIError(404, 4040010, "Transaction id not found.")
    public static let appTransactionDoesNotExist = APIError(404, 4040019, "No AppTransaction exists for the customer.")

    // Refusals outside Apple's list, in its shape (status * 10000 as the code, UNCONFIRMED: Apple
    // documents no code for an unknown path, a wrong method or a missing token).
    public static let notFound = APIError(404, 4040000, "Not found.")
    public static let methodNotAllowed = APIError(405, 4050000, "Method not allowed.")
    /// Apple's rate limit (RateLimitExceededError, 4290000): a server's world limit reached.
    public static let rateLimitExceeded = APIError(429, 4290000, "Rate limit exceeded.")
    public static let generalInternal = APIError(500, 5000000, "An unknown error occurred.")
}
