import Foundation

extension View {
    /// Mirrors SwiftUI's `inspector(isPresented:content:)` (iOS 17): an inspector of this
    /// view shown while `isPresented` is true. In compact width (an iPhone) iOS presents it as
    /// a sheet, and so does Tether, in every width (an iPad's trailing inspector column is not
    /// drawn); closing the sheet sets `isPresented` to false.
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        let content = content()
        return sheet(isPresented: isPresented) { content }
    }

    /// Mirrors SwiftUI's `inspectorColumnWidth(_:)`: the width of the inspector's column in
    /// regular width; accepted (Tether presents inspectors as sheets, which have no column).
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Mirrors SwiftUI's `inspectorColumnWidth(min:ideal:max:)`; accepted as
    /// `inspectorColumnWidth(_:)` is.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
