import Foundation

/// A menu to show over the canvas, opened by a `Menu`, a `.menu` `Picker` or a `contextMenu`:
/// the frame it opens from (canvas space), its items, a context menu's preview, and what
/// closes it.
struct PresentedMenu {
    let source: CGRect
    let items: AnyView
    /// A context menu's lifted view (the view itself, or the preview it was given); nil for a
    /// `Menu`, which opens without one.
    let preview: AnyView?
    /// The size the preview is proposed: the source's for the view itself, nil (its ideal
    /// size) for a custom preview.
    let previewProposal: CGSize?
    let order: MenuOrder
    let dismiss: @MainActor () -> Void
    /// Set for a popover card (a compact date picker's calendar): `items` shown as they are on
    /// a white card this wide, instead of as menu rows.
    var cardWidth: CGFloat? = nil
    /// The environment of the view that presents the menu, which its items inherit.
    var presenterEnvironment: EnvironmentValues? = nil
    /// What a tap on the preview does (a UIKit context menu's preview action); nil: the tap
    /// closes the menu, as a tap outside it.
    var previewTapped: (@MainActor () -> Void)? = nil
}

extension View {
    /// Presents `menu(source)` while `isPresented`, `source` being this view's frame on the canvas.
    /// The menu's items see this view's environment.
    nonisolated func presentsMenu(_ isPresented: Bool, _ menu: @escaping (CGRect) -> PresentedMenu) -> some View {
        modifier(MenuPresenter(isPresented: isPresented, menu: menu))
    }
}

/// Publishes a presented menu whose items carry the presenting view's environment.
nonisolated struct MenuPresenter: ViewModifier {
    let isPresented: Bool
    let menu: (CGRect) -> PresentedMenu
    @Environment(\.self) private var environment

    @MainActor func body(content: Content) -> some View {
        let isPresented = self.isPresented, menu = self.menu, environment = self.environment
        return content.anchorPreference(key: PresentationsKey.self, value: .bounds) { anchor in
            guard isPresented else { return [] }
            var presented = menu(anchor.globalValue)
            presented.presenterEnvironment = environment
            return [.menu(presented)]
        }
    }
}

/// A submenu the user opened inside a presented menu: its title and items.
struct PresentedSubmenu {
    let title: AnyView
    let items: AnyView
}

/// Set inside a presented menu: a `Menu` there is a row that opens its items as a submenu.
struct MenuNavigator: @unchecked Sendable {
    let open: @MainActor (PresentedSubmenu) -> Void
}

private struct MenuNavigatorKey: PresentationContextKey {
    static var defaultValue: MenuNavigator? { nil }
}

extension EnvironmentValues {
    /// The presented menu a view is in (its items' `Menu`s open submenus through it).
    var menuNavigator: MenuNavigator? {
        get { self[MenuNavigatorKey.self] }
        set { self[MenuNavigatorKey.self] = newValue }
    }
}

/// iOS 17's menu over the canvas: no dimming for a `Menu` (a clear backdrop that closes it
/// on a tap), a blurred backdrop and the lifted preview for a context menu, and the menu's
/// panel: 250 pt wide, rounded (13 pt), on a light blurred material with a soft shadow, below
/// its source (above when there is no room), aligned with the source's leading edge when the
/// source is in the leading third of the canvas, its trailing edge in the trailing third, and
/// centred on it otherwise. A tap on a submenu row shows that submenu under a header that
/// goes back.
nonisolated struct MenuPresentation: View {
    let menu: PresentedMenu
    @State private var submenus: [PresentedSubmenu] = []
    /// Whether the panel was placed above its source (found after the first layout).
    @State private var opensUpward = false

    @MainActor var body: some View {
        let dismiss = menu.dismiss
        let isContextMenu = menu.preview != nil
        let submenu = submenus.last
        MenuPlacementLayout(source: menu.source, previewProposal: menu.previewProposal) {
            Group {
                if isContextMenu { Rectangle().fill(.ultraThinMaterial) } else { Color.clear }
            }
            .contentShape(Rectangle())
            .onTapGesture { dismiss() }
            if let preview = menu.preview {
                if let previewTapped = menu.previewTapped {
                    preview.clipShape(RoundedRectangle(cornerRadius: 13))
                        .contentShape(RoundedRectangle(cornerRadius: 13))
                        .onTapGesture { previewTapped() }
                } else {
                    preview.clipShape(RoundedRectangle(cornerRadius: 13)).allowsHitTesting(false)
                }
            }
            Group {
                if let cardWidth = menu.cardWidth {
                    menu.items
                        .frame(width: cardWidth)
                        .background(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(SystemColors.menuBackground))
                } else {
                    VStack(spacing: 0) {
                        if let submenu {
                            SubmenuHeader(title: submenu.title) { submenus.removeLast() }
                            Rectangle().fill(MenuMetrics.sectionGap).frame(height: MenuMetrics.sectionGapHeight)
                        }
                        MenuRows(reversed: opensUpward && menu.order != .fixed) { submenu?.items ?? menu.items }
                    }
                    .frame(width: MenuMetrics.width)
                    .background {
                        RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(.regularMaterial)
                        RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius).fill(MenuMetrics.tint)
                    }
                    .buttonStyle(MenuItemButtonStyle())
                    .labelStyle(MenuItemLabelStyle())
                    .environment(\.menuNavigator, MenuNavigator { submenus.append($0) })
                    .environment(\.presentationDismiss, PresentationDismiss(action: dismiss))
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.18), radius: 24, x: 0, y: 8)
            .background(GeometryReader { proxy in
                Color.clear.preference(key: MenuPanelFrameKey.self, value: proxy.frame(in: .global))
            })
        }
        .onPreferenceChange(MenuPanelFrameKey.self) { frame in
            opensUpward = frame.map { $0.maxY <= menu.source.minY + 0.5 } ?? false
        }
    }
}

/// Where the panel of a presented menu landed (global space).
struct MenuPanelFrameKey: PreferenceKey {
    static var defaultValue: CGRect? { nil }
    static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) { value = nextValue() ?? value }
}

/// iOS's menu metrics and colours (each colour with its dark appearance).
enum MenuMetrics {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let rowHeight: CGFloat = 44
    static let sectionGapHeight: CGFloat = 8
    /// The grey band between sections.
    static let sectionGap = SystemColors.menuSectionGap
    /// The grey over the panel's material.
    static let tint = SystemColors.menuTint
    /// The distance kept from the canvas's edges and between the source and the panel.
    static let margin: CGFloat = 8
}

/// A submenu's header: its title in semibold with a chevron pointing down; a tap goes back to
/// the menu it came from.
nonisolated struct SubmenuHeader: View {
    let title: AnyView
    let back: @MainActor () -> Void
    @MainActor var body: some View {
        HStack {
            title.font(.body.weight(.semibold)).lineLimit(1)
            Spacer(minLength: 8)
            Image(systemName: "chevron.down").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
        }
        .padding(.horizontal, 16)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight)
        .contentShape(Rectangle())
        .onTapGesture(perform: back)
    }
}

/// Places a menu over the canvas: the backdrop across it, a context menu's preview where its
/// source is (moved up when the preview and the panel would not fit below), and the panel
/// (see `MenuPresentation`).
struct MenuPlacementLayout: Layout {
    let source: CGRect
    let previewProposal: CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let backdrop = subviews.first, let panel = subviews.last, subviews.count >= 2 else { return }
        backdrop.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let margin = MenuMetrics.margin
        let room = CGSize(width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin))
        var source = self.source.origin.isFinite && self.source.size.isFinite ? self.source : CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        // The source is on the canvas; in right to left this layout's places are mirrored, so
        // it works from the source's mirror image (its leading edge is the right one).
        if subviews.layoutDirection == .rightToLeft { source.origin.x = bounds.minX + bounds.maxX - source.maxX }
        var panelSize = panel.sizeThatFits(ProposedViewSize(width: nil, height: nil))
        panelSize.height = min(panelSize.height, room.height)
        panelSize.width = min(panelSize.width, room.width)

        if subviews.count >= 3 {
            // A context menu: the preview where the source is, the panel under it.
            let preview = subviews[1]
            var size = preview.sizeThatFits(previewProposal.map { ProposedViewSize($0) } ?? .unspecified)
            size.width = min(size.width, room.width)
            size.height = min(size.height, max(0, room.height - panelSize.height - margin))
            let x = clamp(source.midX - size.width / 2, bounds.minX + margin, bounds.maxX - margin - size.width)
            let columnHeight = size.height + margin + panelSize.height
            let y = clamp(source.minY, bounds.minY + margin, bounds.maxY - margin - columnHeight)
            preview.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
            let previewFrame = CGRect(x: x, y: y, width: size.width, height: size.height)
            let panelX = horizontalPosition(of: panelSize.width, along: previewFrame, in: bounds)
            panel.place(at: CGPoint(x: panelX, y: previewFrame.maxY + margin), proposal: ProposedViewSize(panelSize))
            return
        }
        let below = source.maxY + margin, above = source.minY - margin - panelSize.height
        let y: CGFloat
        if below + panelSize.height <= bounds.maxY - margin {
            y = below
        } else if above >= bounds.minY + margin {
            y = above
        } else {
            y = clamp(below, bounds.minY + margin, bounds.maxY - margin - panelSize.height)
        }
        panel.place(at: CGPoint(x: horizontalPosition(of: panelSize.width, along: source, in: bounds), y: y),
                    proposal: ProposedViewSize(panelSize))
    }

    /// The panel's leading x: aligned with the source's leading edge when the source is in the
    /// leading third of the canvas, with its trailing edge in the trailing third, centred on
    /// it between; kept inside the canvas's margins.
    private func horizontalPosition(of width: CGFloat, along source: CGRect, in bounds: CGRect) -> CGFloat {
        let third = bounds.width / 3
        let x: CGFloat
        if source.midX < bounds.minX + third {
            x = source.minX
        } else if source.midX > bounds.maxX - third {
            x = source.maxX - width
        } else {
            x = source.midX - width / 2
        }
        return clamp(x, bounds.minX + MenuMetrics.margin, bounds.maxX - MenuMetrics.margin - width)
    }

    private func clamp(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat) -> CGFloat {
        max(lower, min(value, max(lower, upper)))
    }
}
