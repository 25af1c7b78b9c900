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
]

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
