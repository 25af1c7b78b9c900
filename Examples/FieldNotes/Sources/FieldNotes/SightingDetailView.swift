import SwiftUI

struct SightingDetailView: View {
    let sighting: Sighting

    var body: some View {
        VStack(spacing: 16) {
            Image("Trail")
                .resizable()
                .scaledToFit()
            Text(sighting.species)
                .font(.largeTitle)
            Text("seen \(sighting.count) at \(sighting.place)")
                .foregroundStyle(Color(.secondaryLabel))
        }
        .padding()
        .navigationTitle(sighting.species)
    }
}
