import Foundation
import StoreKit
import Testing
@testable import Tether

/// Asking for the App Store's rating prompt (`import StoreKit`): App Store policy decides
/// whether it shows, so a request changes nothing an app can see; each one is recorded.
@MainActor
@Suite struct RequestReviewTests {
    struct Rater: View {
        @Environment(\.requestReview) private var requestReview
        var body: some View {
            VStack {
                Button("Rate") { requestReview() }.testID("action")
                Button("Scene") {
                    if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { AppStore.requestReview(in: scene) }
                }.testID("appStore")
                Button("Legacy") { SKStoreReviewController.requestReview() }.testID("legacy")
            }
        }
    }

    @Test func eachWayOfAskingIsRecordedInOrderAndTheViewsStayAsTheyWere() throws {
        let h = host(Rater())
        let before = UIApplication.shared.reviewRequests.count
        let layout = h.layoutDump()
        try h.tap("action")
        try h.tap("appStore")
        try h.tap("legacy")
        SKStoreReviewController.requestReview(in: UIWindowScene.shared)
        #expect(Array(UIApplication.shared.reviewRequests.dropFirst(before))
                == [.requestReviewAction, .appStore, .storeReviewController, .storeReviewController])
        #expect(h.layoutDump() == layout)
    }
}
