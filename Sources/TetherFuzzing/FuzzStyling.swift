import Foundation
import Tether

/// Styling in fuzzed trees: pixel effects, blend modes, masks, materials, shape styles,
/// derived shapes and canvases, with hostile radii, amounts, trims and transforms.
extension FuzzTreeBuilder {
    /// An amount for an effect: ordinary ones, or hostile numbers when the case is hostile.
    mutating func amount() -> Double {
        isHostile ? Double(rng.pick(FuzzValues.hostileLengths)) : rng.pick([0, 0.25, 0.5, 1, 2, -0.5])
    }

    /// One styling modifier over `v`.
    mutating func styled(_ v: AnyView) -> AnyView {
        switch rng.int(0...14) {
        case 13: return AnyView(v.clipShape(.rect(cornerRadius: length())).contentShape(.capsule))
        case 14: return AnyView(FuzzLibraryShelf(content: v, library: rng.chance(70) ? FuzzLibrary() : nil))
        case 12: return styledExtras(v)
        case 0: return AnyView(v.blur(radius: length(), opaque: rng.chance(30)))
        case 1: return AnyView(v.brightness(amount()).contrast(amount()))
        case 2: return AnyView(v.saturation(amount()).grayscale(amount()))
        case 3: return AnyView(v.hueRotation(.degrees(amount() * 90)).colorMultiply(color()))
        case 4: return AnyView(rng.chance(50) ? AnyView(v.colorInvert()) : AnyView(v.luminanceToAlpha()))
        case 5: return AnyView(v.blendMode(rng.pick(BlendMode.allCases)))
        case 6: return AnyView(v.mask(alignment: alignment()) { styledShape() })
        case 7: return AnyView(rng.chance(50) ? AnyView(v.compositingGroup()) : AnyView(v.drawingGroup()))
        case 8: return AnyView(v.clipShape(Circle().inset(by: length()), style: FillStyle(eoFill: rng.chance(50))).clipped(antialiased: rng.chance(50)))
        case 9: return AnyView(v.background(rng.pick([Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]),
                                            in: RoundedRectangle(cornerRadius: length())))
        case 10: return AnyView(v.overlay(styledShape()).foregroundStyle(color(), color(), color()))
        default: return AnyView(v.overlay(canvas()))
        }
    }

    /// A shape derived from a shape and filled with a modified shape style.
    mutating func styledShape() -> AnyView {
        let from = isHostile ? length() : rng.pick([0, 0.25, 0.5]), to = isHostile ? length() : rng.pick([0.5, 0.75, 1])
        let fill: AnyShapeStyle
        switch rng.int(0...6) {
        case 5: fill = AnyShapeStyle(AngularGradient(colors: [color(), color()], center: unitPoint(), startAngle: .degrees(amount() * 90), endAngle: .degrees(Double(length()))))
        case 6: fill = AnyShapeStyle(EllipticalGradient(colors: [color(), color()], center: unitPoint(), startRadiusFraction: length(), endRadiusFraction: length()))
        case 4:
            if let png = FuzzImages.smallPNG, let image = try? Image(pngFileAt: png) {
                fill = AnyShapeStyle(ImagePaint(image: image, sourceRect: CGRect(x: 0, y: 0, width: amount(), height: 0.5), scale: length()))
            } else {
                fill = AnyShapeStyle(Color.gray)
            }
        case 0: fill = AnyShapeStyle(color().opacity(amount()))
        case 1: fill = AnyShapeStyle(color().shadow(rng.chance(50) ? .drop(radius: length(), x: length(), y: length()) : .inner(radius: length())))
        case 2: fill = AnyShapeStyle(HierarchicalShapeStyle.secondary.blendMode(rng.pick(BlendMode.allCases)))
        default: fill = AnyShapeStyle(color().mix(with: color(), by: amount()))
        }
        switch rng.int(0...4) {
        case 0: return AnyView(Circle().trim(from: from, to: to).stroke(fill, lineWidth: length()))
        case 1: return AnyView(Rectangle().rotation(.degrees(amount() * 45), anchor: unitPoint()).fill(fill))
        case 2: return AnyView(Capsule().scale(x: length(), y: 1, anchor: unitPoint()).fill(fill))
        case 3: return AnyView(UnevenRoundedRectangle(topLeadingRadius: length(), bottomTrailingRadius: length()).fill(fill))
        default:
            let t = CGAffineTransform(a: 1, b: 0, c: isHostile ? length() : 0.3, d: 1, tx: length(), ty: 0)
            return AnyView(Ellipse().transform(t).fill(fill))
        }
    }

    /// A canvas drawing with a few hostile numbers.
    mutating func canvas() -> AnyView {
        let a = length(), b = length(), r = length(), opacity = amount()
        return AnyView(Canvas { context, size in
            context.opacity = opacity
            context.translateBy(x: a, y: b)
            context.rotate(by: .degrees(Double(r)))
            context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size)), options: r > 50 ? .inverse : [])
            context.addFilter(.blur(radius: r))
            context.fill(Path(roundedRect: CGRect(x: 0, y: 0, width: a, height: b), cornerRadius: r), with: .color(.blue))
            context.drawLayer { layer in
                layer.blendMode = .multiply
                layer.stroke(Path(ellipseIn: CGRect(x: a, y: b, width: r, height: r)), with: .foreground, lineWidth: r)
                layer.draw(Text("Fuzz"), at: CGPoint(x: a, y: b))
            }
        })
    }
}

/// An `@Observable` model fuzzed views find in the environment, or miss.
@Observable final class FuzzLibrary {
    var count = 3
}

/// A fuzzed view under a reader of `FuzzLibrary` from the environment (required and optional),
/// provided or not: a missing object is a diagnostic, never a crash.
struct FuzzLibraryShelf: View {
    let content: AnyView
    let library: FuzzLibrary?
    var body: some View {
        VStack {
            content
            FuzzLibraryReader()
            FuzzOptionalLibraryReader()
        }
        .environment(library)
    }
}

private struct FuzzLibraryReader: View {
    @Environment(FuzzLibrary.self) private var library
    var body: some View { Text("\(library.count)") }
}

private struct FuzzOptionalLibraryReader: View {
    @Environment(FuzzLibrary.self) private var library: FuzzLibrary?
    var body: some View { Text(library.map { "\($0.count)" } ?? "none") }
}
