import SwiftUI

struct WalkBanner: View {
    let walk: Walk

    var body: some View {
        HStack {
            Image(systemName: "figure.walk")
            Text("\(walk.steps) steps")
                .accessibilityIdentifier("steps")
        }
        .font(.footnote)
        .foregroundStyle(Color(.secondaryLabel))
    }
}
