import Foundation

/// Why a view's body runs again, as SwiftUI's `_printChanges()` tells it: gathered on the
/// view's node from the last run of its body to the next.
/// - `@self`: the view's value changed (its parent made it with other inputs);
/// - `@identity`: the view is new at its place (its first run; its state starts fresh);
/// - `_name`: the dynamic property stored as `_name` changed (a `@State` written, an
///   observed object's `objectWillChange`, an `@AppStorage` key written, the environment an
///   `@Environment` property reads); on the first run every dynamic property counts;
/// - `@dependencies`: an `@Observable` property the body read changed.
struct BodyChanges {
    var selfValue = false
    var identity = false
    /// The first run: every dynamic property counts as changed.
    var allProperties = false
    /// The storage slots (places among the view's dynamic properties) that changed.
    var slots: [Int] = []
    /// The environment changed: the `@Environment` properties count as changed.
    var environment = false
    var dependencies = false

    /// The changes of a body's first run.
    static let firstRun = BodyChanges(selfValue: true, identity: true, allProperties: true)

    var isEmpty: Bool { !selfValue && !identity && !allProperties && slots.isEmpty && !environment && !dependencies }

    mutating func note(slot: Int) {
        if !slots.contains(slot) { slots.append(slot) }
    }

    /// The names SwiftUI prints, in its order: `@self`, `@identity`, the properties in the
    /// order the view declares them (each once), `@dependencies`.
    func names(of fields: DynamicPropertyFields) -> [String] {
        var names: [String] = []
        if selfValue { names.append("@self") }
        if identity { names.append("@identity") }
        for (slot, field) in fields.fields.enumerated()
        where allProperties || slots.contains(slot) || (environment && field.readsEnvironment) {
            if !names.contains(field.name) { names.append(field.name) }
        }
        if dependencies { names.append("@dependencies") }
        return names
    }

    /// The line `_printChanges()` prints for a body of `V` running on `node`: `V: @self,
    /// _count changed.`, or `V: unchanged.` when nothing it depends on changed.
    static func line<V>(for type: V.Type, on node: ViewNode) -> String {
        let names = node.bodyChanges.names(of: DynamicPropertyFields.of(type))
        return "\(type): " + (names.isEmpty ? "unchanged." : names.joined(separator: ", ") + " changed.")
    }

    /// The node whose body is running, with its owner's type (what `_printChanges()` describes).
    nonisolated(unsafe) static var evaluating: (node: ViewNode, owner: Any.Type)?
}

extension View {
    /// Mirrors SwiftUI's `_printChanges()`: called in `body`, prints why the body is running —
    /// `ContentView: @self, @identity, _count changed.` on its first run, `ContentView: _count
    /// changed.` after `count` was set (see `BodyChanges`). Called anywhere else, it prints
    /// nothing.
    public static func _printChanges() {
        guard let line = BodyChanges.currentLine(for: Self.self) else { return }
        print(line)
    }

    /// Mirrors SwiftUI's `_logChanges()` (iOS 17): the same line, logged as SwiftUI logs it
    /// (subsystem com.apple.SwiftUI, category "Changed Body Properties"); Tether writes it to
    /// standard error as `[Changed Body Properties] line`, the form of Tether's `Logger`.
    public static func _logChanges() {
        guard let line = BodyChanges.currentLine(for: Self.self) else { return }
        FileHandle.standardError.write(Data("[Changed Body Properties] \(line)\n".utf8))
    }
}

extension BodyChanges {
    /// The line for a body of `V` running now, kept in the graph's log when a test asked
    /// for one; nil when no body of `V` is running.
    static func currentLine<V>(for type: V.Type) -> String? {
        guard let (node, owner) = evaluating, owner == type else { return nil }
        let text = line(for: type, on: node)
        node.graph.printedChanges?.append(text)
        return text
    }
}
