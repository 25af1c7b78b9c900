import Foundation

/// iOS's search field around its content (the text being typed, or what stands for it): the
/// magnifying glass in the secondary label grey, the content, and once there is text the clear
/// button (a grey circled cross) that empties it, in a 36-point rounded field filled with the
/// tertiary system fill. SwiftUI's `searchable` field and UIKit's `UISearchBar` both draw it.
struct SearchFieldChrome<Content: View>: View {
    let showsClear: Bool
    let clear: @MainActor () -> Void
    @ViewBuilder let content: Content

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            content
            if showsClear {
                Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                    .onTapGesture { clear() }
            }
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(SystemColors.tertiarySystemFill))
    }
}
