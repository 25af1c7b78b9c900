import Foundation

extension View {
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:)`: `navigationTitle(_:)`.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:)` with a title string.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:)` with a `Text`.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:displayMode:)` with a `Text`.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:displayMode:)`: a title and how the
    /// bar shows it.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                               displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarTitle(_:displayMode:)` with a title string.
    @_disfavoredOverload
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                                  displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Mirrors SwiftUI's deprecated `navigationBarItems(leading:trailing:)`: views at the
    /// leading and trailing ends of the bar's top row.
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }
    /// Mirrors SwiftUI's deprecated `navigationBarItems(leading:)`.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }
    /// Mirrors SwiftUI's deprecated `navigationBarItems(trailing:)`.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
    /// Mirrors SwiftUI's deprecated `navigationBarHidden(_:)`: the navigation bar (its title,
    /// back button and items) is not shown, and the view takes its place: the innermost
    /// setting, like `toolbar(_:for: .navigationBar)`'s.
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        barAppearance([.navigationBar], BarAppearance(visibility: hidden ? .hidden : .visible))
    }
    /// Mirrors SwiftUI's deprecated `navigationViewStyle(_:)`: on an iPhone-width canvas every
    /// style shows one column as a stack, so nothing changes.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// Mirrors SwiftUI's deprecated `NavigationViewStyle`.
public protocol NavigationViewStyle {}
/// Mirrors `DefaultNavigationViewStyle` (`.automatic`): a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Mirrors `StackNavigationViewStyle` (`.stack`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Mirrors `ColumnNavigationViewStyle` (`.columns`): one column at a time on an iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// Mirrors `.automatic`.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// Mirrors `.stack`.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Mirrors `.columns`.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
