internal import CAVFormat
internal import CFFmpegLoader

/// A time budget for probing one file, which libavformat polls through its interrupt callback.
///
/// libavformat calls the callback while it probes and reads; once the budget is spent it
/// returns `AVERROR_EXIT` instead of reading on. The read loop also polls ``isExpired`` itself.
final class ProbeDeadline {
    private let deadline: ContinuousClock.Instant
    /// The budget, for messages.
    let budget: Duration

    init(budget: Duration) {
        self.budget = budget
        deadline = .now + budget
    }

    /// True once the budget is spent.
    var isExpired: Bool { ContinuousClock.now >= deadline }

    /// The callback to put in `AVFormatContext.interrupt_callback`; valid while `self` lives.
    var interruptCallback: AVIOInterruptCB {
        AVIOInterruptCB(
            callback: { opaque in
                guard let opaque else { return 0 }
                return Unmanaged<ProbeDeadline>.fromOpaque(opaque).takeUnretainedValue().isExpired ? 1 : 0
            },
            opaque: Unmanaged.passUnretained(self).toOpaque())
    }
}
