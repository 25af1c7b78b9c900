import Foundation
import Testing
@testable import Tether

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's Visual
/// Format Language, laid out by the host. A 300 × 200 container fills a 300 × 200 canvas;
/// standard spaces are the Auto Layout Guide's: 8 points between views, 20 to the
/// superview's edges.
@MainActor @Suite struct VisualFormatLanguageTests {
    /// Views that opt out of their autoresizing masks, in a 300 × 200 container.
    @MainActor final class Scene {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = UIView(), b = UIView(), c = UIView()
        var views: [String: Any] { ["a": a, "b": b, "c": c] }
        init() {
            for view in [a, b, c] {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
        }
        /// Activates the constraints of each format.
        func apply(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
            for format in formats {
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
        }
    }

    /// Lays `scene` out in a host (the formats applied while the host makes the view, so
    /// what they report reaches the host's diagnostics).
    func laidOut(_ scene: Scene, _ build: @escaping @MainActor (Scene) -> Void) -> ViewHost<some View> {
        let h = host(UIKitHierarchy { build(scene); return scene.container }.frame(width: 300, height: 200), width: 300, height: 200)
        scene.container.layoutIfNeeded()
        return h
    }

    func expectFrame(_ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        let f = view.frame
        #expect(abs(f.minX - expected.minX) < 0.01 && abs(f.minY - expected.minY) < 0.01
                && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01,
                "\(f) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test func standardSpacesAndExplicitOnesPlaceAWholeLine() {
        let scene = Scene()
        let h = laidOut(scene) { $0.apply(["H:|-[a(100)]-[b]-|", "V:|-[a]-|", "V:|-30-[b(==a)]"]) }
        // a: 20 from the left edge, 100 wide; b: 8 after it, to 20 from the right edge.
        expectFrame(scene.a, CGRect(x: 20, y: 20, width: 100, height: 160))
        expectFrame(scene.b, CGRect(x: 128, y: 30, width: 152, height: 160))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func theFormatGivesInactiveConstraintsOneForEachRelation() {
        let scene = Scene()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a(>=50)]-[b]-|", metrics: nil, views: scene.views)
        // The superview to a, a to b, b to the superview, and a's width.
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { !$0.isActive })
        // The orientation may be left out: horizontal.
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a][b]", metrics: nil, views: scene.views).count == 1)
    }

    @Test func predicatesBoundASizeAndPrioritiesYieldToRequiredOnes() {
        let scene = Scene()
        _ = laidOut(scene) {
            // a wants 200 (at 750) but may be 100 at most; b wants 500 but fills what is left
            // between 16-point margins; c is flush under b, as tall as b's 30 at priority 1000.
            $0.apply(["H:|[a(>=70,<=100,==200@750)]", "H:|-margin-[b(width@750)]-margin-|", "H:|[c]|",
                      "V:|[a(10)][b(30)][c(==b)]"],
                     metrics: ["margin": 16, "width": CGFloat(500)])
        }
        expectFrame(scene.a, CGRect(x: 0, y: 0, width: 100, height: 10))
        expectFrame(scene.b, CGRect(x: 16, y: 10, width: 268, height: 30))
        expectFrame(scene.c, CGRect(x: 0, y: 40, width: 300, height: 30))
    }

    @Test func connectionPredicatesSetTheSpaceBetweenViews() {
        let scene = Scene()
        _ = laidOut(scene) {
            // At least 40 between a and b wins over b's wish (at 500) to sit 10 after a; c is
            // flush with the container's right edge.
            $0.apply(["H:|-(12)-[a(50)]-(>=40,10@500)-[b(30)]", "H:[c(20)]-0-|", "V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]"])
        }
        expectFrame(scene.a, CGRect(x: 12, y: 0, width: 50, height: 10))
        expectFrame(scene.b, CGRect(x: 102, y: 0, width: 30, height: 10))
        expectFrame(scene.c, CGRect(x: 280, y: 0, width: 20, height: 10))
    }

    @Test func alignmentOptionsAlignEveryViewNamed() {
        let scene = Scene()
        _ = laidOut(scene) {
            $0.apply(["H:|-[a(50)]-[b(60)]-[c(40)]"], options: .alignAllCenterY)
            $0.apply(["V:|-40-[a(80)]", "V:[b(20)]", "V:[c(100)]"])
        }
        // Every centre on a's, at 40 + 80 / 2 = 80.
        expectFrame(scene.a, CGRect(x: 20, y: 40, width: 50, height: 80))
        expectFrame(scene.b, CGRect(x: 78, y: 70, width: 60, height: 20))
        expectFrame(scene.c, CGRect(x: 146, y: 30, width: 40, height: 100))
        // A vertical line aligns leading edges.
        let column = Scene()
        _ = laidOut(column) {
            $0.apply(["V:|[a(10)]-5-[b(10)]"], options: .alignAllLeading)
            $0.apply(["H:|-33-[a(50)]", "H:[b(20)]"])
        }
        expectFrame(column.b, CGRect(x: 33, y: 15, width: 20, height: 10))
    }

    @Test func theDirectionOptionsRunTheLineFromEitherSide() {
        let rightToLeft = Scene()
        _ = laidOut(rightToLeft) { $0.apply(["H:|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionRightToLeft) }
        // The first view at the right: 300 - 10 - 50 = 240, then 5 before it.
        expectFrame(rightToLeft.a, CGRect(x: 240, y: 0, width: 50, height: 10))
        expectFrame(rightToLeft.b, CGRect(x: 175, y: 0, width: 60, height: 10))
        let leftToRight = Scene()
        _ = laidOut(leftToRight) { $0.apply(["H:|-10-[a(50)]-5-[b(60)]", "V:|[a(10)]", "V:|[b(10)]"], options: .directionLeftToRight) }
        expectFrame(leftToRight.a, CGRect(x: 10, y: 0, width: 50, height: 10))
        expectFrame(leftToRight.b, CGRect(x: 65, y: 0, width: 60, height: 10))
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: .directionLeftToRight, metrics: nil, views: leftToRight.views)
            .first?.firstAttribute == .left)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: leftToRight.views)
            .first?.firstAttribute == .leading)
    }

    @Test func baselineSpacingMeasuresFromBaselineToBaseline() {
        // The same two labels placed by the format and by baseline anchors land alike.
        func labels() -> (UIView, UILabel, UILabel) {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let first = UILabel(), second = UILabel()
            first.text = "Title"
            first.font = .systemFont(ofSize: 28)
            second.text = "Subtitle"
            for label in [first, second] { label.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(label) }
            return (container, first, second)
        }
        let (formatted, f1, f2) = labels()
        let (anchored, a1, a2) = labels()
        _ = host(UIKitHierarchy {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[first]-30-[second]", options: .spacingBaselineToBaseline,
                                                                       metrics: nil, views: ["first": f1, "second": f2]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[first]", metrics: nil, views: ["first": f1]))
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[second]", metrics: nil, views: ["second": f2]))
            return formatted
        }.frame(width: 300, height: 200), width: 300, height: 200)
        _ = host(UIKitHierarchy {
            NSLayoutConstraint.activate([
                a1.topAnchor.constraint(equalTo: anchored.topAnchor, constant: 20),
                a2.firstBaselineAnchor.constraint(equalTo: a1.lastBaselineAnchor, constant: 30),
                a1.leadingAnchor.constraint(equalTo: anchored.leadingAnchor),
                a2.leadingAnchor.constraint(equalTo: anchored.leadingAnchor),
            ])
            return anchored
        }.frame(width: 300, height: 200), width: 300, height: 200)
        formatted.layoutIfNeeded()
        anchored.layoutIfNeeded()
        expectFrame(f1, a1.frame)
        expectFrame(f2, a2.frame)
        #expect(f2.frame.minY > f1.frame.maxY, "30 points between the baselines leaves the labels apart")
    }

    @Test func aMalformedFormatIsReportedWithACaretAndGivesNothing() {
        let scene = Scene()
        var results: [String: [NSLayoutConstraint]] = [:]
        let orphan = UIView()
        let h = laidOut(scene) { scene in
            for format in ["H:|-[a]-[missing]-|", "H:|-[a(", "H:[a(50@0)]", "X:[a]", "H:|-[a]-", "H:[a]-(==b)-[c]", "H:[a]-gap-[b]"] {
                results[format] = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: scene.views)
            }
            results["orphan"] = NSLayoutConstraint.constraints(withVisualFormat: "H:|[o]|", metrics: nil, views: ["o": orphan])
            results["axis"] = NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeft, metrics: nil, views: scene.views)
        }
        #expect(results.count == 9 && results.values.allSatisfy(\.isEmpty))
        let messages = h.diagnostics.map(\.message)
        #expect(messages.count == 9)
        // UIKit's message, the format, and a caret under the unknown name (at offset 9).
        let unknown = messages.first { $0.contains("Unknown view name 'missing'") }
        #expect(unknown?.hasSuffix("H:|-[a]-[missing]-|\n         ^") == true)
        #expect(messages.contains { $0.contains("Unknown metric name 'gap'") })
        #expect(messages.contains { $0.contains("doesn't have a superview") })
        #expect(messages.contains { $0.contains("aligned on a horizontal edge, which is not allowed for layout that is also horizontal") })
        #expect(messages.contains { $0.contains("Priority") })
        // Nothing was placed by the broken formats.
        #expect(scene.container.constraints.isEmpty)
    }
}
