import Foundation

extension ViewHost {
    /// Tether's own: shakes the device. As on iOS, UIKit's motion events — `motionBegan(_:with:)`
    /// then `motionEnded(_:with:)` with `.motionShake` — go to the key window and up its
    /// responder chain (the application, then its delegate) until a responder that overrides
    /// them stops passing them on; then the host updates, so state a handler set shows.
    public func shake() {
        let event = UIEvent(motion: .motionShake)
        if let window = UIWindowScene.shared.keyWindow {
            window.motionBegan(.motionShake, with: event)
            window.motionEnded(.motionShake, with: event)
        }
        update()
    }
}
