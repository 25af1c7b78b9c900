import Foundation

#if !canImport(Darwin)  // Tether's CGContext stands for Core Graphics'
/// Mirrors UIKit's stack of current graphics contexts, one per thread: a renderer pushes its
/// context for the length of its drawing actions, so `UIGraphicsGetCurrentContext()`,
/// `UIColor.setFill()`, `UIBezierPath.fill()` and `UIImage.draw(in:)` draw into it.
enum UIGraphicsContextStack {
    /// The stack of one thread, kept in its thread dictionary.
    private final class Stack: @unchecked Sendable {
        var contexts: [CGContext] = []
    }
    private static let key = "Tether.UIGraphicsContextStack"

    private static var stack: Stack { ThreadLocalObject.get(key, make: Stack.init) }

    /// The thread's current context.
    static var current: CGContext? { stack.contexts.last }
    /// Makes `context` current until `pop()`.
    static func push(_ context: CGContext) { stack.contexts.append(context) }
    /// Makes the context before the last pushed current again; false when none was pushed.
    @discardableResult static func pop() -> CGContext? { stack.contexts.popLast() }

    /// Takes `context` and whatever was pushed above it off the stack (a renderer's drawing
    /// actions that pushed a context without popping it leave it there; that is reported).
    static func remove(_ context: CGContext) {
        let stack = self.stack
        guard let index = stack.contexts.lastIndex(where: { $0 === context }) else { return }
        if index < stack.contexts.count - 1 {
            UpdatingHost.reportMisuse("a graphics context pushed with UIGraphicsPushContext(_:) during a renderer's drawing actions was not popped; it is popped when they end")
        }
        stack.contexts.removeSubrange(index...)
    }

    /// The current context for an operation of UIKit's drawing (`what`), or nil with a report
    /// — UIKit logs "invalid context 0x0" and draws nothing.
    static func context(for what: String) -> CGContext? {
        if let context = current { return context }
        UpdatingHost.reportMisuse("\(what) was called with no current graphics context (draw inside UIGraphicsImageRenderer.image(actions:)); nothing is drawn")
        return nil
    }
}

/// Mirrors UIKit's `UIGraphicsGetCurrentContext()`: the context of the renderer whose drawing
/// actions are running on this thread (or the one `UIGraphicsPushContext(_:)` made current),
/// nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.current }

/// Mirrors UIKit's `UIGraphicsPushContext(_:)`: `context` becomes the current one.
public func UIGraphicsPushContext(_ context: CGContext) { UIGraphicsContextStack.push(context) }

/// Mirrors UIKit's `UIGraphicsPopContext()`: the previous context becomes current again; with
/// none pushed, it is reported and nothing changes.
public func UIGraphicsPopContext() {
    if UIGraphicsContextStack.pop() == nil {
        UpdatingHost.reportMisuse("UIGraphicsPopContext() with no context pushed; nothing changes")
    }
}
#endif
