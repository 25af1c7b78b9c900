import Foundation
import Testing
@testable import Tether

// `#Preview` declarations as SwiftUI files write them: this file compiling is part of the test.
#Preview {
    Text("Hello, world!")
}

#Preview("Selection", traits: .sizeThatFitsLayout) {
    HStack {
        Image(systemName: "star.fill")
        Text("Favourites")
    }
    .padding()
}

#Preview("Toggle", traits: .fixedLayout(width: 320, height: 80)) {
    @Previewable @State var isOn = true
    return Toggle("Loud noises", isOn: $isOn).padding()
}

struct PreviewedCard: View {
    var body: some View { Text("Card").padding().accessibilityIdentifier("card") }
}

/// `Preview` values and how Tether renders them: the canvas its traits describe.
@MainActor @Suite struct PreviewTests {
    func hosted(_ preview: Preview) -> ViewHost<AnyView> {
        checkInvariantsAfterEveryUpdate()
        let host = ViewHost(preview: preview)
        host.update()
        return host
    }

    @Test func aPreviewWithoutTraitsIsCentredOnAPortraitPhoneScreen() {
        let host = hosted(Preview { Color.blue.frame(width: 100, height: 50).accessibilityIdentifier("box") })
        #expect(host.size == CGSize(width: 390, height: 844))
        // Centred like a hosting window: ((390 - 100) / 2, (844 - 50) / 2).
        expectFrame(host, "box", CGRect(x: 145, y: 397, width: 100, height: 50))
    }

    @Test func landscapeTraitsTurnThePhoneScreen() {
        let host = hosted(Preview(traits: .landscapeLeft) { Color.blue })
        #expect(host.size == CGSize(width: 844, height: 390))
    }

    @Test func aFixedLayoutIsTheCanvasSize() {
        let host = hosted(Preview("Fixed", traits: .fixedLayout(width: 200, height: 100)) { Color.red.accessibilityIdentifier("fill") })
        #expect(host.size == CGSize(width: 200, height: 100))
        expectFrame(host, "fill", CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func sizeThatFitsTakesTheViewsIdealSize() {
        // A 50×30 frame with 10 pt of padding on every side is 70×50 at its ideal size.
        let host = hosted(Preview(traits: .sizeThatFitsLayout) { Color.green.frame(width: 50, height: 30).padding(10) })
        #expect(host.size == CGSize(width: 70, height: 50))
    }

    @Test func theLastLayoutTraitWins() {
        let host = hosted(Preview(traits: .sizeThatFitsLayout, .fixedLayout(width: 120, height: 60)) { Color.red })
        #expect(host.size == CGSize(width: 120, height: 60))
    }

    @Test func theNameAndTraitsAreKept() {
        let preview = Preview("Card", traits: .portrait) { PreviewedCard() }
        #expect(preview.displayName == "Card")
        #expect(preview.traits.count == 1)
        checkInvariantsAfterEveryUpdate()
        let host = ViewHost(preview.content, size: CGSize(width: 200, height: 100))
        host.update()
        #expect(host.layoutDump().contains("Text"))
    }
}

// A `PreviewProvider` with the preview modifiers SwiftUI files use.
struct PreviewedCard_Previews: PreviewProvider {
    static var previews: some View {
        PreviewedCard()
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Card")
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeLeft)
    }
}

@MainActor @Suite struct PreviewProviderTests {
    @Test func previewModifiersLeaveTheLayoutUnchanged() {
        let plain = host(PreviewedCard())
        let previewed = host(PreviewedCard_Previews.previews)
        #expect(close(previewed.frame(of: "card"), plain.frame(of: "card")!))
    }
}
