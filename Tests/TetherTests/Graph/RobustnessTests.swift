import Foundation
import Testing
@testable import Tether

/// Bad input of every class gives a diagnostic and a sane result, never a crash or a hang.
@MainActor
@Suite struct RobustnessTests {
    func finite(_ r: CGRect?) -> Bool {
        guard let r else { return false }
        return [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite)
    }

    @Test func negativeAndNonFiniteFramesAreReportedWithSwiftUIsWording() {
        for bad in [CGFloat(-10), .nan, .infinity] {
            let h = host(Color.red.frame(width: bad, height: 20).accessibilityIdentifier("v"), width: 100, height: 100)
            #expect(finite(h.frame(of: "v")))
            #expect(h.diagnostics.contains { $0.message == "Invalid frame dimension (negative or non-finite)." })
            #expect(h.checkInvariants().isEmpty)
        }
    }

    @Test func contradictoryFrameIsReported() {
        let h = host(Color.red.frame(minWidth: 50, maxWidth: 10).accessibilityIdentifier("v"), width: 100, height: 100)
        #expect(finite(h.frame(of: "v")))
        #expect(h.diagnostics.contains { $0.message == "Contradictory frame constraints specified." })
    }

    @Test func hostileOffsetsPaddingsAndScalesStayFinite() throws {
        let view = VStack {
            Color.red.frame(width: 10, height: 10).offset(x: .nan, y: .infinity)
            Color.green.frame(width: 10, height: 10).padding(.nan)
            Color.blue.frame(width: 10, height: 10).padding(-50)
            Color.gray.frame(width: 10, height: 10).scaleEffect(0)
            Color.pink.frame(width: 10, height: 10).scaleEffect(.infinity)
            Color.orange.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 1e300 }
        }
        let h = host(view, width: 200, height: 200)
        #expect(h.checkInvariants().isEmpty)
        #expect(!h.diagnostics.isEmpty)
        let svg = h.svg()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        _ = try PNGDecoder.decode(h.pngData(scale: 1))
    }

    @Test func negativeAndNaNCanvasSizesAreReported() {
        for size in [CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10)] {
            checkInvariantsAfterEveryUpdate()
            let h = ViewHost(Color.red, size: size)
            h.update()
            #expect(h.diagnostics.contains { $0.message.contains("canvas size") })
            #expect(h.checkInvariants().isEmpty)
        }
    }

    @Test func emptyCanvasAndEmptyTextWork() throws {
        let h = host(Text(""), width: 0, height: 0)
        #expect(h.checkInvariants().isEmpty)
        _ = try PNGDecoder.decode(h.pngData())
        #expect(h.svg().contains("<svg"))
    }

    @Test func nineHundredNestedModifiersLayOut() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for i in 0..<900 { view = i.isMultiple(of: 2) ? AnyView(view.padding(0)) : AnyView(view.offset(x: 0)) }
        let h = host(view.accessibilityIdentifier("deep"), width: 100, height: 100)
        #expect(close(h.frame(of: "deep")?.width ?? 0, 10))
        #expect(h.diagnostics.isEmpty)
        #expect(h.checkInvariants().isEmpty)
    }

    /// SwiftUI renders a tree 3,000 `AnyView` + `padding(0)` levels deep; so does Tether, on a
    /// stack as deep as the tree needs rather than the calling thread's 8 MiB.
    @Test func threeThousandNestedAnyViewsRenderTheirLeaf() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10).accessibilityIdentifier("leaf").onTapGesture {})
        for _ in 0..<3_000 { view = AnyView(view.padding(0)) }
        let h = host(view, width: 100, height: 100)
        #expect(h.diagnostics.isEmpty)
        // The leaf is centred in the 100×100 canvas: zero padding adds nothing.
        #expect(close(h.frame(of: "leaf"), CGRect(x: 45, y: 45, width: 10, height: 10)))
        #expect(h.checkInvariants().isEmpty)
        #expect(h.svg().contains("<path"))
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.pixel(x: 50, y: 50).a == 255)
        #expect(png.pixel(x: 5, y: 5).a == 0)
        try h.tap(at: CGPoint(x: 50, y: 50))
        #expect(h.layoutDump().contains("accessibilityIdentifier") || h.layoutDump().contains("leaf"))
    }

    /// A view type that nests itself `depth` times (values stay small; the nodes nest).
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Color.blue.frame(width: 4, height: 4).accessibilityIdentifier("bottom")
            } else {
                AnyView(Nest(depth: depth - 1).padding(0))
            }
        }
    }

    /// A hundred thousand levels (three nodes each) update, lay out, render and are released
    /// without a crash: the leaf is shown when Tether's stack budget (a quarter of the
    /// machine's memory, at most 4 GiB) allows that depth, else the tree is cut with a
    /// diagnostic that names the budget.
    @Test func hundredThousandLevelsDoNotCrash() throws {
        let h = host(Nest(depth: 100_000), width: 20, height: 20)
        if h.graph.maxDepth < StackBudget.maxDepth {
            #expect(close(h.frame(of: "bottom"), CGRect(x: 8, y: 8, width: 4, height: 4)))
            #expect(h.diagnostics.isEmpty)
        } else {
            #expect(h.diagnostics.contains { $0.message.contains("stack budget") })
        }
        #expect(h.svg().hasSuffix("</svg>\n"))
        _ = try h.pngData(scale: 1)
    }

    /// A node something still holds when its ancestors are released (a body scheduled for it,
    /// say) has left the tree: it is discarded and forgets its parent, so nothing walks up to
    /// a freed node from it.
    @Test func aNodeOutlivingItsAncestorsIsDiscarded() {
        var h: ViewHost<some View>? = host(VStack { HStack { Text("leaf") } }, width: 100, height: 100)
        weak var weakRoot: ViewNode? = h?.root
        var leaf: ViewNode? = h?.root
        while let next = leaf?.children.first { leaf = next }
        #expect(leaf?.typeName == "Text" && leaf?.isDiscarded == false && leaf?.parent != nil)
        h = nil
        #expect(weakRoot == nil)
        #expect(leaf?.isDiscarded == true && leaf?.parent == nil)
    }

    @Test func hundredThousandSiblingsUpdate() {
        let h = host(VStack(spacing: 0) { ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(height: 1) } }
            .accessibilityIdentifier("stack"), width: 100, height: 100)
        #expect(close(h.frame(of: "stack")?.height ?? 0, 100_000))
    }

    @Test func twentyThousandWordTextWrapsAndRenders() throws {
        let words = (0..<20_000).map { "w\($0 % 50)" }.joined(separator: " ")
        // Vertically fixed: a Text offered a limited height shows only the lines that fit.
        let h = host(Text(words).fixedSize(horizontal: false, vertical: true).frame(width: 300).accessibilityIdentifier("t"),
                     width: 300, height: 300)
        #expect((h.frame(of: "t")?.height ?? 0) > 10_000)
        #expect(h.svg().count > 1000)
    }

    @Test func duplicateForEachIdsAreReportedNotFatal() {
        let h = host(VStack { ForEach([1, 1, 2], id: \.self) { Text("\($0)") } }, width: 100, height: 100)
        #expect(h.diagnostics.contains { $0.kind == .duplicateID })
        #expect(h.checkInvariants().isEmpty)
    }

    @Test func idThatChangesEveryUpdateStillSettles() {
        final class Counter: @unchecked Sendable { var n = 0 }
        let counter = Counter()
        struct Changing: View {
            let counter: Counter
            var body: some View {
                counter.n += 1
                return Color.red.id(counter.n)
            }
        }
        let h = host(Changing(counter: counter))
        h.update()
        #expect(h.checkInvariants().isEmpty)
    }

    @Test func stateChangedInsideBodyIsReportedAndBounded() {
        struct Restless: View {
            @State var n = 0
            var body: some View {
                n += 1
                return Text("\(n)")
            }
        }
        let h = host(Restless())
        #expect(h.diagnostics.contains { $0.message == "Modifying state during view update, this will cause undefined behavior." })
        #expect(h.checkInvariants().isEmpty)
    }

    @Test func unknownSymbolIsReportedOnce() {
        let h = host(VStack { Image(systemName: "nope.nope"); Image(systemName: "nope.nope") }, width: 100, height: 100)
        #expect(h.diagnostics.filter { $0.kind == .unknownSymbol }.count == 1)
    }

    @Test func missingFontsNameTheDebianPackage() {
        #expect(FontLibrary.textFontError(directory: "/nonexistent")?.contains("fonts-inter") == true)
        #expect(FontLibrary.iconFontError(path: "/nonexistent/x.ttf")?.contains("fonts-material-design-icons-iconfont") == true)
        #expect(FontLibrary.textFontError(directory: FontLibrary.interDirectory) == nil)
    }

    @Test func diagnosticsCarryKindMessageAndPath() {
        let h = host(VStack { Color.red.frame(width: -1) }, width: 100, height: 100)
        let d = h.diagnostics.first
        #expect(d?.kind == .invalidGeometry)
        #expect(d?.viewPath.contains("VStack") == true)
    }
}
