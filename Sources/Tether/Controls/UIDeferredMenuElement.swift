import Foundation

/// A compatibility name, Tether's own (not UIKit): mirrors UIKit's `UIDeferredMenuElement`
/// (iOS 14): a placeholder in a menu whose elements its provider gives when the menu shows.
/// Until the provider calls its completion the menu shows a dimmed "Loading…" row (iOS's
/// spinner beside it); then the elements take its place. The elements are kept for later
/// showings, except for an `uncached(_:)` element, whose provider is asked at each showing.
@MainActor @preconcurrency public final class UIDeferredMenuElement: UIMenuElement {
    /// What a provider gets: the completion to call with the elements.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let caches: Bool
    /// The elements the provider gave, while they stand in the element's place.
    private(set) var provided: [UIMenuElement]?
    /// Counts the showings, so that a completion for an earlier showing of an uncached element
    /// changes nothing.
    private var showing = 0

    /// Mirrors `init(_:)`: the provider is asked once, when a menu first shows the element.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, caches: true)
    }

    /// Mirrors `uncached(_:)` (iOS 15): the provider is asked each time a menu shows the element.
    public class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        self.init(provider: elementProvider, caches: false)
    }

    init(provider: @escaping ElementProvider, caches: Bool) {
        self.provider = provider
        self.caches = caches
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// A menu shows the element: the provider is asked unless cached elements stand.
    func menuShows() {
        guard provided == nil else { return }
        showing += 1
        let current = showing
        provider { [weak self] elements in
            guard let self, self.showing == current, self.provided == nil else { return }
            self.provided = elements
            UIKitPresentationChanges.shared.changed()
        }
    }

    /// The menu closed: an uncached element forgets its elements.
    func menuHides() {
        guard !caches else { return }
        provided = nil
        showing += 1
    }
}

/// A deferred element in a menu: its elements once provided, "Loading…" until then.
struct UIDeferredMenuRows: View {
    let element: UIDeferredMenuElement
    let menu: UIMenu
    let sender: AnyObject?

    var body: some View {
        let element = self.element
        Group {
            if let provided = element.provided {
                UIMenuContent(menu: menu, sender: sender, showsTitle: false, children: provided)
            } else {
                Button {} label: {
                    Label { Text("Loading…") } icon: { ProgressView() }
                }
                .disabled(true)
            }
        }
        .onAppear { element.menuShows() }
        .onDisappear { element.menuHides() }
    }
}
