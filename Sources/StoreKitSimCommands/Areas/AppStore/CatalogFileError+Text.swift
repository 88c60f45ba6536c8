import StoreKitSim
import StoreKitSimCatalogFiles

/// A catalog file's error as `catalog load` reports it: located in the file, pointing at FILE.
extension CatalogFileError {
    /// The reader's words, or the world's refusal in the words the same refusal from a command has
    /// (`media add --campaign` and a Products.plist's campaignToken say the same).
    var words: String {
        switch problem {
        case .malformed(let text): text
        case .refused(let error): error.text.message
        }
    }

    /// The error `catalog load` throws: `Products.plist:9: [0].isApplication: ...`, at the FILE argument.
    var commandError: CommandError {
        CommandError(code: "bad-catalog-file", message: located(words), hint: hint, argument: Key.file.name)
    }
}
