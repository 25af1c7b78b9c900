import SwiftUI

@main
struct FieldNotesApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var journal = Journal()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(journal)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { journal.save() }
        }
    }
}
