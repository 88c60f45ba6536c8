import Synchronization

/// A command's argument and option declarations, made from a typed command's fields the first
/// time anything asks for them (the binder, for a line of that command; help; completion).
///
/// The table is built at every start. Deriving every typed command's declarations then meant
/// instantiating all its fields' key paths (`swift_getKeyPath` and a type lookup by mangled name
/// for each), about 11M instructions: 7.1M for a start with an empty script became 18.2M
/// (callgrind, release build). A one-line script reads one command's fields.
final class FieldSpecs: Sendable {
    typealias Specs = (arguments: [ArgumentSpec], options: [OptionSpec])
    private let make: @Sendable () -> Specs
    private let made: Mutex<Specs?>

    /// Declarations known at once (a command declared with its `ArgumentSpec`s).
    init(arguments: [ArgumentSpec], options: [OptionSpec]) {
        make = { (arguments, options) }
        made = Mutex((arguments, options))
    }

    /// Declarations made on first use.
    init(making make: @escaping @Sendable () -> Specs) {
        self.make = make
        made = Mutex(nil)
    }

    var specs: Specs {
        made.withLock { made in
            if let made { return made }
            let specs = make()
            made = specs
            return specs
        }
    }
}
