import Foundation

/// Mirrors Core Animation's `kCATransactionAnimationDuration` key.
public let kCATransactionAnimationDuration = "animationDuration"
/// Mirrors Core Animation's `kCATransactionDisableActions` key.
public let kCATransactionDisableActions = "disableActions"
/// Mirrors Core Animation's `kCATransactionAnimationTimingFunction` key.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// Mirrors Core Animation's `kCATransactionCompletionBlock` key.
public let kCATransactionCompletionBlock = "completionBlock"

/// Mirrors Core Animation's `CATransaction`: groups layer changes, per thread, with the
/// duration, timing function and actions setting they animate with, nested by
/// `begin()`/`commit()` (an inner transaction sees what the outer ones set until it sets its
/// own). Tether draws still frames and adds no implicit animations to layers, so a change shows at
/// once, and a transaction's completion block — which Core Animation runs once the animations
/// added in the transaction end, at once when there are none — runs when the transaction
/// commits. Outside `begin()`/`commit()`, changes belong to the thread's implicit transaction:
/// its settings hold until `flush()`, and a completion block set on it runs at once (no
/// animation is added to it, so nothing is waited for).
open class CATransaction: NSObject {
    /// One level of transaction: the settings made in it, and its completion block.
    private final class Level {
        var values: [String: Any] = [:]
        var completion: (() -> Void)?
        /// What runs as the transaction's animations end (their delegates told), before
        /// its completion block.
        var endings: [() -> Void] = []
    }
    /// A thread's open transactions, innermost last, over its implicit one.
    private final class Levels {
        let implicit = Level()
        var explicit: [Level] = []
        var innermost: Level { explicit.last ?? implicit }
    }

    private static let levelsKey = "Tether.CATransaction.levels"
    private static var levels: Levels { ThreadLocalObject.get(levelsKey, make: Levels.init) }

    /// Mirrors `begin()`: opens a transaction inside the current one.
    open class func begin() { levels.explicit.append(Level()) }

    /// Mirrors `commit()`: closes the innermost transaction; its changes are shown and its
    /// completion block runs. A commit with no transaction open is reported and ignored.
    open class func commit() {
        let levels = self.levels
        guard let level = levels.explicit.popLast() else {
            let message = "CATransaction.commit() without a matching begin(); ignored"
            if let graph = UpdatingHost.updatingGraph { graph.report(.other, message, at: nil) } else { print(message) }
            return
        }
        for ending in level.endings { ending() }
        level.completion?()
    }

    /// Runs `ending` when the animations of the current transaction end: at its commit inside
    /// `begin()`/`commit()`, else at once (Tether draws them at rest).
    static func whenAnimationsEnd(_ ending: @escaping () -> Void) {
        let levels = self.levels
        guard let level = levels.explicit.last else {
            ending()
            return
        }
        level.endings.append(ending)
    }

    /// Mirrors `flush()`: commits the implicit transaction — its settings end.
    open class func flush() {
        let implicit = levels.implicit
        implicit.values = [:]
        let completion = implicit.completion
        implicit.completion = nil
        completion?()
    }

    /// Mirrors `lock()`: a recursive lock for code that changes layers from several threads.
    open class func lock() { transactionLock.lock() }
    /// Mirrors `unlock()`.
    open class func unlock() { transactionLock.unlock() }
    private static let transactionLock = NSRecursiveLock()

    /// Mirrors `value(forKey:)`: the setting named `key` of the innermost transaction that
    /// made it, nil when none did.
    open class func value(forKey key: String) -> Any? {
        let levels = self.levels
        if key == kCATransactionCompletionBlock { return levels.innermost.completion }
        for level in levels.explicit.reversed() { if let value = level.values[key] { return value } }
        return levels.implicit.values[key]
    }

    /// Mirrors `setValue(_:forKey:)`: sets `key` in the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let level = levels.innermost
        if key == kCATransactionCompletionBlock {
            setCompletionBlock(anObject as? () -> Void)
            return
        }
        level.values[key] = anObject
    }

    /// Mirrors `animationDuration()`: 0.25 seconds unless a transaction set another.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? 0.25
    }
    /// Mirrors `setAnimationDuration(_:)`.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { setValue(dur, forKey: kCATransactionAnimationDuration) }

    /// Mirrors `animationTimingFunction()`: nil (each animation's own) unless set.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }
    /// Mirrors `setAnimationTimingFunction(_:)`.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Mirrors `disableActions()`: whether layer changes skip their implicit animations
    /// (false unless set; Tether's layers have none either way).
    open class func disableActions() -> Bool { (value(forKey: kCATransactionDisableActions) as? Bool) ?? false }
    /// Mirrors `setDisableActions(_:)`.
    open class func setDisableActions(_ flag: Bool) { setValue(flag, forKey: kCATransactionDisableActions) }

    /// Mirrors `completionBlock()`: the innermost transaction's completion block.
    open class func completionBlock() -> (() -> Void)? { levels.innermost.completion }
    /// Mirrors `setCompletionBlock(_:)`: the block runs when the innermost transaction
    /// commits; on the implicit transaction (no `begin()`), at once.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let levels = self.levels
        guard !levels.explicit.isEmpty else {
            block?()
            return
        }
        levels.innermost.completion = block
    }
}
