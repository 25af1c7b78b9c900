import Foundation
import Tether

extension Examples {
    static let textRendererExamples: [Example] = [
        Example("text-renderer", height: 340,
                caption: "TextRenderer: lines stepped and faded, glyphs drawn one by one on a wave, and a run marked with customAttribute glowing under a shadow filter (displayPadding makes room)") {
            VStack(alignment: .leading, spacing: 30) {
                Text("Each line of this paragraph steps a little further right, and fades a little more, than the line above it.")
                    .font(.title3)
                    .textRenderer(SteppedLines())
                Text("Riding the wave")
                    .font(.system(size: 34, weight: .bold))
                    .foregroundStyle(.blue)
                    .textRenderer(WaveGlyphs(amplitude: 8))
                (Text("Make it ") + Text("pop").customAttribute(Highlight()) + Text(" today"))
                    .font(.largeTitle.bold())
                    .textRenderer(HighlightedRuns())
            }
            .padding()
        },
    ]
}

/// Each line 14 points further right and 20 % fainter than the one above it.
private struct SteppedLines: TextRenderer {
    var displayPadding: EdgeInsets { EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 60) }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for (index, line) in layout.enumerated() {
            var copy = ctx
            copy.translateBy(x: CGFloat(index) * 14, y: 0)
            copy.opacity = max(0.2, 1 - Double(index) * 0.2)
            copy.draw(line)
        }
    }
}

/// Each glyph raised or lowered along a sine wave and turned with its slope.
private struct WaveGlyphs: TextRenderer {
    var amplitude: CGFloat
    var displayPadding: EdgeInsets { EdgeInsets(top: amplitude + 4, leading: 0, bottom: amplitude + 4, trailing: 0) }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        var index = 0
        for line in layout {
            for run in line {
                for slice in run {
                    let phase = Double(index) * 0.7
                    let center = CGPoint(x: slice.typographicBounds.rect.midX, y: slice.typographicBounds.rect.midY)
                    var copy = ctx
                    copy.translateBy(x: center.x, y: center.y + amplitude * CGFloat(sin(phase)))
                    copy.rotate(by: .radians(0.35 * cos(phase)))
                    copy.translateBy(x: -center.x, y: -center.y)
                    copy.draw(slice, options: .disablesSubpixelQuantization)
                    index += 1
                }
            }
        }
    }
}

/// Marks the runs a renderer highlights.
private struct Highlight: TextAttribute {}

/// Runs marked with `Highlight` on a pale yellow marker, casting an orange glow; the others as usual.
private struct HighlightedRuns: TextRenderer {
    var displayPadding: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for line in layout {
            for run in line {
                guard run[Highlight.self] != nil else {
                    ctx.draw(run)
                    continue
                }
                let marker = run.typographicBounds.rect.insetBy(dx: -6, dy: -2)
                ctx.fill(Path(roundedRect: marker, cornerRadius: 8), with: .color(.yellow.opacity(0.4)))
                var glowing = ctx
                glowing.addFilter(.shadow(color: .orange, radius: 4, x: 0, y: 2))
                glowing.draw(run)
            }
        }
    }
}
