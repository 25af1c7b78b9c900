import Foundation
import Tether

/// Tether's own: a view tree built from a seed over Tether's public API, with what a driver
/// needs to exercise it (identifiers to tap and type into) and the anchors it must resolve.
public struct FuzzCase {
    public let seed: UInt64
    public let view: AnyView
    public let canvas: CGSize
    /// Every `accessibilityIdentifier` in the tree.
    public let identifiers: [String]
    /// Identifiers of views that handle taps (buttons, toggles, steppers, links, gestures).
    public let tappable: [String]
    /// Identifiers of text fields.
    public let textFields: [String]
    public let probes: [FuzzAnchorProbe]
    public let recorder: FuzzAnchorRecorder
}

/// Tether's own: the generator of fuzzed view trees. Each seed picks how hostile its numbers
/// and strings are (none for a quarter of the seeds), then builds a tree of stacks, grids,
/// `ViewThatFits`, custom layouts, scroll views, lists, forms, navigation, tabs,
/// presentations, controls, shapes, text and images under every kind of modifier.
@MainActor
public struct FuzzTreeBuilder {
    var rng: FuzzRandom
    /// Percent of numbers and strings drawn from the hostile lists.
    let hostility: Int
    let recorder = FuzzAnchorRecorder()
    var identifiers: [String] = []
    var tappable: [String] = []
    var textFields: [String] = []
    var probes: [FuzzAnchorProbe] = []
    var nextID = 0
    /// Set while the container just built is a garbage layout.
    var isGarbageLayout = false
    /// The first probe inside the view being built: an effect or layout that is singular or
    /// hostile makes every probe inside it uncheckable (no exact anchor value exists).
    var firstProbeInside = 0

    mutating func poisonProbesInside() {
        for i in firstProbeInside..<probes.count { probes[i].checkable = false }
    }

    public init(seed: UInt64) {
        rng = FuzzRandom(seed: seed)
        hostility = rng.pick([0, 0, 3, 8, 15, 30])
    }

    public static func build(seed: UInt64) -> FuzzCase {
        var b = FuzzTreeBuilder(seed: seed)
        let depth = b.rng.int(2...5)
        let view = b.view(depth: depth)
        let canvas = b.rng.pick([CGSize(width: 390, height: 844), CGSize(width: 240, height: 240),
                                 CGSize(width: 240, height: 2000), CGSize(width: 100, height: 60)])
        return FuzzCase(seed: seed, view: view, canvas: canvas, identifiers: b.identifiers, tappable: b.tappable,
                        textFields: b.textFields, probes: b.probes, recorder: b.recorder)
    }

    // MARK: Values

    var isHostile: Bool { mutating get { hostility > 0 && rng.chance(hostility) } }

    mutating func length() -> CGFloat {
        isHostile ? rng.pick(FuzzValues.hostileLengths) : rng.pick(FuzzValues.ordinaryLengths)
    }
    mutating func optionalLength() -> CGFloat? { rng.chance(40) ? nil : length() }
    mutating func string() -> String {
        isHostile ? rng.pick(FuzzValues.hostileStrings) : rng.pick(FuzzValues.ordinaryStrings)
    }
    mutating func unitPoint() -> UnitPoint {
        isHostile ? UnitPoint(x: length(), y: length())
            : rng.pick([.center, .topLeading, .bottomTrailing, .top, .leading, UnitPoint(x: 0.3, y: 0.8)])
    }
    mutating func alignment() -> Alignment {
        rng.pick([.center, .topLeading, .bottomTrailing, .leading, .top, .trailing, .bottom,
                  Alignment(horizontal: .leading, vertical: .firstTextBaseline),
                  Alignment(horizontal: .trailing, vertical: .lastTextBaseline)])
    }
    mutating func color() -> Color {
        rng.pick([.red, .blue, .green, .orange, .clear, .black, Color(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.5)])
    }
    mutating func identifier(_ prefix: String) -> String {
        nextID += 1
        let id = "\(prefix)-\(nextID)"
        identifiers.append(id)
        return id
    }

    // MARK: Tree

    mutating func view(depth: Int) -> AnyView {
        let first = probes.count
        var v = depth <= 0 || rng.chance(20) ? leaf() : container(depth: depth)
        firstProbeInside = first
        if isGarbageLayout { poisonProbesInside(); isGarbageLayout = false }
        for _ in 0..<rng.int(0...3) { v = modified(v, depth: depth); firstProbeInside = first }
        if rng.chance(35) { v = AnyView(v.accessibilityIdentifier(identifier("v"))) }
        if rng.chance(10) { v = anchorProbe(around: v) }
        return v
    }

    mutating func children(_ n: Int, depth: Int) -> [AnyView] { (0..<n).map { _ in view(depth: depth - 1) } }

    mutating func leaf() -> AnyView {
        switch rng.int(0...19) {
        case 19: return textInput()
        case 18: return attributedText()
        case 0: return AnyView(color())
        case 1: return AnyView(Text(string()))
        case 2:
            let fonts: [Font] = [.body, .largeTitle, .caption, .headline, .system(size: length()), .system(size: 40, weight: .bold)]
            return AnyView(Text(string()).font(rng.pick(fonts)).lineLimit(rng.pick([nil, 0, 1, 3, -1, Int.max]))
                .multilineTextAlignment(rng.pick([.leading, .center, .trailing]))
                .truncationMode(rng.pick([.head, .middle, .tail])))
        case 3: return AnyView(Spacer(minLength: optionalLength()))
        case 4: return AnyView(Divider())
        case 5: return symbolImage()
        case 6: return shape()
        case 7: return AnyView(LinearGradient(colors: [color(), color()], startPoint: unitPoint(), endPoint: unitPoint()))
        case 8: return AnyView(RadialGradient(colors: [color(), color()], center: unitPoint(), startRadius: length(), endRadius: length()))
        case 9: return control()
        case 10: return control()
        case 11:
            let label = Label(string(), systemImage: "star")
            switch rng.int(0...3) {
            case 0: return AnyView(label.labelStyle(.iconOnly))
            case 1: return AnyView(label.labelStyle(.titleOnly))
            case 2: return AnyView(label.labelStyle(.titleAndIcon))
            default: return AnyView(label)
            }
        case 12: return AnyView(LabeledContent(string(), value: string()))
        case 13: return AnyView(ProgressView(value: rng.pick([0, 0.5, 1, -1, 2, .nan, .infinity]), total: rng.pick([1, 0, -1, .nan])))
        case 14: return AnyView(EmptyView())
        case 16: return styledText()
        case 15:
            if let png = FuzzImages.smallPNG, let image = try? Image(pngFileAt: png) {
                return AnyView(image.resizable().aspectRatio(rng.chance(50) ? nil : length(), contentMode: rng.pick([.fit, .fill])))
            }
            return AnyView(Color.gray)
        default: return AnyView(Color.orange.preference(key: FuzzIgnoringKey.self, value: rng.int(-3...3))
            .preference(key: FuzzDoublingKey.self, value: rng.pick([1.0, .nan, .infinity, 1e308]))
            .preference(key: FuzzConcatenatingKey.self, value: [string()]))
        }
    }

    mutating func shape() -> AnyView {
        let lineWidth = length()
        let dash: [CGFloat] = rng.chance(30) ? [length(), length()] : []
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: rng.pick([.butt, .round, .square]),
                                lineJoin: rng.pick([.miter, .round, .bevel]), miterLimit: length(), dash: dash, dashPhase: length())
        switch rng.int(0...6) {
        case 0: return AnyView(Rectangle().fill(color()))
        case 1: return AnyView(RoundedRectangle(cornerRadius: length()).stroke(color(), style: style))
        case 2: return AnyView(Circle().strokeBorder(color(), lineWidth: lineWidth))
        case 3: return AnyView(Capsule().fill(LinearGradient(colors: [color(), color()], startPoint: .top, endPoint: .bottom)))
        case 4: return AnyView(Ellipse().stroke(color(), lineWidth: lineWidth))
        case 5:
            let points = (0..<rng.int(1...6)).map { _ in CGPoint(x: length(), y: length()) }
            return AnyView(Path { p in
                p.move(to: points[0])
                p.addLines(points)
                if rng.chance(50) { p.addQuadCurve(to: CGPoint(x: length(), y: length()), control: CGPoint(x: length(), y: length())) }
                p.closeSubpath()
            }.stroke(color(), style: style))
        default: return AnyView(Path(roundedRect: CGRect(x: length(), y: length(), width: length(), height: length()), cornerRadius: length()).fill(color()))
        }
    }

    mutating func control() -> AnyView {
        let id = identifier("c")
        let title = string()
        let step = rng.pick([1, 5, Int.max, Int.min, 0, -1])
        let low = rng.pick([0, Int.min, -10]), high = rng.pick([3, Int.max, 10, Int.min + 1])
        let bounds = min(low, high)...max(low, high)
        let doubleStep = rng.pick([1.0, 0.25, .nan, .infinity, -.infinity, 1e308, 0])
        let kind = rng.int(0...11)
        if kind != 5 && kind != 6 && kind != 9 { tappable.append(id) } else if kind == 5 { textFields.append(id) }
        let stateful = FuzzStatefulControl(kind: kind, title: title, intStep: step, intBounds: bounds, doubleStep: doubleStep,
                                           start: rng.pick([0, Int.max, Int.min, 2]), style: rng.int(0...3))
        return AnyView(stateful.accessibilityIdentifier(id))
    }

    mutating func container(depth: Int) -> AnyView {
        switch rng.int(0...34) {
        case 0, 1:
            let kids = children(rng.int(1...4), depth: depth)
            let spacing = rng.chance(40) ? length() : nil
            switch rng.int(0...2) {
            case 0: return AnyView(HStack(alignment: rng.pick([.top, .center, .bottom, .firstTextBaseline]), spacing: spacing) { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
            case 1: return AnyView(VStack(alignment: rng.pick([.leading, .center, .trailing]), spacing: spacing) { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
            default: return AnyView(ZStack(alignment: alignment()) { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
            }
        case 2:
            let rows = rng.int(1...3), columns = rng.int(1...3)
            let cells = children(rows * columns, depth: depth - 1)
            let spans = (0..<(rows * columns)).map { _ in rng.pick(isHostile ? [0, -1, 1_000, Int.max, Int.min] : [1, 1, 2, 3]) }
            let anchors = (0..<(rows * columns)).map { _ in rng.chance(20) ? unitPoint() : nil }
            let unsized = (0..<(rows * columns)).map { _ in rng.pick([Axis.Set(), .horizontal, .vertical]) }
            let lone = rng.chance(40) ? view(depth: depth - 2) : nil
            let hs = rng.chance(40) ? length() : nil, vs = rng.chance(40) ? length() : nil
            return AnyView(Grid(alignment: alignment(), horizontalSpacing: hs, verticalSpacing: vs) {
                ForEach(0..<rows, id: \.self) { r in
                    GridRow(alignment: .center) {
                        ForEach(0..<columns, id: \.self) { c in
                            let i = r * columns + c
                            cells[i].gridCellColumns(spans[i]).gridCellUnsizedAxes(unsized[i])
                                .gridCellAnchor(anchors[i] ?? .center).gridColumnAlignment(.leading)
                        }
                    }
                }
                if let lone { lone }
            })
        case 3:
            let kids = children(rng.int(1...3), depth: depth)
            let axes: Axis.Set = rng.pick([[.horizontal, .vertical], .horizontal, .vertical, []])
            return AnyView(ViewThatFits(in: axes) { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
        case 4:
            let kids = children(rng.int(1...3), depth: depth)
            let layout = FuzzGarbageLayout(size: CGSize(width: length(), height: length()), position: CGPoint(x: length(), y: length()),
                                           childProposal: ProposedViewSize(width: optionalLength(), height: optionalLength()),
                                           guide: rng.chance(50) ? length() : nil, placesTwice: rng.chance(20), placesNone: rng.chance(10))
            isGarbageLayout = true
            return AnyView(layout { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
        case 5:
            let kids = children(rng.int(1...5), depth: depth)
            let layout: AnyLayout = rng.chance(50) ? AnyLayout(FuzzFlowLayout(spacing: length())) : AnyLayout(HStackLayout(spacing: length()))
            return AnyView(layout { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
        case 6:
            let inner = view(depth: depth - 1)
            return AnyView(GeometryReader { proxy in inner.frame(width: max(0, proxy.size.width / 2)) })
        case 7:
            let inner = view(depth: depth - 1)
            return AnyView(ScrollView(rng.pick([.vertical, .horizontal, [.horizontal, .vertical]])) { inner }
                .defaultScrollAnchor(rng.chance(50) ? unitPoint() : nil))
        case 8:
            let kids = children(rng.int(1...4), depth: depth)
            let list = List { Section(string()) { ForEach(0..<kids.count, id: \.self) { kids[$0] } } }
            switch rng.int(0...4) {
            case 0: return AnyView(list.listStyle(.plain))
            case 1: return AnyView(list.listStyle(.insetGrouped))
            case 2: return AnyView(list.listStyle(.grouped))
            case 3: return AnyView(list.listStyle(.inset))
            default: return AnyView(list)
            }
        case 9:
            let kids = children(rng.int(1...3), depth: depth)
            return AnyView(Form { Section { ForEach(0..<kids.count, id: \.self) { kids[$0] } } header: { Text(string()) } })
        case 10:
            let inner = view(depth: depth - 1), dest = view(depth: depth - 2)
            let link = identifier("link")
            tappable.append(link)
            let title = string()
            return AnyView(NavigationStack {
                VStack { inner; NavigationLink(title) { dest.navigationTitle(title) }.accessibilityIdentifier(link) }
                    .navigationTitle(title)
                    .navigationBarTitleDisplayMode(rng.pick([.automatic, .inline, .large]))
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Button(title) {} } }
            })
        case 11:
            let kids = children(rng.int(1...3), depth: depth)
            let titles = kids.map { _ in string() }
            return AnyView(FuzzTabs(pages: kids, titles: titles, selection: rng.int(-1...3)))
        case 12:
            let inner = view(depth: depth - 1)
            let kind = rng.int(0...4)
            let field = kind == 3 ? identifier("alertfield") : ""
            if kind == 3 { textFields.append(field) }
            return AnyView(FuzzPresenter(content: inner, kind: kind, title: string(), message: string(),
                                         presented: rng.chance(50), toggleID: identifier("present"), fieldID: field))
        case 13:
            let kids = children(3, depth: depth)
            let z = (0..<3).map { _ in isHostile ? rng.pick([.nan, .infinity, -.infinity, 1e308]) : rng.pick([0.0, 1, -1]) }
            return AnyView(ZStack { ForEach(0..<3, id: \.self) { kids[$0].zIndex(z[$0]) } })
        case 14:
            let kids = children(rng.int(1...3), depth: depth)
            return AnyView(Group { ForEach(0..<kids.count, id: \.self) { kids[$0] } })
        case 15:
            let base = view(depth: depth - 1), other = view(depth: depth - 2)
            return AnyView(base.overlay(alignment: alignment()) { other })
        case 16:
            let base = view(depth: depth - 1), other = view(depth: depth - 2)
            return AnyView(base.background(other, alignment: alignment()))
        case 17:
            let base = view(depth: depth - 1), inner = view(depth: depth - 2)
            return AnyView(base.overlayPreferenceValue(FuzzConcatenatingKey.self) { values in
                VStack { Text("\(values.count)"); inner }
            })
        case 18:
            let base = view(depth: depth - 1)
            return AnyView(base.backgroundPreferenceValue(FuzzDoublingKey.self) { value in
                Color.blue.opacity(value.isFinite ? 0.5 : 0.2)
            })
        case 19:
            let base = view(depth: depth - 1)
            return AnyView(FuzzPreferenceMirror(content: base))
        case 20:
            let option = string()
            let id = identifier("picker")
            tappable.append(id)
            return AnyView(FuzzPicker(title: option, options: [option, string(), string()], style: rng.int(0...3)).accessibilityIdentifier(id))
        case 22:
            // Links by value, a destination for them, a group of toolbar items, in the
            // older NavigationView.
            let inner = view(depth: depth - 1), dest = view(depth: depth - 2)
            let link = identifier("valuelink")
            tappable.append(link)
            let title = string()
            return AnyView(NavigationView {
                VStack { inner; NavigationLink(title, value: rng.int(0...3)).accessibilityIdentifier(link) }
                    .navigationDestination(for: Int.self) { n in VStack { Text("\(n)"); dest } }
                    .toolbar { ToolbarItemGroup(placement: .topBarLeading) { Button(title) {}; Text(title) } }
            })
        case 23:
            let kids = children(rng.int(1...3), depth: depth)
            return AnyView(TabView { ForEach(0..<kids.count, id: \.self) { i in kids[i].tabItem { Text("\(i)") } } })
        case 25: return lazyContainer(depth: depth)
        case 34: return subviewsContainer(depth: depth)
        case 24: return menuContainer(depth: depth)
        case 26: return barsContainer(depth: depth)
        case 27: return listsAndSearch(depth: depth)
        case 28: return scrollingListsAndStackedPresentations(depth: depth)
        case 29: return motionContainer(depth: depth)
        case 30: return formsAndFiles(depth: depth)
        case 31: return dragAndDrop(depth: depth)
        case 32: return tablesAndTokens(depth: depth)
        case 33: return navigationChrome(depth: depth)
        default:
            if let list = listFeaturesInstead(depth: depth) { return list }
            let base = view(depth: depth - 1)
            return AnyView(base.coordinateSpace(name: "fuzz").ignoresSafeArea())
        }
    }

    /// One modifier over `v`.
    mutating func modified(_ v: AnyView, depth: Int) -> AnyView {
        switch rng.int(0...46) {
        case 46: return uikitTextAndTables(v)
        case 45: return inlineImagedOrLater(v)
        case 44: return layeredOrFormatted(v)
        case 43: return projectedOrMeshed(v)
        case 41: return badged(v)
        case 42: return newerModifier(v)
        case 0: return AnyView(v.frame(width: optionalLength(), height: optionalLength(), alignment: alignment()))
        case 1:
            return AnyView(v.frame(minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: rng.chance(30) ? .infinity : optionalLength(),
                                   minHeight: optionalLength(), idealHeight: optionalLength(), maxHeight: optionalLength(), alignment: alignment()))
        case 2: return AnyView(v.padding(rng.chance(70) ? rng.pick([0, 4, 16]) : length()))
        case 3: return AnyView(v.padding(rng.pick([.horizontal, .top, .all, .trailing]), length()))
        case 4:
            let x = length(), y = length()
            if !x.isFinite || !y.isFinite || abs(x) > 1e6 || abs(y) > 1e6 { poisonProbesInside() }
            return AnyView(v.offset(x: x, y: y))
        case 5:
            let x = length(), y = length()
            return AnyView(v.position(x: x, y: y))
        case 6:
            let sx = isHostile ? length() : rng.pick([0.5, 1, 2, 0.75, -1]), sy = isHostile ? length() : rng.pick([0.5, 1, 0.75])
            if !(sx.isFinite && sy.isFinite && abs(sx) > 1e-3 && abs(sy) > 1e-3 && abs(sx) < 1e3 && abs(sy) < 1e3) { poisonProbesInside() }
            return AnyView(v.scaleEffect(x: sx, y: sy, anchor: unitPoint()))
        case 7:
            let degrees = isHostile ? length() : rng.pick([0, 30, 45, 90, 180, -60])
            if !degrees.isFinite || abs(degrees) > 1e6 { poisonProbesInside() }
            return AnyView(v.rotationEffect(.degrees(degrees), anchor: unitPoint()))
        case 8:
            let t = CGAffineTransform(a: isHostile ? length() : 1, b: 0, c: isHostile ? length() : 0.2, d: 1, tx: length(), ty: 0)
            if abs(t.a * t.d - t.b * t.c) < 1e-3 || ![t.a, t.c, t.tx].allSatisfy({ $0.isFinite && abs($0) < 1e6 }) { poisonProbesInside() }
            return AnyView(v.transformEffect(t))
        case 9: return AnyView(v.fixedSize(horizontal: rng.chance(50), vertical: rng.chance(50)))
        case 10: return AnyView(v.aspectRatio(rng.chance(30) ? nil : length(), contentMode: rng.pick([.fit, .fill])))
        case 11: return AnyView(v.layoutPriority(isHostile ? Double(length()) : rng.pick([0, 1, -1])))
        case 12:
            let g = length()
            return AnyView(rng.chance(50) ? AnyView(v.alignmentGuide(.leading) { d in g.isNaN ? d[.trailing] * 1e308 : g })
                : AnyView(v.alignmentGuide(VerticalAlignment.center) { d in d.height * g }))
        case 13: return AnyView(v.opacity(isHostile ? Double(length()) : rng.pick([0, 0.5, 1])))
        case 14: return AnyView(v.clipShape(rng.chance(50) ? AnyShape(Circle()) : AnyShape(RoundedRectangle(cornerRadius: length()))))
        case 15: return AnyView(v.clipped())
        case 16: return AnyView(v.cornerRadius(length()))
        case 17: return AnyView(v.shadow(color: color(), radius: length(), x: length(), y: length()))
        case 18: return AnyView(v.border(color(), width: length()))
        case 19: return AnyView(v.hidden())
        case 20:
            let id = identifier("tap")
            tappable.append(id)
            return AnyView(v.onTapGesture(count: rng.pick([1, 2, 0, -1])) {}.accessibilityIdentifier(id))
        case 21: return AnyView(v.contentShape(Rectangle()).allowsHitTesting(rng.chance(70)).disabled(rng.chance(20)))
        case 22: return AnyView(v.font(rng.pick([.title, .caption, .system(size: length())])).foregroundStyle(color()).tint(color()))
        case 23: return AnyView(v.transformPreference(FuzzConcatenatingKey.self) { $0.append("t") })
        case 24: return AnyView(v.id(rng.int(0...3)))
        case 25: return AnyView(v.onAppear {}.onDisappear {}.onChange(of: rng.int(0...2)) {})
        case 26: return AnyView(v.buttonStyle(.bordered).toggleStyle(.switch).textFieldStyle(.roundedBorder)
            .progressViewStyle(.circular).labelStyle(.iconOnly).pickerStyle(.segmented))
        case 27: return appModifier(v)
        case 31: return gestureModifier(v)
        case 32: return styled(v)
        case 33: return accessible(v)
        case 34: return matched(v)
        case 35: return appearance(v)
        case 36: return layoutDirected(v)
        case 37: return standIn(v)
        case 38: return varied(v)
        case 39: return controls2(v)
        case 40: return containerRelative(v)
        case 28:
            switch rng.int(0...3) {
            case 0: return AnyView(v.transition(FuzzTransition(amount: length())))
            case 1: return AnyView(v.transition(.modifier(active: FuzzPadding(amount: length()), identity: FuzzPadding(amount: length()))
                .combined(with: .push(from: .bottom))))
            case 2: return AnyView(v.contentShape(rng.chance(50) ? .interaction : [.dragPreview, .contextMenuPreview], .rect(cornerRadius: length())))
            default: return AnyView(v.animation(.default, value: rng.int(0...3)).transition(.opacity).task {})
            }
        case 29:
            return AnyView(v.transformAnchorPreference(key: FuzzConcatenatingKey.self, value: .bounds) { value, _ in value.append("a") })
        default: return AnyView(v.environment(\.isEnabled, rng.chance(80)))
        }
    }

    /// A fixed-size view writing an anchor of a random source, under known effects, read by
    /// a `GeometryReader` in an overlay of the effects; the expected value is computed here.
    mutating func anchorProbe(around content: AnyView) -> AnyView {
        let id = probes.count
        let w = rng.pick([10.0, 40, 100, 37.5]), h = rng.pick([8.0, 30, 80])
        var effects: [FuzzAffine] = []
        // The content is an overlay of a plain fixed-size view, so explicit alignment guides
        // inside it (garbage layouts, `alignmentGuide`) cannot move the reader's overlay.
        var probe = AnyView(Color.clear.frame(width: w, height: h).overlay { ZStack { content.opacity(0.3) } })
        let (value, expectedOf) = anchorSource(id: id, w: w, h: h)
        probe = probe.anchorPreference(key: FuzzAnchorKey.self, value: value.0, transform: value.1)
        for _ in 0..<rng.int(0...3) {
            switch rng.int(0...3) {
            case 0:
                let x = rng.pick([0.0, 12, -7.5, 30]), y = rng.pick([0.0, 5, -20])
                probe = AnyView(probe.offset(x: x, y: y))
                effects.append(.translation(x, y))
            case 1:
                let sx = rng.pick([1.0, 0.5, 2, -1]), sy = rng.pick([0.75, 1, 1.5])
                let u = rng.pick([UnitPoint.center, .topLeading, .bottomTrailing, UnitPoint(x: 0.25, y: 0.9)])
                probe = AnyView(probe.scaleEffect(x: sx, y: sy, anchor: u))
                effects.append(.about(u.x * w, u.y * h, FuzzAffine(a: sx, d: sy)))
            case 2:
                let degrees = rng.pick([30.0, 90, -45, 180])
                let u = rng.pick([UnitPoint.center, .topLeading, .trailing])
                probe = AnyView(probe.rotationEffect(.degrees(degrees), anchor: u))
                let r = degrees * .pi / 180
                effects.append(.about(u.x * w, u.y * h, FuzzAffine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))))
            default:
                let t = FuzzAffine(a: 1, b: 0.1, c: 0.3, d: 0.8, tx: 4, ty: -3)
                probe = AnyView(probe.transformEffect(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)))
                effects.append(t)
            }
        }
        // Every fourth probe is right to left: its effects act in the mirrored space.
        let rightToLeft = id % 4 == 3
        probe = AnyView(probe.environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight))
        let straight = effects.reduce(FuzzAffine()) { $0.then($1) }
        let map = rightToLeft ? straight.mirrored(width: w) : straight
        let readerID = "reader-\(id)"
        let recorder = self.recorder
        probes.append(FuzzAnchorProbe(id: id, expected: expectedOf(map), readerID: readerID, checkable: true))
        return AnyView(probe.overlayPreferenceValue(FuzzAnchorKey.self) { values in
            GeometryReader { proxy in
                FuzzAnchorReader(recorder: recorder, values: values.filter { $0.key == id }, proxy: proxy)
            }.accessibilityIdentifier(readerID)
        })
    }

    /// A random anchor source for a `w`×`h` view: how to write it, and its expected value
    /// under a map of the view's space into the reader's.
    mutating func anchorSource(id: Int, w: Double, h: Double)
        -> ((AnchorWriter, (FuzzAnchorValue) -> [Int: FuzzAnchorValue]), (FuzzAffine) -> FuzzAnchorReading) {
        func box(_ points: [CGPoint]) -> CGRect {
            let xs = points.map(\.x), ys = points.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        func corners(_ r: CGRect) -> [CGPoint] {
            [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        }
        let wrap: (FuzzAnchorValue) -> [Int: FuzzAnchorValue] = { [id: $0] }
        switch rng.int(0...4) {
        case 0:
            return ((.bounds, wrap), { m in .rect(box(corners(CGRect(x: 0, y: 0, width: w, height: h)).map(m.apply))) })
        case 1:
            let r = CGRect(x: rng.pick([0.0, 3, -5]), y: rng.pick([0.0, 2]), width: rng.pick([5.0, 20]), height: rng.pick([4.0, 9]))
            return ((.rect(r), wrap), { m in .rect(box(corners(r).map(m.apply))) })
        case 2:
            let u = rng.pick([UnitPoint.bottomTrailing, .center, .top, UnitPoint(x: 0.3, y: 0.7)])
            return ((.unitPoint(u), wrap), { m in .point(m.apply(CGPoint(x: u.x * w, y: u.y * h))) })
        case 3:
            let p = CGPoint(x: rng.pick([0.0, 7, -3]), y: rng.pick([0.0, 11]))
            return ((.point(p), wrap), { m in .point(m.apply(p)) })
        default:
            let p = CGPoint(x: 5, y: 6), u = rng.pick([UnitPoint.bottomTrailing, .leading])
            return ((.points([.point(p), .unitPoint(u)]), wrap),
                    { m in .points([m.apply(p), m.apply(CGPoint(x: u.x * w, y: u.y * h))]) })
        }
    }
}

/// How a probe writes its anchor (one of the three value kinds the key holds).
enum AnchorWriter {
    case bounds
    case rect(CGRect)
    case unitPoint(UnitPoint)
    case point(CGPoint)
    case points([Anchor<CGPoint>.Source])
}

extension View {
    /// Writes a probe's anchor under `FuzzAnchorKey`.
    func anchorPreference(key: FuzzAnchorKey.Type, value writer: AnchorWriter,
                          transform: @escaping (FuzzAnchorValue) -> [Int: FuzzAnchorValue]) -> AnyView {
        switch writer {
        case .bounds: return AnyView(anchorPreference(key: key, value: .bounds) { transform(.rect($0)) })
        case .rect(let r): return AnyView(anchorPreference(key: key, value: .rect(r)) { transform(.rect($0)) })
        case .unitPoint(let u): return AnyView(anchorPreference(key: key, value: .unitPoint(u)) { transform(.point($0)) })
        case .point(let p): return AnyView(anchorPreference(key: key, value: .point(p)) { transform(.point($0)) })
        case .points(let sources): return AnyView(anchorPreference(key: key, value: Anchor<[CGPoint]>.Source(sources)) { transform(.points($0)) })
        }
    }
}

/// An iOS 17 transition whose identity phase pads and scales the view by hostile amounts.
struct FuzzTransition: Transition {
    let amount: CGFloat
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.padding(phase.isIdentity ? amount : 0).scaleEffect(1 + phase.value)
    }
}

/// A modifier transition's state: a padding of a hostile amount.
struct FuzzPadding: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}
