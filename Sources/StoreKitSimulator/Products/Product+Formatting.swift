import Foundation

/// The format styles a store's UI uses for a product's price and period, in the App Store's
/// locale (the session's `locale`) and the storefront's currency.
extension Product {
    /// Product.priceFormatStyle ("priceFormatStyle"): "the format style for the numbers in the
    /// price of the product", for amounts derived from `price` (`(price * 2).formatted(priceFormatStyle)`);
    /// `price.formatted(priceFormatStyle)` is `displayPrice`.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: localeIdentifier))
    }

    /// Product.subscriptionPeriodFormatStyle ("subscriptionPeriodFormatStyle"): "1 week", "2 months",
    /// for `subscription.subscriptionPeriod.formatted(product.subscriptionPeriodFormatStyle)`.
    ///
    /// Differs from StoreKit: Apple's type is `Date.ComponentsFormatStyle`; this is a FormatStyle
    /// of the same input (`Range<Date>`), so the code that uses it compiles unchanged, and its
    /// words are English whatever the locale. Foundation on Linux offers nothing public to use
    /// instead (checked with Swift 6.3.1's swift-corelibs-foundation over swift-foundation):
    /// its `Date.ComponentsFormatStyle` has no initializer but `init(from: Decoder)`, no
    /// `format(_:)` and no FormatStyle conformance, and no `.components(style:fields:)` factory;
    /// `DateComponentsFormatter` is unavailable ("Not supported in swift-corelibs-foundation");
    /// `Duration.UnitsFormatStyle` is localized but counts weeks at most, no months or years.
    public var subscriptionPeriodFormatStyle: SubscriptionPeriod.ComponentsFormatStyle {
        SubscriptionPeriod.ComponentsFormatStyle(localeIdentifier: localeIdentifier)
    }

    /// Product.subscriptionPeriodUnitFormatStyle ("subscriptionPeriodUnitFormatStyle"): "the format
    /// style for subscription period units, such as week, month, or year".
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle {
        SubscriptionPeriod.Unit.FormatStyle()
    }
}
