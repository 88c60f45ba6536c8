// swift-tools-version: 6.0
// storekit-sim: a deterministic simulator of StoreKit purchase flows, driven by one command language.
// Dependencies point one way: StoreKitSim, StoreKitSimSigning <- StoreKitSimCommands <- (StoreKitSimScenario, StoreKitSimREPL, StoreKitSimReport) <- storekit-sim.
import PackageDescription

let package = Package(
    name: "storekit-sim",
    products: [
        .executable(name: "storekit-sim", targets: ["storekit-sim"]),
    ],
    targets: [
        // The world: pure Swift, no printing, no files, no terminal.
        .target(name: "StoreKitSim"),
        // Lexer, the one command table, binder, interpreter, diagnostics, help.
        .target(name: "StoreKitSimCommands", dependencies: ["StoreKitSim", "StoreKitSimSigning"]),
        // OpenSSL's libcrypto (Debian's libssl-dev), for ES256 and the local test certificates.
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // JWS signing of StoreKit 2's data with a local test root; keeps OpenSSL out of the world.
        .target(name: "StoreKitSimSigning", dependencies: ["CLibCrypto"]),
        // Scenario files as golden tests.
        .target(name: "StoreKitSimScenario", dependencies: ["StoreKitSimCommands"]),
        // libedit, through a system library and a tiny C shim for its variadic functions.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CEditLineShim", dependencies: ["CLibEdit"]),
        .target(name: "StoreKitSimREPL", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "CEditLineShim"]),
        // The static HTML report of a test run (`test --html DIR`), through the runner's public API.
        .target(name: "StoreKitSimReport", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario"]),
        .executableTarget(
            name: "storekit-sim",
            dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "StoreKitSimREPL", "StoreKitSimReport"]
        ),
        .testTarget(name: "StoreKitSimTests", dependencies: ["StoreKitSim"], resources: [.copy("storefronts.tsv")]),
        .testTarget(name: "StoreKitSimCommandsTests", dependencies: ["StoreKitSimCommands"]),
        .testTarget(name: "StoreKitSimScenarioTests", dependencies: ["StoreKitSimScenario"]),
        .testTarget(name: "StoreKitSimREPLTests", dependencies: ["StoreKitSimREPL"]),
        .testTarget(name: "StoreKitSimReportTests", dependencies: ["StoreKitSimReport"]),
        // Drives the built binary as a user would: pipes, bad bytes, exit codes.
        .testTarget(name: "ExecutableTests", dependencies: ["StoreKitSimCommands"], exclude: ["BadInput"]),
    ]
)
