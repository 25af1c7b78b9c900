import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIProgressView`, drawn as
/// SwiftUI's linear `ProgressView` bar at `progress` (0…1; NaN is reported and taken as 0),
/// the filled part in `progressTintColor` (the tint when nil) over SwiftUI's track. Its
/// intrinsic height is the bar's; it has no intrinsic width.
///
/// Absent: `trackTintColor` (kept, not drawn), progress and track images, `observedProgress`
/// (kept, not followed).
@MainActor @preconcurrency open class UIProgressView: UIView {
    /// Mirrors `UIProgressView.Style` (both drawn alike).
    public enum Style: Int, Sendable { case `default` = 0, bar = 1 }

    /// Mirrors `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }
    /// Mirrors `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// Mirrors `progressViewStyle`.
    open var progressViewStyle = Style.default { didSet { setNeedsDisplay() } }
    /// Mirrors `progress`: kept within 0…1.
    open var progress: Float = 0 {
        didSet {
            if progress.isNaN {
                UIKitDiagnostics.report(.other, "UIProgressView.progress was set to NaN; 0 is used", at: self)
                progress = 0
            } else if progress < 0 || progress > 1 {
                progress = min(max(progress, 0), 1)
            }
            setNeedsDisplay()
        }
    }
    /// Mirrors `setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }
    /// Mirrors `progressTintColor`.
    open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Mirrors `trackTintColor` (kept, not drawn).
    open var trackTintColor: UIColor?
    /// Mirrors `observedProgress` (kept).
    open var observedProgress: Progress?

    /// The bar's height, as SwiftUI's linear progress view lays it out (measured once).
    private static let barHeight: CGFloat = {
        let host = ViewHost(ProgressView(value: 0.5).labelsHidden(), fitting: ProposedViewSize(width: 100, height: nil))
        host.update()
        return host.size.height
    }()

    /// Mirrors `intrinsicContentSize`: no width, the bar's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    override func drawnContent() -> UIViewContent {
        .hosted(AnyView(ProgressView(value: Double(progress))
            .labelsHidden()
            .tint(progressTintColor.map { Color(uiColor: $0) } ?? Color(uiColor: tintColor))))
    }
}
