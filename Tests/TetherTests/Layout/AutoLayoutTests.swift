import Foundation
import Testing
@testable import Tether

/// Auto Layout: `NSLayoutConstraint`s and anchors place the UIKit views that opt out of their
/// autoresizing masks, as UIKit's engine does, through the Cassowary solver it is built on.
@MainActor
@Suite struct AutoLayoutTests {
    /// A 200 × 100 container (placed by its frame, as a representable's root is) with one
    /// subview placed by constraints.
    func container() -> (UIView, UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        return (container, child)
    }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
    }

    @Test func theSolverKeepsRequiredConstraintsAndWeighsTheOthers() throws {
        var solver = LinearConstraintSolver()
        let x = solver.addVariable(), y = solver.addVariable()
        // x + y = 10 (required); x = 3 strongly; x = 100 weakly; y ≥ 0.
        try solver.add(.init(terms: [(x, 1), (y, 1)], constant: -10), .equal, strength: LinearConstraintSolver.required)
        try solver.add(.init(terms: [(x, 1)], constant: -3), .equal, strength: 1000)
        try solver.add(.init(terms: [(x, 1)], constant: -100), .equal, strength: 1)
        try solver.add(.init(terms: [(y, 1)]), .greaterThanOrEqual, strength: LinearConstraintSolver.required)
        #expect(abs(solver.value(of: x) - 3) < 1e-9 && abs(solver.value(of: y) - 7) < 1e-9)
        // A required x ≥ 20 cannot hold with y ≥ 0 and x + y = 10.
        #expect(throws: LinearConstraintSolver.Failure.unsatisfiable) {
            try solver.add(.init(terms: [(x, 1)], constant: -20), .greaterThanOrEqual, strength: LinearConstraintSolver.required)
        }
    }

    @Test func edgesPinnedToTheContainerPlaceTheView() {
        let (container, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        // 16 in from each side of 200: 168 wide.
        #expect(close(child.frame, CGRect(x: 16, y: 8, width: 168, height: 40)))
        // The container holds those relating it to the child (their closest common
        // ancestor); the child holds its own constant height, as in UIKit.
        #expect(container.constraints.count == 3 && child.constraints.count == 1)
    }

    @Test func aLabelCentredByConstraintsTakesItsIntrinsicSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 0)
        #expect(close(label.frame, CGRect(x: 150 - size.width / 2, y: 100 - size.height / 2, width: size.width, height: size.height)))
    }

    @Test func theLowerHuggingPriorityStretches() {
        // Two labels in a row filling 300 points, 8 apart: the one that hugs less grows.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Ada"
        for label in [name, value] { label.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(label) }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(abs(name.frame.width - name.intrinsicContentSize.width) < 0.001)
        #expect(abs(value.frame.minX - (name.frame.maxX + 8)) < 0.001)
        #expect(abs(value.frame.maxX - 300) < 0.001)
    }

    @Test func multipliersMarginsAndGuidesPlaceViews() {
        let (container, child) = container()
        let half = child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([
            half,
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5, constant: -10),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        // Half of 200 wide, half of 100 less 10 tall, its right 8 in (the margin), its
        // bottom on the container's (no safe area on Tether's canvas).
        #expect(close(child.frame, CGRect(x: 92, y: 60, width: 100, height: 40)))
        #expect(close(container.layoutMarginsGuide.layoutFrame, CGRect(x: 8, y: 8, width: 184, height: 84)))
        // A changed constant lays the hierarchy out again.
        half.isActive = false
        #expect(!half.isActive && container.constraints.count == 3)
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
        container.layoutIfNeeded()
        #expect(close(child.frame, CGRect(x: 162, y: 60, width: 30, height: 40)))
    }

    @Test func aConflictingRequiredConstraintIsBroken() {
        let (container, child) = container()
        let wide = child.widthAnchor.constraint(equalToConstant: 50)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 120),
            wide,
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // The first width holds; the conflicting one is broken (UIKit logs the same).
        #expect(abs(child.frame.width - 120) < 0.001 && abs(child.frame.height - 10) < 0.001)
    }

    @Test func aWeakerConstraintGivesWayToAStrongerOne() {
        let (container, child) = container()
        let preferred = child.widthAnchor.constraint(equalToConstant: 500)
        preferred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            preferred,
            child.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // As wide as it may be: the container's 200.
        #expect(abs(child.frame.width - 200) < 0.001)
    }

    @Test func theExpandedFittingSizeIsTheLargestTheConstraintsAllow() {
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
        // A panel at most 250 wide, 10 in from the card's sides; nothing bounds its height.
        let card = UIView(), panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(panel)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            panel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            panel.topAnchor.constraint(equalTo: card.topAnchor),
            panel.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            panel.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
        ])
        let expanded = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(abs(expanded.width - 270) < 0.001)
        #expect(abs(expanded.height - 10_000_000) < 0.5, "an axis nothing bounds is as long as the target")
        // A required width (a cell's, as a table sizes it) and the expanded height bounded by
        // a 40-point panel.
        panel.heightAnchor.constraint(equalToConstant: 40).isActive = true
        let cell = card.systemLayoutSizeFitting(CGSize(width: 200, height: UIView.layoutFittingExpandedSize.height),
                                                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(cell.width - 200) < 0.001 && abs(cell.height - 40) < 0.001)
        // A label hugs its text (250) harder than the fitting level (50) pulls: expanded or
        // compressed, the card fits the text.
        let labelled = UIView(), label = UILabel()
        label.text = "Fits"
        label.translatesAutoresizingMaskIntoConstraints = false
        labelled.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: labelled.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: labelled.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: labelled.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: labelled.bottomAnchor, constant: -10),
        ])
        let content = label.intrinsicContentSize
        let fitted = labelled.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(abs(fitted.width - (content.width + 20)) < 0.01 && abs(fitted.height - (content.height + 20)) < 0.01)
    }

    @Test func theFittingSizeIsWhatTheConstraintsAllowAroundTheContent() {
        let card = UIView()
        let label = UILabel()
        label.text = "Fits"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let content = label.intrinsicContentSize
        #expect(abs(size.width - (content.width + 20)) < 0.001 && abs(size.height - (content.height + 20)) < 0.001)
    }

    @Test func baselineAnchorsAlignTheTextOfLabelsInOtherFonts() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = UILabel(), small = UILabel(), box = UIView()
        big.text = "42"
        big.font = .systemFont(ofSize: 34)
        small.text = "kg"
        small.font = .systemFont(ofSize: 13)
        for view in [big, small, box] { view.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(view) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            big.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 4),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
            // A view without text: its baseline is its bottom edge.
            box.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
            box.leadingAnchor.constraint(equalTo: small.trailingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // Each label draws its text centred, so its baseline lies the text's own first
        // baseline below the text's top.
        func baseline(_ label: UILabel) -> CGFloat {
            var environment = EnvironmentValues()
            environment.font = label.font.font
            let layout = TextEngine.layout(Text(verbatim: label.text ?? "").runs(in: environment).runs, maxWidth: nil, lineLimit: nil,
                                           lineSpacing: 0, alignment: .leading, truncation: .tail)
            return label.frame.midY - label.intrinsicContentSize.height / 2 + layout.firstBaseline
        }
        #expect(abs(baseline(small) - baseline(big)) < 0.001)
        #expect(abs(box.frame.maxY - baseline(big)) < 0.001)
        // The baselines differ from the centres: the small label is not centred on the big one.
        #expect(abs(small.frame.midY - big.frame.midY) > 1)
    }

    @Test func itemsInNoCommonHierarchyAreNotActivated() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
    }

    struct Pinned: UIViewRepresentable {
        var inset: CGFloat
        func makeUIView(context: Context) -> UIView {
            let container = UIView()
            let child = UIView()
            child.accessibilityIdentifier = "pinned"
            child.backgroundColor = .systemBlue
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            leading.identifier = "leading"
            NSLayoutConstraint.activate([
                leading,
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 20),
            ])
            return container
        }
        func updateUIView(_ container: UIView, context: Context) {
            container.constraints.first { $0.identifier == "leading" }?.constant = inset
        }
    }

    struct Moving: View {
        @State var inset: CGFloat = 10
        var body: some View {
            VStack(spacing: 0) {
                Pinned(inset: inset).frame(width: 200, height: 100)
                Button("Move") { inset = 60 }.testID("move")
            }
        }
    }

    @Test func aRepresentablesConstraintsPlaceItsViewsAndFollowUpdates() throws {
        let h = host(Moving(), width: 200, height: 200)
        let before = try #require(h.frame(of: "pinned"))
        #expect(abs(before.width - 50) < 0.001 && abs(before.height - 20) < 0.001)
        try h.tap("move")
        let after = try #require(h.frame(of: "pinned"))
        #expect(abs(after.minX - before.minX - 50) < 0.001)
    }
}
