import Foundation

/// A `Toggle` among a menu's items, as iOS 17 draws it: a row with the title after a leading
/// checkmark column, the checkmark shown while the toggle is on; a tap anywhere in the row
/// flips it and closes the menu.
nonisolated struct MenuToggleRow: View {
    let isOn: Binding<Bool>
    let label: AnyView
    @Environment(\.presentationDismiss) private var dismissMenu
    @Environment(\.isEnabled) private var isEnabled

    @MainActor var body: some View {
        let isOn = self.isOn, dismiss = dismissMenu
        return HStack(spacing: 0) {
            MenuCheckmark().stroke(SystemColors.label, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                .frame(width: PickerLayout.menuItemInset, height: 12)
                .opacity(isOn.wrappedValue ? 1 : 0)
            label.font(.body).foregroundStyle(isEnabled ? SystemColors.label : SystemColors.tertiaryLabel).lineLimit(2)
            Spacer(minLength: 16)
        }
        .padding(.vertical, 11)
        .frame(maxWidth: .infinity, minHeight: MenuMetrics.rowHeight, alignment: .leading)
        .contentShape(Rectangle())
        .onTapGesture {
            isOn.wrappedValue.toggle()
            dismiss?.action()
        }
    }
}

/// iOS's menu checkmark (the one a menu picker's chosen option has), centred 20.5 pt in from
/// the leading edge of a 40 pt column.
struct MenuCheckmark: Shape {
    func path(in rect: CGRect) -> Path {
        let x = rect.minX + 20, y = rect.midY
        var mark = Path()
        mark.move(to: CGPoint(x: x - 5, y: y))
        mark.addLine(to: CGPoint(x: x - 1, y: y + 4.5))
        mark.addLine(to: CGPoint(x: x + 6, y: y - 5.5))
        return mark
    }
}
