import SwiftUI

struct SightingRow: View {
    let sighting: Sighting

    var body: some View {
        HStack(spacing: 12) {
            Image(.trail)
                .resizable()
                .frame(width: 48, height: 32)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading) {
                Text(sighting.species)
                    .font(.headline)
                Text(sighting.place)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(sighting.count)")
                .font(.body.monospacedDigit())
                .padding(.horizontal, 8)
                .background(Capsule().fill(Color(uiColor: .systemGray5)))
        }
        .accessibilityIdentifier("row-\(sighting.id)")
    }
}
