import Foundation
import Tether

/// A message row written once for left to right: an avatar, leading-aligned texts, a
/// trailing time and a chevron, an indented progress bar filled from its leading edge.
private struct DirectionalRow: View {
    let title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            HStack(spacing: 12) {
                Circle().fill(Color.blue).frame(width: 40, height: 40)
                    .overlay(alignment: .bottomTrailing) { Circle().fill(Color.green).frame(width: 12, height: 12) }
                VStack(alignment: .leading, spacing: 2) {
                    Text("Nadia").font(.headline)
                    Text("See you at the station\nat eight").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("9:41").font(.caption).foregroundStyle(.secondary)
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                    .flipsForRightToLeftLayoutDirection(true)
            }
            Capsule().fill(Color(white: 0.9)).frame(height: 8)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in Capsule().fill(Color.orange).frame(width: proxy.size.width * 0.6) }
                }
                .padding(.leading, 52)
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.97)))
    }
}

/// Hebrew and Arabic among Latin words and digits, and a wrapped Arabic paragraph, under a
/// caption naming the layout direction.
private struct MixedDirectionText: View {
    let title: String
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text("Say שלום to everyone")
            Text("שלום world, עולם!")
            Text("مرحبا بالعالم").font(.title3.bold())
            Text("العدد 2024 في (القاهرة)")
            Text("Version ١٢٣ من Tether")
            Text("قرأت كتاب Swift Programming مع أصدقائي في المكتبة صباح يوم 15 مارس")
                .font(.subheadline).foregroundStyle(.secondary)
                .frame(maxWidth: 240, alignment: .leading)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.97)))
    }
}

let layoutDirectionExamples: [Example] = [
    Example("right-to-left", height: 330, caption: "The same row left to right and in environment(\\.layoutDirection, .rightToLeft): the stack, leading alignments, the overlay badge, the indentation and the progress bar mirror; the chevron flips with flipsForRightToLeftLayoutDirection(true); text glyphs do not") {
        VStack(spacing: 16) {
            DirectionalRow(title: "Left to right")
            DirectionalRow(title: "Right to left")
                .environment(\.layoutDirection, .rightToLeft)
        }
        .padding()
    },
    Example("bidirectional-text", height: 500, caption: "Hebrew and Arabic among Latin words and digits, left to right and in environment(\\.layoutDirection, .rightToLeft): each paragraph takes the direction of its first strong letter (Unicode Bidirectional Algorithm), Arabic letters join, digits and Latin words read left to right, brackets mirror; alignment follows the layout direction") {
        VStack(spacing: 16) {
            MixedDirectionText(title: "Left to right")
            MixedDirectionText(title: "Right to left")
                .environment(\.layoutDirection, .rightToLeft)
        }
        .padding()
    },
]
