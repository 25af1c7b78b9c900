import Foundation

/// Mirrors SwiftUI's `ButtonToggleStyle` (`.button`): the toggle is a button titled with its
/// label; a tap flips it. Off, it is a borderless button (the label in the tint colour); on,
/// "filling in the background with its tint color" as Apple documents it: the bordered
/// button's capsule of the tint at 15 % under the tinted label. `tint(_:)` changes the colour.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(configuration: configuration)
    }
}

/// The button a `ButtonToggleStyle` toggle draws.
nonisolated struct ButtonToggleBody: View {
    let configuration: ToggleStyleConfiguration

    var body: some View {
        nonisolated(unsafe) let isOn = configuration.$isOn
        let button = Button { isOn.wrappedValue.toggle() } label: { configuration.label }
        if configuration.isOn {
            button.buttonStyle(.bordered)
        } else {
            button.buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// Mirrors `.button`.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
