// swift-tools-version: 6.0
// Store classes written the ways app teams write them against StoreKit 2 (a listener started with
// Task.detached in init, a `static let shared` singleton, a listener in a Task with products loaded
// from init), each with `import StoreKit` and no other import, built unchanged against storekit-sim
// on Linux through its `StoreKit` product. On macOS the same files build against Apple's StoreKit.
import PackageDescription

/// SwiftPM names a package dependency by its folder's name (the storekit-sim checkout, two levels up).
let simulatorPackage = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "storekit-sim"

/// The one line a team adds: storekit-sim's `StoreKit` module on Linux only.
let storeKitOnLinux: Target.Dependency = .product(name: "StoreKit", package: simulatorPackage, condition: .when(platforms: [.linux]))

let package = Package(
    name: "RealStores",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        // Warnings are errors here: the switches over StoreKit's non-exhaustive enums
        // (PurchaseMessages.swift) must compile clean with `default` and `@unknown default`.
        .target(name: "Stores", dependencies: [storeKitOnLinux], swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .testTarget(name: "StoresTests", dependencies: ["Stores", storeKitOnLinux]),
    ]
)
