import Foundation
import Tether

extension Examples {
    static let motionExamples: [Example] = [
        Example("rotation-3d", height: 220, caption: "rotation3DEffect: 50° about y without and with perspective, 45° about x, and about z") {
            HStack(spacing: 20) {
                card("Flat", .blue).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0), perspective: 0)
                card("Y", .orange).rotation3DEffect(.degrees(50), axis: (x: 0, y: 1, z: 0))
                card("X", .green).rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0))
                card("Z", .purple).rotation3DEffect(.degrees(20), axis: (x: 0, y: 0, z: 1))
            }
            .padding()
        },
        Example("projection-effect", height: 220, caption: "projectionEffect: a shear for an isometric look, and CATransform3D turns with m34 perspective") {
            HStack(spacing: 24) {
                card("Shear", .teal).projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: -20, ty: 0)))
                card("3D", .indigo).projectionEffect(ProjectionTransform(perspectiveTurn(degrees: 40, x: 0, y: 1, size: CGSize(width: 70, height: 100))))
                card("Tilt", .pink).projectionEffect(ProjectionTransform(perspectiveTurn(degrees: 35, x: 1, y: 0, size: CGSize(width: 70, height: 100))))
            }
            .padding()
        },
        Example("scroll-transition", height: 300, caption: "scrollTransition: rows fade and shrink as they leave the scroll view (interactive), scrolled 90 points",
                interaction: { host in try host.scroll("rows", by: CGSize(width: 0, height: 90)) }) {
            ScrollView {
                VStack(spacing: 10) {
                    ForEach(0..<12, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(hue: Double(i) / 12, saturation: 0.6, brightness: 0.9))
                            .frame(height: 60)
                            .overlay(Text("Row \(i)").font(.headline))
                            .scrollTransition { effect, phase in
                                effect.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                    }
                }
                .padding(.horizontal)
            }
            .accessibilityIdentifier("rows")
        },
        Example("visual-effect-3d", height: 420,
                caption: "VisualEffect.rotation3DEffect: covers turned by their global minX / 8 in visualEffect (scrolled 100 points), and cards turned at the edges by scrollTransition; layout unchanged",
                interaction: { host in try host.scroll("covers", by: CGSize(width: 100, height: 0)) }) {
            VStack(alignment: .leading, spacing: 24) {
                ScrollView(.horizontal) {
                    HStack(spacing: 16) {
                        ForEach(0..<8, id: \.self) { i in
                            cover(i)
                                .visualEffect { content, proxy in
                                    content.rotation3DEffect(.degrees(-proxy.frame(in: .global).minX) / 8, axis: (x: 0, y: 1, z: 0))
                                }
                        }
                    }
                    .padding(.horizontal)
                }
                .accessibilityIdentifier("covers")
                ScrollView(.horizontal) {
                    HStack(spacing: 12) {
                        ForEach(0..<8, id: \.self) { i in
                            cover(i + 4, width: 100, height: 130)
                                .scrollTransition { content, phase in
                                    content.rotation3DEffect(.degrees(phase.value * -60), axis: (x: 0, y: 1, z: 0))
                                        .opacity(phase.isIdentity ? 1 : 0.5)
                                }
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .padding(.vertical)
        },
        Example("liquid-glass", height: 260, caption: "iOS 26 glass: glassEffect (regular, clear, tinted) over a picture, and the .glass / .glassProminent button styles") {
            ZStack {
                LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(spacing: 18) {
                    HStack(spacing: 14) {
                        Label("Regular", systemImage: "sun.max.fill").padding(.horizontal, 16).padding(.vertical, 10).glassEffect()
                        Label("Clear", systemImage: "drop.fill").padding(.horizontal, 16).padding(.vertical, 10).glassEffect(.clear)
                    }
                    Text("Tinted").padding(.horizontal, 16).padding(.vertical, 10).glassEffect(.regular.tint(.blue.opacity(0.5)))
                    Image(systemName: "heart.fill").font(.title2).frame(width: 56, height: 56).glassEffect(.regular, in: Circle())
                    HStack(spacing: 14) {
                        Button("Glass") {}.buttonStyle(.glass)
                        Button("Prominent") {}.buttonStyle(.glassProminent)
                    }
                }
            }
        },
    ]

    private static func cover(_ i: Int, width: CGFloat = 120, height: CGFloat = 160) -> some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color(hue: Double(i % 8) / 8, saturation: 0.65, brightness: 0.9))
            .frame(width: width, height: height)
            .overlay(Text("\(i + 1)").font(.largeTitle.bold()).foregroundStyle(.white))
    }

    /// A turn about the view's centre, seen with Core Animation's m34 perspective (eye 300
    /// points away).
    private static func perspectiveTurn(degrees: CGFloat, x: CGFloat, y: CGFloat, size: CGSize) -> CATransform3D {
        var t = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 300
        t = CATransform3DConcat(t, CATransform3DMakeRotation(degrees * .pi / 180, x, y, 0))
        t = CATransform3DConcat(t, eye)
        return CATransform3DConcat(t, CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0))
    }

    private static func card(_ title: String, _ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 10).fill(color).frame(width: 70, height: 100)
            .overlay(Text(title).font(.title2.bold()).foregroundStyle(.white))
    }
}
