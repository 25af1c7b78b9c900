import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Mirrors SwiftUI's `AsyncImage`: an image loaded from a URL — `file:` URLs from disk,
/// `http(s)` through the shared `URLSession` — showing a placeholder until it arrives. The load
/// starts when the view appears and again when the URL changes, as a view task, so
/// `ViewHost.waitForTasks()` (Tether's own) waits for it. A failed load shows the failure phase
/// (the plain form keeps its placeholder, as SwiftUI does) and reports a diagnostic.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> any View
    @State private var loaded = AsyncImageLoad()

    /// Mirrors `AsyncImage(url:scale:)`: the image at its natural size once loaded; until then,
    /// and after a failure, a grey box (iOS's secondary system fill) that fills the offered space.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url; self.scale = scale
        content = { phase in
            if let image = phase.image { return image }
            return Color(.secondarySystemFill)
        }
    }

    /// Mirrors `AsyncImage(url:scale:content:placeholder:)`.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url; self.scale = scale
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// Mirrors `AsyncImage(url:scale:transaction:content:)`; the transaction's animation is not played.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale
        self.content = { content($0) }
    }

    public var body: some View {
        let phase = loaded.url == url ? loaded.phase : .empty
        let problem = loaded.url == url ? loaded.problem : nil
        let url = self.url, scale = self.scale
        nonisolated(unsafe) let loaded = self.$loaded
        return AnyView(content(phase))
            .modifier(ResourceProblemModifier(message: problem))
            .task(id: url) { @MainActor in
                let result = await AsyncImageLoad.load(url, scale: scale)
                loaded.wrappedValue = result
            }
    }
}

/// What an `AsyncImage` loaded, for which URL.
struct AsyncImageLoad: Sendable {
    var url: URL?
    var phase: AsyncImagePhase = .empty
    var problem: String?

    /// Loads and decodes `url`; a nil URL stays empty, as in SwiftUI. A file is read on the
    /// main actor, where view tasks run, so a load never waits for a busy thread pool.
    @MainActor static func load(_ url: URL?, scale: CGFloat) async -> AsyncImageLoad {
        guard let url else { return AsyncImageLoad(url: nil) }
        do {
            let data: Data
            if url.isFileURL {
                data = try Data(contentsOf: url)
            } else {
                let (body, response) = try await URLSession.shared.data(from: url)
                if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                    throw ResourceProblem(message: "HTTP status \(http.statusCode)")
                }
                data = body
            }
            let raster = try RasterImage(encoded: data, scale: scale > 0 && scale.isFinite ? scale : 1)
            return AsyncImageLoad(url: url, phase: .success(Image(raster: raster)))
        } catch {
            return AsyncImageLoad(url: url, phase: .failure(error),
                                  problem: "AsyncImage could not load \(url.absoluteString): \(error)")
        }
    }
}

/// Reports a resource problem at the view it modifies (Tether's own, for `AsyncImage`).
nonisolated struct ResourceProblemModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let message: String?
    func resolve<Content: View>(content: Content, in node: ViewNode) {
        node.layout = nil
        node.attributes = []
        if let message { node.graph.report(.missingResource, message, at: node) }
        Resolver.resolveChildren(of: node, [(AnyHashable(0), content)])
    }
}

extension Image {
    /// An image of decoded pixels.
    init(raster: RasterImage) { source = .bitmap(raster) }
}
