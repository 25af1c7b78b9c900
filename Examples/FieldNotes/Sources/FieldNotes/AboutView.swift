import SwiftUI

struct AboutView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("about.body")
            Text("about.version \(1)")
                .font(.footnote)
                .foregroundStyle(Color(.tertiaryLabel))
        }
        .padding()
        .navigationTitle("about")
    }
}
