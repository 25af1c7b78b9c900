import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors `UIInterfaceOrientation`. Tether's
/// iPhone is always in portrait.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// Mirrors `isPortrait`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Mirrors `isLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A compatibility name, Tether's own (not UIKit): mirrors `UIInterfaceOrientationMask`, the
/// orientations an app or view controller supports (read by iOS when the device turns;
/// Tether's iPhone does not turn).
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// A compatibility name, Tether's own (not UIKit): mirrors `UIStatusBarStyle`. Tether's
/// canvas is the app's content without the status bar, so the style is read by nothing.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}
