import StoreKitSim

/// What the external purchase disclosure notice says, per ExternalPurchaseCustomLink.NoticeType.
///
/// Apple documents what each type means ("ExternalPurchaseCustomLink.NoticeType",
/// https://developer.apple.com/documentation/storekit/externalpurchasecustomlink/noticetype) and
/// that showNotice(type:) "displays the system disclosure notice sheet and asks the customer
/// whether to continue", returning continued or cancelled. Apple does not publish the sheet's own
/// words or button titles, so `heading`, `body` and `buttons` are approximate and marked so
/// wherever they are shown.
public struct DisclosureNoticeText: Sendable, Hashable {
    public var type: NoticeType
    /// The NoticeType's meaning, from Apple's documentation.
    public var documented: String
    /// The sheet's title (approximate).
    public var heading: String
    /// The sheet's message (approximate).
    public var body: String
    /// Cancel first, then the default button (approximate titles; the results are Apple's).
    public var buttons: [String]
    /// The line that says the words above are not Apple's.
    public static let approximateMark = "(approximate wording: Apple does not publish the sheet's text)"

    public init(_ type: NoticeType) {
        self.type = type
        switch type {
        case .withinApp:
            documented = "NoticeType.withinApp: the app displays the destination in a web view or native experience within the app."
            heading = "Purchases from the developer, in this app"
            body = """
                You are about to see offers from the developer, shown inside this app but not sold through the App Store. Apple is not responsible \
                for the privacy or security of purchases made this way.
                """
        case .browser:
            documented = "NoticeType.browser: the app displays external purchases in a destination of its choice."
            heading = "Leaving the app for purchases from the developer"
            body = """
                You are about to leave the app for offers from the developer that are not sold through the App Store. Apple is not responsible for \
                the privacy or security of purchases made this way.
                """
        }
        buttons = ["Cancel", "Continue"]
    }
}
