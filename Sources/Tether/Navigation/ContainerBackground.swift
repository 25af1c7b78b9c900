import Foundation

/// Mirrors SwiftUI's `ContainerBackgroundPlacement`: which container a background set with
/// `containerBackground(_:for:)` or `containerBackground(for:alignment:content:)` belongs to.
/// iOS has two: `navigation` and `navigationSplitView` (iOS 18).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case navigation, navigationSplitView }
    let kind: Kind

    /// Mirrors `navigation`: the background of the `NavigationStack` (or split view column)
    /// page the view is on. It fills the whole page, under the navigation bar, which is clear
    /// while the content rests at its top.
    public static let navigation = ContainerBackgroundPlacement(kind: .navigation)
    /// Mirrors `navigationSplitView`: the background behind a `NavigationSplitView`'s columns,
    /// seen through columns whose own `navigation` background is translucent and, with the
    /// columns side by side, in place of the dividers between them. Columns without a
    /// `navigation` background are opaque (the system background), as on iOS.
    public static let navigationSplitView = ContainerBackgroundPlacement(kind: .navigationSplitView)
}

extension View {
    /// Mirrors SwiftUI's `containerBackground(_:for:)`: `style` fills the enclosing container
    /// named by `container`, behind all of its content and bars.
    nonisolated public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// Mirrors SwiftUI's `containerBackground(for:alignment:content:)`: `content`, in an
    /// implicit `ZStack` with `alignment`, fills the enclosing container named by `container`.
    nonisolated public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                                         @ViewBuilder content: () -> V) -> some View {
        // The implicit stack fills the container, so `alignment` places the content in it.
        let background = ContainerBackground(view: AnyView(ZStack(alignment: alignment) { content() }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)))
        return transformPreference(ContainerBackgroundsKey.self) { backgrounds in
            // A background set further in (closer to the content) wins.
            if backgrounds[container.kind] == nil { backgrounds[container.kind] = background }
        }
        .transformPreference(SplitViewHasBackgroundKey.self) { $0 = $0 || container == .navigationSplitView }
    }
}

/// One container background: the view that fills the container.
struct ContainerBackground {
    let view: AnyView
}

/// The container backgrounds set inside a container, by placement; each container reads
/// its own and hides it from the containers around it.
struct ContainerBackgroundsKey: PreferenceKey {
    static let defaultValue: [ContainerBackgroundPlacement.Kind: ContainerBackground] = [:]
    static func reduce(value: inout [ContainerBackgroundPlacement.Kind: ContainerBackground],
                       nextValue: () -> [ContainerBackgroundPlacement.Kind: ContainerBackground]) {
        // The first view in the page that sets one wins.
        value.merge(nextValue()) { first, _ in first }
    }
}

/// Whether a `navigationSplitView` container background is set inside a split view, which
/// then makes its columns opaque and its dividers clear.
struct SplitViewHasBackgroundKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

extension EnvironmentValues {
    /// Set inside a `NavigationSplitView` that has a `navigationSplitView` container
    /// background: its columns' pages are opaque unless they set their own.
    var coversSplitViewBackground: Bool {
        get { self[CoversSplitViewBackgroundKey.self] }
        set { self[CoversSplitViewBackgroundKey.self] = newValue }
    }
}

private struct CoversSplitViewBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

/// Draws a container's background for `placement` behind `content`, filling the whole
/// container (through its safe areas), and hides that placement from containers around it.
struct ContainerBackgroundHost: ViewModifier {
    let placement: ContainerBackgroundPlacement.Kind
    /// What the container shows without a background of its own (nil: nothing).
    var fallback: AnyView?

    func body(content: Content) -> some View {
        content
            .backgroundPreferenceValue(ContainerBackgroundsKey.self) { backgrounds in
                if let background = backgrounds[placement] {
                    background.view.ignoresSafeArea()
                } else if let fallback {
                    fallback.ignoresSafeArea()
                }
            }
            .transformPreference(ContainerBackgroundsKey.self) { $0[placement] = nil }
    }
}
