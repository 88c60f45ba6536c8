import StoreKitSim

/// ExternalPurchaseCustomLink as the app calls it: isEligible, token(for:), showNotice(type:)
/// (https://developer.apple.com/documentation/storekit/externalpurchasecustomlink; Apple's ExternalPurchaseCustomLink).
enum ExternalPurchaseCommands {
    static let all: [CommandSpec] = [
        CommandSpec(EligibleCommand.self),
        CommandSpec(TokenCommand.self),
        CommandSpec(TokensCommand.self),
        CommandSpec(TokenDecodeCommand.self),
        CommandSpec(NoticeCommand.self),
        CommandSpec(ContinueCommand.self),
    ]

    /// This area's lines for `status`, printed as they are made.
    /// Reads the session's world in place: passing the world itself copied every part of it.
    static func emitStatus(_ session: Session) {
        let external = session.world.external
        for entitlement in external.app.entitlements { session.emit(LineText("entitlement \(entitlement.rawValue)")) }
        session.emit(LineText("customer \(external.customer.name) \(external.customer.isNew ? "new" : "existing")"))
        session.emit(LineText("environment \(external.environment.rawValue)"))
        let now = session.world.clock.now
        let active = external.tokens.count { $0.isActive(at: now) }
        session.emit(LineText("tokens \(external.tokens.count) active \(active)"))
        if let notice = external.lastNotice { session.emit(LineText("notice \(notice.type.rawValue) \(notice.result.rawValue)")) }
    }
}

extension ExternalPurchaseCommands {
    /// `cancel` while the disclosure notice is up: showNotice returns cancelled.
    static func cancelNotice(_ session: Session) throws {
        try session.perform { try $0.answerNotice(.cancelled) }
    }
}

extension ValueKind {
    /// A token value, or the handle of an issued token (which stands for its value); completes to
    /// the handles. A word shaped like a handle (`tok` and digits) that names no issued token is
    /// an unknown token: it can never be a token's value, whose JSON starts with `{`.
    static let tokenValue = ValueKind(placeholder: "VALUE", description: "a token value or handle",
                                      completions: { world in world.external.tokens.map(\.handle) }) { word, world throws(CommandError) in
        if let token = world.external.token(word) { return .text(token.value) }
        if word.count > 3, word.hasPrefix("tok"), word.dropFirst(3).allSatisfy({ $0.isASCII && $0.isNumber }) {
            let text = ServerError.unknownToken(word, handles: world.external.tokens.map(\.handle)).text
            throw CommandError(code: text.code, message: text.message, hint: text.hint, argument: Key.value.name)
        }
        return .text(word)
    }

    /// A token by handle, externalPurchaseId or value; completes to the handles. The world resolves
    /// it when the command runs (`World.externalPurchaseToken(_:)`), so examples bind on any world.
    static let token = ValueKind(placeholder: "TOKEN", description: "a token handle such as tok1, an externalPurchaseId or a token value",
                                 completions: { world in world.external.tokens.map(\.handle) }) { word, _ throws(CommandError) in .text(word) }
}
