import Foundation

/// How typing edits a field's text: at its end, or — for a field bound to a `TextSelection` —
/// over the selection, which then becomes an insertion point after the typed text.
extension TextInputAttribute {
    /// Types `typed` into the field.
    @MainActor func insert(_ typed: String, affinity: TextSelectionAffinity, report: (String) -> Void) {
        guard let selection else { text.wrappedValue += typed; return }
        var current = text.wrappedValue
        let range = Self.editedRange(selection.wrappedValue, in: current, report: report)
        let start = current.utf8.distance(from: current.startIndex, to: range.lowerBound)
        current.replaceSubrange(range, with: typed)
        text.wrappedValue = current
        selection.wrappedValue = Self.insertionPoint(atUTF8Offset: start + typed.utf8.count, in: text.wrappedValue, affinity: affinity)
    }

    /// Deletes backwards, as the delete key does: the selected text, else the character before
    /// the insertion point (the last one without a selection binding).
    @MainActor func deleteBackward(affinity: TextSelectionAffinity, report: (String) -> Void) {
        guard let selection else {
            if !text.wrappedValue.isEmpty { text.wrappedValue.removeLast() }
            return
        }
        var current = text.wrappedValue
        var range = Self.editedRange(selection.wrappedValue, in: current, report: report)
        if range.isEmpty {
            guard range.lowerBound > current.startIndex else { return }
            range = current.index(before: range.lowerBound)..<range.lowerBound
        }
        let start = current.utf8.distance(from: current.startIndex, to: range.lowerBound)
        current.removeSubrange(range)
        text.wrappedValue = current
        selection.wrappedValue = Self.insertionPoint(atUTF8Offset: start, in: text.wrappedValue, affinity: affinity)
    }

    /// Puts the insertion point at the end of the text when the field takes the focus with no
    /// selection, as a tap after the text does on iOS.
    @MainActor func placeInsertionPointIfNone(affinity: TextSelectionAffinity) {
        guard let selection, selection.wrappedValue == nil else { return }
        selection.wrappedValue = Self.insertionPoint(atUTF8Offset: text.wrappedValue.utf8.count, in: text.wrappedValue, affinity: affinity)
    }

    /// The range typing replaces: the selection's range (the first of several), moved to
    /// character boundaries; the end of the text when there is no selection or its indices lie
    /// beyond the text (indices of an older string).
    static func editedRange(_ selection: TextSelection?, in text: String, report: (String) -> Void) -> Range<String.Index> {
        let end = text.endIndex..<text.endIndex
        guard let selection else { return end }
        let range: Range<String.Index>
        switch selection.indices {
        case .selection(let r): range = r
        case .multiSelection(let set):
            guard let first = set.ranges.first else { return end }
            range = first
        }
        guard range.upperBound <= text.endIndex else {
            report("TextSelection: the selected indices lie beyond the text (\(text.utf8.count) bytes); typing at its end")
            return end
        }
        return characterBoundary(atOrBefore: range.lowerBound, in: text)..<characterBoundary(atOrBefore: range.upperBound, in: text)
    }

    /// The last character boundary at or before `index`.
    private static func characterBoundary(atOrBefore index: String.Index, in text: String) -> String.Index {
        if index >= text.endIndex { return text.endIndex }
        var boundary = text.startIndex
        var current = text.startIndex
        while current < text.endIndex && current <= index {
            boundary = current
            current = text.index(after: current)
        }
        return current <= index ? current : boundary
    }

    /// An insertion point `offset` UTF-8 bytes into `text` (at its end if beyond).
    private static func insertionPoint(atUTF8Offset offset: Int, in text: String, affinity: TextSelectionAffinity) -> TextSelection {
        let index = text.utf8.index(text.startIndex, offsetBy: min(max(0, offset), text.utf8.count))
        var selection = TextSelection(insertionPoint: characterBoundary(atOrBefore: index, in: text))
        selection.affinity = affinity
        return selection
    }
}
