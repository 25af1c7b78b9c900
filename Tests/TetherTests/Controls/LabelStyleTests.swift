import Foundation
import Testing
@testable import Tether

/// Custom label styles: `makeBody(configuration:)` arranges a label's title and icon.
@MainActor
@Suite struct LabelStyleTests {
    /// The icon above the title, 4 points apart, centred (a style many apps write).
    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 4) {
                configuration.icon.testID("icon")
                configuration.title.testID("title")
            }
        }
    }

    @Test func aCustomLabelStyleArrangesTheTitleAndIcon() {
        let h = host(Label("Wi-Fi", systemImage: "wifi").labelStyle(VerticalLabelStyle()).testID("label"))
        let icon = h.frame(of: "icon")!, title = h.frame(of: "title")!, label = h.frame(of: "label")!
        // A VStack: the title 4 points under the icon, both centred on the label's midline.
        #expect(close(title.minY, icon.maxY + 4))
        #expect(close(icon.midX, label.midX) && close(title.midX, label.midX))
        #expect(close(label.height, icon.height + 4 + title.height))
        #expect(close(label.width, max(icon.width, title.width)))
    }

    @Test func aStyleCanWrapTheDefaultLabelFromItsConfiguration() {
        struct Padded: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).padding(10)
            }
        }
        let plain = host(Label("Wi-Fi", systemImage: "wifi").testID("l")).frame(of: "l")!.size
        let padded = host(Label("Wi-Fi", systemImage: "wifi").labelStyle(Padded()).testID("l")).frame(of: "l")!.size
        // The icon and the title keep the default arrangement, with 10 points around them.
        #expect(close(padded.width, plain.width + 20) && close(padded.height, plain.height + 20))
    }

    @Test func theInnermostLabelStyleWins() {
        let h = host(VStack { Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly).testID("l") }.labelStyle(.iconOnly))
        let title = host(Text("Wi-Fi").testID("t")).frame(of: "t")!.size
        #expect(h.frame(of: "l")!.size == title)
    }
}
