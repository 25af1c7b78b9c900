import Foundation

extension UIApplication {
    /// Mirrors `supportsAlternateIcons`: true when the main bundle's Info.plist lists alternate
    /// icons (`CFBundleIcons` → `CFBundleAlternateIcons`), as iOS requires.
    public var supportsAlternateIcons: Bool { !Self.declaredAlternateIcons.isEmpty }

    /// Mirrors `alternateIconName`: the alternate icon in use, nil for the primary one.
    public var alternateIconName: String? { currentAlternateIconName }

    /// Mirrors `setAlternateIconName(_:completionHandler:)`: switches to the alternate icon
    /// named `alternateIconName` (nil for the primary icon). A name the Info.plist does not
    /// list fails, as it fails on iOS — with no alternate icons listed, every name does (the
    /// error is Cocoa's `featureUnsupported`, or `fileNoSuchFile` for an unknown name:
    /// Tether's choice, iOS documents no codes). The handler runs with nil on success.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        let error = changeAlternateIcon(to: alternateIconName)
        completionHandler?(error)
    }

    /// Mirrors `setAlternateIconName(_:) async throws`.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        if let error = changeAlternateIcon(to: alternateIconName) { throw error }
    }

    private func changeAlternateIcon(to name: String?) -> (any Error)? {
        guard let name else { currentAlternateIconName = nil; return nil }
        let declared = Self.declaredAlternateIcons
        guard !declared.isEmpty else { return CocoaError(.featureUnsupported) }
        guard declared.contains(name) else { return CocoaError(.fileNoSuchFile) }
        currentAlternateIconName = name
        return nil
    }

    /// The alternate icon names the main bundle's Info.plist lists.
    static var declaredAlternateIcons: Set<String> {
        guard let icons = Bundle.main.object(forInfoDictionaryKey: "CFBundleIcons") as? [String: Any],
              let alternates = icons["CFBundleAlternateIcons"] as? [String: Any] else { return [] }
        return Set(alternates.keys)
    }
}
