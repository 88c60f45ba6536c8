// swift-tools-version: 6.0
// An app's own purchase code (Sources/StoreApp/Store.swift) and its tests, run against
// storekit-sim's StoreKitSimulator library on Linux (and macOS). The package depends on
// storekit-sim by path, as an app's package would depend on it by URL.
import PackageDescription

/// SwiftPM names a package dependency by its folder's name, which is whatever the storekit-sim
/// checkout is called (two levels up from here).
let simulatorPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "storekit-sim"

let package = Package(
    name: "StoreApp",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // STOREKIT_SIMULATOR makes Store.swift import StoreKitSimulator even where Apple's
        // StoreKit exists (macOS), so these tests always run on the simulator. The app's own
        // target compiles the same file without it and gets Apple's StoreKit.
        .target(
            name: "StoreApp",
            dependencies: [.product(name: "StoreKitSimulator", package: simulatorPackage)],
            swiftSettings: [.define("STOREKIT_SIMULATOR")]
        ),
        .testTarget(
            name: "StoreAppTests",
            dependencies: ["StoreApp", .product(name: "StoreKitSimulator", package: simulatorPackage)]
        ),
    ]
)
