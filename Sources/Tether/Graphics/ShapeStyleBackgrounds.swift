import Foundation

/// Mirrors SwiftUI's `BackgroundStyle` (`.background`): the style `backgroundStyle(_:)` set
/// around the view, else the window's background, iOS's `systemBackground` (white; black in
/// dark mode).
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// Mirrors `init()`.
    public init() {}
    var paint: ResolvedPaint { .background }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `backgroundStyle`: the style that overrides the default background
    /// style (`.background`, and the `background` modifiers without a style) when set.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `backgroundMaterial` (iOS 15): the material behind the current view —
    /// set by a `background` or `background(_:in:)` of a material, nil under one of another
    /// style (and at first).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}

extension View {
    /// The view over a background of `style`: `backgroundMaterial` is that material, or nil for
    /// another explicit style (the default background style leaves it as it is).
    nonisolated func backgroundMaterial<S: ShapeStyle>(of style: S) -> some View {
        transformEnvironment(\.backgroundMaterial) { material in
            if let chosen = style as? Material { material = chosen } else if !(style is BackgroundStyle) { material = nil }
        }
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// Mirrors `.background`.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension View {
    /// Mirrors SwiftUI's `backgroundStyle(_:)`: sets the environment's `backgroundStyle`, which
    /// the background style (`.background`, `background(in:)`) draws with below this view.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Mirrors SwiftUI's `background(_:ignoresSafeAreaEdges:)`: the view's frame filled with a
    /// shape style behind it. Tether's canvases have no safe area to extend into.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }.backgroundMaterial(of: style)
    }
    /// Mirrors SwiftUI's `background(ignoresSafeAreaEdges:)`: the background style behind the view.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }
    /// Mirrors SwiftUI's `background(_:in:fillStyle:)`: `shape`, filled with a shape style and
    /// fitted to the view's frame, behind the view.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }.backgroundMaterial(of: style)
    }
    /// Mirrors SwiftUI's `background(in:fillStyle:)`: `shape` filled with the background style.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
    /// Mirrors SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`: the view's frame filled with a
    /// shape style over it.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }
    /// Mirrors SwiftUI's `overlay(_:in:fillStyle:)`: `shape`, filled with a shape style and
    /// fitted to the view's frame, over the view.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style, style: fillStyle) }
    }
}
