import Foundation
import Testing
@testable import Tether

/// Records what a text view tells its delegate; refuses typing when `refuses`.
@MainActor final class TextViewLog: NSObject, UITextViewDelegate {
    var calls: [String] = []
    var refuses = false
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(text)")
        return !refuses
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange \(textView.text ?? "")") }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
}

/// A representable showing a text view; the coordinator pattern of SwiftUI apps writes what
/// is typed back to a binding.
struct NoteEditor: UIViewRepresentable {
    @Binding var text: String
    var editable = true
    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }
        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
    }
    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        view.accessibilityIdentifier = "editor"
        return view
    }
    func updateUIView(_ uiView: UITextView, context: Context) {
        if uiView.text != text { uiView.text = text }
        uiView.isEditable = editable
    }
}

struct NoteScreen: View {
    @State var text = "Hi"
    var editable = true
    var body: some View {
        VStack {
            NoteEditor(text: $text, editable: editable).frame(width: 200, height: 80)
            Text(text).accessibilityIdentifier("mirror")
        }
    }
}

/// UITextView's rules: the text is laid out inside `textContainerInset` (8 above and below by
/// default) and the container's 5-point line padding at each side, from the top; the content
/// is the bounds' width by the text's height plus those insets; with scrolling off that is
/// also its intrinsic size. Text laid out by TextKit in a text view with no insets or
/// padding is as large as the same text in a `UILabel` of any number of lines.
@MainActor
@Suite struct UITextViewTests {
    /// A label of the same text and font, any number of lines.
    func label(_ text: String, font: UIFont = .systemFont(ofSize: 12)) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.numberOfLines = 0
        return label
    }

    @Test func theDefaultsAreUIKits() {
        let view = UITextView()
        #expect(view.text == "" && view.font == nil && view.textColor == nil)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.textContainer.lineFragmentPadding == 5)
        #expect(view.isEditable && view.isScrollEnabled && view.clipsToBounds)
        #expect(view.backgroundColor == UIColor.systemBackground)
        view.text = nil
        #expect(view.text == "" && !view.hasText)
    }

    @Test func sizeThatFitsIsTheTextPlusTheInsetsAndPadding() {
        let view = UITextView()
        view.text = "Hello"
        let text = label("Hello").intrinsicContentSize
        // One line of 12-point text (14.32, on the 2x grid 14.5) plus 8 + 8; 5 + 5 at the sides.
        #expect(text.height == pixelCeil(lineBox(12)))
        #expect(view.sizeThatFits(CGSize(width: 300, height: 1000)) == CGSize(width: text.width + 10, height: text.height + 16))
        // Wrapped at 100: the text wraps at 100 - 10.
        view.text = "Hello there, this wraps onto more lines than one"
        let wrapped = label(view.text).sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude))
        #expect(wrapped.height > 2 * pixelCeil(lineBox(12)))
        #expect(view.sizeThatFits(CGSize(width: 100, height: 1000)) == CGSize(width: wrapped.width + 10, height: wrapped.height + 16))
        // Without insets or padding, it is the label's size.
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        view.font = .systemFont(ofSize: 20)
        #expect(view.sizeThatFits(CGSize(width: 100, height: 1000))
                == label(view.text, font: .systemFont(ofSize: 20)).sizeThatFits(CGSize(width: 100, height: 1000)))
        // An empty text view is still a line tall.
        view.text = ""
        #expect(view.sizeThatFits(CGSize(width: 100, height: 1000)).height == pixelCeil(lineBox(20)))
    }

    @Test func onlyATextViewThatDoesNotScrollHasAnIntrinsicSize() {
        let view = UITextView()
        view.text = "Hello"
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.isScrollEnabled = false
        let fitted = view.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(view.intrinsicContentSize == fitted)
        // In SwiftUI at its ideal size it is exactly that.
        let h = host(UIKitHierarchy {
            let v = UITextView()
            v.text = "Hello"
            v.isScrollEnabled = false
            return v
        }.fixedSize().testID("t"), width: 300, height: 300)
        #expect(h.frame(of: "t")?.size == fitted)
    }

    @Test func theContentIsAsWideAsTheViewAndAsTallAsItsText() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        view.text = "one\ntwo\nthree\nfour"
        let text = label(view.text).sizeThatFits(CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude))
        #expect(view.contentSize == CGSize(width: 100, height: text.height + 16))
        // Resized, the content follows at the next layout.
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        view.layoutIfNeeded()
        #expect(view.contentSize.width == 60)
    }

    @Test func theTextIsDrawnInsideTheInsetsFromTheTopAndScrolls() throws {
        func render(offset: CGFloat) throws -> DecodedPixels {
            try pixels(UIKitHierarchy {
                let v = UITextView()
                v.text = "MMMM MMMM MMMM"
                v.font = .systemFont(ofSize: 20)
                v.textColor = .black
                v.backgroundColor = .white
                v.contentOffset = CGPoint(x: 0, y: offset)
                return v
            }.frame(width: 100, height: 60), width: 100, height: 60, scale: 1)
        }
        func darkRows(_ p: DecodedPixels) -> [Int] {
            (0..<p.height).filter { y in (0..<p.width).contains { x in p.pixel(x: x, y: y).r < 100 } }
        }
        func darkColumns(_ p: DecodedPixels) -> [Int] {
            (0..<p.width).filter { x in (0..<p.height).contains { y in p.pixel(x: x, y: y).r < 100 } }
        }
        let still = try render(offset: 0)
        // Nothing above the 8-point inset, nothing in the 5-point padding at the left.
        let rows = darkRows(still)
        #expect((rows.first ?? 0) >= 8 && !rows.isEmpty)
        #expect((darkColumns(still).first ?? 0) >= 5)
        // The background fills the view, white.
        #expect(still.pixel(x: 2, y: 2).r == 255 && still.pixel(x: 2, y: 2).a == 255)
        // Scrolled 8 points, the same text is 8 points higher.
        let scrolled = darkRows(try render(offset: 8))
        #expect(scrolled.first == rows.first.map { $0 - 8 })
    }

    @Test func typingGoesThroughTheDelegate() throws {
        let log = TextViewLog()
        let view = UITextView()
        view.delegate = log
        view.accessibilityIdentifier = "tv"
        view.text = "ab"
        let h = host(UIKitHierarchy { view }.frame(width: 100, height: 60), width: 100, height: 60)
        try h.type("cd", into: "tv")
        #expect(view.text == "abcd")
        // UTF-16 offsets: the new text goes in at 2, replacing nothing.
        #expect(log.calls == ["shouldBegin", "didBegin", "shouldChange 2,0 cd", "didChange abcd"])
        log.refuses = true
        try h.type("e", into: "tv")
        #expect(view.text == "abcd")
        // Setting the text in code tells the delegate nothing.
        let before = log.calls.count
        view.text = "x"
        #expect(log.calls.count == before)
    }

    @Test func aCoordinatorWritesTypingBackToSwiftUIState() throws {
        let h = host(NoteScreen(), width: 300, height: 300)
        try h.type(" there", into: "editor")
        #expect(h.find(text: "Hi there") != nil)
        // A text view that is not editable takes no typing.
        let locked = host(NoteScreen(editable: false), width: 300, height: 300)
        #expect(throws: InteractionError.self) { try locked.type("x", into: "editor") }
    }

    @Test func badInsetsAndPaddingCountAsNone() throws {
        let view = UITextView()
        view.text = "Hello"
        view.textContainerInset = UIEdgeInsets(top: CGFloat.nan, left: -20, bottom: CGFloat.infinity, right: -1)
        view.textContainer.lineFragmentPadding = -5
        view.font = nil
        let text = label("Hello").intrinsicContentSize
        #expect(view.sizeThatFits(CGSize(width: CGFloat.nan, height: -1)) == text)
        view.delegate = nil
        view.isScrollEnabled = false
        _ = try host(UIKitHierarchy { view }, width: 100, height: 60).pngData(scale: 1)
    }
}
