import Foundation
import Testing
@testable import Tether

/// Hostile UIKit hierarchies and sizes: each is reported as a diagnostic and drawn sensibly,
/// never a crash or a hang.
@MainActor
@Suite struct UIViewBadInputTests {
    func diagnostics<V: View>(_ h: ViewHost<V>, containing text: String) -> [Diagnostic] {
        h.diagnostics.filter { $0.message.contains(text) }
    }

    @Test func aViewAddedToItselfOrItsSubtreeIsNotAdded() {
        let h = host(UIKitHierarchy {
            let root = colored(.red)
            let child = UIView()
            root.addSubview(child)
            root.addSubview(root)
            child.addSubview(root)
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        // UIKit raises for the first; the second would make a cycle. Neither is added.
        #expect(diagnostics(h, containing: "as its own subview").count == 1)
        #expect(diagnostics(h, containing: "cycle").count == 1)
        #expect(h.diagnostics.allSatisfy { $0.kind == .invalidGeometry })
    }

    @Test func hierarchyOperationsKeepATree() {
        let root = UIView(), child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        grandchild.addSubview(root)
        grandchild.insertSubview(child, at: 0)
        #expect(root.superview == nil && grandchild.subviews.isEmpty)
        #expect(root.subviews == [child] && child.subviews == [grandchild])
        #expect(!root.isDescendant(of: grandchild) && grandchild.isDescendant(of: root))
    }

    @Test func nonFiniteAndNegativeFramesAreReportedAndTheRestIsDrawn() throws {
        let h = host(UIKitHierarchy {
            let root = colored(.red)
            root.addSubview(colored(.blue, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
            root.addSubview(colored(.blue, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)))
            root.addSubview(colored(.green, CGRect(x: 20, y: 20, width: -10, height: 10)))
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        #expect(diagnostics(h, containing: "non-finite frame").count == 2)
        #expect(diagnostics(h, containing: "negative size").count == 1)
        let p = try DecodedPixels(pngData: h.pngData(scale: 1))
        // The root is drawn; the negative-width view is drawn 10 wide, centred at its frame's
        // centre (15, 25): x 10…20, y 20…30 in the root, 20…30 and 30…40 on the canvas.
        #expect(p.pixel(x: 15, y: 15).r == 255)
        let g = p.pixel(x: 25, y: 35)
        #expect(g.g == 255 && g.r == 0)
    }

    @Test func hostileLayerValuesAreReported() {
        let h = host(UIKitHierarchy {
            let root = colored(.red)
            root.layer.cornerRadius = .nan
            root.alpha = .nan
            root.layer.shadowOpacity = 1
            root.layer.shadowRadius = .infinity
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        #expect(diagnostics(h, containing: "cornerRadius").count == 1)
        #expect(diagnostics(h, containing: "alpha").count == 1)
        #expect(diagnostics(h, containing: "shadow").count == 1)
    }

    @Test func aDeepHierarchyIsDrawnToTheLimitWithADiagnostic() throws {
        let levels = 1000
        let h = host(UIKitHierarchy {
            let root = colored(.red)
            var parent = root
            for _ in 0..<levels {
                let child = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                parent.addSubview(child)
                parent = child
            }
            parent.backgroundColor = .blue
            return root
        }.frame(width: 40, height: 40), width: 60, height: 60)
        #expect(diagnostics(h, containing: "deeper than \(UIViewSnapshot.maxDepth) levels").count == 1)
        // The innermost (blue) view is below the limit: the root's red shows.
        let p = try DecodedPixels(pngData: h.pngData(scale: 1))
        #expect(p.pixel(x: 30, y: 30).r == 255)
    }

    @Test func badSizesFromTheViewAreReportedAndReplaced() {
        struct Hostile: UIViewRepresentable {
            var intrinsic: CGSize
            var answer: CGSize?
            func makeUIView(context: Context) -> IntrinsicSizeView { IntrinsicSizeView() }
            func updateUIView(_ uiView: IntrinsicSizeView, context: Context) { uiView.natural = intrinsic }
            func sizeThatFits(_ proposal: ProposedViewSize, uiView: IntrinsicSizeView, context: Context) -> CGSize? { answer }
        }
        // A NaN intrinsic width is sized as no intrinsic width: the proposal, 100.
        let nan = host(Hostile(intrinsic: CGSize(width: CGFloat.nan, height: 20)).testID("r").frame(width: 100, height: 50), width: 200, height: 200)
        #expect(nan.frame(of: "r")?.size == CGSize(width: 100, height: 50))
        #expect(diagnostics(nan, containing: "intrinsicContentSize").count == 1)
        // A negative answer from sizeThatFits: the default sizing instead.
        let negative = host(Hostile(intrinsic: CGSize(width: 40, height: 20), answer: CGSize(width: -5, height: 10))
            .testID("r").frame(width: 100, height: 50), width: 200, height: 200)
        #expect(negative.frame(of: "r")?.size == CGSize(width: 100, height: 50))
        #expect(diagnostics(negative, containing: "sizeThatFits returned").count == 1)
    }
}
