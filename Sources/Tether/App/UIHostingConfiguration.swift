import Foundation

/// Mirrors SwiftUI's `UIHostingConfiguration` (iOS 16): a cell's content as SwiftUI views.
/// Set as a `UITableViewCell`'s `contentConfiguration`, the content is inset by the cell's
/// layout margins (16 pt at the sides on an iPhone, 20 from 400 pt wide; 11 above and
/// below, UIKit's cell margins) unless `margins` says otherwise, over its `background` (which
/// fills the whole cell), at least `minSize` and the system's 44 pt row height tall.
@MainActor @preconcurrency public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins set with `margins`, per edge (nil: the cell's layout margin).
    var explicitMargins: [Edge: CGFloat] = [:]
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    /// Mirrors `init(content:)`.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        background = EmptyView()
    }

    init(content: Content, background: Background, explicitMargins: [Edge: CGFloat], minimumWidth: CGFloat?, minimumHeight: CGFloat?) {
        self.content = content
        self.background = background
        self.explicitMargins = explicitMargins
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }

    /// Mirrors `background(_:)`: a shape style filling the cell behind the content.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
            content: content, background: _UIHostingConfigurationBackgroundView(style: style),
            explicitMargins: explicitMargins, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
    }

    /// Mirrors `background(content:)`: a view filling the cell behind the content.
    public func background<B: View>(@ViewBuilder content background: () -> B) -> UIHostingConfiguration<Content, B> where Background == EmptyView {
        UIHostingConfiguration<Content, B>(content: content, background: background(), explicitMargins: explicitMargins,
                                           minimumWidth: minimumWidth, minimumHeight: minimumHeight)
    }

    /// Mirrors `margins(_:_:)` with one length for the given edges.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> Self {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Mirrors `margins(_:_:)` with insets for the given edges.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> Self {
        var copy = self
        for (edge, length) in [(Edge.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)]
        where edges.contains(Edge.Set(edge)) {
            copy.explicitMargins[edge] = length
        }
        return copy
    }

    /// Mirrors `minSize(width:height:)`: the least size of the cell's content.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> Self {
        var copy = self
        if let width { copy.minimumWidth = width }
        if let height { copy.minimumHeight = height }
        return copy
    }

    /// Mirrors `makeContentView()`: a view hosting the content.
    public func makeContentView() -> any UIView & UIContentView { UIHostingContentView(configuration: self) }

    /// The cell's content as one SwiftUI view for a cell `width` wide: inset, over its
    /// background, at least the least size.
    func hosted(forWidth width: CGFloat) -> AnyView {
        let side = UITableViewCell.margin(forWidth: width)
        func margin(_ edge: Edge, _ fallback: CGFloat) -> CGFloat {
            let length = explicitMargins[edge] ?? fallback
            return length.isFinite ? max(0, length) : fallback
        }
        let insets = EdgeInsets(top: margin(.top, 11), leading: margin(.leading, side),
                                bottom: margin(.bottom, 11), trailing: margin(.trailing, side))
        let least = { (value: CGFloat?) in value.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        return AnyView(content
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minWidth: least(minimumWidth), minHeight: max(UITableView.defaultRowHeight, least(minimumHeight) ?? 0))
            .background { background })
    }
}

/// Mirrors SwiftUI's `_UIHostingConfigurationBackgroundView`: a shape style filling a hosting
/// configuration's cell.
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    public var body: some View { Rectangle().fill(style) }
}

/// The view a `UIHostingConfiguration` makes: its content drawn and measured as SwiftUI views.
@MainActor final class UIHostingContentView<Content: View, Background: View>: UIView, UIContentView {
    private var hosting: UIHostingConfiguration<Content, Background>

    var configuration: any UIContentConfiguration {
        get { hosting }
        set {
            guard let new = newValue as? UIHostingConfiguration<Content, Background> else {
                UIKitDiagnostics.report(.other, "UIHostingContentView: \(type(of: newValue)) is not this view's configuration type; kept the old one")
                return
            }
            hosting = new
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    init(configuration: UIHostingConfiguration<Content, Background>) {
        hosting = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }

    /// The content's height for `size`'s width, margins included.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width >= 0 ? size.width : UIScreen.main.bounds.width
        let host = ViewHost(hosting.hosted(forWidth: width), fitting: ProposedViewSize(width: width, height: nil))
        host.update()
        return CGSize(width: width, height: host.size.height)
    }

    override func drawnContent() -> UIViewContent { .hosted(hosting.hosted(forWidth: bounds.width)) }
}
