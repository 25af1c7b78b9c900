import Foundation

/// Tether's addition: a readable dump of the placed tree — each view's type, frame (in its
/// parent's space), global origin, the proposal it got, and the preferences it produced.
enum LayoutDump {
    static func dump(_ root: ViewNode, diagnostics: [Diagnostic]) -> String {
        var out = ""
        write(root, indent: 0, into: &out)
        if !diagnostics.isEmpty {
            out += "diagnostics:\n"
            for d in diagnostics { out += "  \(d)\n" }
        }
        return out
    }

    private static func format(_ v: CGFloat?) -> String {
        guard let v else { return "nil" }
        if v == .infinity { return "inf" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(Double(r))
    }

    private static func write(_ node: ViewNode, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent)
        var line = pad + node.typeName
        if node.isLayoutNode {
            let f = node.frame
            let g = CGRect(origin: .zero, size: f.size).applying(node.globalTransform)
            line += " frame=(\(format(f.minX)), \(format(f.minY)), \(format(f.width)), \(format(f.height)))"
            line += " global=(\(format(g.minX)), \(format(g.minY)))"
            line += " proposal=(\(format(node.proposal.width)), \(format(node.proposal.height)))"
            if !node.childEffect.isIdentity {
                let t = node.childEffect
                line += " effect=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { format($0) }.joined(separator: " "))]"
            }
            if node.isOmitted { line += " omitted" }
        }
        for a in node.attributes {
            if let id = a as? AccessibilityIdentifierAttribute { line += " id=\"\(id.identifier)\"" }
            if a is PreferenceWriter, let values = node.collectedPreferences {
                line += " writes{" + values.entries.map { "\($0.keyName)=\(describe($0.value))" }.joined(separator: ", ") + "}"
            }
        }
        if let primary = node.collectedPrimary, !primary.isEmpty, node.layout?.preferenceDrivenContent != nil {
            line += " reads{" + primary.entries.map { "\($0.keyName)=\(describe($0.value))" }.joined(separator: ", ") + "}"
        }
        out += line + "\n"
        for child in node.children { write(child, indent: indent + 1, into: &out) }
    }

    private static func describe(_ value: Any) -> String {
        let text = stableDescription(value)
        return text.count > 160 ? String(text.prefix(157)) + "..." : text
    }

    /// A value's description with dictionary entries and set elements sorted, so the same
    /// values always dump the same text (their own order varies between instances).
    /// Dumps are for people and tests, never on the update path.
    private static func stableDescription(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .set {
            let elements = mirror.children.map { stableDescription($0.value) }.sorted()
            return "Set([" + elements.joined(separator: ", ") + "])"
        }
        guard mirror.displayStyle == .dictionary else { return String(reflecting: value) }
        let entries = mirror.children.map { entry -> String in
            let pair = Array(Mirror(reflecting: entry.value).children)
            guard pair.count == 2 else { return String(reflecting: entry.value) }
            return stableDescription(pair[0].value) + ": " + stableDescription(pair[1].value)
        }
        return entries.isEmpty ? "[:]" : "[" + entries.sorted().joined(separator: ", ") + "]"
    }
}
