extension Session {
    /// A session that starts where this one is (its world, settings, notification log, catalog
    /// file) and shares nothing that changes with it: commands run on it change neither this
    /// session's world nor its history or the outcome of a command this session is in the middle
    /// of. The server runs reading commands on one while a command of the world waits for a
    /// webhook (`ControlCommands.runReading`).
    public func readingCopy() -> Session {
        let copy = Session(world: world, sink: sink, directory: directory, binder: binder)
        copy.trace = trace
        copy.vocabulary = vocabulary
        copy.confinement = confinement
        copy.configuration = configuration
        copy.configurationLoad = configurationLoad
        copy.serverNotifications = serverNotifications
        copy.signerCache = signerCache
        return copy
    }
}
