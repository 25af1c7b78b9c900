import Foundation
import Tether

/// Tether's own: fuzzed UIKit text and tables — strings measured and drawn with
/// `NSStringDrawingOptions` into hostile rectangles with shrinking contexts, labels with
/// hostile attributed runs, table view controllers with bad row counts and an edit button,
/// layer changes inside nested `CATransaction`s, UIKit views with accessibility properties,
/// `Gradient` and `.separator` as shape styles, split view controllers driven through their
/// columns, tables with registered header views queried for rectangles, views whose
/// `draw(_:)` misbehaves beside layers holding animation groups and transitions, and header
/// views described by list content configurations.
extension FuzzTreeBuilder {
    mutating func uikitTextAndTables(_ v: AnyView) -> AnyView {
        switch rng.int(0...9) {
        case 8:
            let id = identifier("misdrawn")
            tappable.append(id)
            let drawing = FuzzMisbehavingDrawing(mischief: rng.int(0...5), size: length(), hostile: isHostile,
                                                 duration: isHostile ? rng.pick([.nan, -1, .infinity, 0]) : 0.25)
            return AnyView(VStack { v; drawing.frame(width: 90, height: 60).accessibilityIdentifier(id) })
        case 9:
            let table = FuzzConfiguredHeaderTable(sections: isHostile ? rng.pick([0, 40]) : rng.int(1...3), kind: rng.int(0...5),
                                                  text: string(), secondary: rng.chance(50) ? string() : nil,
                                                  lines: isHostile ? rng.pick([-1, 0, 1000]) : rng.int(0...2))
            return AnyView(VStack { v; table.frame(height: 180) })
        case 6:
            let id = identifier("splitview")
            tappable.append(id)
            let split = FuzzSplitView(columnStyle: rng.chance(50), collapsesSecondary: rng.chance(50), title: string(),
                                      hostile: isHostile, steps: rng.int(0...4))
            return AnyView(VStack { v; split.frame(height: 220).accessibilityIdentifier(id) })
        case 7:
            let id = identifier("headertable")
            tappable.append(id)
            let table = FuzzHeaderTable(sections: isHostile ? rng.pick([0, 1, 60]) : rng.int(1...3), title: string(),
                                        target: IndexPath(row: isHostile ? rng.pick([-1, 99, Int.max]) : 0, section: isHostile ? rng.pick([-2, 7]) : 0),
                                        headerHeight: isHostile ? rng.pick([CGFloat.nan, -10, .infinity, 0]) : UITableView.automaticDimension)
            return AnyView(VStack { v; table.frame(height: 200).accessibilityIdentifier(id) })
        case 0:
            let options = NSStringDrawingOptions(rawValue: rng.pick([0, 1, 3, 8, 9, 33, 41]))
            let size = isHostile ? CGSize(width: length(), height: rng.pick([CGFloat.nan, -4, .infinity, 0])) : CGSize(width: 80, height: 30)
            let drawing = FuzzStringDrawing(text: string(), options: options, size: size,
                                            minimumScale: isHostile ? rng.pick([CGFloat.nan, -1, 2, 0.01]) : rng.pick([0, 0.5]))
            return AnyView(VStack { v; drawing.frame(width: 120, height: 50) })
        case 1:
            let id = identifier("tablecontroller")
            tappable.append(id)
            let rows = isHostile ? rng.pick([-3, 0, 400]) : rng.int(1...5)
            let table = FuzzTableController(rows: rows, title: string(), editing: rng.chance(50))
            return AnyView(VStack { v; table.frame(height: 200).accessibilityIdentifier(id) })
        case 2:
            let id = identifier("transactionlayers")
            tappable.append(id)
            let layers = FuzzTransactionLayers(radius: length(), duration: isHostile ? rng.pick([.nan, -1, .infinity]) : 0.3,
                                               nesting: isHostile ? rng.int(0...40) : rng.int(0...2))
            return AnyView(VStack { v; layers.frame(width: 80, height: 40).accessibilityIdentifier(id) })
        case 3:
            let accessible = FuzzAccessibleUIKitView(label: string(), value: rng.chance(50) ? string() : nil, combines: rng.chance(50),
                                                     hidesChildren: rng.chance(30), traits: rng.pick([[], .button, [.header, .selected], .notEnabled]))
            return AnyView(VStack { v; accessible.frame(width: 100, height: 44) })
        case 4:
            if rng.chance(50) {
                let stops = isHostile ? [Gradient.Stop(color: color(), location: .nan), .init(color: color(), location: -2)] : [.init(color: color(), location: 0), .init(color: color(), location: 1)]
                return AnyView(v.background(Gradient(stops: stops)))
            }
            return AnyView(v.foregroundStyle(.separator).overlay(Rectangle().fill(.separator).frame(height: 1), alignment: .bottom))
        default:
            let label = FuzzAttributedLabel(runs: (0..<rng.int(0...4)).map { _ in (string(), isHostile ? rng.int(0...7) : rng.int(0...3)) },
                                            lines: rng.pick([0, 1, 2]))
            return AnyView(VStack { v; label })
        }
    }
}

/// A view whose `draw(_:)` measures and draws a string with UIKit's options.
struct FuzzStringDrawing: UIViewRepresentable {
    let text: String
    let options: NSStringDrawingOptions
    let size: CGSize
    let minimumScale: CGFloat

    final class Canvas: UIView {
        var spec: FuzzStringDrawing?
        override func draw(_ rect: CGRect) {
            guard let spec else { return }
            let context = NSStringDrawingContext()
            context.minimumScaleFactor = spec.minimumScale
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.systemIndigo]
            let bounds = spec.text.boundingRect(with: spec.size, options: spec.options, attributes: attributes, context: context)
            UIColor.systemYellow.setFill()
            if bounds.width.isFinite, bounds.height.isFinite { UIRectFill(bounds.offsetBy(dx: 2, dy: 20)) }
            spec.text.draw(with: CGRect(origin: CGPoint(x: 2, y: 20), size: spec.size), options: spec.options, attributes: attributes, context: context)
            NSAttributedString(string: spec.text, attributes: attributes).draw(in: CGRect(x: 2, y: 30, width: spec.size.width, height: 20))
        }
    }

    func makeUIView(context: Context) -> Canvas { Canvas() }
    func updateUIView(_ uiView: Canvas, context: Context) {
        uiView.spec = self
        uiView.setNeedsDisplay()
    }
}

/// A label whose attributed text has runs of random, sometimes wrongly typed, attributes.
struct FuzzAttributedLabel: UIViewRepresentable {
    let runs: [(String, Int)]
    let lines: Int

    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
        let string = NSMutableAttributedString(string: "")
        for (text, kind) in runs {
            let attributes: [NSAttributedString.Key: Any]
            switch kind {
            case 0: attributes = [.font: UIFont.boldSystemFont(ofSize: 15)]
            case 1: attributes = [.foregroundColor: UIColor.systemRed, .underlineStyle: NSUnderlineStyle.single.rawValue]
            case 2: attributes = [.kern: 2, .baselineOffset: 3]
            case 3: attributes = [.link: "https://swift.org"]
            case 4: attributes = [.font: "Helvetica", .foregroundColor: 7]
            case 5: attributes = [.kern: CGFloat.nan, .baselineOffset: CGFloat.infinity]
            case 6: attributes = [.font: UIFont.systemFont(ofSize: -3), .underlineStyle: "thick"]
            default: attributes = [.paragraphStyle: "centred", .strikethroughStyle: CGFloat.nan]
            }
            // swift-corelibs-foundation halts comparing neighbouring runs that hold the same
            // keys with Swift-object values (README): a plain run keeps them apart.
            if string.length > 0 { string.append(NSAttributedString(string: " ")) }
            string.append(NSAttributedString(string: text, attributes: attributes))
        }
        label.numberOfLines = lines
        label.attributedText = string
    }
}

/// A table view controller whose data source may report bad row counts, with an edit button.
struct FuzzTableController: UIViewControllerRepresentable {
    let rows: Int
    let title: String
    let editing: Bool

    final class Controller: UITableViewController {
        var rows = 0
        var title0 = ""
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "row")
            cell.textLabel?.text = "\(title0) \(indexPath.row)"
            cell.detailTextLabel?.text = isEditing ? "editing" : nil
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            setEditing(!isEditing, animated: true)
            // A change that leaves the count the table knows stale until it reloads.
            rows = max(rows - 1, 0)
        }
    }

    func makeUIViewController(context: Context) -> UINavigationController {
        let controller = Controller(style: .insetGrouped)
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        return UINavigationController(rootViewController: controller)
    }
    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
        guard let controller = navigation.viewControllers.first as? Controller else { return }
        controller.rows = rows
        controller.title0 = title
        controller.title = title
        controller.setEditing(editing, animated: false)
        controller.tableView.reloadData()
    }
}

/// Layers changed inside nested transactions whose settings may be hostile, with completions
/// that change the layers again and animations that hold hostile last values.
struct FuzzTransactionLayers: UIViewRepresentable {
    let radius: CGFloat
    let duration: CFTimeInterval
    let nesting: Int

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        dot.fillColor = UIColor.systemGreen.cgColor
        view.layer.addSublayer(dot)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak view] _ in view?.layer.cornerRadius += 1 }
        view.addGestureRecognizer(tap)
        return view
    }
    func updateUIView(_ view: UIView, context: Context) {
        for _ in 0..<nesting { CATransaction.begin() }
        CATransaction.setAnimationDuration(duration)
        CATransaction.setDisableActions(nesting.isMultiple(of: 2))
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak view] in view?.layer.sublayers?.first?.opacity = 0.5 }
        view.layer.cornerRadius = radius
        view.backgroundColor = .systemOrange
        view.layer.sublayers?.first?.position = CGPoint(x: radius.isFinite ? radius : 0, y: 10)
        // Animations held at their last value, some of key paths or values Core Animation would not take.
        let keyPaths = ["opacity", "transform.scale", "strokeEnd", "position", "wobble", "backgroundColor", "transform.rotation.z"]
        let values: [Any] = [radius, 0.5, CGPoint(x: radius, y: 5), UIColor.red, UIColor.blue.cgColor, "seven", CGFloat.nan]
        for (index, layer) in ([view.layer] + (view.layer.sublayers ?? [])).enumerated() {
            let animation = nesting.isMultiple(of: 3) ? CAKeyframeAnimation(keyPath: keyPaths[(nesting + index) % keyPaths.count]) : CABasicAnimation(keyPath: keyPaths[(nesting + index) % keyPaths.count])
            if let keyframes = animation as? CAKeyframeAnimation {
                keyframes.values = [values[index % values.count], values[(index + nesting) % values.count]]
                keyframes.path = nesting > 20 ? UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: radius, height: 10)).cgPath : nil
                keyframes.rotationMode = .rotateAuto
            } else if let basic = animation as? CABasicAnimation {
                basic.toValue = values[(index + nesting) % values.count]
                basic.byValue = nesting.isMultiple(of: 2) ? values[index % values.count] : nil
                basic.isAdditive = nesting % 5 == 1
            }
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = nesting % 4 == 3
            animation.repeatCount = nesting % 7 == 6 ? .infinity : 0
            animation.autoreverses = nesting % 3 == 1
            layer.add(animation, forKey: index.isMultiple(of: 2) ? "held" : nil)
        }
        for _ in 0..<nesting { CATransaction.commit() }
        // One commit too many: reported and ignored.
        if nesting > 30 { CATransaction.commit() }
    }
}

/// A UIKit view with labelled subviews described by UIKit's accessibility properties.
struct FuzzAccessibleUIKitView: UIViewRepresentable {
    let label: String
    let value: String?
    let combines: Bool
    let hidesChildren: Bool
    let traits: UIAccessibilityTraits

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let title = UILabel(), detail = UILabel()
        title.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        detail.frame = CGRect(x: 0, y: 22, width: 100, height: 20)
        view.addSubview(title)
        view.addSubview(detail)
        return view
    }
    func updateUIView(_ view: UIView, context: Context) {
        (view.subviews.first as? UILabel)?.text = label
        (view.subviews.last as? UILabel)?.text = value
        view.isAccessibilityElement = combines
        view.accessibilityLabel = combines ? label : nil
        view.accessibilityValue = value
        view.accessibilityTraits = traits
        view.accessibilityHint = value
        view.accessibilityElementsHidden = hidesChildren
    }
}

/// A split view controller, classic or in columns, whose columns are set, shown and hidden,
/// sometimes in ways UIKit would refuse.
struct FuzzSplitView: UIViewControllerRepresentable {
    let columnStyle: Bool
    let collapsesSecondary: Bool
    let title: String
    let hostile: Bool
    let steps: Int

    final class Delegate: NSObject, UISplitViewControllerDelegate {
        var collapses = false
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool { collapses }
    }
    @MainActor final class Coordinator {
        let delegate = Delegate()
        /// Whether the columns were driven: once per split view, as an app shows its
        /// controllers once (driving them at every update would push without end).
        var driven = false
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func page(_ name: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = name
        controller.view.backgroundColor = .systemBackground
        return controller
    }

    func makeUIViewController(context: Context) -> UISplitViewController {
        let split = columnStyle ? UISplitViewController(style: hostile ? .tripleColumn : .doubleColumn) : UISplitViewController()
        context.coordinator.delegate.collapses = collapsesSecondary
        split.delegate = context.coordinator.delegate
        if columnStyle {
            split.setViewController(page(title), for: .primary)
            split.setViewController(page("detail"), for: .secondary)
            if hostile { split.setViewController(nil, for: .primary) }
        } else {
            split.viewControllers = hostile ? [] : [UINavigationController(rootViewController: page(title)), UINavigationController(rootViewController: page("detail"))]
        }
        return split
    }

    func updateUIViewController(_ split: UISplitViewController, context: Context) {
        guard !context.coordinator.driven else { return }
        context.coordinator.driven = true
        for step in 0..<steps {
            switch step % 4 {
            case 0: split.showDetailViewController(page("shown \(step)"), sender: nil)
            case 1: if columnStyle { split.show(hostile ? .supplementary : .secondary) }
            case 2: if columnStyle { split.hide(.secondary) }
            default: split.viewControllers.first?.show(page("pushed \(step)"), sender: nil)
            }
        }
    }
}

/// A table whose sections have registered header views, queried for rectangles and scrolled
/// to a row that may not exist.
struct FuzzHeaderTable: UIViewRepresentable {
    let sections: Int
    let title: String
    let target: IndexPath
    let headerHeight: CGFloat

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections = 1
        var title = ""
        /// `UITableView.automaticDimension` until the representable sets it.
        var headerHeight: CGFloat = -1
        func numberOfSections(in tableView: UITableView) -> Int { sections }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(title) \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            header?.textLabel?.text = section.isMultiple(of: 2) ? title : nil
            return header
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    }
    @MainActor final class Coordinator { let source = Source() }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView { Self.table(style: .insetGrouped, source: context.coordinator.source) }

    /// A table with a "row" cell and a "header" header-footer view registered, fed by `source`.
    static func table(style: UITableView.Style, source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = UITableView(frame: .zero, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        return table
    }

    func updateUIView(_ table: UITableView, context: Context) {
        context.coordinator.source.sections = sections
        context.coordinator.source.title = title
        context.coordinator.source.headerHeight = headerHeight
        table.reloadData()
        _ = table.rectForRow(at: target)
        _ = table.rect(forSection: target.section)
        _ = table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 100, height: headerHeight))
        table.scrollToRow(at: target, at: .middle, animated: true)
    }
}

/// A view whose `draw(_:)` misbehaves — asks to be drawn again, leaves the context's state
/// unbalanced, draws with hostile geometry, changes its own frame and subviews — beside a
/// layer holding an animation group (hostile members) and a transition.
struct FuzzMisbehavingDrawing: UIViewRepresentable {
    let mischief: Int
    let size: CGFloat
    let hostile: Bool
    let duration: CFTimeInterval

    final class Canvas: UIView {
        var mischief = 0
        var size: CGFloat = 10
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            let context = UIGraphicsGetCurrentContext()
            switch mischief {
            case 0: setNeedsDisplay()
            case 1: context?.saveGState(); context?.saveGState()
            case 2: context?.restoreGState(); context?.restoreGState()
            case 3:
                // Drawing outside any context: reported by UIKit's drawing, nothing drawn.
                UIGraphicsPopContext()
                UIColor.systemPink.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: size, height: size))
            case 4:
                frame.size = CGSize(width: size, height: size)
                if draws < 4 { addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: size, height: 10))) }
            default:
                UIBezierPath(roundedRect: CGRect(x: size, y: -size, width: size * 2, height: .nan), cornerRadius: size).fill()
            }
            UIColor.systemTeal.setStroke()
            UIBezierPath(ovalIn: rect.insetBy(dx: 4, dy: 4)).stroke()
        }
    }

    func makeUIView(context: Context) -> Canvas {
        let canvas = Canvas()
        canvas.backgroundColor = .systemBackground
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak canvas] _ in canvas?.setNeedsDisplay() }
        canvas.addGestureRecognizer(tap)
        canvas.layer.addSublayer(CALayer())
        return canvas
    }

    func updateUIView(_ canvas: Canvas, context: Context) {
        canvas.mischief = mischief
        canvas.size = size
        canvas.setNeedsDisplay()
        guard let layer = canvas.layer.sublayers?.first else { return }
        layer.frame = CGRect(x: 4, y: 4, width: 20, height: 20)
        layer.backgroundColor = UIColor.systemOrange.cgColor
        let fade = CABasicAnimation(keyPath: hostile ? "nonsense.path" : "opacity")
        fade.toValue = hostile ? "half" as Any : 0.4
        let grow = CAKeyframeAnimation(keyPath: "transform.scale")
        grow.values = hostile ? [CGFloat.nan, "two", CGFloat.infinity] : [1, 1.5]
        grow.keyTimes = hostile ? [2, -1] : [0, 1]
        let group = CAAnimationGroup()
        group.animations = hostile ? [fade, grow, CAAnimation(), CAAnimationGroup()] : [fade, grow]
        group.duration = duration
        group.fillMode = .forwards
        group.isRemovedOnCompletion = mischief.isMultiple(of: 2)
        layer.add(group, forKey: mischief == 3 ? nil : "group")
        let transition = CATransition()
        transition.type = hostile ? CATransitionType(rawValue: "spin") : .fade
        transition.subtype = .fromLeft
        transition.duration = duration
        canvas.layer.add(transition, forKey: kCATransition)
        if hostile { layer.removeAnimation(forKey: "missing"); layer.add(group, forKey: "group") }
    }
}

/// A table whose section headers and footers are header-footer views described by list
/// content configurations of every kind, with texts and line counts that may be hostile.
struct FuzzConfiguredHeaderTable: UIViewRepresentable {
    let sections: Int
    let kind: Int
    let text: String
    let secondary: String?
    let lines: Int

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var spec: FuzzConfiguredHeaderTable?
        func numberOfSections(in tableView: UITableView) -> Int { spec?.sections ?? 0 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = spec?.text
            content.secondaryText = spec?.secondary
            cell.contentConfiguration = content
            return cell
        }
        func configured(_ tableView: UITableView, section: Int) -> UIView? {
            guard let spec, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else { return nil }
            var content: UIListContentConfiguration
            switch (spec.kind + section) % 6 {
            case 0: content = .header()
            case 1: content = .footer()
            case 2: content = .groupedHeader()
            case 3: content = .plainFooter()
            case 4: content = .prominentInsetGroupedHeader()
            default: content = view.defaultContentConfiguration()
            }
            content.text = spec.text
            content.secondaryText = spec.secondary
            content.textProperties.numberOfLines = spec.lines
            view.contentConfiguration = content
            return view
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { configured(tableView, section: section) }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { configured(tableView, section: section + 1) }
    }
    @MainActor final class Coordinator { let source = Source() }
    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UITableView {
        FuzzHeaderTable.table(style: kind.isMultiple(of: 2) ? .insetGrouped : .plain, source: context.coordinator.source)
    }

    func updateUIView(_ table: UITableView, context: Context) {
        context.coordinator.source.spec = self
        table.reloadData()
    }
}
