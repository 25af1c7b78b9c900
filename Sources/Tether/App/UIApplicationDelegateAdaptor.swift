import Foundation

/// Mirrors SwiftUI's `UIApplicationDelegateAdaptor`: the property wrapper an `App` declares to
/// have an app delegate made and launched for it.
///
/// ```swift
/// class AppDelegate: UIResponder, UIApplicationDelegate { … }
///
/// @main struct MyApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The delegate is made once per delegate type (every copy of the app shares it) and becomes
/// `UIApplication.shared.delegate`; the headless launch calls its launch methods before the
/// first window, and a delegate that is an `ObservableObject` is in the window's environment,
/// as SwiftUI does. The type takes any `NSObject` delegate, as SwiftUI's does, but on Linux
/// Swift can make an object from its type only through a `required init()`, so the delegate
/// must be a `UIResponder` subclass (UIKit's own app delegate template is one): an `NSObject`
/// one is refused at compile time with that advice.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// Mirrors `wrappedValue`: the app's delegate.
    public let wrappedValue: DelegateType

    /// Mirrors `init(_:)`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) where DelegateType: UIResponder {
        wrappedValue = AdaptedDelegates.delegate(of: delegateType)
    }

    /// Mirrors `init(_:)` for a delegate that is not a `UIResponder`, which Tether cannot make.
    @available(*, unavailable, message: "Tether makes the app delegate through UIResponder's required init(): declare it as `class AppDelegate: UIResponder, UIApplicationDelegate`")
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError("unavailable") }
}

extension UIApplicationDelegateAdaptor where DelegateType: UIResponder & ObservableObject {
    /// Mirrors `init(_:)` for an observable delegate, which is also put in the environment.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = AdaptedDelegates.delegate(of: delegateType)
    }
}

/// The delegates adaptors made, one per type; the app being made sets its own as the
/// application's delegate.
@MainActor enum AdaptedDelegates {
    private static var made: [ObjectIdentifier: UIResponder] = [:]

    static func delegate<Delegate: UIResponder & UIApplicationDelegate>(of type: Delegate.Type) -> Delegate {
        let delegate = made[ObjectIdentifier(type)] as? Delegate ?? UIResponder.make(type) as! Delegate
        made[ObjectIdentifier(type)] = delegate
        UIApplication.shared.delegate = delegate
        return delegate
    }
}
