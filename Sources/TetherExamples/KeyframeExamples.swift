import Foundation
import Tether

extension Examples {
    static let keyframeExamples: [Example] = [
        Example("keyframes", height: 250,
                caption: "UnitCurve plotted (linear, easeIn, easeOut, easeInOut, circularEaseInOut); a KeyframeTimeline of linear, cubic, spring and move keyframes sampled over 3 s; a keyframeAnimator badge after a tap, at rest where its keyframes end (scale 1.5)",
                interaction: { host in try host.tap("pop") }) {
            VStack(spacing: 14) {
                HStack(spacing: 10) {
                    ForEach(curveSamples, id: \.name) { curve in
                        VStack(spacing: 4) {
                            SamplePlot(samples: curve.samples, low: 0, high: 1)
                                .stroke(Color.blue, lineWidth: 2)
                                .frame(width: 58, height: 58)
                                .background(Color.gray.opacity(0.12))
                            Text(curve.name).font(.caption2)
                        }
                    }
                }
                SamplePlot(samples: timelineSamples, low: -0.2, high: 1.3)
                    .stroke(Color.orange, lineWidth: 2)
                    .frame(width: 340, height: 60)
                    .background(Color.gray.opacity(0.12))
                KeyframeBadge()
            }
        },
    ]

    /// Each curve's value at 49 evenly spaced inputs.
    private static let curveSamples: [(name: String, samples: [Double])] = [
        ("linear", UnitCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut), ("circular", .circularEaseInOut),
    ].map { name, curve in (name, (0...48).map { curve.value(at: Double($0) / 48) }) }

    /// A timeline's value at 121 evenly spaced times over its 3 seconds.
    private static let timelineSamples: [Double] = {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 0.5, timingCurve: .easeOut)
            CubicKeyframe(0.3, duration: 0.5)
            CubicKeyframe(0.8, duration: 0.5)
            SpringKeyframe(0.4, duration: 1, spring: .bouncy)
            MoveKeyframe(0.0)
            LinearKeyframe(0.5, duration: 0.5)
        }
        return (0...120).map { timeline.value(progress: Double($0) / 120) }
    }()
}

/// Samples drawn as a line across the rect, `low` at the bottom and `high` at the top.
private struct SamplePlot: Shape {
    let samples: [Double]
    let low: Double
    let high: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for (i, sample) in samples.enumerated() {
            let point = CGPoint(x: rect.minX + rect.width * CGFloat(i) / CGFloat(max(samples.count - 1, 1)),
                                y: rect.maxY - rect.height * CGFloat((sample - low) / (high - low)))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// A badge that pops when tapped: up to 2×, then springs to 1.5×, where it rests.
private struct KeyframeBadge: View {
    @State private var taps = 0

    var body: some View {
        Button { taps += 1 } label: {
            Label("Pop", systemImage: "star.fill")
                .padding(.horizontal, 14).padding(.vertical, 8)
                .background(Capsule().fill(Color.yellow.opacity(0.8)))
        }
        .accessibilityIdentifier("pop")
        .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            LinearKeyframe(2.0, duration: 0.2)
            SpringKeyframe(1.5, spring: .bouncy)
        }
    }
}
