import Foundation

// Tether's own: UIKit content shown inside the SwiftUI views that draw UIKit containers
// (navigation and tab bar controllers, bar items, picker rows), and the containers' views.

/// A view controller's view in SwiftUI, filling what it is offered.
struct UIKitControllerView: UIViewControllerRepresentable {
    let controller: UIViewController
    func makeUIViewController(context: Context) -> UIViewController { controller }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// A UIKit view at its own size: its intrinsic size on each axis that has one, else its
/// frame's (as a navigation bar sizes a custom view).
struct UIKitIntrinsicView: UIViewRepresentable {
    let view: UIView
    func makeUIView(context: Context) -> UIView { view }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        let intrinsic = uiView.intrinsicContentSize
        func length(_ value: CGFloat, _ frame: CGFloat) -> CGFloat {
            let chosen = value == UIView.noIntrinsicMetric ? frame : value
            return chosen.isFinite ? max(0, chosen) : 0
        }
        return CGSize(width: length(intrinsic.width, uiView.frame.width), height: length(intrinsic.height, uiView.frame.height))
    }
}

/// The view a UIKit container controller (navigation, tab bar) loads: it draws what the
/// controller's drawing gives, read afresh each time it is drawn.
final class ContainerControllerView: UIView {
    private let drawing: @MainActor () -> UIViewContent

    init(drawing: @escaping @MainActor () -> UIViewContent) {
        self.drawing = drawing
        super.init(frame: UIScreen.main.bounds)
    }
    required init?(coder: NSCoder) { nil }

    override func drawnContent() -> UIViewContent { drawing() }
}
