import Foundation
import Testing
@testable import Tether

/// UIKit's string measuring: `boundingRect(with:options:attributes:context:)` with each
/// `NSStringDrawingOptions`, `NSStringDrawingContext`'s shrinking, and `NSAttributedString`'s
/// `size()` and `boundingRect(with:options:context:)`.
@MainActor
@Suite struct NSStringMeasuringTests {
    let body = UIFont.systemFont(ofSize: 17)
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func lineFragmentOriginMeasuresFromTheTopOfTheFirstLine() {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let size = "Checked".size(withAttributes: attributes)
        let bounds = "Checked".boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin,
                                            attributes: attributes, context: nil)
        // Unconstrained by the width, one line: the string's own size, at the origin.
        #expect(bounds.origin == .zero)
        #expect(close(bounds.width, size.width) && close(bounds.height, size.height))
        // One line of the system font is its line height tall (UIFont.lineHeight, 20.29 at 17 points).
        #expect(close(bounds.height, body.lineHeight))
    }

    @Test func lineFragmentOriginWrapsAtTheWidthAsExplicitLinesAre() {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let two = "alpha alpha".size(withAttributes: attributes).width
        let bounds = "alpha alpha alpha".boundingRect(with: CGSize(width: two + 1, height: .greatestFiniteMagnitude),
                                                      options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        // "alpha alpha" fits the width, the third word goes to a second line, spaced as a line break's.
        let broken = "alpha alpha\nalpha".size(withAttributes: attributes)
        #expect(close(bounds.width, two))
        #expect(close(bounds.height, broken.height))
        #expect(bounds.height > 1.9 * body.lineHeight)
    }

    @Test func withoutLineFragmentOriginTheOriginIsTheBaselineAndTheStringIsOneLine() {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let natural = "alpha alpha alpha".size(withAttributes: attributes)
        let bounds = "alpha alpha alpha".boundingRect(with: CGSize(width: 40, height: 40), options: [],
                                                      attributes: attributes, context: nil)
        // Single-line rendering: the width does not wrap it; the line's top is the ascender above the baseline.
        #expect(close(bounds.width, natural.width) && close(bounds.height, body.lineHeight))
        #expect(close(bounds.minY, -body.ascender))
        #expect(close(bounds.maxY, -body.descender))
    }

    @Test func truncatingTheLastVisibleLineKeepsTheLinesThatFitTheHeight() {
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let word = "alpha".size(withAttributes: attributes).width
        let constraint = CGSize(width: word + 1, height: body.lineHeight * 1.5)
        let kept = "alpha alpha alpha".boundingRect(with: constraint, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                                   attributes: attributes, context: nil)
        let all = "alpha alpha alpha".boundingRect(with: constraint, options: .usesLineFragmentOrigin,
                                                  attributes: attributes, context: nil)
        // One word a line: three lines in all; one and a half lines of height keep one.
        #expect(close(kept.height, body.lineHeight))
        #expect(all.height > 2.9 * body.lineHeight)
        // Without line fragments the option is ignored.
        let single = "alpha alpha alpha".boundingRect(with: constraint, options: .truncatesLastVisibleLine, attributes: attributes, context: nil)
        #expect(close(single.height, body.lineHeight) && single.width > 2.9 * word)
    }

    @Test func deviceMetricsBoundTheInk() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 40)]
        let line = "x".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let ink = "x".boundingRect(with: .zero, options: [.usesLineFragmentOrigin, .usesDeviceMetrics], attributes: attributes, context: nil)
        // An "x" sits on the baseline and is x-height tall: inside its line box, lower than its top.
        #expect(line.contains(ink))
        #expect(ink.minY > line.minY + 5 && ink.height < line.height / 2)
        let fromBaseline = "x".boundingRect(with: .zero, options: .usesDeviceMetrics, attributes: attributes, context: nil)
        #expect(abs(fromBaseline.maxY) < 1)
        #expect(fromBaseline.minY < -15)
        // A space has no ink.
        let space = " ".boundingRect(with: .zero, options: [.usesLineFragmentOrigin, .usesDeviceMetrics], attributes: attributes, context: nil)
        #expect(space.size == .zero)
    }

    @Test func aDrawingContextShrinksTheTextToFitNoFurtherThanItsMinimum() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        let natural = "Hello world".size(withAttributes: attributes)
        let constraint = CGSize(width: natural.width / 2, height: natural.height)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.3
        let bounds = "Hello world".boundingRect(with: constraint, options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        // The width halves: the advances scale with the font size, so about half the size fits one line.
        #expect(abs(context.actualScaleFactor - 0.5) < 0.03)
        #expect(bounds.width <= constraint.width + 0.01 && bounds.height <= constraint.height + 0.01)
        #expect(context.totalBounds == bounds)

        let limited = NSStringDrawingContext()
        limited.minimumScaleFactor = 0.8
        let tall = "Hello world".boundingRect(with: constraint, options: .usesLineFragmentOrigin, attributes: attributes, context: limited)
        // At 0.8 it still wraps: measured at the minimum, on two lines.
        #expect(close(limited.actualScaleFactor, 0.8))
        #expect(tall.height > constraint.height)

        let none = NSStringDrawingContext()
        _ = "Hello world".boundingRect(with: constraint, options: .usesLineFragmentOrigin, attributes: attributes, context: none)
        #expect(none.actualScaleFactor == 1)
    }

    @Test func attributedStringsMeasureEachRunInItsFont() {
        let small = UIFont.systemFont(ofSize: 12), large = UIFont.systemFont(ofSize: 24)
        let string = NSMutableAttributedString(string: "ab", attributes: [.font: small])
        string.append(NSAttributedString(string: "CD", attributes: [.font: large]))
        let size = string.size()
        let expectedWidth = "ab".size(withAttributes: [.font: small]).width + "CD".size(withAttributes: [.font: large]).width
        #expect(close(size.width, expectedWidth, 0.05))
        // The line holds both runs: as tall as the larger font's line.
        #expect(close(size.height, large.lineHeight, 0.05))
        let bounds = string.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(close(bounds.width, size.width) && close(bounds.height, size.height))
        let baseline = string.boundingRect(with: .zero, options: [], context: nil)
        #expect(close(baseline.minY, -large.ascender, 0.05))
    }

    @Test func kerningAndParagraphLineSpacingChangeTheMeasure() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 10
        let plain = "abc\nabc".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
        let spaced = "abc\nabc".boundingRect(with: .zero, options: .usesLineFragmentOrigin,
                                             attributes: [.font: body, .paragraphStyle: style], context: nil)
        #expect(close(spaced.height - plain.height, 10))
        let kerned = "abc".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: body, .kern: 2], context: nil)
        let unkerned = "abc".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: body], context: nil)
        #expect(close(kerned.width - unkerned.width, 6))
    }

    @Test func badSizesAndValuesAreToldAndMeasuredUnconstrained() {
        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let attributes: [NSAttributedString.Key: Any] = [.font: body]
        let natural = "alpha alpha".size(withAttributes: attributes)
        let bounds = "alpha alpha".boundingRect(with: CGSize(width: CGFloat.nan, height: -5), options: .usesLineFragmentOrigin,
                                                attributes: attributes, context: nil)
        #expect(close(bounds.width, natural.width) && close(bounds.height, natural.height))
        #expect(host.diagnostics.contains { $0.message.contains("boundingRect") && $0.message.contains("not a size") })
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = .nan
        _ = "alpha alpha".boundingRect(with: CGSize(width: 10, height: 10), options: .usesLineFragmentOrigin, attributes: attributes, context: context)
        #expect(context.actualScaleFactor == 1)
        let wrong = "abc".boundingRect(with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: "Helvetica"], context: nil)
        #expect(wrong.width > 0)
        #expect(host.diagnostics.contains { $0.message.contains("not a UIFont") })
    }
}
