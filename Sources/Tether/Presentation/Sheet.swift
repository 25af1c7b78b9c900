import Foundation

/// Mirrors SwiftUI's `sheet(isPresented:onDismiss:content:)` and `sheet(item:onDismiss:content:)`:
/// while presented, iOS's sheet covers the canvas from 10 pt below its top (or its lower half
/// with `presentationDetents([.medium])`), with rounded top corners over the dimmed content;
/// a swipe down (`ViewHost.drag`) past half its height dismisses it, unless
/// `interactiveDismissDisabled()`. `fullScreenCover` covers the whole canvas and is not
/// swiped away. The content gets a `dismiss` action in its environment.
///
/// What the sheet's content presents (another sheet or cover, an alert, a confirmation dialog,
/// a menu) shows above the sheet, as iOS stacks presentations: a sheet over a sheet makes the
/// first one recede (narrower, its top edge peeking above the new one, dimmed), and dismissing
/// the inner one — its `dismiss`, a swipe, its binding — leaves the outer one shown.
nonisolated struct _SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    var coversFullScreen = false
    /// A popover: a bubble pointing at this view in regular width, a sheet in compact width.
    var isPopover = false
    var attachmentAnchor = PopoverAttachmentAnchor.rect(.bounds)
    var arrowEdge: Edge? = nil
    let content: () -> SheetContent
    /// What the sheet's content inherits.
    @Environment(\.self) private var environment


    @MainActor public func body(content base: Content) -> some View {
        let isPresented = self.isPresented, onDismiss = self.onDismiss
        if isPopover { return AnyView(popover(over: base)) }
        let sheet = isPresented.wrappedValue
            ? [Presentation.sheet(PresentedSheet(content: AnyView(content()), coversFullScreen: coversFullScreen, isPopover: isPopover, presenterEnvironment: environment, dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            }))]
            : []
        return AnyView(base.preference(key: PresentationsKey.self, value: sheet)
            .preference(key: PresentsSheetKey.self, value: !sheet.isEmpty))
    }

    /// A popover, presented with the frame of what it points at (the view's bounds, a
    /// rectangle in them, or a point of them).
    @MainActor private func popover(over base: Content) -> some View {
        let isPresented = self.isPresented, arrowEdge = self.arrowEdge
        let shown = isPresented.wrappedValue
        let content = shown ? AnyView(self.content()) : AnyView(EmptyView())
        let environment = self.environment
        let dismiss: @MainActor () -> Void = { isPresented.wrappedValue = false }
        var anchorSource = Anchor<CGRect>.Source.bounds
        var point: UnitPoint?
        switch attachmentAnchor {
        case .rect(let source): anchorSource = source
        case .point(let unitPoint): point = unitPoint
        }
        return base
            .anchorPreference(key: PresentationsKey.self, value: anchorSource) { anchor in
                guard shown else { return [] }
                var rect = anchor.globalValue
                if let point {
                    rect = CGRect(x: rect.minX + point.x * rect.width, y: rect.minY + point.y * rect.height, width: 0, height: 0)
                }
                return [.sheet(PresentedSheet(content: content, coversFullScreen: false, isPopover: true, presenterEnvironment: environment, dismiss: dismiss,
                                              popoverSource: PopoverSource(rect: rect, arrowEdge: arrowEdge)))]
            }
            .preference(key: PresentsSheetKey.self, value: shown)
    }
}

/// True when a view in the content presents a sheet or a cover: a sheet whose content does
/// recedes behind it.
struct PresentsSheetKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// A sheet to show over the canvas.
struct PresentedSheet {
    let content: AnyView
    let coversFullScreen: Bool
    var isPopover = false
    /// The environment of the view that presents the sheet, which its content inherits.
    var presenterEnvironment: EnvironmentValues? = nil
    let dismiss: @MainActor () -> Void
    /// A popover's source, for its bubble.
    var popoverSource: PopoverSource? = nil
    /// What a swipe down far enough to dismiss does, told whether the sheet allows it (a
    /// UIKit presentation's controller decides and tells its delegate); nil: an allowed
    /// swipe dismisses.
    var swipedDown: (@MainActor (_ allowed: Bool) -> Void)? = nil
}

/// The dimmed canvas and the sheet: white, corners of 10 pt at the top, its content filling it.
nonisolated struct SheetPresentation: View {
    let sheet: PresentedSheet
    @State private var detents = PresentationDetents()
    @State private var cornerRadius: CGFloat?
    @State private var backgroundInteraction = PresentationBackgroundInteraction.automatic
    @State private var dragIndicator = Visibility.automatic
    @State private var dismissDisabled = false
    @State private var recedes = false
    @State private var compactAdaptation: CompactAdaptation?
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    /// How far a receding sheet narrows on each side and rises, as iOS pushes a sheet back
    /// under the next one.
    static let recededInset: CGFloat = 16
    static let recededRise: CGFloat = 10

    @MainActor var body: some View {
        // The content's compact adaptation: `.fullScreenCover` covers the canvas; a popover
        // keeps its bubble in regular width, and in compact width under `.none` or `.popover`.
        let adaptation = compactAdaptation?.applying(horizontal: horizontalSizeClass, vertical: verticalSizeClass)
        let keepsBubble = adaptation == nil ? horizontalSizeClass == .regular && verticalSizeClass != .compact
            : adaptation == PresentationAdaptation.none || adaptation == .popover
        let chrome: AnyView
        if sheet.isPopover, keepsBubble, let source = sheet.popoverSource {
            chrome = AnyView(PopoverBubble(content: sheet.content, source: source, dismiss: sheet.dismiss))
        } else if adaptation == .fullScreenCover {
            chrome = sheetView(PresentedSheet(content: sheet.content, coversFullScreen: true, isPopover: sheet.isPopover, dismiss: sheet.dismiss))
        } else {
            chrome = sheetView(sheet)
        }
        return chrome
        .onPreferenceChange(PresentationDetentsKey.self) { detents = $0 ?? PresentationDetents() }
        .onPreferenceChange(PresentationCornerRadiusKey.self) { cornerRadius = $0 }
        .onPreferenceChange(PresentationBackgroundInteractionKey.self) { backgroundInteraction = $0 ?? .automatic }
        .onPreferenceChange(PresentationDragIndicatorKey.self) { dragIndicator = $0 ?? .automatic }
        .onPreferenceChange(InteractiveDismissDisabledKey.self) { dismissDisabled = $0 }
        .onPreferenceChange(PresentsSheetKey.self) { recedes = $0 }
        .onPreferenceChange(PresentationCompactAdaptationKey.self) { compactAdaptation = $0 }
        // What the content presents shows above the sheet, over the whole canvas; none of it
        // reaches the level below.
        .overlayPreferenceValue(PresentationsKey.self) { inner in AnyView(Presentation.view(for: inner)) }
        .transformPreference(PresentationsKey.self) { $0 = [] }
        .transformPreference(PresentsSheetKey.self) { $0 = false }
        // The sheet's own settings stop at it: a sheet around this one has its own.
        .transformPreference(PresentationDetentsKey.self) { $0 = nil }
        .transformPreference(PresentationCornerRadiusKey.self) { $0 = nil }
        .transformPreference(PresentationBackgroundInteractionKey.self) { $0 = nil }
        .transformPreference(PresentationBackgroundKey.self) { $0 = nil }
        .transformPreference(PresentationCompactAdaptationKey.self) { $0 = nil }
    }

    /// The dimmed canvas and the sheet over it.
    @MainActor private func sheetView(_ sheet: PresentedSheet) -> AnyView {
        AnyView(GeometryReader { proxy in
            let height = sheet.coversFullScreen ? proxy.size.height : detents.height(inCanvasOfHeight: proxy.size.height)
            let top = max(0, proxy.size.height - height)
            let receding = recedes && !sheet.coversFullScreen
            let width = max(proxy.size.width, 1)
            let recededScale = receding ? max(0, width - 2 * Self.recededInset) / width : 1
            let radius: CGFloat = sheet.coversFullScreen ? 0 : cornerRadius ?? 10
            let dismiss = sheet.dismiss, swipeable = !sheet.coversFullScreen && !dismissDisabled, swipedDown = sheet.swipedDown
            let coversFullScreen = sheet.coversFullScreen
            // iOS shows the grabber when asked, or by default when the sheet has several detents.
            let showsIndicator = !sheet.coversFullScreen && (dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1))
            // With interaction enabled behind the sheet at this detent, iOS neither dims what
            // lies behind nor stops its taps.
            let interactsBehind = !sheet.coversFullScreen && backgroundInteraction.allowsInteraction(at: detents.resting(inCanvasOfHeight: proxy.size.height), canvasHeight: proxy.size.height)
            ZStack(alignment: .bottom) {
                Color(red: 0, green: 0, blue: 0, opacity: sheet.coversFullScreen || interactsBehind ? 0 : 0.2)
                    .allowsHitTesting(!interactsBehind)
                sheet.content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .environment(\.dismiss, DismissAction(action: dismiss))
                    // A sheet is an elevated surface (a full-screen cover is not): in dark mode
                    // its system backgrounds are the lighter elevated ones, as on iOS.
                    .environment(\.isElevatedLevel, !sheet.coversFullScreen)
                    .frame(height: height)
                    .backgroundPreferenceValue(PresentationBackgroundKey.self) { custom in
                        if let custom { custom.view } else {
                            UnevenTopCorners(radius: radius)
                                .fill(sheet.coversFullScreen ? SystemColors.systemBackground : SystemColors.elevatedSystemBackground)
                        }
                    }
                    .overlay(alignment: .top) {
                        if showsIndicator {
                            // iOS's grabber: 36 × 5 pt, 5 pt below the sheet's top edge.
                            Capsule().fill(SystemColors.tertiaryLabel)
                                .frame(width: 36, height: 5).padding(.top, 5)
                        }
                    }
                    .clipShape(UnevenTopCorners(radius: radius))
                    .gesture(DragGesture(minimumDistance: 10, coordinateSpace: .global).onEnded { drag in
                        guard !coversFullScreen, drag.predictedEndTranslation.height >= height / 2 else { return }
                        if let swipedDown { swipedDown(swipeable) } else if swipeable { dismiss() }
                    })
                    .scaleEffect(recededScale, anchor: .top)
                    .offset(y: receding ? -min(top, Self.recededRise) : 0)
            }
        })
    }
}

/// The drag indicator the sheet's content asks for.
struct PresentationDragIndicatorKey: PreferenceKey {
    static let defaultValue: Visibility? = nil
    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { if value == nil { value = nextValue() } }
}

/// True when something in the sheet's content turns off dismissal by swiping.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// Mirrors SwiftUI's `PopoverAttachmentAnchor`: where a popover points.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A rectangle with its two top corners rounded.
struct UnevenTopCorners: Shape {
    let radius: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = min(radius, rect.width / 2, rect.height)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
        path.addQuadCurve(to: CGPoint(x: rect.minX + r, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY + r), control: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// Mirrors SwiftUI's `DismissAction`: `dismiss()` closes the sheet the view is in, or pops the
/// navigation level it is on; elsewhere it does nothing.
public struct DismissAction: @unchecked Sendable {
    let action: (@MainActor () -> Void)?
    @MainActor public func callAsFunction() { action?() }
}

private struct DismissKey: PresentationContextKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `dismiss` environment value.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Mirrors SwiftUI's `isPresented` environment value: whether the view is presented — in
    /// a sheet, full-screen cover or popover, or pushed onto a navigation stack (not its
    /// root), where `dismiss` has something to close.
    public var isPresented: Bool { self[DismissKey.self].action != nil }
}

extension View {
    /// Mirrors SwiftUI's `sheet(isPresented:onDismiss:content:)`.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
    /// Mirrors SwiftUI's `sheet(item:onDismiss:content:)`: presented while `item` is not nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_SheetModifier(isPresented: presented, onDismiss: onDismiss) {
            item.wrappedValue.map(content)
        })
    }
    /// Mirrors SwiftUI's `fullScreenCover(isPresented:onDismiss:content:)`: the content covers
    /// the whole canvas, with no dimming, corners or swipe to dismiss.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, coversFullScreen: true, content: content))
    }
    /// Mirrors SwiftUI's `fullScreenCover(item:onDismiss:content:)`.
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                               @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_SheetModifier(isPresented: presented, onDismiss: onDismiss, coversFullScreen: true) {
            item.wrappedValue.map(content)
        })
    }
    /// Mirrors SwiftUI's `popover(isPresented:attachmentAnchor:arrowEdge:content:)`. In the
    /// compact width of an iPhone, iOS shows a popover as a sheet (unless its content asks
    /// `presentationCompactAdaptation(.popover)` or `(.none)`); in regular width (an iPad) it
    /// is a white bubble sized to its content, its arrow (on `arrowEdge`, or on the side with
    /// more room) pointing at `attachmentAnchor` in this view, with no dimming; a tap outside
    /// the bubble dismisses it.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                   arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_SheetModifier(isPresented: isPresented, onDismiss: nil, isPopover: true, attachmentAnchor: attachmentAnchor,
                                arrowEdge: arrowEdge, content: content))
    }
    /// Mirrors SwiftUI's `popover(item:attachmentAnchor:arrowEdge:content:)`.
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_SheetModifier(isPresented: presented, onDismiss: nil, isPopover: true, attachmentAnchor: attachmentAnchor,
                                       arrowEdge: arrowEdge) {
            item.wrappedValue.map(content)
        })
    }
    /// Mirrors SwiftUI's `presentationDragIndicator(_:)`: the grabber at the sheet's top.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorKey.self, value: visibility)
    }
    /// Mirrors SwiftUI's `interactiveDismissDisabled(_:)`: the sheet is not dismissed by a swipe.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}
