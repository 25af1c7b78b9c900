import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UISegmentedControl`, drawn
/// as SwiftUI's segmented `Picker` (32 points tall, the selected segment on a white
/// platter). A `ViewHost.tap` on a segment (the width split evenly, or by `setWidth`) selects
/// it and sends `.valueChanged` (a momentary control sends it without keeping the
/// selection; a tap on the selected segment sends nothing), and runs the segment's action
/// (`init(frame:actions:)`). A disabled segment takes no taps. Setting `selectedSegmentIndex`
/// in code sends no event; an index outside the segments is reported and taken as
/// `noSegment`.
///
/// Its intrinsic width gives every segment the widest one's content and 12 points each side
/// (not measured on a device); `apportionsSegmentWidthsByContent`, `selectedSegmentTintColor`
/// and the title text attributes are kept, not drawn.
@MainActor @preconcurrency open class UISegmentedControl: UIControl {
    /// Mirrors `noSegment`: no segment selected.
    public static let noSegment = -1

    struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }
    private var segments: [Segment] = []

    /// Mirrors `init(items:)`: a segment per string (its title) or image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default:
                UIKitDiagnostics.report(.other, "UISegmentedControl(items:) takes strings and images, not a \(type(of: item)); left out", at: self)
            }
        }
    }
    /// Mirrors `init(frame:actions:)` (iOS 14): a segment per action, titled by it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `numberOfSegments`.
    open var numberOfSegments: Int { segments.count }
    /// Mirrors `selectedSegmentIndex`: `noSegment` unless set or tapped.
    open var selectedSegmentIndex = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                UIKitDiagnostics.report(.other, "UISegmentedControl.selectedSegmentIndex \(selectedSegmentIndex) is outside its \(segments.count) segments; noSegment is used", at: self)
                selectedSegmentIndex = Self.noSegment
            }
            setNeedsDisplay()
        }
    }
    /// Mirrors `isMomentary`: a tapped segment is not kept selected.
    open var isMomentary = false
    /// Mirrors `apportionsSegmentWidthsByContent` (kept).
    open var apportionsSegmentWidthsByContent = false
    /// Mirrors `selectedSegmentTintColor` (kept).
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Mirrors `setTitleTextAttributes(_:for:)` (kept).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }
    /// Mirrors `titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// Mirrors `insertSegment(withTitle:at:animated:)`: the index is kept within the segments.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }
    /// Mirrors `insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }
    /// Mirrors `insertSegment(action:at:animated:)` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }
    private func insert(_ new: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(new, at: position)
        if selectedSegmentIndex != Self.noSegment, selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
        changed()
    }
    /// Mirrors `removeSegment(at:animated:)`: an index outside the segments does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment } else if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
        changed()
    }
    /// Mirrors `removeAllSegments()`.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = Self.noSegment
        changed()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        changed()
    }
    /// Mirrors `setTitle(_:forSegmentAt:)`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title; $0.image = nil } }
    /// Mirrors `titleForSegment(at:)`.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    /// Mirrors `setImage(_:forSegmentAt:)`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image; $0.title = nil } }
    /// Mirrors `imageForSegment(at:)`.
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// Mirrors `setEnabled(_:forSegmentAt:)`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    /// Mirrors `isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }
    /// Mirrors `setWidth(_:forSegmentAt:)`: 0 (the default) shares the width evenly.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
    }
    /// Mirrors `widthForSegment(at:)`.
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }
    /// Mirrors `setAction(_:forSegmentAt:)` (iOS 14).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) { update(segment) { $0.action = action } }
    /// Mirrors `actionForSegment(at:)` (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? { segments.indices.contains(segment) ? segments[segment].action : nil }

    private func changed() {
        widestContent = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The widest segment's content, measured once per change of the segments.
    private var widestContent: CGFloat?
    /// The width of one segment's content, as SwiftUI's segmented picker draws it.
    private func contentWidth(_ segment: Segment) -> CGFloat {
        let host = ViewHost(SegmentLabel(segment: segment).font(.footnote.weight(.medium)).fixedSize(), fitting: ProposedViewSize(width: nil, height: nil))
        host.update()
        return host.size.width
    }

    /// Mirrors `intrinsicContentSize`: every segment as wide as the widest content and 12
    /// points each side (a fixed width where set), 32 points tall.
    open override var intrinsicContentSize: CGSize {
        if widestContent == nil { widestContent = segments.map(contentWidth).max() ?? 0 }
        let widest = widestContent ?? 0
        let width = segments.reduce(CGFloat(0)) { $0 + ($1.width > 0 ? $1.width : widest + 24) }
        return CGSize(width: width, height: 32)
    }

    /// The segments' frames across the bounds: fixed widths first, the rest shared evenly.
    private var segmentWidths: [CGFloat] {
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }.count
        let share = flexible == 0 ? 0 : max(0, bounds.width - fixed) / CGFloat(flexible)
        return segments.map { $0.width > 0 ? $0.width : share }
    }

    override func drawnContent() -> UIViewContent {
        let segments = self.segments
        let selection = selectedSegmentIndex
        return .hosted(AnyView(
            Picker("", selection: .constant(selection)) {
                ForEach(segments.indices, id: \.self) { index in
                    SegmentLabel(segment: segments[index]).tag(index)
                }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .disabled(!isEnabled)
            .allowsHitTesting(false)))
    }

    /// A tap selects the segment under it.
    override func tapped(at location: CGPoint?) {
        guard let location, !segments.isEmpty else { return }
        var start: CGFloat = 0
        var index = segments.count - 1
        for (i, width) in segmentWidths.enumerated() {
            if location.x < start + width { index = i; break }
            start += width
        }
        guard segments[index].isEnabled else { return }
        segments[index].action?.perform(sender: self)
        if isMomentary {
            sendActions(for: .valueChanged)
            return
        }
        guard index != selectedSegmentIndex else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }
}

/// A segment's title or image, as the segmented picker shows it.
private struct SegmentLabel: View {
    let segment: UISegmentedControl.Segment
    var body: some View {
        if let image = segment.image { Image(uiImage: image) } else { Text(verbatim: segment.title ?? "") }
    }
}
