import Foundation
import Testing
@testable import Tether

/// The page view of SwiftUI's "Interfacing with UIKit" tutorial: a page view controller of
/// hosting controllers, its coordinator the data source and delegate, writing the page a
/// swipe turns to back to a binding.
struct ColorPages: UIViewControllerRepresentable {
    var colors: [Color]
    @Binding var currentPage: Int

    func makeCoordinator() -> Coordinator { Coordinator(self) }
    func makeUIViewController(context: Context) -> UIPageViewController {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = context.coordinator
        pages.delegate = context.coordinator
        pages.view.accessibilityIdentifier = "pages"
        return pages
    }
    func updateUIViewController(_ pages: UIPageViewController, context: Context) {
        context.coordinator.parent = self
        pages.setViewControllers([context.coordinator.controllers[currentPage]], direction: .forward, animated: true)
    }

    final class Coordinator: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        var parent: ColorPages
        var controllers: [UIViewController]
        var turns: [String] = []
        init(_ pages: ColorPages) {
            parent = pages
            controllers = pages.colors.map { UIHostingController(rootView: $0) }
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController), index > 0 else { return nil }
            return controllers[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController,
                                viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = controllers.firstIndex(of: viewController), index + 1 < controllers.count else { return nil }
            return controllers[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            if completed, let visible = pageViewController.viewControllers?.first,
               let index = controllers.firstIndex(of: visible) {
                parent.currentPage = index
            }
        }
    }
}

struct ColorPagesScreen: View {
    @State var page = 0
    var body: some View {
        VStack(spacing: 0) {
            ColorPages(colors: [.red, .green, .blue], currentPage: $page).frame(width: 40, height: 40)
            Text("page \(page)")
        }
    }
}

/// UIPageViewController's rules: the shown controller is its only child, its view filling the
/// page view; a swipe of half a page or more turns to the data source's next or previous
/// page and tells the delegate; a shorter one, or one past the last page, turns nothing.
@MainActor
@Suite struct UIPageViewControllerTests {
    /// The page's colour at the page view's centre: SwiftUI's red, green or blue (iOS's system
    /// colours), named by its strongest channel.
    func color(_ h: ViewHost<ColorPagesScreen>) throws -> String {
        let p = try PNGDecoder.decode(h.pngData(scale: 1))
        let frame = try #require(h.frame(of: "pages"))
        let px = p.pixel(x: Int(frame.midX), y: Int(frame.midY))
        guard px.a == 255 else { return "clear" }
        let channels = [("red", px.r), ("green", px.g), ("blue", px.b)]
        return channels.max { $0.1 < $1.1 }!.0
    }

    @Test func theShownControllerIsTheOnlyChildAndFillsTheView() {
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        #expect(pages.viewControllers == nil && pages.transitionStyle == .scroll)
        let first = UIViewController(), second = UIViewController()
        var completions: [Bool] = []
        pages.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        pages.setViewControllers([first], direction: .forward, animated: false) { completions.append($0) }
        #expect(pages.viewControllers == [first] && pages.children == [first] && first.parent === pages)
        #expect(first.view.superview === pages.view && first.view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        pages.setViewControllers([second], direction: .reverse, animated: true) { completions.append($0) }
        #expect(pages.children == [second] && first.parent == nil && first.view.superview == nil)
        #expect(completions == [true, true])
        // The page follows the page view's size.
        pages.view.frame = CGRect(x: 0, y: 0, width: 60, height: 80)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 60, height: 80))
        pages.setViewControllers(nil, direction: .forward, animated: false)
        #expect(pages.viewControllers == nil && pages.children.isEmpty)
    }

    @Test func aSwipeTurnsThePageAndTheCoordinatorWritesItBack() throws {
        let h = host(ColorPagesScreen(), width: 100, height: 100)
        #expect(try color(h) == "red" && h.find(text: "page 0") != nil)
        // A full page towards the next one: green, and the binding says page 1.
        try h.scroll("pages", by: CGSize(width: 40, height: 0))
        #expect(try color(h) == "green")
        #expect(h.find(text: "page 1") != nil)
        // Less than half a page (20 of 40) turns nothing.
        try h.scroll("pages", by: CGSize(width: 19, height: 0))
        #expect(h.find(text: "page 1") != nil)
        try h.scroll("pages", by: CGSize(width: 20, height: 0))
        #expect(h.find(text: "page 2") != nil)
        #expect(try color(h) == "blue")
        // Past the last page there is none to turn to.
        try h.scroll("pages", by: CGSize(width: 40, height: 0))
        #expect(h.find(text: "page 2") != nil)
        // Back, towards the previous page; a vertical swipe does not turn a horizontal one.
        try h.scroll("pages", by: CGSize(width: 0, height: -40))
        #expect(h.find(text: "page 2") != nil)
        try h.scroll("pages", by: CGSize(width: -40, height: 0))
        #expect(h.find(text: "page 1") != nil)
    }

    @Test func withoutADataSourceASwipeTurnsNothing() throws {
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                         options: [.interPageSpacing: 10])
        let only = UIViewController()
        pages.setViewControllers([only], direction: .forward, animated: false)
        pages.view.accessibilityIdentifier = "pages"
        struct Shown: UIViewControllerRepresentable {
            let controller: UIPageViewController
            func makeUIViewController(context: Context) -> UIPageViewController { controller }
            func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
        }
        let h = host(Shown(controller: pages), width: 100, height: 100)
        try h.scroll("pages", by: CGSize(width: 0, height: 100))
        try h.scroll("pages", by: CGSize(width: 0, height: -CGFloat.greatestFiniteMagnitude))
        #expect(pages.viewControllers == [only])
    }
}
