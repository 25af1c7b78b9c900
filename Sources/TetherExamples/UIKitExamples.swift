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
    Example("uikit-layers", height: 200,
            caption: "Core Animation layers in a representable: CAShapeLayer progress rings (a track, then the value stroked to strokeEnd with round caps), a view whose layerClass is CAGradientLayer (axial and radial), and a sublayer added after a subview, drawn over it") {
        HStack(spacing: 16) {
            ProgressRing(progress: 0.7, color: .systemPink).frame(width: 64, height: 64)
            ProgressRing(progress: 0.35, color: .systemTeal).frame(width: 64, height: 64)
            VStack(spacing: 12) {
                GradientSwatch(type: .axial).frame(width: 110, height: 52)
                GradientSwatch(type: .radial).frame(width: 110, height: 52)
            }
            LayeredCard().frame(width: 60, height: 110)
        }
        .padding(16)
    },
    Example("uikit-layers-text-replicator", height: 150,
            caption: "CATextLayer (a centred caption, and a wrapped one truncated at its end), a CAReplicatorLayer spinner (twelve bars turned about its centre, fading by instanceAlphaOffset), and a CAGradientLayer masked by a CATextLayer, drawn where the text is") {
        HStack(spacing: 16) {
            ReplicatorSpinner().frame(width: 60, height: 60)
            VStack(spacing: 8) {
                TextLayerCaption().frame(width: 160, height: 56)
                MaskedGradientTitle().frame(width: 160, height: 44)
            }
        }
        .padding(16)
    },
    Example("uikit-draw-rect", height: 170,
            caption: "UIView.draw(_:): a pie chart drawn with UIBezierPath and a title centred with NSString.boundingRect(with:options:attributes:context:); beside it a CAShapeLayer ring whose strokeEnd animation (0 to 0.8, kept with a forwards fill) is drawn at rest, the model strokeEnd staying 0") {
        HStack(spacing: 20) {
            PieChart(shares: [0.45, 0.3, 0.25]).frame(width: 150, height: 130)
            AnimatedRing().frame(width: 90, height: 90)
        }
        .padding(16)
    },
    Example("uikit-search-bar", height: 230,
            caption: "UISearchBar in a representable: iOS's 36-point search field 8 points in from the bar's sides with its placeholder; typed text with the clear button and Cancel; the minimal style and a bar tint") {
        VStack(spacing: 12) {
            SearchBarView(placeholder: "Search apps", text: "", showsCancel: false, style: .default, tint: nil)
            SearchBarView(placeholder: "Search apps", text: "Weather", showsCancel: true, style: .default, tint: nil)
            SearchBarView(placeholder: "Filter", text: "", showsCancel: false, style: .prominent, tint: .systemGroupedBackground)
        }
    },
    Example("uikit-auto-layout", height: 190,
            caption: "Auto Layout in a representable: a card whose icon, title and value are placed by anchors — the icon 16 points in and centred, the title after it, the value 8 points inside the trailing margin guide; the title hugs less, so it takes the room left") {
        VStack(spacing: 12) {
            ConstrainedRow(title: "Battery", value: "82%", color: .systemGreen).frame(height: 64)
            ConstrainedRow(title: "Storage", value: "41 GB", color: .systemOrange).frame(height: 64)
        }
        .padding(16)
    },
]

/// A row laid out by Auto Layout: a coloured square, a title that stretches and a value.
private struct ConstrainedRow: UIViewRepresentable {
    let title: String
    let value: String
    let color: UIColor
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 14
        let icon = UIView(), titleLabel = UILabel(), valueLabel = UILabel()
        icon.backgroundColor = color
        icon.layer.cornerRadius = 8
        titleLabel.text = title
        valueLabel.text = value
        valueLabel.textColor = .secondaryLabel
        for view in [icon, titleLabel, valueLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 32),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            titleLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
            valueLabel.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor, constant: -8),
            valueLabel.centerYAnchor.constraint(equalTo: card.centerYAnchor),
        ])
        return card
    }
    func updateUIView(_ card: UIView, context: Context) {}
}

/// A `UISearchBar` with its placeholder, text, Cancel button, style and bar tint.
private struct SearchBarView: UIViewRepresentable {
    let placeholder: String
    let text: String
    let showsCancel: Bool
    let style: UISearchBar.Style
    let tint: UIColor?
    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
    func updateUIView(_ bar: UISearchBar, context: Context) {
        bar.placeholder = placeholder
        bar.text = text
        bar.showsCancelButton = showsCancel
        bar.searchBarStyle = style
        bar.barTintColor = tint
    }
}

/// A ring drawn by two `CAShapeLayer`s: a faint full circle and the progress stroked over it
/// from the top, clockwise.
private struct ProgressRing: UIViewRepresentable {
    let progress: CGFloat
    let color: UIColor
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        let circle = UIBezierPath(arcCenter: CGPoint(x: 32, y: 32), radius: 27, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        for (alpha, end) in [(0.2, 1.0), (1.0, progress)] {
            let ring = CAShapeLayer()
            ring.frame = view.bounds
            ring.path = circle.cgPath
            ring.fillColor = nil
            ring.strokeColor = color.withAlphaComponent(alpha).cgColor
            ring.lineWidth = 9
            ring.lineCap = .round
            ring.strokeEnd = end
            view.layer.addSublayer(ring)
        }
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// Twelve bars of a `CAReplicatorLayer`, each a twelfth of a turn on from the last and fainter.
private struct ReplicatorSpinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let replicator = CAReplicatorLayer()
        replicator.frame = view.bounds
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceAlphaOffset = -1.0 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 27, y: 4, width: 6, height: 16)
        bar.cornerRadius = 3
        bar.backgroundColor = UIColor.systemIndigo.cgColor
        replicator.addSublayer(bar)
        view.layer.addSublayer(replicator)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// Two `CATextLayer`s: a centred title and a wrapped note cut at its end.
private struct TextLayerCaption: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 56))
        view.backgroundColor = .secondarySystemBackground
        view.layer.cornerRadius = 8
        let title = CATextLayer()
        title.frame = CGRect(x: 0, y: 4, width: 160, height: 20)
        title.string = "Layer text"
        title.fontSize = 15
        title.foregroundColor = UIColor.label.cgColor
        title.alignmentMode = .center
        let note = CATextLayer()
        note.frame = CGRect(x: 8, y: 26, width: 144, height: 28)
        note.string = "A wrapped note that is far too long for two lines of this small layer"
        note.fontSize = 11
        note.foregroundColor = UIColor.secondaryLabel.cgColor
        note.isWrapped = true
        note.truncationMode = .end
        view.layer.addSublayer(title)
        view.layer.addSublayer(note)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A gradient shown through the letters of a `CATextLayer` mask.
private struct MaskedGradientTitle: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = GradientBackground(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
        let gradient = view.layer as! CAGradientLayer
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let letters = CATextLayer()
        letters.frame = CGRect(x: 0, y: 2, width: 160, height: 40)
        letters.string = NSAttributedString(string: "Masked", attributes: [.font: UIFont.boldSystemFont(ofSize: 32)])
        letters.alignmentMode = .center
        gradient.mask = letters
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view backed by a `CAGradientLayer`.
private final class GradientBackground: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
}

/// A rounded gradient swatch, orange to purple.
private struct GradientSwatch: UIViewRepresentable {
    let type: CAGradientLayerType
    func makeUIView(context: Context) -> UIView {
        let view = GradientBackground()
        let gradient = view.layer as! CAGradientLayer
        gradient.colors = [UIColor.systemOrange.cgColor, UIColor.systemPurple.cgColor]
        gradient.type = type
        if type == .radial {
            gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 1)
        } else {
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
        }
        gradient.cornerRadius = 12
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A card with a subview, then a sublayer added over it.
private struct LayeredCard: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 10
        let block = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 60))
        block.backgroundColor = .systemBlue
        card.addSubview(block)
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 50, width: 30, height: 30)
        dot.cornerRadius = 15
        dot.backgroundColor = UIColor.systemYellow.cgColor
        card.layer.addSublayer(dot)
        return card
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

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

/// A view that draws a pie chart and its title in `draw(_:)`.
private struct PieChart: UIViewRepresentable {
    let shares: [CGFloat]

    final class ChartView: UIView {
        var shares: [CGFloat] = [] { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            let title = "Share of time" as NSString
            let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .footnote),
                                                             .foregroundColor: UIColor.secondaryLabel]
            let titleBox = title.boundingRect(with: CGSize(width: bounds.width, height: .greatestFiniteMagnitude),
                                              options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            title.draw(with: CGRect(x: (bounds.width - titleBox.width) / 2, y: bounds.height - ceil(titleBox.height),
                                    width: titleBox.width, height: titleBox.height),
                       options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            let radius = min(bounds.width, bounds.height - titleBox.height - 8) / 2
            let center = CGPoint(x: bounds.midX, y: radius)
            var start = -CGFloat.pi / 2
            for (share, color) in zip(shares, [UIColor.systemBlue, .systemOrange, .systemGreen]) {
                let end = start + share * 2 * .pi
                let slice = UIBezierPath()
                slice.move(to: center)
                slice.addArc(withCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
                slice.close()
                color.setFill()
                slice.fill()
                UIColor.white.setStroke()
                slice.lineWidth = 2
                slice.stroke()
                start = end
            }
        }
    }

    func makeUIView(context: Context) -> ChartView { ChartView() }
    func updateUIView(_ uiView: ChartView, context: Context) { uiView.shares = shares }
}

/// A ring whose stroke end is animated to 0.8 and held there.
private struct AnimatedRing: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 45, y: 45), radius: 38, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemPurple.cgColor
        ring.lineWidth = 10
        ring.lineCap = .round
        ring.strokeEnd = 0
        ring.frame = CGRect(x: 0, y: 0, width: 90, height: 90)
        view.layer.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 0.8
        fill.duration = 1
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.add(fill, forKey: "fill")
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}
