import Foundation
import Tether

extension Examples {
    static let stylingExtrasExamples: [Example] = [
        Example("custom-shape-styles", height: 230, caption: "Shape styles of the app's own (ShapeStyle.resolve(in:)): one style, resolved where it is drawn — ink on paper in light mode, paper on ink in dark mode, a warmer tint under an environment value; iOS 17 shape views: fills stroked again, and a shape drawn at a fixed size inside a larger frame") {
            VStack(spacing: 16) {
                HStack(spacing: 12) {
                    InkCard(label: "Light")
                    InkCard(label: "Dark").environment(\.colorScheme, .dark)
                    InkCard(label: "Warm").environment(\.inkIsWarm, true)
                }
                HStack(spacing: 16) {
                    Circle().fill(.yellow).stroke(.orange, lineWidth: 4).frame(width: 56, height: 56)
                    RoundedRectangle(cornerRadius: 12).fill(.mint.opacity(0.3)).stroke(.mint, lineWidth: 2).frame(width: 80, height: 56)
                    Capsule().stroke(.blue, lineWidth: 2).stroke(.blue.opacity(0.25), lineWidth: 10).frame(width: 80, height: 40)
                    Rectangle().size(width: 28, height: 28).fill(.purple).frame(width: 56, height: 56).border(.quaternary)
                }
            }
            .padding()
        },
        Example("color-gradients", height: 250, caption: "Color.gradient (AnyGradient) on shapes and backgrounds, .linearGradient with an AnyGradient, the hierarchical levels primary … quinary") {
            VStack(spacing: 14) {
                HStack(spacing: 10) {
                    ForEach([Color.red, .orange, .green, .blue, .purple], id: \.self) { color in
                        RoundedRectangle(cornerRadius: 12).fill(color.gradient).frame(width: 60, height: 60)
                    }
                }
                HStack(spacing: 12) {
                    Text("Capsule").font(.headline).foregroundStyle(.white)
                        .padding(.horizontal, 16).padding(.vertical, 10)
                        .background(Color.blue.gradient, in: Capsule())
                    Circle().fill(.linearGradient(Color.pink.gradient, startPoint: .leading, endPoint: .trailing)).frame(width: 44, height: 44)
                    Rectangle().fill(.conicGradient(AnyGradient(Gradient(colors: [.yellow, .red, .yellow])), center: .center))
                        .frame(width: 44, height: 44)
                }
                HStack(spacing: 8) {
                    ForEach(Array([HierarchicalShapeStyle.primary, .secondary, .tertiary, .quaternary, .quinary].enumerated()), id: \.offset) { item in
                        VStack(spacing: 4) {
                            RoundedRectangle(cornerRadius: 6).fill(item.element).frame(width: 56, height: 30)
                            Text(["primary", "secondary", "tertiary", "quaternary", "quinary"][item.offset]).font(.caption2).foregroundStyle(item.element)
                        }
                    }
                }
            }
            .padding()
        },
        Example("visual-effects", height: 300, caption: "visualEffect(_:): rows offset, scaled, faded, blurred and hue-rotated by their global position, without changing layout") {
            VStack(spacing: 6) {
                ForEach(0..<6, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(Color.indigo.gradient)
                        .frame(height: 36)
                        .overlay(Text("Row \(index + 1)").font(.headline).foregroundStyle(.white))
                        .visualEffect { content, proxy in
                            let y = proxy.frame(in: .global).minY
                            return content
                                .hueRotation(.degrees(Double(y) / 2))
                                .scaleEffect(1 - y / 1000)
                                .offset(x: y / 6)
                                .opacity(1 - Double(y) / 500)
                                .blur(radius: max(0, (y - 180) / 25))
                        }
                }
            }
            .padding()
        },
        Example("canvas-gradient-options", height: 250, caption: "Canvas shadings with GradientOptions (.repeat, .mirror, .linearColor) and addFilter(.shadow)") {
            Canvas { context, size in
                let gradient = Gradient(colors: [.orange, .purple])
                let rows: [(String, GraphicsContext.GradientOptions)] = [("pad", []), ("repeat", .repeat), ("mirror", .mirror)]
                for (index, row) in rows.enumerated() {
                    let y = 12 + CGFloat(index) * 40
                    context.fill(Path(roundedRect: CGRect(x: 90, y: y, width: 270, height: 30), cornerRadius: 6),
                                 with: .linearGradient(gradient, startPoint: CGPoint(x: 90, y: 0), endPoint: CGPoint(x: 150, y: 0), options: row.1))
                    context.draw(Text(row.0).font(.callout), at: CGPoint(x: 16, y: y + 15), anchor: .leading)
                }
                let bw = Gradient(colors: [.black, .white])
                context.fill(Path(CGRect(x: 90, y: 132, width: 270, height: 14)), with: .linearGradient(bw, startPoint: CGPoint(x: 90, y: 0), endPoint: CGPoint(x: 360, y: 0)))
                context.fill(Path(CGRect(x: 90, y: 146, width: 270, height: 14)),
                             with: .linearGradient(bw, startPoint: CGPoint(x: 90, y: 0), endPoint: CGPoint(x: 360, y: 0), options: .linearColor))
                context.draw(Text("sRGB\nlinear").font(.caption), at: CGPoint(x: 16, y: 146), anchor: .leading)
                var shadowed = context
                shadowed.addFilter(.shadow(color: .black.opacity(0.4), radius: 6, x: 4, y: 4))
                shadowed.fill(Path(ellipseIn: CGRect(x: 100, y: 180, width: 50, height: 50)), with: .color(.teal))
                shadowed.fill(Path(roundedRect: CGRect(x: 180, y: 185, width: 90, height: 40), cornerRadius: 8),
                              with: .radialGradient(gradient, center: CGPoint(x: 225, y: 205), startRadius: 0, endRadius: 12, options: .mirror))
                context.draw(Text("shadow").font(.callout), at: CGPoint(x: 16, y: 205), anchor: .leading)
            }
            .frame(width: 390, height: 250)
        },
        Example("canvas-metaballs", height: 160, caption: "Canvas metaballs: addFilter(.alphaThreshold(min:color:)) before .blur(radius:), so the blurred circles melt where they come close") {
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .indigo))
                context.addFilter(.blur(radius: 16))
                context.drawLayer { layer in
                    let circles: [(CGFloat, CGFloat, CGFloat)] = [(60, 80, 40), (128, 70, 30), (200, 90, 44), (262, 60, 22), (300, 104, 26), (350, 80, 18)]
                    for (x, y, r) in circles {
                        layer.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), with: .color(.black))
                    }
                }
            }
            .frame(width: 390, height: 160)
        },
        Example("canvas-symbols", height: 160, caption: "Canvas symbols: tagged views resolved with resolveSymbol(id:) and stamped with draw(_:at:anchor:); a conic shading") {
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(x: 14, y: 14, width: 130, height: 130)),
                             with: .conicGradient(Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: CGPoint(x: 79, y: 79)))
                guard let star = context.resolveSymbol(id: "star"), let badge = context.resolveSymbol(id: "badge") else { return }
                for index in 0..<8 {
                    let angle = Double(index) / 8 * 2 * .pi
                    context.draw(star, at: CGPoint(x: 260 + 55 * cos(angle), y: 80 + 55 * sin(angle)))
                }
                context.draw(badge, at: CGPoint(x: 260, y: 80))
            } symbols: {
                Image(systemName: "star.fill").foregroundStyle(.orange).tag("star")
                Text("Symbols").font(.headline).padding(8).background(Color.blue.gradient, in: Capsule()).foregroundStyle(.white).tag("badge")
            }
            .frame(width: 390, height: 160)
        },
        Example("gradient-tint", height: 230, caption: "tint(_:) with a gradient: progress bar, slider, switch and bordered buttons fill with the style") {
            let tint = LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
            VStack(spacing: 18) {
                ProgressView(value: 0.7)
                Slider(value: .constant(0.6))
                Toggle("Gradient switch", isOn: .constant(true))
                HStack(spacing: 12) {
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                    Button("Bordered") {}.buttonStyle(.bordered)
                    Button("Plain tint") {}
                }
            }
            .tint(tint)
            .padding()
        },
    ]
}

/// A style of the app's own: ink in light mode, paper in dark mode, orange when warm.
private struct InkStyle: ShapeStyle, Hashable {
    func resolve(in environment: EnvironmentValues) -> Color {
        if environment.inkIsWarm { return .orange }
        return environment.colorScheme == .dark ? Color(white: 0.95) : Color(white: 0.1)
    }
}

/// A card filled with the background, its label and border drawn in `InkStyle`.
private struct InkCard: View {
    let label: String
    var body: some View {
        Text(label).font(.headline).foregroundStyle(InkStyle())
            .frame(width: 96, height: 64)
            .background(.background, in: RoundedRectangle(cornerRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 12).stroke(InkStyle(), lineWidth: 2))
    }
}

private struct InkIsWarmKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    fileprivate var inkIsWarm: Bool {
        get { self[InkIsWarmKey.self] }
        set { self[InkIsWarmKey.self] = newValue }
    }
}
