/// Mirrors SwiftUI's `PreviewProvider`: a type whose `previews` Xcode would show. On Linux a
/// test or `ViewHost(MyPreviews.previews, size:)` renders them instead.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

/// Mirrors SwiftUI's `PreviewLayout`: the canvas a `PreviewProvider` preview asks for.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// Mirrors SwiftUI's `PreviewDevice`: a device name such as "iPhone 15".
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// Mirrors SwiftUI's `InterfaceOrientation`, for `previewInterfaceOrientation(_:)`.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    /// Mirrors `allCases`: portrait, upside down, landscape left and right.
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
    /// Mirrors `id`: the orientation's name.
    public var id: String { name }
}

extension View {
    // Preview metadata: read by Xcode's canvas, without effect on the view itself (in
    // SwiftUI as in Tether).

    /// Mirrors SwiftUI's `previewDisplayName(_:)`.
    nonisolated public func previewDisplayName(_ value: String?) -> some View { modifier(_InertModifier()) }
    /// Mirrors SwiftUI's `previewLayout(_:)`.
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { modifier(_InertModifier()) }
    /// Mirrors SwiftUI's `previewDevice(_:)`.
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { modifier(_InertModifier()) }
    /// Mirrors SwiftUI's `previewInterfaceOrientation(_:)`.
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { modifier(_InertModifier()) }
}
