import Foundation

/// iOS's spinning wheels (`UIPickerView`, and the `.wheel` date picker built on it), 216 pt
/// tall: the selected rows sit in a grey rounded band (8 pt corners) across the middle, and
/// the wheels of `content` (`PickerWheel`s side by side) turn behind it.
nonisolated struct PickerWheelFrame<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) { self.content = content() }

    @MainActor var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(SystemColors.tertiarySystemFill)
                .frame(height: PickerWheelMetrics.rowHeight)
                .padding(.horizontal, 8)
            content
        }
        .frame(height: PickerWheelMetrics.height)
        .clipped()
    }
}

/// The measurements of iOS's wheels: 216 pt tall, rows 34 pt apart at the middle, turning away
/// on a cylinder of radius 94 pt, 21° a row, three rows shown either side of the selected one.
enum PickerWheelMetrics {
    static let height: CGFloat = 216
    static let radius: CGFloat = 94
    static let rowAngle = 21.0 * Double.pi / 180
    static let rowHeight: CGFloat = 34
    /// The rows shown either side of the selected one.
    static let neighbours = 3
    /// The most rows one drag turns a wheel (keeps hostile drags finite).
    static let maximumTurn = 10_000

    /// Where row `offset` (0 the selected one) is drawn, from the wheel's centre.
    static func rowOffset(_ offset: Int) -> CGFloat { radius * CGFloat(sin(Double(offset) * rowAngle)) }

    /// The rows a vertical drag of `distance` points turns a wheel by: one a row's height, an
    /// upward drag bringing the later rows to the middle.
    static func rows(forDrag distance: CGFloat) -> Int {
        guard distance.isFinite else { return 0 }
        let rows = (-distance / rowHeight).rounded()
        return Int(max(-CGFloat(maximumTurn), min(CGFloat(maximumTurn), rows)))
    }
}

/// One wheel: the row `offset` rows from the selected one (`row(offset)`, nil where the wheel
/// has none) drawn in 22 pt text, the neighbours squashed and faded as they turn away, in grey.
/// A tap on a neighbour turns the wheel to it (`turn(offset, false)`); a vertical drag turns it
/// by as many rows as it moved (`turn(rows, true)`, stopping at the ends), as on iOS.
nonisolated struct PickerWheel<Row: View>: View {
    let alignment: Alignment
    let row: (Int) -> Row?
    /// Turns the wheel by a number of rows; the flag says whether to stop at the wheel's end
    /// (a drag) rather than do nothing past it (a tap).
    let turn: @MainActor (Int, Bool) -> Void

    @MainActor var body: some View {
        let turn = self.turn
        let metrics = PickerWheelMetrics.self
        return ZStack {
            ForEach(-metrics.neighbours...metrics.neighbours, id: \.self) { offset in
                if let content = row(offset) {
                    let tilt = cos(Double(offset) * metrics.rowAngle)
                    content
                        .font(.system(size: 22))
                        .foregroundStyle(offset == 0 ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
                        .lineLimit(1)
                        .fixedSize()
                        .frame(maxWidth: .infinity, alignment: alignment)
                        .frame(height: metrics.rowHeight)
                        .scaleEffect(x: 1, y: CGFloat(tilt))
                        .opacity(offset == 0 ? 1 : tilt)
                        .contentShape(Rectangle())
                        .onTapGesture { if offset != 0 { turn(offset, false) } }
                        .offset(y: metrics.rowOffset(offset))
                }
            }
        }
        .frame(maxHeight: .infinity)
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 10).onEnded { drag in
            let rows = PickerWheelMetrics.rows(forDrag: drag.translation.height)
            if rows != 0 { turn(rows, true) }
        })
    }
}
