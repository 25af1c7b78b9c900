import Foundation
import Tether

extension Examples {
    static let stylingExamples: [Example] = [
        Example("color-effects", height: 200, caption: "grayscale, saturation, brightness, contrast, hueRotation, colorMultiply, colorInvert, luminanceToAlpha; an EllipticalGradient") {
            let swatch = LinearGradient(colors: [.red, .yellow, .green, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 12) {
                HStack(spacing: 10) {
                    swatch.frame(width: 80, height: 60)
                    swatch.frame(width: 80, height: 60).grayscale(1)
                    swatch.frame(width: 80, height: 60).saturation(0.4)
                    swatch.frame(width: 80, height: 60).brightness(0.3)
                }
                HStack(spacing: 10) {
                    swatch.frame(width: 80, height: 60).contrast(0.4)
                    swatch.frame(width: 80, height: 60).hueRotation(.degrees(120))
                    swatch.frame(width: 80, height: 60).colorMultiply(.purple)
                    swatch.frame(width: 80, height: 60).colorInvert()
                }
                HStack(spacing: 10) {
                    swatch.frame(width: 170, height: 30).luminanceToAlpha()
                        .background(Color.orange)
                    Text("Inverted").font(.headline).padding(6).background(Color.yellow).colorInvert()
                    EllipticalGradient(colors: [.yellow, .orange, .red]).frame(width: 70, height: 34)
                }
            }
            .padding()
        },
        Example("blur-and-blend", height: 190, caption: "blur(radius:) and opaque blur, blend modes over a photo-like gradient, a compositing group") {
            HStack(spacing: 18) {
                VStack(spacing: 10) {
                    Text("Blur").font(.title2.bold()).blur(radius: 2)
                    Circle().fill(Color.blue).frame(width: 60, height: 60).blur(radius: 8)
                }
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
                    .frame(width: 70, height: 120)
                    .overlay(Text("Opaque").font(.caption.bold()).foregroundStyle(.white))
                    .blur(radius: 6, opaque: true)
                ZStack {
                    LinearGradient(colors: [.yellow, .teal], startPoint: .leading, endPoint: .trailing)
                    VStack(spacing: 6) {
                        Circle().fill(Color.red).frame(width: 36, height: 36).blendMode(.multiply)
                        Circle().fill(Color.blue).frame(width: 36, height: 36).blendMode(.screen)
                        Circle().fill(Color.gray).frame(width: 36, height: 36).blendMode(.difference)
                    }
                }
                .frame(width: 80, height: 140)
                ZStack {
                    Color.indigo
                    Text("CUT").font(.largeTitle.bold()).blendMode(.destinationOut)
                }
                .frame(width: 80, height: 60)
                .compositingGroup()
            }
            .padding()
        },
        Example("masks-and-clips", height: 170, caption: "mask with text and a gradient, clipShape with an even-odd ring, clipped() and cornerRadius") {
            HStack(spacing: 16) {
                LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 110, height: 60)
                    .mask { Text("Mask").font(.largeTitle.bold()) }
                Color.blue.frame(width: 70, height: 70)
                    .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                Color.green.frame(width: 70, height: 70)
                    .clipShape(Path { p in
                        p.addEllipse(in: CGRect(x: 0, y: 0, width: 70, height: 70))
                        p.addEllipse(in: CGRect(x: 20, y: 20, width: 30, height: 30))
                    }, style: FillStyle(eoFill: true))
                VStack(spacing: 10) {
                    Color.orange.frame(width: 60, height: 60).cornerRadius(14)
                    Circle().fill(Color.red).frame(width: 90, height: 90).frame(width: 60, height: 40).clipped()
                }
            }
            .padding()
        },
        Example("materials", height: 260, caption: "ultraThin, thin, regular, thick and ultraThick materials and .bar over colourful content (approximated: blur σ 15 pt, saturation 1.8, white tints)") {
            ZStack {
                HStack(spacing: 0) {
                    Color.orange; Color.pink; Color.blue; Color.green
                }
                Circle().fill(Color.yellow).frame(width: 120, height: 120).offset(x: -60, y: 20)
                Text("Behind the glass").font(.largeTitle.bold()).foregroundStyle(.white).offset(y: -70)
                VStack(spacing: 10) {
                    HStack(spacing: 8) {
                        Text("Ultra thin").font(.caption).padding(10).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 10))
                        Text("Thin").font(.caption).padding(10).background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10))
                        Text("Regular").font(.caption).padding(10).background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10))
                    }
                    HStack(spacing: 8) {
                        Text("Thick").font(.caption).padding(10).background(.thickMaterial, in: Capsule())
                        Text("Ultra thick").font(.caption).padding(10).background(.ultraThickMaterial, in: Capsule())
                    }
                    Text("Bar").font(.headline).frame(maxWidth: .infinity).padding(.vertical, 12).background(.bar)
                }
                .offset(y: 30)
            }
        },
        Example("shape-modifiers", height: 170, caption: "trim (a ring from 3 o'clock, clockwise, stroked with an AngularGradient), rotation, scale, UnevenRoundedRectangle, addArc(tangent1End:) and even-odd fill") {
            HStack(spacing: 18) {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
                    Circle().trim(from: 0, to: 0.7).stroke(AngularGradient(colors: [.teal, .blue, .purple], center: .center, startAngle: .zero, endAngle: .degrees(252)), style: StrokeStyle(lineWidth: 10, lineCap: .round))
                }
                .frame(width: 70, height: 70)
                ZStack {
                    Rectangle().stroke(Color.gray, lineWidth: 1)
                    Rectangle().rotation(.degrees(30)).fill(Color.orange.opacity(0.7))
                    Rectangle().scale(0.5, anchor: .bottomTrailing).fill(Color.purple)
                }
                .frame(width: 60, height: 60)
                UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 12)
                    .fill(Color.teal).frame(width: 70, height: 70)
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 70))
                    p.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 70, y: 0), radius: 30)
                    p.addLine(to: CGPoint(x: 70, y: 0))
                    p.addRelativeArc(center: CGPoint(x: 70, y: 35), radius: 35, startAngle: .degrees(-90), delta: .degrees(180))
                }
                .stroke(Color.red, lineWidth: 3)
                .frame(width: 105, height: 70)
            }
            .padding()
        },
        Example("canvas-chart", height: 220, caption: "Canvas with GraphicsContext: a bar chart with gradient fills, a clipped line, labels drawn as text, a rotated layer at half opacity") {
            Canvas { context, size in
                let values: [CGFloat] = [0.35, 0.6, 0.45, 0.8, 0.55, 0.9]
                let chart = CGRect(x: 30, y: 16, width: size.width - 46, height: size.height - 50)
                let step = chart.width / CGFloat(values.count)
                // Axes.
                var axes = Path()
                axes.move(to: CGPoint(x: chart.minX, y: chart.minY))
                axes.addLine(to: CGPoint(x: chart.minX, y: chart.maxY))
                axes.addLine(to: CGPoint(x: chart.maxX, y: chart.maxY))
                context.stroke(axes, with: .color(.gray), lineWidth: 1)
                // Bars with a gradient, labels under them.
                for (i, v) in values.enumerated() {
                    let bar = CGRect(x: chart.minX + CGFloat(i) * step + 8, y: chart.maxY - v * chart.height, width: step - 16, height: v * chart.height)
                    context.fill(Path(roundedRect: bar, cornerRadius: 4),
                                 with: .linearGradient(Gradient(colors: [.teal, .blue]), startPoint: CGPoint(x: 0, y: bar.minY), endPoint: CGPoint(x: 0, y: bar.maxY)))
                    context.draw(Text("Q\(i + 1)").font(.caption), at: CGPoint(x: bar.midX, y: chart.maxY + 12))
                }
                // A trend line, clipped to the chart.
                var trend = Path()
                for (i, v) in values.enumerated() {
                    let p = CGPoint(x: chart.minX + (CGFloat(i) + 0.5) * step, y: chart.maxY - v * chart.height - 10)
                    if i == 0 { trend.move(to: p) } else { trend.addLine(to: p) }
                }
                var clipped = context
                clipped.clip(to: Path(chart))
                clipped.stroke(trend, with: .color(.orange), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                // A rotated caption in a layer at half opacity.
                var caption = context
                caption.opacity = 0.5
                caption.translateBy(x: 12, y: chart.midY)
                caption.rotate(by: .degrees(-90))
                caption.drawLayer { layer in
                    layer.draw(Text("Revenue").font(.caption.bold()), at: .zero)
                }
            }
            .padding()
        },
        Example("shape-style-modifiers", height: 170, caption: "ShapeStyle opacity, drop and inner shadows, blendMode, two-level foregroundStyle and Color.mix") {
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14).fill(Color.white.shadow(.drop(radius: 6, y: 3)))
                    .frame(width: 60, height: 60)
                RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.93).shadow(.inner(radius: 5, x: 2, y: 3)))
                    .frame(width: 60, height: 60)
                ZStack {
                    Circle().fill(Color.yellow).frame(width: 44, height: 44).offset(x: -10)
                    Circle().fill(Color.cyan.blendMode(.multiply)).frame(width: 44, height: 44).offset(x: 10)
                }
                VStack(alignment: .leading, spacing: 4) {
                    Text("Primary").foregroundStyle(.primary)
                    Text("Secondary").foregroundStyle(.secondary)
                    Rectangle().fill(.tint.opacity(0.4)).frame(width: 60, height: 8)
                }
                .foregroundStyle(.indigo, .orange)
                VStack(spacing: 0) {
                    ForEach(0..<5) { i in
                        Color.red.mix(with: .blue, by: Double(i) / 4).frame(width: 40, height: 12)
                    }
                }
            }
            .padding()
        },
    ]
}
