// `import StoreKit` for an app's store code under test on Linux, unchanged: this module re-exports
// the StoreKitSimulator library and Foundation, as Apple's StoreKit brings Foundation, so
// `StoreKit.Transaction`, `StoreKit.Product.SubscriptionInfo.RenewalInfo` and `Date` resolve.
// A team adds the product to its targets for Linux only (docs/app-tests.md):
//   .product(name: "StoreKit", package: "storekit-sim", condition: .when(platforms: [.linux]))
// so that on Apple's platforms `import StoreKit` keeps meaning Apple's framework. Built on another
// platform, the module is empty.
#if os(Linux)
@_exported import Foundation
@_exported import StoreKitSimulator
#endif
