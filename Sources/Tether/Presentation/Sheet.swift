import Foundation

/// Mirrors SwiftUI's `sheet(isPresented:onDismiss:content:)` and `sheet(item:onDismiss:content:)`:
/// while presented, iOS's sheet covers the canvas from 10 pt below its top (or its lower half
/// with `presentationDetents([.medium])`), with rounded top corners over the dimmed content.
/// A drag on it (`ViewHost.drag`) moves it with the finger; when the finger lifts it settles
/// at the detent nearest where the drag's predicted end would take it, and a swipe down below
/// half its smallest detent (with one detent: by half its height) dismisses it, unless
/// `interactiveDismissDisabled()` (then it settles at its smallest detent) — the rule is
/// `PresentationDetents`'. `fullScreenCover` covers the whole canvas and is not swiped away.
/// The content gets a `dismiss` action in its environment.
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
    /// UIKit presentation's controller decides and tells its delegate), answering whether the
    /// sheet was dismissed; nil: an allowed swipe dismisses.
    var swipedDown: (@MainActor (_ allowed: Bool) -> Bool)? = nil
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
    /// The detent the user dragged the sheet to, when no selection binding or sheet
    /// presentation controller keeps it.
    @State private var draggedTo: PresentationDetent?
    /// How far down the finger has moved the sheet while a drag lasts (negative: up).
    @GestureState private var dragTravel: CGFloat = 0
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
        // Without a binding or controller to keep it, the sheet rests where it was dragged to.
        var detents = self.detents
        if detents.select == nil, detents.selection == nil { detents.selection = draggedTo }
        let remembered = $draggedTo, travel = dragTravel
        return AnyView(GeometryReader { proxy in
            let canvasHeight = proxy.size.height
            let resting = detents.resting(inCanvasOfHeight: canvasHeight)
            let restingHeight = detents.height(inCanvasOfHeight: canvasHeight)
            let dismiss = sheet.dismiss, swipeable = !sheet.coversFullScreen && !dismissDisabled, swipedDown = sheet.swipedDown
            let coversFullScreen = sheet.coversFullScreen
            // While a drag lasts the sheet's top follows the finger, between its smallest and
            // largest detents; below the smallest, a sheet that can be swiped away slides down whole.
            let available = detents.available(inCanvasOfHeight: canvasHeight)
            let lowest = min(available.first?.height ?? restingHeight, restingHeight)
            let highest = max(available.last?.height ?? restingHeight, restingHeight)
            let followed = restingHeight - (travel.isFinite ? travel : 0)
            let height = coversFullScreen ? canvasHeight : min(highest, max(followed, lowest))
            let below = height - followed
            let slide = coversFullScreen || !swipeable || !below.isFinite ? 0 : min(max(0, below), height)
            let top = max(0, canvasHeight - height)
            let receding = recedes && !coversFullScreen
            let width = max(proxy.size.width, 1)
            let recededScale = receding ? max(0, width - 2 * Self.recededInset) / width : 1
            let radius: CGFloat = coversFullScreen ? 0 : cornerRadius ?? 10
            // iOS shows the grabber when asked, or by default when the sheet has several detents.
            let showsIndicator = !coversFullScreen && (dragIndicator == .visible || (dragIndicator == .automatic && detents.count > 1))
            // With interaction enabled behind the sheet at this detent, iOS neither dims what
            // lies behind nor stops its taps.
            let interactsBehind = !coversFullScreen && backgroundInteraction.allowsInteraction(at: resting, canvasHeight: canvasHeight)
            // Where the finger leaves the sheet: the selection binding or the controller is told
            // of another detent, or the sheet remembers it.
            let settle = { @MainActor (detent: PresentationDetent) in
                guard detent != resting, detents.detents.contains(detent) else { return }
                if let select = detents.select { select(detent) } else { remembered.wrappedValue = detent }
            }
            ZStack(alignment: .bottom) {
                Color(red: 0, green: 0, blue: 0, opacity: coversFullScreen || interactsBehind ? 0 : 0.2)
                    .allowsHitTesting(!interactsBehind)
                sheet.content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .environment(\.dismiss, DismissAction(action: dismiss))
                    // A sheet is an elevated surface (a full-screen cover is not): in dark mode
                    // its system backgrounds are the lighter elevated ones, as on iOS.
                    .environment(\.isElevatedLevel, !coversFullScreen)
                    .frame(height: height)
                    .backgroundPreferenceValue(PresentationBackgroundKey.self) { custom in
                        if let custom { custom.view } else {
                            UnevenTopCorners(radius: radius)
                                .fill(coversFullScreen ? SystemColors.systemBackground : SystemColors.elevatedSystemBackground)
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
                    .gesture(DragGesture(minimumDistance: 10, coordinateSpace: .global)
                        .updating($dragTravel) { drag, travel, _ in
                            if !coversFullScreen { travel = drag.translation.height }
                        }
                        .onEnded { drag in
                            guard !coversFullScreen else { return }
                            let predicted = drag.predictedEndTranslation.height
                            guard let outcome = detents.outcome(ofDragPredictedToMove: predicted, inCanvasOfHeight: canvasHeight) else {
                                UpdatingHost.lastGraph?.reportBetweenUpdates(.other, "sheet: a drag whose predicted end (\(predicted)) is not finite leaves the sheet at its detent", at: nil)
                                return
                            }
                            switch outcome {
                            case .settle(let detent): settle(detent)
                            case .dismiss:
                                if let swipedDown {
                                    if swipedDown(swipeable) { return }
                                } else if swipeable {
                                    dismiss()
                                    return
                                }
                                // Not dismissed: the sheet settles at its smallest detent.
                                if let smallest = available.first { settle(smallest.detent) }
                            }
                        })
                    .scaleEffect(recededScale, anchor: .top)
                    .offset(y: (receding ? -min(top, Self.recededRise) : 0) + slide)
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
