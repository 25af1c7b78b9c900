import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's
/// `UIImagePickerControllerDelegate`; both methods are optional (empty by default). Tether's
/// `ViewHost.pickImage(_:)` and `cancelImagePicker()` call them.
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    /// Mirrors `imagePickerController(_:didFinishPickingMediaWithInfo:)`.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Mirrors `imagePickerControllerDidCancel(_:)`.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
