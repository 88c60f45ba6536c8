// swift-tools-version: 6.0
// storekit-sim: a deterministic simulator of StoreKit purchase flows, driven by one command language.
// Dependencies point one way, from the executable down to the world; docs/architecture.md ("The
// modules") draws them from this file (scripts/module-graph, checked by a test). StoreKitSim (the
// world) depends on nothing, StoreKitSimSystem (the only code that calls the C library) on CSystemCalls only;
// StoreKitSimCatalogFiles (the catalog readers) on both; StoreKitSimDiagrams (the diagram writers)
// on nothing; StoreKitSimCommands (the language) on them and StoreKitSimSigning;
// StoreKitSimScenario (the runner) on the language; StoreKitSimREPL and StoreKitSimReport on the
// runner as well; the executable on all of them.
// StoreKitSimulator (the StoreKit 2 library for an app's tests) on the language and signing; the
// executable never links it. StoreKit (StoreKit's module name on Linux, for `import StoreKit`
// unchanged) only re-exports StoreKitSimulator and Foundation.
import PackageDescription

let package = Package(
    name: "storekit-sim",
    // Synchronization's Mutex needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "storekit-sim", targets: ["storekit-sim"]),
        // StoreKit 2's API over the simulated world, for an app's own purchase code under test.
        .library(name: "StoreKitSimulator", targets: ["StoreKitSimulator"]),
        // `import StoreKit` on Linux: the library and Foundation re-exported under StoreKit's name,
        // so an app's store code compiles unchanged. Depend on it for Linux only
        // (`condition: .when(platforms: [.linux])`): Apple's platforms keep Apple's StoreKit.
        .library(name: "StoreKit", targets: ["StoreKit"]),
    ],
    targets: [
        // The world: pure Swift, no printing, no files, no terminal.
        .target(name: "StoreKitSim"),
        // The system layer: files, directories, terminals, threads, the environment. The only code
        // that imports Glibc (Linux) or Darwin (macOS).
        .target(name: "StoreKitSimSystem", dependencies: ["CSystemCalls"]),
        // The system calls the system layer cannot make from Swift (openat2(2): no glibc wrapper,
        // and Swift does not call the variadic syscall(2)).
        .target(name: "CSystemCalls"),
        // The catalog files QA already have, read into typed values with located errors: Xcode's
        // .storekit (JSON) and the sample's Products.plist (libxml2); no words of the command layer.
        .target(name: "StoreKitSimCatalogFiles", dependencies: ["StoreKitSim", "StoreKitSimSystem", "CLibXML2"]),
        // Sequence diagrams: the input model (lifelines, commands, arrows, notes) and its SVG and
        // Mermaid writers; pure Swift, no type of the world or the command layer.
        .target(name: "StoreKitSimDiagrams"),
        // The language: lexer, the one command table, binder, interpreter, diagnostics, help, a
        // session's history drawn as a diagram and the executable's command-line declaration.
        .target(
            name: "StoreKitSimCommands",
            dependencies: ["StoreKitSim", "StoreKitSimSigning", "StoreKitSimSystem", "StoreKitSimNotifications", "StoreKitSimCatalogFiles",
                           "StoreKitSimDiagrams"],
            exclude: ["Help/Prose"], plugins: ["EmbedLinesPlugin"]
        ),
        // The man page's prose is text (Help/Prose); this build-tool plugin and its tool turn it
        // into a Swift enum of lines at build time (no resource bundle, no Foundation at run time).
        .executableTarget(name: "EmbedLines"),
        .plugin(name: "EmbedLinesPlugin", capability: .buildTool(), dependencies: ["EmbedLines"]),
        // OpenSSL's libcrypto (Debian's libssl-dev headers), for ES256 and the local test
        // certificates. Loaded on first use with dlopen on Linux, not linked: only signing needs
        // it, and linking it cost every command about 1.8 ms of a 4 ms start-up budget. macOS
        // links it (Homebrew's openssl@3).
        // dlopen and look-up for the three C libraries opened on first use (libcrypto, libedit,
        // libxml2): each was mapped by every start-up when linked, though only some commands need it.
        .target(name: "CLibraryLoader", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(
            name: "CLibCrypto",
            dependencies: ["CLibraryLoader"],
            cSettings: [.unsafeFlags(["-I/opt/homebrew/opt/openssl@3/include", "-I/usr/local/opt/openssl@3/include"], .when(platforms: [.macOS]))],
            linkerSettings: [
                .unsafeFlags(["-L/opt/homebrew/opt/openssl@3/lib", "-L/usr/local/opt/openssl@3/lib"], .when(platforms: [.macOS])),
                .linkedLibrary("crypto", .when(platforms: [.macOS])),
            ]
        ),
        // libxml2's xmlTextReader for Products.plist, opened with dlopen only when a property list is
        // read (it brings ICU, zlib and lzma); compiled against Debian's libxml2-dev headers, never
        // linked on Linux. macOS links the SDK's libxml2 directly.
        .target(
            name: "CLibXML2",
            dependencies: ["CLibraryLoader"],
            cSettings: [.unsafeFlags(["-iwithsysroot", "/usr/include/libxml2"])],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: [.macOS]))]
        ),
        // GNU libmicrohttpd (Debian's libmicrohttpd-dev headers) for `serve`, opened with dlopen on
        // first use on Linux like libcrypto: only the server needs it. macOS links it (Homebrew's).
        .target(
            name: "CLibMicroHTTPD",
            dependencies: ["CLibraryLoader"],
            cSettings: [.unsafeFlags(["-I/opt/homebrew/opt/libmicrohttpd/include", "-I/usr/local/opt/libmicrohttpd/include"],
                                     .when(platforms: [.macOS]))],
            linkerSettings: [.linkedLibrary("microhttpd", .when(platforms: [.macOS]))]
        ),
        // `storekit-sim serve`: the App Store Server API and the control endpoint over one session.
        .target(name: "StoreKitSimServer", dependencies: ["StoreKitSimCommands", "StoreKitSimSigning", "StoreKitSimNotifications",
                                                          "StoreKitSimSystem", "CLibMicroHTTPD"]),
        // JWS signing of StoreKit 2's data with a local test root; keeps OpenSSL out of the world.
        // No Foundation: base64 comes from libcrypto too.
        .target(
            name: "StoreKitSimSigning", dependencies: ["CLibCrypto", "StoreKitSim"],
            swiftSettings: [
                .unsafeFlags(["-Xcc", "-I/opt/homebrew/opt/openssl@3/include", "-Xcc", "-I/usr/local/opt/openssl@3/include"],
                             .when(platforms: [.macOS])),
            ]
        ),
        // libcurl (Debian's libcurl4-openssl-dev headers) for posting App Store Server
        // Notifications, opened with dlopen on first use like libcrypto: only delivery to a URL
        // needs it. macOS links the system's libcurl.
        .target(name: "CLibCurl", dependencies: ["CLibraryLoader"], linkerSettings: [.linkedLibrary("curl", .when(platforms: [.macOS]))]),
        // App Store Server Notifications V2: the table from world events to notification types,
        // the signed payload, the log of attempts, the retry schedule and delivery (libcurl or a file).
        .target(name: "StoreKitSimNotifications", dependencies: ["StoreKitSim", "StoreKitSimSigning", "StoreKitSimSystem", "CLibCurl"]),
        // Scenario files as golden tests: parser, matchers, the runner and its reports, and the
        // session recorder (`record FILE`) that batch mode and the REPL share.
        .target(name: "StoreKitSimScenario", dependencies: ["StoreKitSimCommands", "StoreKitSimDiagrams", "StoreKitSimSystem"]),
        // libedit (Debian's libedit-dev headers), through a tiny C shim that also wraps its
        // variadic functions. Loaded on first use with dlopen on Linux, not linked: only the REPL
        // on a terminal needs it, and linking it (with libtinfo, libbsd, libmd) cost every
        // command about 0.75 ms of start-up. macOS links the system's libedit.
        .target(name: "CEditLineShim", dependencies: ["CLibraryLoader"], linkerSettings: [.linkedLibrary("edit", .when(platforms: [.macOS]))]),
        // The interactive REPL and the demo player.
        .target(name: "StoreKitSimREPL", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "StoreKitSimSystem", "CEditLineShim"]),
        // The static HTML report of a test run (`test --html DIR`), through the runner's public API.
        .target(name: "StoreKitSimReport", dependencies: ["StoreKitSimCommands", "StoreKitSimDiagrams", "StoreKitSimScenario", "StoreKitSimSystem"]),
        .executableTarget(
            name: "storekit-sim",
            dependencies: ["StoreKitSimCommands", "StoreKitSimDiagrams", "StoreKitSimScenario", "StoreKitSimREPL", "StoreKitSimReport",
                           "StoreKitSimSystem", "StoreKitSimServer"]
        ),
        // StoreKit 2's types and SKTestSession's controls over one world per test session. Built on
        // the command interpreter (StoreKitSimCommands), not only the world: `run("command line")`,
        // `diagram()`, and the signed payloads (StoreKitSimSigning) are the command language's own. The only module
        // that may import Foundation (Date, Decimal, UUID, Locale, Data: StoreKit's own types);
        // the executable never links it.
        // Its async calls (Transaction.updates' iterator, finish(), products(for:)) run on the
        // caller's actor (SE-0461): a @MainActor store's listener does not hop to the pool and back
        // for each update, as it did twice per renewal under an accelerated time rate.
        .target(name: "StoreKitSimulator", dependencies: ["StoreKitSim", "StoreKitSimSigning", "StoreKitSimCommands"],
                swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        // StoreKit's module name on Linux over StoreKitSimulator (empty elsewhere).
        .target(name: "StoreKit", dependencies: ["StoreKitSimulator"]),
        // The tests' one binary locator, process runner, temporary folder and seeded generator.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StoreKitSimSystemTests", dependencies: ["StoreKitSimSystem", "TestSupport"]),
        .testTarget(name: "StoreKitSimTests", dependencies: ["StoreKitSim"], resources: [.copy("storefronts.tsv")]),
        .testTarget(name: "StoreKitSimSigningTests", dependencies: ["StoreKitSimSigning"]),
        .testTarget(name: "StoreKitSimNotificationsTests", dependencies: ["StoreKitSimNotifications", "TestSupport"]),
        .testTarget(name: "StoreKitSimCatalogFilesTests", dependencies: ["StoreKitSimCatalogFiles"]),
        .testTarget(name: "StoreKitSimDiagramsTests", dependencies: ["StoreKitSimDiagrams"]),
        .testTarget(name: "StoreKitSimCommandsTests", dependencies: ["StoreKitSimCommands", "TestSupport"]),
        .testTarget(name: "StoreKitSimScenarioTests", dependencies: ["StoreKitSimScenario", "TestSupport"]),
        .testTarget(name: "StoreKitSimREPLTests", dependencies: ["StoreKitSimREPL", "TestSupport"]),
        .testTarget(name: "StoreKitSimServerTests", dependencies: ["StoreKitSimServer", "TestSupport"]),
        .testTarget(name: "StoreKitSimReportTests", dependencies: ["StoreKitSimReport", "TestSupport"]),
        .testTarget(name: "StoreKitSimulatorTests", dependencies: ["StoreKitSimulator", "StoreKitSimCommands"]),
        // Drives the built binary as a user would: pipes, bad bytes, exit codes.
        .testTarget(name: "ExecutableTests", dependencies: ["StoreKitSimCommands", "StoreKitSimScenario", "TestSupport"], exclude: ["BadInput"]),
    ]
)
