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
}

/// Where a type's dynamic properties sit, found once per type with the runtime's field
/// metadata (no `Mirror`), then reused for every instance.
struct DynamicPropertyFields {
    struct Field {
        let offset: Int
        let type: any DynamicProperty.Type
    }
    let fields: [Field]
    /// Byte ranges of the type that are *not* dynamic properties; used to compare view inputs.
    let plainRanges: [Range<Int>]

    nonisolated(unsafe) private static var cache: [ObjectIdentifier: DynamicPropertyFields] = [:]

    static func of<V>(_ type: V.Type) -> DynamicPropertyFields {
        let key = ObjectIdentifier(type)
        if let known = cache[key] { return known }
        var fields: [Field] = []
        collect(type, base: 0, into: &fields)
        var plain: [Range<Int>] = []
        var cursor = 0
        for f in fields.sorted(by: { $0.offset < $1.offset }) {
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
    private static func collect(_ type: Any.Type, base: Int, into fields: inout [Field]) {
        guard isStruct(type) else { return }
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let dp = fieldType as? any DynamicProperty.Type {
                if dp is any NodeBoundProperty.Type {
                    fields.append(Field(offset: base + offset, type: dp))
                } else {
                    collect(fieldType, base: base + offset, into: &fields)
                }
            }
            return true
        }
    }

    private static func isStruct(_ type: Any.Type) -> Bool {
        // Classes, enums and tuples have no dynamic-property fields Tether can bind.
        !(type is AnyClass) && _forEachField(of: type, options: []) { _, _, _, _ in true }
    }

    /// Binds every dynamic property of `value` to `node`.
    func bind<V>(_ value: V, to node: ViewNode) {
        guard !fields.isEmpty else { return }
        withUnsafeBytes(of: value) { raw in
            for (slot, field) in fields.enumerated() {
                Self.bindField(field.type, at: raw.baseAddress! + field.offset, node: node, slot: slot)
            }
        }
    }

    private static func bindField<P: DynamicProperty>(_ type: P.Type, at pointer: UnsafeRawPointer, node: ViewNode, slot: Int) {
        let property = pointer.assumingMemoryBound(to: P.self).pointee
        (property as? NodeBoundProperty)?.bind(to: node, slot: slot)
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
