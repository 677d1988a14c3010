import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) and a plain kill (SIGTERM) call `stop` instead of ending the process, so a
/// watch ends between two checks rather than in the middle of writing a report. The default
/// actions come back when this is released.
public final class StopSignals {
    private let handlers: [any DispatchSourceSignal]

    /// Catches both signals until released, calling `stop` on a private queue for each.
    public init(stop: @escaping @Sendable () -> Void) {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let queue = DispatchQueue(label: "assetcheck.watch.signals")
        handlers = [SIGINT, SIGTERM].map { number in
            let handler = DispatchSource.makeSignalSource(signal: number, queue: queue)
            handler.setEventHandler(handler: stop)
            handler.resume()
            return handler
        }
    }

    deinit {
        handlers.forEach { $0.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
