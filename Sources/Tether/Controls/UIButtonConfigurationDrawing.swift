import Foundation

/// What a configured `UIButton` draws in its current state: the configuration's content and
/// its style's colours and shape, resolved. Equal looks draw alike, so a button measures its
/// look once.
struct UIButtonConfigurationLook: Equatable {
    var title: String?
    var subtitle: String?
    var image: UIImage?
    var showsActivityIndicator: Bool
    var imagePlacement: NSDirectionalRectEdge
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    var titleAlignment: UIButton.Configuration.TitleAlignment
    var insets: EdgeInsets
    var foreground: Color
    var background: Color?
    var stroke: Color?
    var strokeWidth: CGFloat
    var shape: ButtonBorderShape
    var large: Bool

    /// The look of `configuration` on `button` (its tint and state).
    @MainActor init(_ configuration: UIButton.Configuration, button: UIButton) {
        let state = configuration.resolvedState ?? button.state
        let disabled = state.contains(.disabled)
        let tint = button.tintColor ?? .tintColor
        title = configuration.title
        subtitle = configuration.subtitle
        image = configuration.image
        showsActivityIndicator = configuration.showsActivityIndicator
        imagePlacement = configuration.imagePlacement
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        imagePadding = finite(configuration.imagePadding)
        titlePadding = finite(configuration.titlePadding)
        titleAlignment = configuration.titleAlignment
        let insets = configuration.contentInsets
        self.insets = EdgeInsets(top: max(0, finite(insets.top)), leading: max(0, finite(insets.leading)),
                                 bottom: max(0, finite(insets.bottom)), trailing: max(0, finite(insets.trailing)))
        // The style's colours: the title in the tint (white on `filled`), the background
        // grey, a light tint (15 %, as SwiftUI's bordered button) or the tint.
        let base = configuration.baseBackgroundColor ?? tint
        let styleForeground: UIColor = configuration.style == .filled ? .white : (configuration.baseForegroundColor ?? tint)
        let styleBackground: Color?
        switch configuration.style {
        case .plain: styleBackground = nil
        case .gray: styleBackground = Color(uiColor: .tertiarySystemFill)
        case .tinted: styleBackground = Color(uiColor: base).opacity(0.15)
        case .filled: styleBackground = Color(uiColor: base)
        }
        let foregroundColor = configuration.style == .filled ? (configuration.baseForegroundColor ?? styleForeground) : styleForeground
        foreground = disabled ? Color(uiColor: .tertiaryLabel) : Color(uiColor: foregroundColor)
        let chosenBackground = configuration.background.backgroundColor.map { Color(uiColor: $0) } ?? styleBackground
        background = disabled && chosenBackground != nil ? SystemColors.disabledButtonFill : chosenBackground
        stroke = configuration.background.strokeColor.map { Color(uiColor: $0) }
        strokeWidth = max(0, finite(configuration.background.strokeWidth))
        large = configuration.buttonSize == .large
        switch configuration.cornerStyle {
        case .fixed: shape = .roundedRectangle(radius: max(0, finite(configuration.background.cornerRadius)))
        case .dynamic, .capsule: shape = .capsule
        case .small, .medium, .large: shape = .roundedRectangle
        }
    }

    static func == (a: Self, b: Self) -> Bool {
        a.title == b.title && a.subtitle == b.subtitle && a.image === b.image && a.showsActivityIndicator == b.showsActivityIndicator
            && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding && a.titlePadding == b.titlePadding
            && a.titleAlignment == b.titleAlignment && a.insets == b.insets && a.foreground == b.foreground
            && a.background == b.background && a.stroke == b.stroke && a.strokeWidth == b.strokeWidth
            && a.shape == b.shape && a.large == b.large
    }
}

/// A configured button's drawing: the content inside its insets, centred, over the style's
/// background filling the button (`measuring`: the padded content alone, for its size).
struct UIButtonConfigurationDrawing: View {
    let look: UIButtonConfigurationLook
    var measuring = false

    var body: some View {
        let padded = content.padding(look.insets).foregroundStyle(look.foreground)
        if measuring {
            padded
        } else {
            let shape = BorderShapePlatter(shape: look.shape, large: look.large)
            padded
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(shape.fill(look.background ?? .clear))
                .overlay(shape.stroke(look.stroke ?? .clear, lineWidth: look.strokeWidth))
        }
    }

    private var horizontalAlignment: HorizontalAlignment {
        switch look.titleAlignment {
        case .leading: return .leading
        case .trailing: return .trailing
        case .automatic, .center: return .center
        }
    }

    @ViewBuilder private var titles: some View {
        if look.title != nil || look.subtitle != nil {
            VStack(alignment: horizontalAlignment, spacing: look.titlePadding) {
                if let title = look.title { Text(verbatim: title).font(.body).lineLimit(1) }
                if let subtitle = look.subtitle { Text(verbatim: subtitle).font(.subheadline).lineLimit(1) }
            }
        }
    }

    @ViewBuilder private var picture: some View {
        if look.showsActivityIndicator {
            ProgressView().tint(look.foreground)
        } else if let image = look.image {
            Image(uiImage: image).font(.body)
        }
    }

    @ViewBuilder private var content: some View {
        let hasPicture = look.showsActivityIndicator || look.image != nil
        let hasTitles = look.title != nil || look.subtitle != nil
        let spacing = hasPicture && hasTitles ? look.imagePadding : 0
        let placement = look.imagePlacement
        if placement.contains(.top) || (placement.contains(.bottom) && !placement.contains(.leading)) {
            VStack(spacing: spacing) {
                if placement.contains(.top) { picture; titles } else { titles; picture }
            }
        } else {
            HStack(spacing: spacing) {
                if placement.contains(.trailing) && !placement.contains(.leading) { titles; picture } else { picture; titles }
            }
        }
    }
}
