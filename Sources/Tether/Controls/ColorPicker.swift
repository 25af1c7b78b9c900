import Foundation

/// Mirrors SwiftUI's `ColorPicker` as iOS draws it: the label, then the colour well at the
/// trailing edge — a 28 pt circle ringed by the hue wheel (3 pt) around the selected colour.
/// A tap on iOS opens the system colour picker sheet, which Tether does not have: the tap opens
/// nothing and the selection only changes through its binding (`supportsOpacity` matters to
/// that sheet only).
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label

    /// Mirrors `init(selection:supportsOpacity:label:)`.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.supportsOpacity = supportsOpacity; self.label = label()
    }

    @Environment(\.labelsVisibility) private var labelsVisibility

    @MainActor public var body: some View {
        HStack {
            if labelsVisibility != .hidden {
                label
                Spacer(minLength: 8)
            }
            ColorWell(color: selection.wrappedValue)
        }
    }
}

extension ColorPicker where Label == Text {
    /// Mirrors `init(_:selection:supportsOpacity:)`.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    /// Mirrors `init(_:selection:supportsOpacity:)` with a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// iOS's colour well (`UIColorWell`): the hue wheel as a 3 pt ring, a 2 pt gap, the colour.
nonisolated struct ColorWell: View {
    let color: Color
    static let diameter: CGFloat = 28

    @MainActor var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: [
                Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0),
                Color(red: 0, green: 1, blue: 1), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 1),
                Color(red: 1, green: 0, blue: 0),
            ], center: .center), lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}
