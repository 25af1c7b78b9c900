import Foundation

/// Mirrors SwiftUI's `DynamicTypeSize`: the text size a user chose, from `xSmall` to
/// `accessibility5`; `large` is iOS's default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Mirrors `isAccessibilitySize`.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Position in `allCases` (0 for `xSmall`).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }
}

/// Mirrors SwiftUI's `ContentSizeCategory`, the older name of the text size.
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Mirrors `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Mirrors `ContentSizeCategory(_ dynamicTypeSize:)`.
    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[dynamicTypeSize.index]
    }
}

extension DynamicTypeSize {
    /// Mirrors `DynamicTypeSize(_ category:)`.
    public init?(_ category: ContentSizeCategory) {
        guard let i = ContentSizeCategory.allCases.firstIndex(of: category) else { return nil }
        self = Self.allCases[i]
    }
}

extension Font.TextStyle {
    /// iOS's point size of this style at every text size, `xSmall` to `accessibility5`
    /// (Apple's Human Interface Guidelines, Dynamic Type sizes for iOS).
    private var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// iOS's distance between baselines (leading) of this style at every text size, as the
    /// same tables list it beside the point size.
    private var leadings: [CGFloat] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    /// The point size at `size`.
    func pointSize(at size: DynamicTypeSize) -> CGFloat { sizes[size.index] }

    /// The distance between baselines at `size`.
    func leading(at size: DynamicTypeSize) -> CGFloat { leadings[size.index] }

    /// The factor a value relative to this style grows by at `size` (1 at `large`).
    func scale(at size: DynamicTypeSize) -> CGFloat { pointSize(at: size) / pointSize(at: .large) }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// Mirrors SwiftUI's `dynamicTypeSize` environment value (`large` by default, as iOS).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `sizeCategory` environment value: the text size by its older name.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}

extension View {
    /// Mirrors SwiftUI's `dynamicTypeSize(_:)`: the text size of the views inside.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    /// Mirrors SwiftUI's `dynamicTypeSize(_:)` with a range: the text size the views inside
    /// get is the environment's, kept within `range`.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        nonisolated(unsafe) let range = range
        return transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inRange = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = inRange.first, let high = inRange.last else { return }
            size = size < low ? low : high
        }
    }
}
