import SwiftUI

struct AboutView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("about.body")
            Link("about.link", destination: URL(string: "https://example.org/field-notes")!)
            Text("about.version \(1)")
                .font(.footnote)
                .foregroundStyle(Color(.tertiaryLabel))
        }
        .padding()
        .navigationTitle("about")
    }
}
