import Foundation

extension ViewHost where Content == AnyView {
    /// Tether's own: a host showing the content of `app`'s first `WindowGroup`, launched as
    /// `App.main()` launches it (app delegate, then the scenes' launch actions); nil when the
    /// app has no window group.
    public convenience init?<A: App>(app: A, size: CGSize) {
        guard let content = SceneTree.launch(app) else { return nil }
        self.init(content, size: size)
    }
}
