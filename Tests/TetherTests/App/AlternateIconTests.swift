import Foundation
import Testing
@testable import Tether

/// `UIApplication`'s alternate icons: a headless app whose Info.plist lists none supports none,
/// so asking for one fails and the primary icon stays; asking for the primary icon succeeds.
@MainActor
@Suite struct AlternateIconTests {
    @Test func withNoAlternateIconsListedAskingForOneFailsAndThePrimaryStays() async throws {
        let app = UIApplication.shared
        #expect(!app.supportsAlternateIcons)
        let result = Recorder<(any Error)?>()
        app.setAlternateIconName("Dark") { result.record($0) }
        #expect(result.count == 1 && result.value.flatMap { $0 } != nil)
        #expect(app.alternateIconName == nil)
        await #expect(throws: CocoaError.self) { try await app.setAlternateIconName("Dark") }
        // The primary icon is always there.
        app.setAlternateIconName(nil) { result.record($0) }
        #expect(result.count == 2 && result.value.flatMap { $0 } == nil)
        try await app.setAlternateIconName(nil)
    }

    @Test func orientationMasksAndTheirDefaults() {
        // allButUpsideDown is portrait and both landscapes, as UIKit defines it.
        #expect(UIInterfaceOrientationMask.allButUpsideDown == [.portrait, .landscape])
        #expect(UIInterfaceOrientationMask.all.contains(.portraitUpsideDown))
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.portrait.isLandscape)
        final class Delegate: UIApplicationDelegate {}
        #expect(Delegate().application(.shared, supportedInterfaceOrientationsFor: nil) == .allButUpsideDown)
        final class Locked: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let locked = Locked()
        #expect(locked.supportedInterfaceOrientations == .portrait && locked.preferredStatusBarStyle == .lightContent)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }
}
