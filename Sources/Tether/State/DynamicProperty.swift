@_spi(Reflection) import Swift
import Foundation

/// Mirrors SwiftUI's `DynamicProperty`: a stored property of a view that Tether connects
/// to the view's node (its state storage, its environment) before `body` runs.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Tether's side of the dynamic properties it provides itself (`State`, `Environment`, ...):
/// how one property is connected to the node that owns it.
protocol NodeBoundProperty {
    /// Connects the property to slot `slot` of `node`'s storage.
    func bind(to node: ViewNode, slot: Int)
    /// True when the property's value is one of the view's inputs (an `@ObservedObject`'s
    /// object): a change of it re-evaluates the view. Storage links are not inputs.
    static var isViewInput: Bool { get }
    /// False when the property found nothing to read after `bind` (an `@EnvironmentObject`
    /// no ancestor provides): the view's body is not run.
    var isAvailable: Bool { get }
    /// What to report when the property is not available.
    var unavailableReason: String { get }
    /// True when the property reads the environment (`@Environment`): a change of the
    /// environment counts as a change of it for `_printChanges()`.
    static var readsEnvironment: Bool { get }
}

extension NodeBoundProperty {
    static var isViewInput: Bool { false }
    static var readsEnvironment: Bool { false }
    var isAvailable: Bool { true }
    var unavailableReason: String { "" }
}

/// Where a type's dynamic properties sit, found once per type with the runtime's field
/// metadata (no `Mirror`), then reused for every instance.
struct DynamicPropertyFields {
    struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
        /// Compared like the view's plain fields (see `NodeBoundProperty.isViewInput`).
        let isViewInput: Bool
        /// The name of the view's stored property it is (or is inside): `_count` for
        /// `@State var count`.
        let name: String
        /// See `NodeBoundProperty.readsEnvironment`.
        let readsEnvironment: Bool
    }
    let fields: [Field]
    /// Byte ranges of the type that are *not* dynamic properties; used to compare view inputs.
    let plainRanges: [Range<Int>]

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: DynamicPropertyFields] = [:]

    static func of<V>(_ type: V.Type) -> DynamicPropertyFields {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        var fields: [Field] = []
        collect(type, base: 0, name: nil, into: &fields)
        var plain: [Range<Int>] = []
        var cursor = 0
        for f in fields.sorted(by: { $0.offset < $1.offset }) where !f.isViewInput {
            if f.offset > cursor { plain.append(cursor..<f.offset) }
            cursor = max(cursor, f.offset + openSize(f.type))
        }
        if MemoryLayout<V>.size > cursor { plain.append(cursor..<MemoryLayout<V>.size) }
        let result = DynamicPropertyFields(fields: fields, plainRanges: plain)
        cache[key] = result
        return result
    }

    private static func openSize<P: DynamicProperty>(_ t: P.Type) -> Int { MemoryLayout<P>.size }

    /// Walks stored fields; a dynamic property that Tether binds is recorded, a user-made
    /// `DynamicProperty` struct is searched for the ones inside it.
    /// `name` is the view's property being searched, nil at the top.
    private static func collect(_ type: Any.Type, base: Int, name: String?, into fields: inout [Field]) {
        guard isStruct(type) else { return }
        _ = _forEachField(of: type, options: []) { fieldName, offset, fieldType, _ in
            if let dp = fieldType as? any DynamicProperty.Type {
                let propertyName = name ?? String(cString: fieldName)
                if let bound = dp as? any NodeBoundProperty.Type {
                    fields.append(Field(offset: base + offset, type: dp, isViewInput: bound.isViewInput,
                                        name: propertyName, readsEnvironment: bound.readsEnvironment))
                } else {
                    collect(fieldType, base: base + offset, name: propertyName, into: &fields)
                }
            }
            return true
        }
    }

    private static func isStruct(_ type: Any.Type) -> Bool {
        // Classes, enums and tuples have no dynamic-property fields Tether can bind.
        !(type is AnyClass) && _forEachField(of: type, options: []) { _, _, _, _ in true }
    }

    /// Binds every dynamic property of `value` to `node`. False when one of them has nothing
    /// to read (it is reported as a diagnostic at `node`): the body must not run.
    @discardableResult
    func bind<V>(_ value: V, to node: ViewNode) -> Bool {
        guard !fields.isEmpty else { return true }
        return withUnsafeBytes(of: value) { raw in
            var available = true
            for (slot, field) in fields.enumerated() {
                if !Self.bindField(field.type, at: raw.baseAddress! + field.offset, node: node, slot: slot) { available = false }
            }
            return available
        }
    }

    private static func bindField<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeRawPointer, node: ViewNode, slot: Int) -> Bool {
        let property = pointer.assumingMemoryBound(to: P.self).pointee
        guard let bound = property as? NodeBoundProperty else { return true }
        bound.bind(to: node, slot: slot)
        guard bound.isAvailable else {
            node.graph.report(.missingEnvironmentObject, bound.unavailableReason, at: node)
            return false
        }
        return true
    }

    /// True when the non-dynamic bytes of two values of `V` are identical: SwiftUI's rule
    /// for "this view's inputs did not change" (a conservative identity check).
    func plainBytesEqual<V>(_ a: V, _ b: V) -> Bool {
        withUnsafeBytes(of: a) { ra in
            withUnsafeBytes(of: b) { rb in
                for range in plainRanges
                where memcmp(ra.baseAddress! + range.lowerBound, rb.baseAddress! + range.lowerBound, range.count) != 0 {
                    return false
                }
                return true
            }
        }
    }
}
