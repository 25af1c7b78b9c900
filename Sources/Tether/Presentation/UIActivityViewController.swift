import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIActivity`, a service the
/// share sheet offers (an app's own activities are kept; the sheet lists none headless).
@MainActor @preconcurrency open class UIActivity {
    /// Mirrors `UIActivity.ActivityType`: the identifier of a share sheet service.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Mirrors `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Mirrors `init(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Mirrors `UIActivity.Category`.
    public enum Category: Int, Sendable { case action = 0, share = 1 }

    /// Mirrors `init()`.
    public init() {}
    /// Mirrors `activityType`.
    open var activityType: ActivityType? { nil }
    /// Mirrors `activityTitle`.
    open var activityTitle: String? { nil }
    /// Mirrors `activityImage`.
    open var activityImage: UIImage? { nil }
    /// Mirrors `activityCategory`.
    open class var activityCategory: Category { .action }
    /// Mirrors `canPerform(withActivityItems:)`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Mirrors `prepare(withActivityItems:)`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Mirrors `perform()`.
    open func perform() {}
    /// Mirrors `activityDidFinish(_:)`.
    open func activityDidFinish(_ completed: Bool) {}
}

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIActivityViewController`,
/// the share sheet — presented, or shown by the representable SwiftUI apps wrap it in (a
/// `ShareSheet` in a `.sheet`). A headless machine has no apps to share with: when the sheet
/// appears, its items are recorded where `ShareLink`'s are (Tether's own
/// `ViewHost.sharedContent`: URLs, strings, images and other items as item providers), and the
/// sheet draws its header — the first item's title and a close button, which cancels
/// (`completionWithItemsHandler` with no activity and `completed` false) and dismisses a
/// presented sheet. Absent: the row of apps and the actions list.
@MainActor @preconcurrency open class UIActivityViewController: UIViewController {
    /// Mirrors `UIActivityViewController.CompletionWithItemsHandler`.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share.
    let activityItems: [Any]
    /// Mirrors `applicationActivities` given at creation (kept).
    let applicationActivities: [UIActivity]?
    /// Mirrors `excludedActivityTypes` (kept).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Mirrors `completionWithItemsHandler`: told when the sheet closes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Mirrors `allowsProminentActivity` (kept).
    open var allowsProminentActivity = true
    private var recorded = false

    /// Mirrors `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }
    /// Mirrors `init?(coder:)`: Tether reads no archive, so this fails.
    public required init?(coder: NSCoder) { return nil }

    /// The items as the share sheet would receive them.
    var sharedContent: SharedContent {
        let items: [SharedItem] = activityItems.map { item in
            switch item {
            case let url as URL: return .url(url)
            case let text as String: return .text(text)
            case let text as NSString: return .text(text as String)
            case let writable as any NSItemProviderWriting: return .item(NSItemProvider(object: writable))
            case let coded as any NSSecureCoding: return .item(NSItemProvider(item: coded, typeIdentifier: nil))
            default:
                UIKitDiagnostics.report(.other, "UIActivityViewController cannot share a \(type(of: item)) (no URL, string or item provider); left out")
                return nil
            }
        }.compactMap { $0 }
        return SharedContent(items: items, subject: nil, message: nil)
    }

    /// Mirrors `loadView()`: the sheet's header.
    open override func loadView() {
        view = ActivitySheetView(controller: self)
    }

    /// The sheet appears: its items are shared (recorded by the host showing it).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !recorded else { return }
        recorded = true
        UpdatingHost.updatingGraph?.sharedContent.append(sharedContent)
    }

    /// The close button: the sharing is cancelled.
    func close() {
        completionWithItemsHandler?(nil, false, nil, nil)
        if presentingViewController != nil { dismiss(animated: true) }
    }
}

/// The share sheet's header: the first item's title (a URL's host, a string's first line, or
/// "1 item"/"n items") over its kind, and a close button, over the grouped background.
@MainActor final class ActivitySheetView: UIView {
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let closeButton = UIButton(type: .system)

    init(controller: UIActivityViewController) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemGroupedBackground
        let (title, detail) = Self.header(for: controller.activityItems)
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.text = detail
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityIdentifier = "Close"
        closeButton.addAction(UIAction { [weak controller] _ in controller?.close() }, for: .touchUpInside)
        for view in [titleLabel, detailLabel, closeButton] { addSubview(view) }
    }
    required init?(coder: NSCoder) { return nil }

    static func header(for items: [Any]) -> (String, String) {
        guard let first = items.first else { return ("Nothing to share", "") }
        let count = items.count == 1 ? "" : " and \(items.count - 1) more"
        switch first {
        case let url as URL:
            return (url.host ?? url.lastPathComponent, (url.isFileURL ? "File" : url.absoluteString) + count)
        case let text as String:
            return (String(text.split(separator: "\n").first ?? ""), "Plain Text" + count)
        case is UIImage:
            return ("Image", "Photo" + count)
        default:
            return (items.count == 1 ? "1 item" : "\(items.count) items", "")
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 16
        let close = CGSize(width: 30, height: 30)
        closeButton.frame = CGRect(x: bounds.width - inset - close.width, y: inset, width: close.width, height: close.height)
        let width = max(0, bounds.width - 3 * inset - close.width)
        let titleHeight = titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(x: inset, y: inset, width: width, height: titleHeight)
        detailLabel.frame = CGRect(x: inset, y: inset + titleHeight + 2, width: width, height: detailLabel.intrinsicContentSize.height)
    }
}
