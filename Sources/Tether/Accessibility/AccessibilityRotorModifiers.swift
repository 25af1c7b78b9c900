import Foundation

/// A rotor as a view declares it: its name (spoken as the element's locale says) and how to
/// make its entries (made each time the accessibility tree is read, as VoiceOver asks for them).
struct RotorDeclaration {
    let name: Text
    let entries: @MainActor () -> [RotorEntryDescription]
}

extension View {
    nonisolated func accessibilityRotor(named name: Text, _ entries: @escaping @MainActor () -> [RotorEntryDescription]) -> some View {
        accessibility(.rotor(RotorDeclaration(name: name, entries: entries)))
    }

    /// Mirrors SwiftUI's `accessibilityRotor(_:entries:)`: a rotor named `label` on the
    /// element(s) of this view, whose entries `entries` makes (`AccessibilityRotorEntry`s,
    /// `ForEach`, `if`). Tether's `ViewHost.rotor(_:)` reads it and
    /// `ViewHost.moveAccessibilityFocus(toEntry:ofRotor:)` follows it.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        nonisolated(unsafe) let entries = entries
        return accessibilityRotor(named: label) { entries().rotorEntryDescriptions }
    }
    /// Mirrors `accessibilityRotor(_:entries:)` with a localized key.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }
    /// Mirrors `accessibilityRotor(_:entries:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }
    /// Mirrors `accessibilityRotor(_:entries:)` with a localized string resource.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelResource: LocalizedStringResource, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(labelResource), entries: entries)
    }
    /// Mirrors `accessibilityRotor(_:entries:)` replacing a system rotor: the rotor takes the
    /// system rotor's name ("Headings", "Links"…).
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), entries: entries)
    }

    /// Mirrors `accessibilityRotor(_:entries:entryID:entryLabel:)`: an entry for each model,
    /// leading to the view whose identity is its `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        nonisolated(unsafe) let models = entries, idPath = entryID, labelPath = entryLabel
        return accessibilityRotor(named: rotorLabel) {
            models.map { RotorEntryDescription(label: Text(verbatim: $0[keyPath: labelPath]), target: .identity(AnyHashable($0[keyPath: idPath])),
                                               textRange: nil, prepare: {}) }
        }
    }
    /// Mirrors `accessibilityRotor(_:entries:entryID:entryLabel:)` with a localized key.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryID:entryLabel:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryID:entryLabel:)` with a localized string resource.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelResource), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryID:entryLabel:)` replacing a system rotor.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Mirrors `accessibilityRotor(_:entries:entryLabel:)`: an entry for each identifiable
    /// model, leading to the view whose identity is its `id`.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryLabel:)` with a localized key.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryLabel:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryLabel:)` with a localized string resource.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelResource: LocalizedStringResource, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(rotorLabelResource), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }
    /// Mirrors `accessibilityRotor(_:entries:entryLabel:)` replacing a system rotor.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Mirrors `accessibilityRotor(_:textRanges:)`: an entry for each range of the text of
    /// this view's element (its label, or its value), named by the text in the range.
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(named: label) {
            textRanges.map { RotorEntryDescription(label: nil, target: .owner, textRange: $0, prepare: {}) }
        }
    }
    /// Mirrors `accessibilityRotor(_:textRanges:)` with a localized key.
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }
    /// Mirrors `accessibilityRotor(_:textRanges:)` with a string.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(label), textRanges: textRanges)
    }
    /// Mirrors `accessibilityRotor(_:textRanges:)` with a localized string resource.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor(_ labelResource: LocalizedStringResource, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelResource), textRanges: textRanges)
    }
    /// Mirrors `accessibilityRotor(_:textRanges:)` replacing a system rotor.
    nonisolated public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(verbatim: systemRotor.name), textRanges: textRanges)
    }

    /// Mirrors SwiftUI's `accessibilityRotorEntry(id:in:)`: ties this view's element to the
    /// rotor entries made with `id` in `namespace`.
    nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibility(.rotorEntry(AnyHashable(id), namespace))
    }
}
