import Foundation

/// Mirrors PhotosUI's `PHPickerConfiguration`: what a `PHPickerViewController` offers and how
/// many items may be picked.
public struct PHPickerConfiguration: Sendable {
    /// Mirrors `PHPickerConfiguration.AssetRepresentationMode`.
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current = 1, compatible = 2 }
    /// Mirrors `PHPickerConfiguration.Selection`.
    public enum Selection: Int, Sendable { case `default` = 0, ordered = 1, continuous = 2, continuousAndOrdered = 3 }

    /// Mirrors `filter`: nil offers everything.
    public var filter: PHPickerFilter?
    /// Mirrors `selectionLimit`: 1 by default; 0 is no limit.
    public var selectionLimit = 1
    /// Mirrors `preferredAssetRepresentationMode` (kept: picked items are PNG).
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// Mirrors `selection` (kept).
    public var selection = Selection.default

    /// Mirrors `init()`: a configuration without a photo library (results carry no asset
    /// identifiers).
    public init() {}
}

/// Mirrors PhotosUI's `PHPickerResult`: one picked item.
public struct PHPickerResult: Hashable, Sendable {
    /// Mirrors `itemProvider`: loads the picked image (`UIImage`, or PNG data).
    public let itemProvider: NSItemProvider
    /// Mirrors `assetIdentifier`: nil without a photo library (Tether has none).
    public let assetIdentifier: String?
}

/// Mirrors PhotosUI's `PHPickerViewControllerDelegate`.
@MainActor @preconcurrency public protocol PHPickerViewControllerDelegate: AnyObject {
    /// Mirrors `picker(_:didFinishPicking:)`: the items picked, none when cancelled. The
    /// picker stays on screen until the app dismisses it, as in PhotosUI.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// Mirrors PhotosUI's `PHPickerViewController` (iOS 14), shown by a representable or presented.
/// The system picker runs outside the app on iOS and Tether does not draw its grid (its screen
/// is a bar with Cancel and the title "Photos"); while it is on screen, Tether's own
/// `ViewHost.pickPhotos(_:)` is the user picking images in it — the delegate gets a result per
/// image whose item provider loads it as a `UIImage` or PNG data — and
/// `ViewHost.cancelPhotosPicker()` (or a tap on Cancel) the user cancelling (no results).
/// `selectionLimit` and the filter hold as in `PhotosPicker`.
@MainActor @preconcurrency open class PHPickerViewController: UIViewController {
    /// The configuration it was made with.
    public let configuration: PHPickerConfiguration
    /// Mirrors `delegate`.
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    private let identity = UUID()
    private weak var shownIn: ViewGraph?

    /// Mirrors `init(configuration:)`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        view = ImagePickerView(cancel: { [weak self] in self?.finish([]) })
    }

    /// On screen, the picker is the host's photos picker.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let graph = UpdatingHost.updatingGraph else { return }
        shownIn = graph
        var request = PhotosPickerRequest(select: { [weak self] items in self?.picked(items) },
                                          maxSelectionCount: configuration.selectionLimit > 0 ? configuration.selectionLimit : nil,
                                          filter: configuration.filter)
        request.owner = identity
        request.cancel = { [weak self] in self?.finish([]) }
        graph.shownPhotosPicker = request
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if let graph = shownIn, graph.shownPhotosPicker?.owner == identity { graph.shownPhotosPicker = nil }
        shownIn = nil
    }

    private func picked(_ items: [PhotosPickerItem]) {
        finish(items.compactMap { item in item.provider.map { PHPickerResult(itemProvider: $0, assetIdentifier: nil) } })
    }

    private func finish(_ results: [PHPickerResult]) {
        delegate?.picker(self, didFinishPicking: results)
    }
}
