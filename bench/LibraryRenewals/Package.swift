// swift-tools-version: 6.0
// The library's renewals under an accelerated time rate (issue 44): a listener takes every update
// of `advance(by: 32 days)` on a .storekit file with `_timeRate` 15. A bench, not a test: it
// reports, never asserts a time. `bench/library-renewals` builds it in release and runs it.
import PackageDescription

/// SwiftPM names a package dependency by its folder's name (the storekit-sim checkout, two levels up).
let simulatorPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "storekit-sim"

let package = Package(
    name: "LibraryRenewals",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "LibraryRenewals", dependencies: [.product(name: "StoreKitSimulator", package: simulatorPackage)]),
    ]
)
