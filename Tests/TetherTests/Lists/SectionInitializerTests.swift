import Foundation
import Testing
@testable import Tether

/// `Section`'s initializers that take the header and footer as views (`init(header:footer:content:)`,
/// `init(footer:content:)`, deprecated since iOS 17 and common in real code) build the same
/// section as the view-builder forms.
@MainActor
@Suite struct SectionInitializerTests {
    private func frames<V: View>(_ view: V) -> [CGRect?] {
        let h = host(view, width: 390, height: 600)
        return ["header", "row", "footer"].map { h.frame(of: $0) }
    }

    @Test func headerAndFooterGivenAsViewsLayOutAsTheBuilderFormDoes() {
        let given = frames(Form {
            Section(header: Text("Account").testID("header"), footer: Text("Shown to friends").testID("footer")) {
                Text("Name").testID("row")
            }
        })
        let built = frames(Form {
            Section {
                Text("Name").testID("row")
            } header: {
                Text("Account").testID("header")
            } footer: {
                Text("Shown to friends").testID("footer")
            }
        })
        #expect(given.allSatisfy { $0 != nil })
        #expect(given == built)
    }

    @Test func aFooterAloneLaysOutAsTheBuilderFormDoes() {
        let given = frames(Form {
            Section(footer: Text("Shown to friends").testID("footer")) { Text("Name").testID("row") }
        })
        let built = frames(Form {
            Section { Text("Name").testID("row") } footer: { Text("Shown to friends").testID("footer") }
        })
        #expect(given[1] != nil && given[2] != nil)
        #expect(given == built)
    }
}
