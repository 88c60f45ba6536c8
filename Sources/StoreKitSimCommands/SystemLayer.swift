/// Every module that reads commands also reads files (`source`, `catalog load`): the system
/// layer's types (`FileContents`, `FilePath`, `AtomicFile`) come with this module, so no
/// module above it needs the C library.
@_exported import StoreKitSimSystem
