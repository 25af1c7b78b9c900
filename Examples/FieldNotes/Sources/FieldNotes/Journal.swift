import Foundation

/// A sighting noted on a walk.
struct Sighting: Identifiable, Hashable {
    let id: Int
    let species: String
    let count: Int
    let place: String
}

/// The notes of today's walk.
final class Journal: ObservableObject {
    @Published var sightings: [Sighting] = [
        Sighting(id: 1, species: "Red kite", count: 2, place: "Ridge path"),
        Sighting(id: 2, species: "Fieldfare", count: 12, place: "Orchard"),
        Sighting(id: 3, species: "Roe deer", count: 1, place: "Beech wood"),
    ]
    @Published private(set) var lastSaved: Date?

    var totalCount: Int { sightings.reduce(0) { $0 + $1.count } }

    func save() { lastSaved = Date() }
}
