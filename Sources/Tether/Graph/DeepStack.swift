import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tether's own: runs a piece of the pipeline on a thread with a large stack while the
/// calling thread waits, for view trees deeper than the caller's stack allows. The helper
/// acts for the main actor: the main thread is blocked until it finishes, so main-actor
/// code it runs (`body`, layouts, alignment closures, through `MainActorBridge`) never runs
/// concurrently with the main actor's own work.
enum DeepStack {
    /// The helper threads running now, innermost last (only one of them runs at a time).
    nonisolated(unsafe) private static var helpers: [pthread_t] = []

    /// True on a helper thread that acts for a blocked main actor.
    static var isActingForMainActor: Bool {
        guard let last = helpers.last else { return false }
        return pthread_equal(last, pthread_self()) != 0
    }

    private final class Job {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// `work`'s result, computed on a thread with a stack of `stackBytes`; nil when no such
    /// thread can be started (the system refused the stack).
    static func run<T>(stackBytes: Int, _ work: () -> T) -> T? {
        var result: T?
        let done = DispatchSemaphore(value: 0)
        let started: Bool = withoutActuallyEscaping(work) { work in
            let job = Job {
                helpers.append(pthread_self())
                result = work()
                helpers.removeLast()
                done.signal()
            }
            var attr = pthread_attr_t()
            pthread_attr_init(&attr)
            defer { pthread_attr_destroy(&attr) }
            pthread_attr_setstacksize(&attr, stackBytes)
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job).toOpaque()
            let status = pthread_create(&thread, &attr, { context in
                let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
                job.work()
                return nil
            }, context)
            guard status == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return false
            }
            done.wait()
            pthread_join(thread, nil)
            return true
        }
        return started ? result : nil
    }
}
