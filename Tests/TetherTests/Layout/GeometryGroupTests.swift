import Foundation
import Testing
@testable import Tether

/// `geometryGroup()`: only animations differ, so a view at rest is laid out and drawn the same.
@MainActor
@Suite struct GeometryGroupTests {
    struct Card: View {
        let grouped: Bool
        var body: some View {
            let content = VStack(spacing: 8) {
                Text("Title").testID("title")
                Circle().fill(.blue).frame(width: 40, height: 40).testID("dot")
            }
            .padding()
            .offset(x: 10, y: 5)
            if grouped { content.geometryGroup() } else { content }
        }
    }

    @Test func aGeometryGroupAtRestChangesNeitherFramesNorPixels() throws {
        let plain = host(Card(grouped: false)), grouped = host(Card(grouped: true))
        for id in ["title", "dot"] {
            let expected = try #require(plain.frame(of: id))
            expectFrame(grouped, id, expected)
        }
        #expect(try plain.pngData(scale: 1) == grouped.pngData(scale: 1))
    }
}
