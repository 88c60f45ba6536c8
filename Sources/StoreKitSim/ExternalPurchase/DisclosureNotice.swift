/// ExternalPurchaseCustomLink.NoticeType: where the external offer will appear (Apple's ExternalPurchaseCustomLink.showNotice(type:)).
public enum NoticeType: String, Sendable, CaseIterable, Hashable {
    /// `.withinApp`: a web view or native UI inside the app.
    case withinApp = "within-app"
    /// `.browser`: the app goes to the background and the offer shows elsewhere.
    case browser
}

/// ExternalPurchaseCustomLink.NoticeResult: what the customer chose on the disclosure sheet.
public enum NoticeResult: String, Sendable, CaseIterable, Hashable {
    /// Go on to the external offer.
    case continued
    /// Do not show it.
    case cancelled
}

/// The last answer to the disclosure notice: which notice and what the customer chose.
public struct NoticeAnswer: Sendable, Hashable {
    public var type: NoticeType
    public var result: NoticeResult

    public init(type: NoticeType, result: NoticeResult) {
        self.type = type
        self.result = result
    }
}

extension World {
    /// ExternalPurchaseCustomLink.showNotice(type:) (Apple's ExternalPurchaseCustomLink.showNotice(type:)).
    ///
    /// Throws when not eligible. Puts the disclosure sheet up until `answerNotice(_:)`; with
    /// `disableDialogs` it is answered at once with continued, so only the answer is recorded.
    /// Returns the result when answered at once, nil while the sheet is up.
    @discardableResult
    public mutating func showNotice(_ type: NoticeType) throws -> NoticeResult? {
        let eligibility = externalPurchaseEligibility
        guard eligibility.isEligible else { throw ExternalPurchaseError.notEligible(.showNotice, eligibility.reasons) }
        if let sheet { throw SheetError.alreadyUp(sheet) }
        if disableDialogs {
            recordNoticeAnswer(NoticeAnswer(type: type, result: .continued))
            return .continued
        }
        sheet = .notice(type: type)
        record(.externalPurchase(.noticePresented(type)))
        return nil
    }

    /// The customer answers the disclosure notice: continued or cancelled (NoticeResult).
    public mutating func answerNotice(_ result: NoticeResult) throws(ExternalPurchaseError) {
        guard case .notice(let type)? = sheet else { throw .noNotice }
        sheet = nil
        recordNoticeAnswer(NoticeAnswer(type: type, result: result))
    }

    private mutating func recordNoticeAnswer(_ answer: NoticeAnswer) {
        external.lastNotice = answer
        record(.externalPurchase(.noticeAnswered(answer)))
    }
}
