import Foundation

extension ViewHost where Content == AnyView {
    /// Hosts a `Preview` on the canvas its traits describe, the view centred in it as in
    /// Xcode's preview canvas (Tether's own).
    public convenience init(preview: Preview) {
        if let size = preview.canvasSize {
            self.init(preview.content, size: size)
        } else {
            self.init(preview.content, fitting: .unspecified)
        }
    }
}
