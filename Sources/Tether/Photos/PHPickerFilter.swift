import Foundation

/// Mirrors PhotosUI's `PHPickerFilter`: which assets a photos picker offers. Tether's simulated
/// user picks still images (`ViewHost.pickPhotos`), which are `images` and nothing more
/// specific (not screenshots, panoramas, live photos or bursts).
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule]), all([Rule]), not(Rule)
    }
    let rule: Rule

    /// Mirrors `images`.
    public static let images = PHPickerFilter(rule: .kind("images"))
    /// Mirrors `videos`.
    public static let videos = PHPickerFilter(rule: .kind("videos"))
    /// Mirrors `livePhotos`.
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhotos"))
    /// Mirrors `depthEffectPhotos`.
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffectPhotos"))
    /// Mirrors `bursts`.
    public static let bursts = PHPickerFilter(rule: .kind("bursts"))
    /// Mirrors `panoramas`.
    public static let panoramas = PHPickerFilter(rule: .kind("panoramas"))
    /// Mirrors `screenshots`.
    public static let screenshots = PHPickerFilter(rule: .kind("screenshots"))
    /// Mirrors `screenRecordings`.
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecordings"))
    /// Mirrors `cinematicVideos`.
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematicVideos"))
    /// Mirrors `slomoVideos`.
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomoVideos"))
    /// Mirrors `timelapseVideos`.
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapseVideos"))

    /// Mirrors `any(of:)`: assets any of the filters match.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .any(subfilters.map(\.rule))) }
    /// Mirrors `all(of:)`: assets all of the filters match.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(rule: .all(subfilters.map(\.rule))) }
    /// Mirrors `not(_:)`: assets the filter does not match.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether a still image (what Tether's simulated user picks) passes the filter.
    var matchesStillImage: Bool { Self.matchesStillImage(rule) }

    private static func matchesStillImage(_ rule: Rule) -> Bool {
        switch rule {
        case .kind(let kind): return kind == "images"
        case .any(let rules): return rules.contains(where: matchesStillImage)
        case .all(let rules): return rules.allSatisfy(matchesStillImage)
        case .not(let inner): return !matchesStillImage(inner)
        }
    }
}

/// Mirrors SwiftUI's `PhotosPickerSelectionBehavior`: how a multiple-selection picker orders
/// and commits its selection. Tether's simulated user picks all at once, in the order given,
/// so each behaviour gives the items in that order.
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    let name: String
    /// Mirrors `default`.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// Mirrors `ordered`.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Mirrors `continuous`.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Mirrors `continuousAndOrdered`.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}
