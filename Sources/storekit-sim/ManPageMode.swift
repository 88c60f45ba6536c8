import StoreKitSimCommands

/// `storekit-sim man`: the storekit-sim(1) page, generated from the command table and
/// `ExecutableCommandLine`.
enum ManPageMode {
    @MainActor static func run() -> Int32 {
        stdoutWriter.write(ManPage(version: Version.current).render())
        return finish()
    }
}
