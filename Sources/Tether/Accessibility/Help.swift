import Foundation

extension View {
    /// Mirrors SwiftUI's `help(_:)` (iOS 14) with a text: the view's accessibility hint (and, on
    /// macOS and visionOS, its tooltip, which iOS does not show). As a hint, the modifier
    /// outside wins over one inside, `help` or `accessibilityHint` alike.
    nonisolated public func help(_ text: Text) -> some View { accessibilityHint(text) }
    /// Mirrors SwiftUI's `help(_:)` with a localized key.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(Text(textKey)) }
    /// Mirrors SwiftUI's `help(_:)` with a string resource (iOS 16); a literal takes the key form.
    @_disfavoredOverload
    nonisolated public func help(_ textKey: LocalizedStringResource) -> some View { accessibilityHint(Text(textKey)) }
    /// Mirrors SwiftUI's `help(_:)` with a string.
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(Text(text)) }
}
