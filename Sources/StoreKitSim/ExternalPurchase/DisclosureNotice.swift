/// ExternalPurchaseCustomLink.NoticeType: where the external offer will appear (facts 3.6).
public enum NoticeType: String, Sendable, CaseIterable, Hashable {
    /// `.withinApp`: a web view or native UI inside the app.
    case withinApp = "within-app"
    /// `.browser`: the app goes to the background and the offer shows elsewhere.
    case browser

    /// The Swift case name.
    public var swiftName: String { self == .withinApp ? ".withinApp" : ".browser" }
}

extension World {
    /// ExternalPurchaseCustomLink.showNotice(type:) (storekit-facts.md 3.6).
    ///
    /// Throws when not eligible. Puts the disclosure sheet up until `continue` or `cancel`;
    /// with `disableDialogs` it is answered at once with continued. Returns the result when
    /// answered at once, nil while the sheet is up.
    public mutating func showNotice(_ type: NoticeType) throws -> String? {
        let eligibility = externalPurchaseEligibility
        guard eligibility.isEligible else { throw SimulationError.notEligible("showNotice(type:)", eligibility.reasons) }
        if let sheet { throw SheetError.alreadyUp(sheet) }
        if disableDialogs {
            external.lastNotice = "\(type.rawValue) continued"
            return "continued"
        }
        sheet = .notice(type: type)
        return nil
    }

    /// The customer answers the disclosure notice: `continued` or `cancelled` (NoticeResult).
    public mutating func answerNotice(continued: Bool) throws(SimulationError) -> String {
        guard case .notice(let type)? = sheet else { throw .noNotice }
        sheet = nil
        let result = continued ? "continued" : "cancelled"
        external.lastNotice = "\(type.rawValue) \(result)"
        return result
    }
}
