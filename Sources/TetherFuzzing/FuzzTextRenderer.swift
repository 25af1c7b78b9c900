import Foundation
import Tether

/// Tether's own: iOS 17/18's `TextRenderer` over fuzzed content — lines moved by their
/// origins (hostile amounts too), faded lines, glyph slices turned one by one, marked runs
/// blurred, slices with indices past the run, renderers that draw nothing or size the text
/// as they like, with any display padding.
extension FuzzTreeBuilder {
    mutating func textRendered(_ v: AnyView) -> AnyView {
        let slices = rng.pick([0..<1, -3..<2, 2..<100, 1_000..<1_001])
        let renderer = FuzzTextRenderer(kind: rng.int(0...4), amount: isHostile ? length() : rng.pick([0, 4, -8, 20]),
                                        padding: isHostile ? length() : rng.pick([0, 10]),
                                        extraWidth: rng.chance(30) ? length() : nil, slices: slices)
        let marked = Text(string()) + Text(string()).customAttribute(FuzzMark(level: rng.int(0...2)))
        return AnyView(VStack { v; marked.lineLimit(rng.chance(50) ? 1 : nil) }.textRenderer(renderer))
    }
}

/// A custom attribute the fuzzed renderers look for.
struct FuzzMark: TextAttribute {
    var level: Int
}

/// A text renderer of one of several kinds, with fuzzed amounts.
struct FuzzTextRenderer: TextRenderer {
    let kind: Int
    let amount: CGFloat
    let padding: CGFloat
    /// Added to the text's own width by `sizeThatFits` (nil: the text's own size).
    let extraWidth: CGFloat?
    /// The glyph indices the slice kind draws of each run.
    let slices: Range<Int>

    var displayPadding: EdgeInsets { EdgeInsets(top: padding, leading: padding, bottom: padding, trailing: padding) }

    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let own = text.sizeThatFits(proposal)
        guard let extraWidth else { return own }
        return CGSize(width: own.width + extraWidth, height: own.height)
    }

    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
        for (index, line) in layout.enumerated() {
            var line = line
            switch kind {
            case 0:
                line.origin.y += amount * CGFloat(index)
                ctx.draw(line)
            case 1:
                var copy = ctx
                copy.opacity = layout.isTruncated ? 0.3 : 1 / Double(index + 1)
                copy.draw(line, options: .disablesSubpixelQuantization)
            case 2:
                for run in line {
                    for (i, slice) in run.enumerated() {
                        var copy = ctx
                        let bounds = slice.typographicBounds
                        copy.translateBy(x: bounds.rect.midX, y: bounds.rect.midY)
                        copy.rotate(by: .degrees(Double(amount) * Double(i)))
                        copy.translateBy(x: -bounds.rect.midX, y: -bounds.rect.midY)
                        copy.draw(slice)
                    }
                    ctx.draw(Text.Layout.RunSlice(run: run, indices: slices))
                }
            case 3:
                for run in line {
                    var copy = ctx
                    if let mark = run[FuzzMark.self] {
                        copy.addFilter(.blur(radius: amount * CGFloat(mark.level)))
                    }
                    copy.draw(run)
                }
            default:
                break
            }
        }
    }
}
