import Foundation

/// An alert's action as iOS 26 draws it: its title centred on one line in a grey capsule that
/// fills its cell, in the body font — `.cancel` in the label colour at regular weight (measured,
/// see `IOSReferencePresentationTests`), `.destructive` in red, the others in the tint colour;
/// a tap anywhere on the capsule triggers it.
nonisolated struct AlertActionStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        let role = configuration.role
        nonisolated(unsafe) let configuration = configuration
        let colour: Color = role == .cancel ? .primary : role == .destructive ? .red : .accentColor
        return configuration.label
            .font(.body)
            .foregroundStyle(colour)
            .lineLimit(1)
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Capsule().fill(SystemColors.secondarySystemFill))
            .contentShape(Capsule())
            .onTapGesture { configuration.trigger() }
    }
}
