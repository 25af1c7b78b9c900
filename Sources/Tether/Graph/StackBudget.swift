import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tether's own guard against stack overflow, so that a view tree's depth is limited by
/// memory rather than by the calling thread's stack (8 MiB on the main thread). Every phase
/// walks the tree recursively. Resolving checks the stack at each level: when less than
/// `reserve` is left it goes on with that subtree on a fresh thread with a large stack
/// (`DeepStack`), the caller blocked meanwhile. Once the tree's depth is known, the other
/// phases ask for `stackBytes(forDepth:)` and run on such a thread when the current one has
/// less. The stacks together may use `budget` (a quarter of the machine's memory, at most
/// 4 GiB): a tree deeper than that allows is cut with a diagnostic.
enum StackBudget {
    private struct Bounds {
        let thread: pthread_t
        let low: UInt
        let size: UInt
    }
    nonisolated(unsafe) private static var cached: Bounds?

    /// Stack one level of the deepest phase may take (measured at about 3.5 KiB for
    /// resolving in a debug build; placing and drawing take a few frames more per level).
    static let bytesPerLevel = 16 << 10
    /// Room kept free on any stack for the work between two checks.
    static let reserve = 1 << 20
    /// The size of each fresh stack resolving continues on.
    static let freshStackBytes = 256 << 20
    /// What all the stacks Tether starts may use together.
    static let budget: Int = min(4 << 30, Int(ProcessInfo.processInfo.physicalMemory / 4))
    /// The deepest tree the budget allows.
    static var maxDepth: Int { budget / bytesPerLevel }

    /// Bytes of the fresh stacks in use now (those of resolving, nested).
    nonisolated(unsafe) private static var freshBytesInUse = 0

    /// False when the current thread's stack is too far used up for another level of views.
    static func allowsDeeperTree() -> Bool { remainingBytes().map { $0 > reserve } ?? true }

    /// Runs `work` on a fresh stack if the budget allows another one (nil otherwise).
    static func onFreshStack<T>(_ work: () -> T) -> T? {
        guard freshBytesInUse + freshStackBytes <= budget else { return nil }
        freshBytesInUse += freshStackBytes
        defer { freshBytesInUse -= freshStackBytes }
        return DeepStack.run(stackBytes: freshStackBytes, work)
    }

    /// Stack the phases need for a tree `depth` levels deep.
    static func stackBytes(forDepth depth: Int) -> Int { depth * bytesPerLevel + reserve }

    /// Runs `work` here when this stack has room for a tree `depth` levels deep, else on a
    /// thread with a stack that large (within the budget), acting for the waiting main actor.
    @MainActor
    static func withStack<T>(forDepth depth: Int, _ work: @MainActor () -> T) -> T {
        let needed = stackBytes(forDepth: depth)
        if let left = remainingBytes(), left > needed { return work() }
        if remainingBytes() == nil && depth < 1_000 { return work() }
        // The closure keeps its main-actor type, so it carries no executor check of its own.
        let helperWork = withoutActuallyEscaping(work) { work in
            DeepStack.run(stackBytes: min(needed, budget), unsafeBitCast(work, to: (() -> T).self))
        }
        return helperWork ?? work()
    }

    /// Bytes left on the current thread's stack (nil when it cannot be found out).
    private static func remainingBytes() -> Int? {
        guard let bounds = currentBounds() else { return nil }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard here > bounds.low else { return 0 }
        return Int(here - bounds.low)
    }

    private static func currentBounds() -> Bounds? {
        let me = pthread_self()
        if let cached, pthread_equal(cached.thread, me) != 0 { return cached }
        #if os(Linux)
        // glibc declares `pthread_getattr_np` only under _GNU_SOURCE, which Swift's Glibc
        // module does not set: look it up at run time.
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attr = pthread_attr_t()
        guard getattr(me, &attr) == 0 else { return nil }
        defer { pthread_attr_destroy(&attr) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &address, &size) == 0, let address, size > 0 else { return nil }
        let bounds = Bounds(thread: me, low: UInt(bitPattern: address), size: UInt(size))
        #else
        let size = pthread_get_stacksize_np(me)
        let high = UInt(bitPattern: pthread_get_stackaddr_np(me))
        let bounds = Bounds(thread: me, low: high - UInt(size), size: UInt(size))
        #endif
        cached = bounds
        return bounds
    }
}
