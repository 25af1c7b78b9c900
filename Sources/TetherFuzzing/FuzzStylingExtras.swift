import Foundation
import Tether

/// More styling in fuzzed trees: `Color.gradient`/`AnyGradient`, the quinary level, tints
/// with any shape style, `Color.Resolved`, `visualEffect` (3D turns included), canvas gradient options and shadow filters, and
/// `backgroundStyle`, with
/// hostile lengths, amounts and angles.
extension FuzzTreeBuilder {
    /// One of the newer styling modifiers over `v`.
    mutating func styledExtras(_ v: AnyView) -> AnyView {
        switch rng.int(0...5) {
        case 0:
            let gradient = rng.chance(50) ? color().gradient
                : AnyGradient(Gradient(stops: [.init(color: color(), location: length()), .init(color: color(), location: length())]))
                    .colorSpace(rng.chance(50) ? .perceptual : .device)
            switch rng.int(0...3) {
            case 0: return AnyView(v.background(gradient, in: RoundedRectangle(cornerRadius: length())))
            case 1: return AnyView(v.overlay(Circle().fill(.linearGradient(gradient, startPoint: unitPoint(), endPoint: unitPoint()))))
            case 2: return AnyView(v.foregroundStyle(gradient))
            default: return AnyView(v.overlay(Rectangle().fill(.conicGradient(gradient, center: unitPoint(), angle: .degrees(amount() * 90)))))
            }
        case 1:
            if rng.chance(50) {
                // A colour resolved in a dark environment, drawn as a colour and as a style.
                var environment = EnvironmentValues()
                environment.colorScheme = .dark
                let resolved = color().opacity(amount()).resolve(in: environment)
                return AnyView(v.background(Color(resolved)).overlay(Circle().fill(resolved)))
            }
            return AnyView(v.overlay(Rectangle().fill(HierarchicalShapeStyle.quinary)).foregroundStyle(color()))
        case 2:
            let style = LinearGradient(colors: [color(), color()], startPoint: unitPoint(), endPoint: unitPoint())
            return AnyView(v.overlay(ProgressView(value: amount())).overlay(Rectangle().fill(.tint)).tint(rng.chance(80) ? style : nil))
        case 3:
            let (dx, dy, s, a, r, o) = (length(), length(), length(), amount(), length(), amount())
            return AnyView(v.visualEffect { content, proxy in
                content
                    .offset(x: dx + proxy.frame(in: .global).minY / 10, y: dy)
                    .scaleEffect(s / 50, anchor: .center)
                    .rotationEffect(.degrees(a * 90))
                    .rotation3DEffect(.degrees(a * 60), axis: (x: a, y: 1, z: 0), anchorZ: dx, perspective: o)
                    .opacity(o)
                    .blur(radius: r)
                    .brightness(a).contrast(a).saturation(a).grayscale(a).hueRotation(.degrees(a))
                    .colorMultiply(.red)
            })
        case 4:
            return AnyView(v.overlay(optionsCanvas()))
        default:
            // The background style set around views that draw with it (or with itself).
            let style: AnyShapeStyle = rng.chance(20) ? AnyShapeStyle(.background) : AnyShapeStyle(color().opacity(amount()))
            return AnyView(v.background(in: Capsule()).overlay(Rectangle().fill(.background).frame(width: length())).backgroundStyle(style))
        }
    }

    /// A canvas with repeating, mirrored and linear-light shadings and a shadow filter.
    mutating func optionsCanvas() -> AnyView {
        let a = length(), b = length(), r = length()
        let options = rng.pick([GraphicsContext.GradientOptions(), .repeat, .mirror, .linearColor, [.repeat, .linearColor]])
        return AnyView(Canvas { context, size in
            context.addFilter(.shadow(color: .black, radius: r, x: a, y: b))
            let gradient = Gradient(colors: [.red, .blue])
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(gradient, startPoint: CGPoint(x: a, y: b), endPoint: CGPoint(x: r, y: a), options: options))
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)),
                         with: .radialGradient(gradient, center: CGPoint(x: a, y: b), startRadius: r, endRadius: a, options: options))
        })
    }
}
