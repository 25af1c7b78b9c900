import Foundation
import Tether

/// A star, to show a custom `Shape` built from a `Path`.
struct Star: Shape {
    var points = 5
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        let inner = outer * 0.45
        return Path { path in
            for i in 0..<(points * 2) {
                let radius = i.isMultiple(of: 2) ? outer : inner
                let angle = Double(i) * .pi / Double(points) - .pi / 2
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
        }
    }
}

/// A path using every kind of element: lines, quadratic and cubic curves, an arc.
struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addQuadCurve(to: CGPoint(x: rect.width * 0.33, y: rect.midY), control: CGPoint(x: rect.width * 0.16, y: rect.minY))
            path.addCurve(to: CGPoint(x: rect.width * 0.66, y: rect.midY),
                          control1: CGPoint(x: rect.width * 0.45, y: rect.maxY), control2: CGPoint(x: rect.width * 0.55, y: rect.maxY))
            path.addArc(center: CGPoint(x: rect.width * 0.83, y: rect.midY), radius: min(rect.width * 0.17, rect.height / 2),
                        startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        }
    }
}

extension Examples {
    static let shapeExamples: [Example] = [
        Example("shapes", height: 220, caption: "Rectangle, RoundedRectangle, Capsule, Circle, Ellipse and a custom Star, filled") {
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    Rectangle().fill(Color.red)
                    RoundedRectangle(cornerRadius: 16).fill(Color.orange)
                    Capsule().fill(Color.yellow)
                }
                HStack(spacing: 16) {
                    Circle().fill(Color.green)
                    Ellipse().fill(Color.blue)
                    Star().fill(Color.purple)
                }
            }
            .padding()
        },
        Example("strokes", height: 260, caption: "Stroke styles: widths, caps, joins, dashes with phase, strokeBorder") {
            VStack(spacing: 14) {
                HStack(spacing: 14) {
                    Circle().stroke(Color.blue, lineWidth: 6)
                    Circle().strokeBorder(Color.blue, lineWidth: 6)
                    RoundedRectangle(cornerRadius: 12).stroke(Color.pink, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
                    Star().stroke(Color.indigo, style: StrokeStyle(lineWidth: 5, lineJoin: .round))
                }
                Wave().stroke(Color.teal, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                Wave().stroke(Color.mint, style: StrokeStyle(lineWidth: 3, lineCap: .butt, dash: [2, 6], dashPhase: 4))
            }
            .padding()
        },
        Example("colors", height: 150, caption: "iOS light-mode system colours, opacity, primary and secondary") {
            VStack(spacing: 8) {
                HStack(spacing: 4) {
                    ForEach([Color.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray], id: \.self) { color in
                        color.frame(height: 40)
                    }
                }
                HStack(spacing: 4) {
                    Color.blue.opacity(0.25)
                    Color.blue.opacity(0.5)
                    Color.blue.opacity(0.75)
                    Color(red: 0.2, green: 0.6, blue: 0.4)
                    Rectangle().foregroundStyle(.primary)
                    Rectangle().foregroundStyle(.secondary)
                }
                .frame(height: 40)
            }
            .padding()
        },
        Example("gradients", height: 200, caption: "LinearGradient and RadialGradient as views, fills, strokes and text styles") {
            VStack(spacing: 16) {
                HStack(spacing: 16) {
                    RoundedRectangle(cornerRadius: 16)
                        .fill(.linearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                    Circle()
                        .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 50))
                    Capsule()
                        .stroke(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing), lineWidth: 8)
                    LinearGradient(stops: [.init(color: .mint, location: 0), .init(color: .indigo, location: 0.3),
                                           .init(color: .clear, location: 1)], startPoint: .top, endPoint: .bottom)
                }
                .frame(height: 90)
                Text("Gradient text")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            }
            .padding()
        },
        Example("mesh-gradients", height: 220, caption: "MeshGradient: Apple's 3 × 3 example, a moved centre vertex with linear colours, a mesh filling a shape") {
            HStack(spacing: 16) {
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.5, 0.5], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [
                    .red, .purple, .indigo,
                    .orange, .white, .blue,
                    .yellow, .green, .mint,
                ])
                .clipShape(RoundedRectangle(cornerRadius: 16))
                MeshGradient(width: 3, height: 3, points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.8, 0.3], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ], colors: [
                    .blue, .blue, .blue,
                    .teal, .yellow, .teal,
                    .indigo, .indigo, .indigo,
                ], smoothsColors: false)
                .clipShape(RoundedRectangle(cornerRadius: 16))
                Circle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                           colors: [.pink, .orange, .purple, .yellow], colorSpace: .perceptual))
            }
            .frame(height: 180)
            .padding()
        },
    ]
}
