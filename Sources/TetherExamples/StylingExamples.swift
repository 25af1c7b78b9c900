import Foundation
import Tether

extension Examples {
    static let stylingExamples: [Example] = [
        Example("color-effects", height: 200, caption: "grayscale, saturation, brightness, contrast, hueRotation, colorMultiply, colorInvert, luminanceToAlpha") {
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
    ]
}
