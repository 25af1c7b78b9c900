import Foundation
import Tether

/// A phone screen full of frosted cards over colourful content, every other card's icon
/// blurred: the cost of materials (backdrop blur) and blur effects when rasterised.
struct MaterialScreen: View {
    let cards: Int

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 12) {
                ForEach(0..<cards, id: \.self) { i in
                    HStack(spacing: 12) {
                        Circle().fill(i.isMultiple(of: 2) ? Color.yellow : Color.green)
                            .frame(width: 36, height: 36)
                            .blur(radius: i.isMultiple(of: 2) ? 4 : 0)
                        Text("Card \(i)").font(.headline)
                        Spacer()
                    }
                    .padding(10)
                    .background(i.isMultiple(of: 3) ? Material.thin : .regular, in: RoundedRectangle(cornerRadius: 14))
                }
            }
            .padding()
        }
    }
}
