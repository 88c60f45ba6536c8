// swift-tools-version: 6.0
// storekit-sim: a deterministic simulator of StoreKit purchase flows, driven by one command language.
// Dependencies point one way: StoreKitSimSystem (the only code that calls the C library),
// StoreKitSim and StoreKitSimSigning <- StoreKitSimCommands <- (StoreKitSimScenario, StoreKitSimREPL, StoreKitSimReport) <- storekit-sim.
import PackageDescription

let package = Package(
    name: "storekit-sim",
    // Synchronization's Mutex needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "storekit-sim", targets: ["storekit-sim"]),
    ],
    targets: [
        // The world: pure Swift, no printing, no files, no terminal.
        .target(name: "StoreKitSim"),
        // The system layer: files, directories, terminals, threads, the environment. The only code
        // that imports Glibc (Linux) or Darwin (macOS).
        .target(name: "StoreKitSimSystem"),
        // Lexer, the one command table, binder, interpreter, diagnostics, help.
        .target(name: "StoreKitSimCommands", dependencies: ["StoreKitSim", "StoreKitSimSigning", "StoreKitSimSystem", "CLibXML2"]),
        // libxml2's xmlTextReader for Products.plist, opened with dlopen only when a property list is
        // read (it brings ICU, zlib and lzma); compiled against Debian's libxml2-dev headers, never
        // linked on Linux. macOS links the SDK's libxml2 directly.
        .target(
            name: "CLibXML2",
            cSettings: [.unsafeFlags(["-iwithsysroot", "/usr/include/libxml2"])],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: [.macOS])), .linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // OpenSSL's libcrypto (Debian's libssl-dev), for ES256 and the local test certificates.
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // JWS signing of StoreKit 2's data with a local test root; keeps OpenSSL out of the world.
        .target(name: "StoreKitSimSigning", dependencies: ["CLibCrypto", "StoreKitSim"]),
        // Scenario files as golden tests.
        .target(name: "StoreKitSimScenario", dependencies: ["StoreKitSimCommands", "StoreKitSimSystem"]),
        // libedit, through a system library and a tiny C shim for its variadic functions.
        .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "CEditLineShim", dependencies: ["CLibEdit"]),
        .target(name: "StoreKitSimREPL", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "StoreKitSimSystem", "CEditLineShim"]),
        // The static HTML report of a test run (`test --html DIR`), through the runner's public API.
        .target(name: "StoreKitSimReport", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "StoreKitSimSystem"]),
        .executableTarget(
            name: "storekit-sim",
            dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "StoreKitSimREPL", "StoreKitSimReport", "StoreKitSimSystem"]
        ),
        // The tests' one binary locator, process runner, temporary folder and seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StoreKitSimSystemTests", dependencies: ["StoreKitSimSystem", "TestSupport"]),
        .testTarget(name: "StoreKitSimTests", dependencies: ["StoreKitSim"], resources: [.copy("storefronts.tsv")]),
        .testTarget(name: "StoreKitSimCommandsTests", dependencies: ["StoreKitSimCommands", "TestSupport"]),
        .testTarget(name: "StoreKitSimScenarioTests", dependencies: ["StoreKitSimScenario", "TestSupport"]),
        .testTarget(name: "StoreKitSimREPLTests", dependencies: ["StoreKitSimREPL", "TestSupport"]),
        .testTarget(name: "StoreKitSimReportTests", dependencies: ["StoreKitSimReport", "TestSupport"]),
        // Drives the built binary as a user would: pipes, bad bytes, exit codes.
        .testTarget(name: "ExecutableTests", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "TestSupport"], exclude: ["BadInput"]),
    ]
)
