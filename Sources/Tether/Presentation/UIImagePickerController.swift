import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIImagePickerController`
/// as SwiftUI apps wrap it in a `UIViewControllerRepresentable` (or present it) to let the
/// user choose a photo. A headless host has no photo library and no camera: while a picker is
/// shown, Tether's own `ViewHost.pickImage(_:)` stands for the user choosing an image and
/// `ViewHost.cancelImagePicker()` for the Cancel button, and the picker tells its delegate as
/// UIKit's does. It draws a plain photo-library screen: a bar with Cancel (tappable, with
/// identifier "Cancel") and the title "Photos" over an empty grid area. Unlike UIKit's, it is
/// not a `UINavigationController` (Tether has none).
@MainActor @preconcurrency open class UIImagePickerController: UIViewController {
    /// Mirrors `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    /// Mirrors `UIImagePickerController.InfoKey`, the keys of what the delegate is given.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `.mediaType`: the type identifier of what was picked (`public.image`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// Mirrors `.originalImage`: the image picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// Mirrors `.editedImage`: with `allowsEditing`, the image as the user edited it
        /// (Tether's user edits nothing: the image picked).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// Mirrors `.cropRect` (not given by Tether).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// Mirrors `.mediaURL` (movies; not given by Tether).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// Mirrors `.referenceURL` (deprecated; not given).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// Mirrors `.mediaMetadata` (camera captures; not given).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// Mirrors `.livePhoto` (not given).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// Mirrors `.phAsset` (not given: Tether has no Photos library).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// Mirrors `.imageURL`: a file in the temporary folder holding the picked image (PNG).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Mirrors `isSourceTypeAvailable(_:)`: a headless host has a photo library (the images
    /// `ViewHost.pickImage` gives) and no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// Mirrors `availableMediaTypes(for:)`: images only, nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UIImagePickerController.imageType] : nil
    }

    static let imageType = "public.image"

    /// Mirrors `delegate`: told when an image is picked or the picker cancelled.
    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Mirrors `sourceType`: UIKit raises for an unavailable source (the camera here); Tether
    /// reports it and keeps the source it had.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                UIKitDiagnostics.report(.other, "Source type \(sourceType.rawValue) (camera) not available; keeping \(oldValue)")
                sourceType = oldValue
            }
        }
    }
    /// Mirrors `mediaTypes`: the type identifiers the picker offers (`public.image`).
    open var mediaTypes: [String] = [UIImagePickerController.imageType]
    /// Mirrors `allowsEditing`: the delegate gets an `.editedImage` too.
    open var allowsEditing = false
    /// Mirrors `allowsImageEditing` (deprecated).
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    /// Whether the picker is on screen (between its appearance callbacks).
    private(set) var isShown = false

    open override func loadView() {
        view = ImagePickerView(cancel: { [weak self] in self?.cancel() })
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isShown = true
        ImagePickers.shown.removeAll { $0.picker == nil || $0.picker === self }
        ImagePickers.shown.append(WeakPicker(picker: self))
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isShown = false
        ImagePickers.shown.removeAll { $0.picker == nil || $0.picker === self }
    }

    /// The user chose `image`: the delegate gets it (with a file of it, and as edited when
    /// editing is allowed).
    func finishPicking(_ image: UIImage) {
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing { info[.editedImage] = image }
        if let png = image.pngData() {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("tether-picked-\(UUID().uuidString).png")
            if (try? png.write(to: url)) != nil { info[.imageURL] = url }
        }
        delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The user tapped Cancel.
    func cancel() {
        delegate?.imagePickerControllerDidCancel(self)
    }
}

/// The pickers on screen, the last shown last.
@MainActor enum ImagePickers {
    static var shown: [WeakPicker] = []
}

struct WeakPicker {
    weak var picker: UIImagePickerController?
}

/// A photo picker's screen (`UIImagePickerController`'s, `PHPickerViewController`'s): a 44 pt
/// bar with Cancel on the leading side and the title "Photos" centred, over the system
/// background.
@MainActor final class ImagePickerView: UIView {
    let cancelButton = UIButton(type: .system)
    let titleLabel = UILabel()

    init(cancel: @escaping @MainActor () -> Void) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground
        titleLabel.text = "Photos"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.accessibilityIdentifier = "Cancel"
        cancelButton.addAction(UIAction { _ in cancel() }, for: .touchUpInside)
        addSubview(titleLabel)
        addSubview(cancelButton)
    }
    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bar: CGFloat = 44
        titleLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bar)
        let size = cancelButton.intrinsicContentSize
        cancelButton.frame = CGRect(x: 16, y: (bar - size.height) / 2, width: size.width, height: size.height)
    }
}
