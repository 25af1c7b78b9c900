import Foundation

/// Mirrors SwiftUI's `sheet(isPresented:onDismiss:content:)` and `sheet(item:onDismiss:content:)`:
/// while presented, iOS's sheet covers the canvas from 10 pt below its top (or its lower half
/// with `presentationDetents([.medium])`), with rounded top corners over the dimmed content.
/// The sheet's content gets a `dismiss` action in its environment.
nonisolated struct _SheetModifier<SheetContent: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let content: () -> SheetContent

    @MainActor public func body(content base: Content) -> some View {
        let isPresented = self.isPresented, onDismiss = self.onDismiss
        let sheet = isPresented.wrappedValue
            ? [Presentation.sheet(PresentedSheet(content: AnyView(content()), dismiss: {
                isPresented.wrappedValue = false
                onDismiss?()
            }))]
            : []
        return base.preference(key: PresentationsKey.self, value: sheet)
    }
}

/// A sheet to show over the canvas.
struct PresentedSheet {
    let content: AnyView
    let dismiss: @MainActor () -> Void
}

/// The dimmed canvas and the sheet: white, corners of 10 pt at the top, its content filling it.
nonisolated struct SheetPresentation: View {
    let sheet: PresentedSheet
    @State private var detent = PresentationDetent.large

    @MainActor var body: some View {
        GeometryReader { proxy in
            let top = detent == .medium ? proxy.size.height / 2 : 10
            ZStack(alignment: .bottom) {
                Color(red: 0, green: 0, blue: 0, opacity: 0.2)
                sheet.content
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .environment(\.dismiss, DismissAction(action: sheet.dismiss))
                    .frame(height: max(0, proxy.size.height - top))
                    .background(UnevenTopCorners(radius: 10).fill(Color.white))
                    .clipShape(UnevenTopCorners(radius: 10))
            }
        }
        .onPreferenceChange(PresentationDetentsKey.self) { detents in
            detent = detents?.contains(.large) == false && detents?.contains(.medium) == true ? .medium : .large
        }
    }
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

/// Mirrors SwiftUI's `PresentationDetent`: the heights a sheet may take (`.large`, `.medium`).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let large = PresentationDetent(name: "large")
    public static let medium = PresentationDetent(name: "medium")
}

/// The detents the sheet's content asks for.
struct PresentationDetentsKey: PreferenceKey {
    static let defaultValue: Set<PresentationDetent>? = nil
    static func reduce(value: inout Set<PresentationDetent>?, nextValue: () -> Set<PresentationDetent>?) {
        if value == nil { value = nextValue() }
    }
}

/// Mirrors SwiftUI's `DismissAction`: `dismiss()` closes the sheet the view is in, or pops the
/// navigation level it is on; elsewhere it does nothing.
public struct DismissAction: @unchecked Sendable {
    let action: (@MainActor () -> Void)?
    @MainActor public func callAsFunction() { action?() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
}

extension EnvironmentValues {
    /// Mirrors SwiftUI's `dismiss` environment value.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
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
    /// Mirrors SwiftUI's `presentationDetents(_:)`: `[.medium]` makes the sheet half as tall.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        preference(key: PresentationDetentsKey.self, value: detents)
    }
}
