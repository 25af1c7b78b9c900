import Foundation
import Tether

/// One picture of the gallery: a view, the canvas it is drawn in, and what it shows.
public struct Example: Sendable {
    public let name: String
    public let caption: String
    public let size: CGSize
    let makeView: @MainActor @Sendable () -> AnyView
    /// What a user does before the picture is taken (open a menu, long-press a view).
    let interaction: (@MainActor @Sendable (ViewHost<AnyView>) throws -> Void)?

    public init<V: View>(_ name: String, width: CGFloat = 390, height: CGFloat, caption: String,
                         interaction: (@MainActor @Sendable (ViewHost<AnyView>) throws -> Void)? = nil,
                         @ViewBuilder view: @escaping @MainActor @Sendable () -> V) {
        self.name = name
        self.caption = caption
        self.size = CGSize(width: width, height: height)
        self.interaction = interaction
        self.makeView = { AnyView(view()) }
    }

    /// A host holding the example's view in its canvas, updated, after the example's
    /// interaction (an interaction that fails is reported and the picture taken as it is).
    @MainActor public func host(size: CGSize? = nil) -> ViewHost<AnyView> {
        let host = ViewHost(makeView(), size: size ?? self.size)
        host.update()
        if let interaction {
            do { try interaction(host) } catch {
                FileHandle.standardError.write(Data("example \(name): \(error)\n".utf8))
            }
        }
        return host
    }
}

/// Every example, in gallery order.
public enum Examples {
    public static let all: [Example] = seedExamples + shapeExamples + textExamples + textRendererExamples + layoutExamples
        + effectExamples + stylingExamples + stylingExtrasExamples + controlExamples + containerExamples + listExamples + menuExamples + datePickerExamples + gaugeExamples + controls2Examples + motionExamples + keyframeExamples
        + formsFilesExamples + appearanceExamples + layoutDirectionExamples + scriptExamples + barExamples + textInputExamples + navigationChromeExamples + uikitExamples + uikitTableExamples + uikitNavigationExamples

    /// The example called `name`, if any.
    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }
}
