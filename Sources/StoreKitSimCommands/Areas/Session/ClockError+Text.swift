import StoreKitSim

/// The virtual clock's errors in words.
extension ClockError: ExplainedError {
    public var text: ErrorText {
        switch self {
        case .backwards: return ErrorText("clock-backwards", "the clock only moves forward", hint: "give a positive duration such as 90m")
        case .pastEnd: return ErrorText("clock-overflow", "that would move the clock past the year 9999")
        case .beforeEpoch:
            return ErrorText("before-epoch", "that would date it before 1970-01-01T00:00:00Z", hint: "give a shorter duration, such as 65d",
                             argument: Key.ago.name)
        }
    }
}
