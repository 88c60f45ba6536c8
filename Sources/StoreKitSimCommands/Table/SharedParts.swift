/// A declaration's parts held in one object, so that a value made of them (a command, an
/// argument, an option, a value kind) is copied with a single retain.
///
/// The binder hands these on for every line it binds; when each was a struct of its parts, every
/// copy took a retain and a release of each name, list and closure in it.
final class SharedParts<Parts: Sendable>: Sendable {
    let parts: Parts

    init(_ parts: Parts) {
        self.parts = parts
    }
}
