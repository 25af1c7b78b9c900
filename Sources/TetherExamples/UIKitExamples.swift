import Foundation
import Tether

/// UIKit views shown in SwiftUI through representables.
let uikitExamples: [Example] = [
    Example("uikit-representables", height: 260,
            caption: "UIViewRepresentable: a UIVisualEffectView blur card with a UILabel and a symbol UIImageView over SwiftUI content, and a UIView badge with a layer border, corner radius and shadow") {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            HStack(spacing: 0) {
                ForEach(0..<6) { i in
                    Circle().fill(i.isMultiple(of: 2) ? Color.yellow : Color.teal).frame(width: 44, height: 44)
                        .frame(maxWidth: .infinity)
                }
            }
            VStack(spacing: 16) {
                BlurCard(title: "UIVisualEffectView", detail: ".systemUltraThinMaterial")
                    .frame(width: 300, height: 90)
                HStack(spacing: 12) {
                    Badge(color: .systemBlue).frame(width: 44, height: 44)
                    Badge(color: .systemGreen).frame(width: 44, height: 44)
                    Text("UIView badges").font(.headline).foregroundStyle(.white)
                }
            }
        }
    },
    Example("uikit-controls", height: 330,
            caption: "UIKit controls in representables: a UIScrollView of tiles scrolled to its second row, a UITextView sized to its text with scrolling off, a UISwitch with a custom onTintColor and system and custom UIButtons") {
        VStack(alignment: .leading, spacing: 12) {
            TileStrip().frame(height: 96)
            NoteView(text: "UITextView: 8-point insets above and below, 5-point line padding at the sides, wrapped at its width.")
                .frame(maxWidth: .infinity)
                .fixedSize(horizontal: false, vertical: true)
            HStack {
                Text("Notifications")
                Spacer()
                SwitchView(isOn: true)
            }
            HStack(spacing: 16) {
                ButtonView(title: "Save", type: .system)
                ButtonView(title: "Delete", type: .custom)
            }
        }
        .padding(16)
    },
]

/// A UIScrollView over a 3 × 2 grid of tiles, scrolled down to the second row's top half.
private struct TileStrip: UIViewRepresentable {
    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.backgroundColor = .secondarySystemBackground
        scroll.layer.cornerRadius = 12
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        for (i, color) in colors.enumerated() {
            let tile = UIView(frame: CGRect(x: 8 + CGFloat(i % 3) * 112, y: 8 + CGFloat(i / 3) * 88, width: 104, height: 80))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 8
            scroll.addSubview(tile)
        }
        scroll.contentSize = CGSize(width: 344, height: 184)
        scroll.contentOffset = CGPoint(x: 0, y: 44)
        return scroll
    }
    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

/// A non-scrolling UITextView, sized by SwiftUI from its text.
private struct NoteView: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isScrollEnabled = false
        view.isEditable = false
        view.font = .preferredFont(forTextStyle: .body)
        view.backgroundColor = .systemGray6
        view.layer.cornerRadius = 8
        view.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return view
    }
    func updateUIView(_ uiView: UITextView, context: Context) { uiView.text = text }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UITextView, context: Context) -> CGSize? {
        guard let width = proposal.width else { return nil }
        return CGSize(width: width, height: uiView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
    }
}

private struct SwitchView: UIViewRepresentable {
    let isOn: Bool
    func makeUIView(context: Context) -> UISwitch {
        let toggle = UISwitch()
        toggle.onTintColor = .systemIndigo
        return toggle
    }
    func updateUIView(_ uiView: UISwitch, context: Context) { uiView.isOn = isOn }
}

private struct ButtonView: UIViewRepresentable {
    let title: String
    let type: UIButton.ButtonType
    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(type: type)
        if type == .custom {
            button.backgroundColor = .systemRed
            button.layer.cornerRadius = 8
        }
        return button
    }
    func updateUIView(_ uiView: UIButton, context: Context) {
        uiView.setTitle(title, for: .normal)
    }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIButton, context: Context) -> CGSize? {
        let size = uiView.intrinsicContentSize
        return CGSize(width: size.width + 24, height: size.height)
    }
}

/// The classic blur wrapper, with UIKit content in its content view.
private struct BlurCard: UIViewRepresentable {
    let title: String
    let detail: String

    func makeUIView(context: Context) -> CardView { CardView() }
    func updateUIView(_ card: CardView, context: Context) {
        card.title.text = title
        card.detail.text = detail
    }
}

/// A blur with a symbol and two labels laid out in `layoutSubviews`.
private final class CardView: UIVisualEffectView {
    let symbol = UIImageView(image: UIImage(systemName: "sparkles"))
    let title = UILabel()
    let detail = UILabel()

    init() {
        super.init(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        layer.cornerRadius = 18
        clipsToBounds = true
        symbol.tintColor = .systemPurple
        symbol.contentMode = .scaleAspectFit
        title.font = .preferredFont(forTextStyle: .headline)
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        [symbol, title, detail].forEach(contentView.addSubview)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, h = bounds.height
        symbol.frame = CGRect(x: 18, y: (h - 40) / 2, width: 40, height: 40)
        title.frame = CGRect(x: 72, y: h / 2 - 24, width: w - 90, height: 24)
        detail.frame = CGRect(x: 72, y: h / 2 + 2, width: w - 90, height: 20)
    }
}

/// A round UIView with a white border and a drop shadow.
private struct Badge: UIViewRepresentable {
    let color: UIColor

    func makeUIView(context: Context) -> BadgeView { BadgeView() }
    func updateUIView(_ uiView: BadgeView, context: Context) { uiView.backgroundColor = color }
}

private final class BadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 3
        layer.borderColor = UIColor.white.cgColor
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}
