import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tether's own guard against stack overflow. Every phase walks the view tree recursively
/// on the calling thread's stack; resolving takes the most per level (about 3.5 KiB in a
/// debug build, measured). A view is resolved only while more than a quarter of the
/// thread's stack (at least 1 MiB) is left, so the later, cheaper phases and the renderers
/// fit in what remains. Deeper views are cut with a diagnostic, whatever the stack's size.
enum StackBudget {
    private struct Bounds {
        let thread: pthread_t
        let low: UInt
        let size: UInt
    }
    nonisolated(unsafe) private static var cached: Bounds?

    /// False when the current thread's stack is too far used up for another level of views.
    static func allowsDeeperTree() -> Bool {
        guard let bounds = currentBounds() else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard here > bounds.low else { return false }
        let reserve = max(bounds.size / 4, 1 << 20)
        return here - bounds.low > reserve
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
