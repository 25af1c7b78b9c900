import Foundation

extension ViewHost where Content == AnyView {
    /// Tether's own: a host showing the content of `app`'s first `WindowGroup`, as `App.main()`
    /// renders it; nil when the app has no window group.
    public convenience init?<A: App>(app: A, size: CGSize) {
        guard let window = SceneTree.windows(of: app.body).first else { return nil }
        self.init(window.content, size: size)
    }
}
