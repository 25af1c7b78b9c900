import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var journal: Journal
    @State private var walk = Walk()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Image("Hero")
                    .resizable()
                    .frame(height: 150)
                    .accessibilityIdentifier("hero")
                Text("greeting")
                    .font(.title)
                    .foregroundStyle(Color(.moss))
                    .accessibilityIdentifier("greeting")
                Text("sightings \(journal.sightings.count)")
                    .font(.subheadline)
                    .foregroundStyle(Color(.secondaryLabel))
                ForEach(journal.sightings) { sighting in
                    NavigationLink(value: sighting) {
                        SightingRow(sighting: sighting)
                    }
                }
                Spacer()
                WalkBanner(walk: walk)
                NavigationLink("about") {
                    AboutView()
                }
            }
            .padding()
            .background(Color("Sand"))
            .navigationDestination(for: Sighting.self) { sighting in
                SightingDetailView(sighting: sighting)
            }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(Journal())
}
