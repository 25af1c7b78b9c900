import Foundation
import Tether

/// Tether's own: fuzzed views with Core Animation layer trees (sublayers among subviews, shape
/// and gradient layers with hostile geometry, a gradient-backed view), measurements written
/// by `Measurement.FormatStyle` and `MeasurementFormatter` (non-finite values, unknown locales,
/// units CLDR has no name for), swipe recognizers, buttons that repeat while held, iOS 18's
/// conditional accessibility modifiers and the deprecated `colorScheme(_:)`.
extension FuzzTreeBuilder {
    mutating func layeredOrFormatted(_ v: AnyView) -> AnyView {
        switch rng.int(0...5) {
        case 0:
            let id = identifier("layers")
            tappable.append(id)
            let hostile = isHostile
            return AnyView(VStack { v; FuzzLayerTree(size: hostile ? length() : 60, hostile: hostile, seed: rng.int(0...1_000)).frame(width: length(), height: 60).accessibilityIdentifier(id) })
        case 1:
            let value = isHostile ? rng.pick([Double.nan, .infinity, -1e300, 0]) : Double(rng.int(-50...5_000)) / 10
            let locale = Locale(identifier: rng.pick(["en_US", "de_DE", "ar_EG", "xx_NOWHERE", "", "ja_JP"]))
            let unit: UnitLength = rng.chance(20) ? UnitLength(symbol: "smoot", converter: UnitConverterLinear(coefficient: 1.7)) : rng.pick([.kilometers, .feet, .meters])
            let measurement = Measurement(value: value, unit: unit)
            let formatter = MeasurementFormatter()
            formatter.locale = locale
            formatter.unitOptions = rng.pick([[], .providedUnit, [.providedUnit, .naturalScale]])
            formatter.unitStyle = rng.pick([.short, .medium, .long])
            let width: Measurement<UnitLength>.FormatStyle.UnitWidth = rng.pick([.wide, .abbreviated, .narrow])
            let usage: MeasurementFormatUnitUsage<UnitLength> = rng.pick([.general, .asProvided, .road, .personHeight])
            return AnyView(VStack {
                v
                Text(measurement, format: .measurement(width: width, usage: usage).locale(locale))
                Text(formatter.string(from: measurement))
            })
        case 2:
            let id = identifier("swipe")
            tappable.append(id)
            return AnyView(VStack { v; FuzzSwipeSurface(directions: UInt(rng.int(0...15)), touches: isHostile ? rng.int(-1...3) : 1).frame(height: 50).accessibilityIdentifier(id) })
        case 3:
            let id = identifier("repeat")
            tappable.append(id)
            return AnyView(VStack { v; FuzzRepeatingCounter().buttonRepeatBehavior(rng.pick([.enabled, .disabled, .automatic])).accessibilityIdentifier(id) })
        case 4:
            let on = rng.chance(50)
            return AnyView(v.accessibilityLabel(string(), isEnabled: on).accessibilityValue(string(), isEnabled: !on)
                .accessibilityHint(Text(string()), isEnabled: on).accessibilityIdentifier(identifier("conditional"), isEnabled: on))
        default:
            return AnyView(v.colorScheme(rng.pick([.light, .dark])))
        }
    }
}

/// A UIView with sublayers among its subviews, shape and gradient layers, and a
/// gradient-backed subview; hostile sizes, anchors and paths when asked.
struct FuzzLayerTree: UIViewRepresentable {
    let size: CGFloat
    let hostile: Bool
    let seed: Int

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    func makeUIView(context: Context) -> UIView {
        let root = UIView()
        root.addSubview(UIView(frame: CGRect(x: 4, y: 4, width: 20, height: 20)))
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: size, height: size)
        shape.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: size - 4, height: size - 4), transform: nil)
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.fillColor = seed.isMultiple(of: 2) ? nil : UIColor.systemYellow.cgColor
        shape.lineWidth = hostile ? .nan : 4
        shape.strokeEnd = hostile ? -3 : CGFloat(seed % 10) / 10
        shape.lineDashPattern = hostile ? [-1, .init(value: Double.infinity)] : [4, 2]
        root.layer.addSublayer(shape)
        let plain = CALayer()
        plain.frame = CGRect(x: 10, y: 10, width: hostile ? -30 : 30, height: 20)
        plain.anchorPoint = hostile ? CGPoint(x: CGFloat.nan, y: 2) : CGPoint(x: 0.2, y: 0.8)
        plain.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(seed % 7)))
        plain.backgroundColor = UIColor.systemRed.cgColor
        plain.cornerRadius = hostile ? .infinity : 6
        shape.addSublayer(plain)
        if hostile { plain.addSublayer(shape) }
        let gradient = GradientView(frame: CGRect(x: 30, y: 0, width: 40, height: 40))
        let layer = gradient.layer as! CAGradientLayer
        layer.colors = hostile ? ["not a colour", UIColor.red.cgColor] : [UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.green.cgColor]
        layer.locations = hostile ? [0.5] : nil
        layer.type = [CAGradientLayerType.axial, .radial, .conic][seed % 3]
        layer.startPoint = hostile ? CGPoint(x: CGFloat.infinity, y: 0) : CGPoint(x: 0.5, y: 0.5)
        root.addSubview(gradient)
        root.bringSubviewToFront(root.subviews[0])
        return root
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A surface with a swipe recognizer of fuzzed directions and finger count.
struct FuzzSwipeSurface: UIViewRepresentable {
    let directions: UInt
    let touches: Int
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: directions)
        swipe.numberOfTouchesRequired = touches
        swipe.addAction { _ in }
        view.addGestureRecognizer(swipe)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A counter whose button may repeat while held.
struct FuzzRepeatingCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}
