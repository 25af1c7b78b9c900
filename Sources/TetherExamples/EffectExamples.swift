import Foundation
import Tether

private struct CornerKey: PreferenceKey {
    static let defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

extension Examples {
    static let effectExamples: [Example] = [
        Example("geometry-effects", height: 220, caption: "offset, scaleEffect, rotationEffect, opacity, clipShape and cornerRadius") {
            HStack(spacing: 24) {
                Color.blue.frame(width: 50, height: 50).offset(x: 10, y: 10)
                Color.orange.frame(width: 50, height: 50).scaleEffect(0.6)
                Color.green.frame(width: 50, height: 50).rotationEffect(.degrees(30))
                Color.purple.frame(width: 50, height: 50).opacity(0.4)
                Color.red.frame(width: 50, height: 50).clipShape(Circle())
            }
            .padding()
        },
        Example("rotated-anchors", height: 300, caption: "Bounds anchors under rotation and scale: the outline is the bounding box of the turned view") {
            HStack(spacing: 40) {
                Color.blue.frame(width: 80, height: 40)
                    .anchorPreference(key: CornerKey.self, value: .bounds) { [$0] }
                    .rotationEffect(.degrees(45))
                Color.orange.frame(width: 60, height: 40)
                    .anchorPreference(key: CornerKey.self, value: .bounds) { [$0] }
                    .scaleEffect(1.5)
                    .rotationEffect(.degrees(90))
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlayPreferenceValue(CornerKey.self) { anchors in
                GeometryReader { proxy in
                    ForEach(0..<anchors.count, id: \.self) { i in
                        let rect = proxy[anchors[i]]
                        Rectangle().stroke(Color.red, lineWidth: 1.5)
                            .frame(width: rect.width, height: rect.height)
                            .offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
        },
        Example("shadows", height: 200, caption: "shadow(color:radius:x:y:) under a card, a coloured circle and text") {
            HStack(spacing: 28) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Card").font(.headline)
                    Text("Raised").font(.subheadline).foregroundStyle(.secondary)
                }
                .padding()
                .frame(width: 120, height: 90, alignment: .topLeading)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white).shadow(radius: 8, y: 4))
                Circle().fill(Color.blue).frame(width: 70, height: 70)
                    .shadow(color: .blue.opacity(0.5), radius: 12, y: 6)
                Text("Hi").font(.largeTitle.bold()).foregroundStyle(.orange)
                    .shadow(color: .black.opacity(0.4), radius: 2, x: 2, y: 2)
            }
            .padding()
        },
    ]
}
