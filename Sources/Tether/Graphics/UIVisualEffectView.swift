import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIVisualEffect`, the
/// effect a `UIVisualEffectView` shows.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    /// How the effect is drawn (nil: it draws nothing Tether knows).
    var drawing: EffectContent? { nil }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIBlurEffect`, drawn as
/// the SwiftUI `Material` iOS pairs with each style: the system materials are SwiftUI's
/// materials of the same thickness (`systemChromeMaterial` is `.bar`, the material of bars),
/// adapting to the colour scheme, or kept light or dark by their `…Light` and `…Dark`
/// variants. The pre-iOS 13 styles follow UIKit's header: `.light` and `.dark` are the
/// regular material kept light or dark, `.extraLight` the thick material kept light,
/// `.regular` shows light or dark with the colour scheme, and `.prominent` extra light or dark.
///
/// ```swift
/// UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
/// ```
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    let style: Style

    /// Mirrors `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Mirrors `UIBlurEffect.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    override var drawing: EffectContent? {
        EffectContent(style.look)
    }
}

extension UIBlurEffect.Style {
    /// The material the style is drawn as, the scheme it keeps (nil: the environment's) and,
    /// for `.prominent`, what it is in dark mode.
    var look: (material: Material, scheme: ColorScheme?, dark: (material: Material, scheme: ColorScheme)?) {
        switch self {
        case .systemUltraThinMaterial: return (.ultraThin, nil, nil)
        case .systemThinMaterial: return (.thin, nil, nil)
        case .systemMaterial: return (.regular, nil, nil)
        case .systemThickMaterial: return (.thick, nil, nil)
        case .systemChromeMaterial: return (.bar, nil, nil)
        case .systemUltraThinMaterialLight: return (.ultraThin, .light, nil)
        case .systemThinMaterialLight: return (.thin, .light, nil)
        case .systemMaterialLight: return (.regular, .light, nil)
        case .systemThickMaterialLight: return (.thick, .light, nil)
        case .systemChromeMaterialLight: return (.bar, .light, nil)
        case .systemUltraThinMaterialDark: return (.ultraThin, .dark, nil)
        case .systemThinMaterialDark: return (.thin, .dark, nil)
        case .systemMaterialDark: return (.regular, .dark, nil)
        case .systemThickMaterialDark: return (.thick, .dark, nil)
        case .systemChromeMaterialDark: return (.bar, .dark, nil)
        case .light: return (.regular, .light, nil)
        case .dark: return (.regular, .dark, nil)
        case .extraLight: return (.thick, .light, nil)
        case .regular: return (.regular, nil, nil)
        case .prominent: return (.thick, .light, (.regular, .dark))
        }
    }
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIVisualEffectView`: its
/// effect is drawn over what lies behind it (a `UIBlurEffect` as a SwiftUI material: blurred,
/// saturated and tinted), in its bounds with its layer's corner radius, and the views in its
/// `contentView` are drawn on top, unblurred. `UIVibrancyEffect` is absent.
///
/// ```swift
/// struct Blur: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIVisualEffectView {
///         UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
///     }
///     func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency open class UIVisualEffectView: UIView {
    /// Mirrors `effect`: nil shows no effect.
    open var effect: UIVisualEffect? { didSet { setNeedsDisplay() } }
    /// Mirrors `contentView`: the view to add subviews to; it always fills the effect view.
    public let contentView: UIView

    /// Mirrors `init(effect:)`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
    /// Mirrors `init(frame:)`: a view with no effect.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }
    /// Mirrors `init?(coder:)`: Tether reads no storyboards, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Keeps `contentView` filling the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    /// What the effect view draws under its content view.
    override func drawnContent() -> UIViewContent {
        guard let drawing = effect?.drawing else { return .none }
        return .material(drawing)
    }
}

/// What a `UIVisualEffectView` draws: a material, kept in `scheme` when that is set; in dark
/// mode `dark` replaces it when set (the legacy adaptive styles).
struct EffectContent {
    let material: Material
    let scheme: ColorScheme?
    let dark: (material: Material, scheme: ColorScheme)?

    init(_ look: (material: Material, scheme: ColorScheme?, dark: (material: Material, scheme: ColorScheme)?)) {
        material = look.material; scheme = look.scheme; dark = look.dark
    }

    /// The material and scheme drawn in the environment's `colorScheme`.
    func resolved(in colorScheme: ColorScheme) -> (material: Material, scheme: ColorScheme) {
        if colorScheme == .dark, let dark { return dark }
        return (material, scheme ?? colorScheme)
    }
}
