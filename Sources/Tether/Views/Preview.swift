import Foundation

/// Mirrors SwiftUI's `#Preview` macro: declares a preview of a view. The body is type-checked
/// like any view code; the macro expands into a `PreviewRegistry` type whose `makePreview()`
/// builds the `Preview`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TetherMacros", type: "PreviewMacro")

/// Mirrors SwiftUI's `#Preview(_:traits:_:body:)`: a preview with layout or orientation traits.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TetherMacros", type: "PreviewMacro")

/// Mirrors SwiftUI's `@Previewable`: a dynamic property (`@State`, ...) declared at the top level
/// of a `#Preview` body becomes a property of the view the macro generates.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TetherMacros", type: "PreviewableMacro")

/// Mirrors DeveloperToolsSupport's `Preview`: what a `#Preview` declares — a name, traits and
/// the closure that builds the view. Tether renders one with `ViewHost(preview:)`.
@MainActor
public struct Preview {
    /// The traits SwiftUI previews of views take (layout and orientation).
    public enum ViewTraits {}

    /// The display name given to the macro, if any.
    public let displayName: String?
    /// The traits given to the macro, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    let makeBody: @MainActor () -> any View

    /// Mirrors `init(_:traits:body:)`, which the `#Preview` macro expands into.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.displayName = name
        self.traits = traits
        self.makeBody = body
    }

    /// The previewed view (Tether's own accessor).
    public var content: AnyView { AnyView(makeBody()) }

    /// The preview canvas: the last layout trait wins; without one, an iPhone screen in the
    /// preview's orientation. Nil for `sizeThatFitsLayout`: the canvas takes the view's ideal size.
    var canvasSize: CGSize? {
        var layout = PreviewTrait<ViewTraits>.Layout.device
        var landscape = false
        for trait in traits {
            switch trait.kind {
            case .layout(let value): layout = value
            case .orientation(let isLandscape): landscape = isLandscape
            }
        }
        switch layout {
        case .device: return landscape ? CGSize(width: 844, height: 390) : CGSize(width: 390, height: 844)
        case .sizeThatFits: return nil
        case .fixed(let width, let height): return CGSize(width: width, height: height)
        }
    }
}

/// Mirrors DeveloperToolsSupport's `PreviewTrait`: a setting of the preview canvas.
public struct PreviewTrait<T>: Sendable {
    enum Layout: Equatable, Sendable { case device, sizeThatFits, fixed(width: CGFloat, height: CGFloat) }
    enum Kind: Equatable, Sendable { case layout(Layout), orientation(landscape: Bool) }
    let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Mirrors `defaultLayout`: the view in a device-sized canvas.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.device)) }
    /// Mirrors `sizeThatFitsLayout`: the canvas takes the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .layout(.sizeThatFits)) }
    /// Mirrors `fixedLayout(width:height:)`: a canvas of the given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(kind: .layout(.fixed(width: width, height: height)))
    }
    /// Mirrors `portrait`: a device canvas taller than wide.
    public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation(landscape: false)) }
    /// Mirrors `portraitUpsideDown` (drawn like `portrait`).
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation(landscape: false)) }
    /// Mirrors `landscapeLeft`: a device canvas wider than tall.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation(landscape: true)) }
    /// Mirrors `landscapeRight` (drawn like `landscapeLeft`).
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation(landscape: true)) }
}

/// Mirrors DeveloperToolsSupport's `PreviewRegistry`: the type a `#Preview` expands into.
@MainActor
public protocol PreviewRegistry {
    static var fileID: String { get }
    static var line: Int { get }
    static func makePreview() -> Preview
}
