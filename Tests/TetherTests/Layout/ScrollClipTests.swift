import Foundation
import Testing
@testable import Tether

/// `scrollClipDisabled`: a scroll view clips its content to its bounds unless told not to.
@MainActor
@Suite struct ScrollClipTests {
    /// A 100-point scroll view at the top of a 200-point canvas, its content 200 points of red.
    func scroller(clipDisabled: Bool) -> some View {
        VStack(spacing: 0) {
            ScrollView { Color.red.frame(height: 200) }.frame(height: 100).scrollClipDisabled(clipDisabled)
            Spacer()
        }
    }

    @Test func aScrollViewClipsItsContentToItsBounds() throws {
        let image = try pixels(scroller(clipDisabled: false), width: 100, height: 200, scale: 1)
        #expect(image.pixel(x: 50, y: 50).r == 255)
        // Below the scroll view the content is clipped: the empty canvas shows, not red.
        let below = image.pixel(x: 50, y: 150)
        #expect(!(below.r > 200 && below.g < 100 && below.a == 255))
    }

    @Test func withScrollClipDisabledTheContentDrawsPastTheBounds() throws {
        let image = try pixels(scroller(clipDisabled: true), width: 100, height: 200, scale: 1)
        let below = image.pixel(x: 50, y: 150)
        #expect(below.r > 200 && below.g < 100 && below.a == 255)
    }
}
