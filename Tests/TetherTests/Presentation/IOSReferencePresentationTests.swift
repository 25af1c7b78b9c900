import Foundation
import Testing
@testable import Tether

/// Presentations as iOS 26 draws them. The alert is measured on berkaycatak/adaptive_platform_ui,
/// `img/alert.png` (commit 78ae774, October 10, 2025): a `UIAlertController` on iOS 26, 1320 px
/// wide (an iPhone 16/17 Pro Max at 3x, 440 pt), its content a custom view (icon, 17 pt title,
/// 13 pt message, a code; `ios/adaptive_platform_ui/Sources/adaptive_platform_ui/iOS26AlertDialogView.swift`),
/// so its width (320 pt, the custom view's 280 pt plus margins) and text say nothing of a plain
/// alert; its card's corners and its two actions — "Copy & Continue", the preferred action, and
/// "Cancel" (`.cancel`), stacked — are UIKit's own. Pictures render at 3x, as the reference;
/// positions and sizes must agree within 1 pt.
@MainActor
@Suite struct IOSReferencePresentationTests {
    typealias Pixel = (r: Int, g: Int, b: Int, a: Int)

    func within(_ value: CGFloat?, _ reference: CGFloat, _ tolerance: CGFloat = 1) -> Bool {
        value.map { abs($0 - reference) <= tolerance } ?? false
    }

    /// The runs (in points) of the 3x pixels along a column that pass `test`.
    func runs(_ p: DecodedPixels, column: CGFloat, _ test: (Pixel) -> Bool) -> [(CGFloat, CGFloat)] {
        let x = Int(column * 3)
        var result: [(CGFloat, CGFloat)] = [], start: Int?
        for y in 0...p.height {
            let inside = y < p.height && test(p.pixel(x: x, y: y))
            if inside, start == nil { start = y }
            if !inside, let first = start { result.append((CGFloat(first) / 3, CGFloat(y) / 3)); start = nil }
        }
        return result
    }

    func runs(_ p: DecodedPixels, row: CGFloat, _ test: (Pixel) -> Bool) -> [(CGFloat, CGFloat)] {
        let y = Int(row * 3)
        var result: [(CGFloat, CGFloat)] = [], start: Int?
        for x in 0...p.width {
            let inside = x < p.width && test(p.pixel(x: x, y: y))
            if inside, start == nil { start = x }
            if !inside, let first = start { result.append((CGFloat(first) / 3, CGFloat(x) / 3)); start = nil }
        }
        return result
    }

    /// The card or an action's capsule, at least half covering the dimmed canvas (transparent
    /// in tests, 20 % black): the card is (242, 242, 242), a capsule's grey on it 222.
    func isCard(_ p: Pixel) -> Bool { p.a == 255 && (223...250).contains(p.r) || p.a == 255 && (212...232).contains(p.r) }
    /// An action's grey capsule on the card (the card's grey darkened by the fill, not text).
    func isCapsule(_ p: Pixel) -> Bool { p.a == 255 && (212...232).contains(p.r) }

    /// The card's frame: its sides along the canvas's middle row, its top and bottom along a
    /// column 34 pt in from its leading side, past the corner and short of the text.
    func cardFrame(_ p: DecodedPixels) throws -> CGRect {
        let across = runs(p, row: CGFloat(p.height) / 6, isCard)
        let left = try #require(across.first).0, right = try #require(across.last).1
        let down = try #require(runs(p, column: left + 34, isCard).max { $0.1 - $0.0 < $1.1 - $1.0 })
        return CGRect(x: left, y: down.0, width: right - left, height: down.1 - down.0)
    }

    func alert(_ actions: some View) throws -> DecodedPixels {
        let view = Color.clear.alert("Authentication Required", isPresented: .constant(true)) { actions } message: {
            Text("Use this code to complete your authentication.")
        }
        return try PNGDecoder.decode(host(view, width: 440, height: 956).pngData(scale: 3))
    }

    @Test func stackedAlertActionsAreFortyEightPointCapsulesSixteenPointsInAndEightApart() throws {
        // alert.png: the card spans x 179.5…1140.5 px and y 45.3…1077 px. The actions are
        // capsules 48 pt tall (y 717…860 and 886…1028 px along x 300: 47.7 and 47.3 pt), 8 pt
        // apart (25 px), from x 228 to 1092 px: 16 pt in from the card's sides; the last ends
        // 16 pt (49 px) above the card's bottom.
        let p = try alert(Group {
            Button("Copy & Continue") {}
            Button("Later") {}
            Button("Cancel", role: .cancel) {}
        })
        let card = try cardFrame(p)
        let lastRow = card.maxY - 16 - 24
        let capsuleAcross = try #require(runs(p, row: lastRow, isCapsule).first)
        let capsuleEnd = try #require(runs(p, row: lastRow, isCapsule).last).1
        #expect(within(capsuleAcross.0 - card.minX, 16) && within(card.maxX - capsuleEnd, 16),
                "capsule \(capsuleAcross.0)…\(capsuleEnd) in card \(card)")
        let capsules = runs(p, column: capsuleAcross.0 + 30, isCapsule).filter { $0.1 - $0.0 > 2 }
        #expect(capsules.count == 3, "\(capsules)")
        for capsule in capsules { #expect(within(capsule.1 - capsule.0, 48), "\(capsule)") }
        for (upper, lower) in zip(capsules, capsules.dropFirst()) { #expect(within(lower.0 - upper.1, 8), "\(upper) \(lower)") }
        #expect(within(card.maxY - (capsules.last?.1 ?? 0), 16), "\(capsules) in \(card)")
        let nearEnd = try #require(runs(p, row: capsules[0].0 + 2, isCapsule).first)
        #expect(nearEnd.0 - capsuleAcross.0 > 6, "a capsule: \(nearEnd) from \(capsuleAcross)")
    }

    @Test func anAlertCardHasIOS26sThirtyTwoPointCorners() throws {
        // alert.png, the card's top-left corner (edges where the blue channel crosses midway from
        // the dimmed backdrop to the card): 3.55 pt below the top the card starts 14.45 pt in,
        // 6.89 pt below 9.59 pt in, 10.22 pt below 6.34 pt in, 16.89 pt below 2.41 pt in. A
        // continuous corner of 32 pt (Tether's curve) passes within 0.55 pt of each; 30 or 34 pt miss by 0.9 to 1.9.
        let p = try alert(Button("OK") {})
        let card = try cardFrame(p)
        for (below, inset) in [(3.55, 14.45), (6.89, 9.59), (10.22, 6.34), (16.89, 2.41)] as [(CGFloat, CGFloat)] {
            let start = try #require(runs(p, row: card.minY + below, isCard).first).0
            #expect(within(start - card.minX, inset), "\(below) pt below the top: \(start - card.minX) pt in")
        }
    }

    @Test func aCancelActionIsTitledInTheLabelColourAtRegularWeight() throws {
        // alert.png: "Cancel" is black on its grey capsule, 17 pt (its C 38 px tall: 12.67 pt),
        // its ink 51.9 pt wide (x 582…737 px) — regular weight. Inter's advances stand in for SF
        // Pro's, within 2.4 % here (the text tests allow 2 %), so the width is held to 1.5 pt;
        // semibold would be wider still.
        let p = try alert(Group {
            Button("Copy & Continue") {}
            Button("Later") {}
            Button("Cancel", role: .cancel) {}
        })
        let middle = try cardFrame(p).maxY - 16 - 24
        let ink = runs(p, row: middle, { $0.a == 255 && $0.r < 120 && $0.g < 120 && $0.b < 120 })
        let first = try #require(ink.first), last = try #require(ink.last)
        #expect(within(last.1 - first.0, 51.9, 1.5), "\(first.0)…\(last.1)")
    }
}
