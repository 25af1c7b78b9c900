import Foundation
import Testing
@testable import Tether

/// `UIView.drawHierarchy(in:afterScreenUpdates:)` into a renderer's context — a view's
/// background and subviews, a hosting controller's SwiftUI content — and
/// `snapshotView(afterScreenUpdates:)`.
@MainActor
@Suite struct UIViewDrawHierarchyTests {

    @Test func aBlueViewWithARedSubviewDrawsBlueAndRed() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        view.backgroundColor = .blue
        let child = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10))
        child.backgroundColor = .red
        view.addSubview(child)
        var drew = false
        let image = oneXRenderer(10, 10).image { _ in
            drew = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        #expect(drew)
        let p = try pixels(image)
        // Drawn at the rectangle given, whatever the view's frame in its superview.
        #expect(near(p.pixel(x: 2, y: 5), 0, 0, 255))
        #expect(near(p.pixel(x: 7, y: 5), 255, 0, 0))
    }

    @Test func theHierarchyIsScaledIntoTheRectangle() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        let p = try pixels(oneXRenderer(30, 30).image { _ in
            view.drawHierarchy(in: CGRect(x: 10, y: 10, width: 20, height: 20), afterScreenUpdates: false)
        })
        #expect(p.pixel(x: 5, y: 5).a == 0)
        #expect(near(p.pixel(x: 11, y: 11), 0, 0, 255))
        #expect(near(p.pixel(x: 28, y: 28), 0, 0, 255))
    }

    @Test func aHostingControllersViewDrawsItsSwiftUIContent() throws {
        let controller = UIHostingController(rootView: Color(red: 0, green: 1, blue: 0).frame(width: 10, height: 10))
        controller.view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let size = controller.view.bounds.size
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            controller.view.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
        }
        #expect(image.size == size && image.scale == 2)
        let p = try pixels(image)
        // The root view is centred over the system background (white in light mode).
        #expect(near(p.pixel(x: 20, y: 20), 0, 255, 0))
        #expect(near(p.pixel(x: 2, y: 2), 255, 255, 255))
    }

    @Test func drawingOutsideARendererIsReportedAndReturnsFalse() throws {
        let host = ViewHost(Color.clear, size: CGSize(width: 300, height: 500))
        host.update()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)
        #expect(host.diagnostics.contains { $0.message.contains("no current graphics context") })
        // Drawing a hierarchy leaves the screen (the last host's canvas) as it was.
        _ = oneXRenderer(10, 10).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
        #expect(UIScreen.main.bounds.size == CGSize(width: 300, height: 500))
    }

    @Test func aSnapshotViewShowsTheViewAtItsSize() throws {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 8, height: 4))
        view.backgroundColor = .blue
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true) as? UIImageView)
        #expect(snapshot.frame == CGRect(x: 5, y: 6, width: 8, height: 4))
        let image = try #require(snapshot.image)
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(near(try pixels(image).pixel(x: 3, y: 3), 0, 0, 255))
        #expect(UIView(frame: .zero).snapshotView(afterScreenUpdates: true) == nil)
    }

    @Test func aViewsLayerRendersTheViewAtItsBounds() throws {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        view.backgroundColor = .blue
        // The common `asImage()`: a renderer of the view's bounds, the layer rendered into it.
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
            view.layer.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        let p = try pixels(image)
        #expect(near(p.pixel(x: 1, y: 1), 0, 0, 255))
        #expect(near(p.pixel(x: 18, y: 18), 0, 0, 255))

        let host = ViewHost(Color.clear, size: CGSize(width: 10, height: 10))
        host.update()
        let detached = try pixels(oneXRenderer(4, 4).image { context in CALayer().render(in: context.cgContext) })
        #expect(detached.pixel(x: 1, y: 1).a == 0)
        #expect(host.diagnostics.contains { $0.message.contains("backs no view") })
    }
}
