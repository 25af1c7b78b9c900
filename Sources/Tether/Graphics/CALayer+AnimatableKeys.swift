import Foundation

/// A layer property an animation can name by key path: how it is read and how a value
/// (checked for its type) is set.
struct AnimatableKey {
    let get: @MainActor (CALayer) -> Any?
    /// Sets the value; false when the value is of the wrong type for the property.
    let set: @MainActor (CALayer, Any) -> Bool
}

extension CALayer {
    /// The key paths Core Animation animates that Tether draws, by name: the layer's own
    /// properties, the parts of its geometry and transform, and those of shape, gradient, text
    /// and replicator layers.
    @MainActor static let animatableKeys: [String: AnimatableKey] = {
        func number(_ get: @escaping @MainActor (CALayer) -> CGFloat?, _ set: @escaping @MainActor (CALayer, CGFloat) -> Void) -> AnimatableKey {
            AnimatableKey(get: { get($0) }, set: { layer, value in
                guard let number = AnimatableValue.number(value) else { return false }
                set(layer, number)
                return true
            })
        }
        func point(_ get: @escaping @MainActor (CALayer) -> CGPoint?, _ set: @escaping @MainActor (CALayer, CGPoint) -> Void) -> AnimatableKey {
            AnimatableKey(get: { get($0) }, set: { layer, value in
                guard let point = AnimatableValue.point(value) else { return false }
                set(layer, point)
                return true
            })
        }
        func color(_ get: @escaping @MainActor (CALayer) -> CGColor??, _ set: @escaping @MainActor (CALayer, CGColor) -> Void) -> AnimatableKey {
            AnimatableKey(get: { get($0) ?? nil }, set: { layer, value in
                guard let color = value as? CGColor else { return false }
                set(layer, color)
                return true
            })
        }
        func transformPart(_ part: TransformPart) -> AnimatableKey {
            number({ part.read($0.affineTransform()) }, { layer, value in layer.setAffineTransform(part.write(value, into: layer.affineTransform())) })
        }
        func shape(_ get: @escaping @MainActor (CAShapeLayer) -> CGFloat, _ set: @escaping @MainActor (CAShapeLayer, CGFloat) -> Void) -> AnimatableKey {
            number({ ($0 as? CAShapeLayer).map(get) }, { layer, value in (layer as? CAShapeLayer).map { set($0, value) } })
        }
        return [
            "opacity": number({ CGFloat($0.opacity) }, { $0.opacity = Float($1) }),
            "cornerRadius": number({ $0.cornerRadius }, { $0.cornerRadius = $1 }),
            "borderWidth": number({ $0.borderWidth }, { $0.borderWidth = $1 }),
            "shadowOpacity": number({ CGFloat($0.shadowOpacity) }, { $0.shadowOpacity = Float($1) }),
            "shadowRadius": number({ $0.shadowRadius }, { $0.shadowRadius = $1 }),
            "backgroundColor": color({ $0.backgroundColor }, { $0.viewBackground = nil; $0.backgroundColor = $1 }),
            "borderColor": color({ $0.borderColor }, { $0.borderColor = $1 }),
            "shadowColor": color({ $0.shadowColor }, { $0.shadowColor = $1 }),
            "shadowOffset": AnimatableKey(get: { $0.shadowOffset }, set: { layer, value in
                guard let size = AnimatableValue.size(value) else { return false }
                layer.shadowOffset = size
                return true
            }),
            "hidden": AnimatableKey(get: { $0.isHidden }, set: { layer, value in
                guard let hidden = value as? Bool ?? AnimatableValue.number(value).map({ $0 != 0 }) else { return false }
                layer.isHidden = hidden
                return true
            }),
            "position": point({ $0.position }, { $0.position = $1 }),
            "position.x": number({ $0.position.x }, { $0.position.x = $1 }),
            "position.y": number({ $0.position.y }, { $0.position.y = $1 }),
            "anchorPoint": point({ $0.anchorPoint }, { $0.anchorPoint = $1 }),
            "bounds": AnimatableKey(get: { $0.bounds }, set: { layer, value in
                guard let rect = AnimatableValue.rect(value) else { return false }
                layer.bounds = rect
                return true
            }),
            "bounds.origin": point({ $0.bounds.origin }, { $0.bounds.origin = $1 }),
            "bounds.size": AnimatableKey(get: { $0.bounds.size }, set: { layer, value in
                guard let size = AnimatableValue.size(value) else { return false }
                layer.bounds.size = size
                return true
            }),
            "bounds.size.width": number({ $0.bounds.width }, { $0.bounds.size.width = $1 }),
            "bounds.size.height": number({ $0.bounds.height }, { $0.bounds.size.height = $1 }),
            "transform": AnimatableKey(get: { $0.transform }, set: { layer, value in
                if let transform = value as? CATransform3D { layer.transform = transform; return true }
                if let boxed = value as? NSValue, boxed.holdsCATransform3D { layer.transform = boxed.caTransform3DValue; return true }
                if let affine = value as? CGAffineTransform { layer.setAffineTransform(affine); return true }
                return false
            }),
            "transform.scale": transformPart(.scale),
            "transform.scale.x": transformPart(.scaleX),
            "transform.scale.y": transformPart(.scaleY),
            "transform.rotation": transformPart(.rotation),
            "transform.rotation.z": transformPart(.rotation),
            "transform.translation.x": transformPart(.translationX),
            "transform.translation.y": transformPart(.translationY),
            "strokeStart": shape({ $0.strokeStart }, { $0.strokeStart = $1 }),
            "strokeEnd": shape({ $0.strokeEnd }, { $0.strokeEnd = $1 }),
            "lineWidth": shape({ $0.lineWidth }, { $0.lineWidth = $1 }),
            "lineDashPhase": shape({ $0.lineDashPhase }, { $0.lineDashPhase = $1 }),
            "miterLimit": shape({ $0.miterLimit }, { $0.miterLimit = $1 }),
            "fillColor": color({ ($0 as? CAShapeLayer)?.fillColor }, { ($0 as? CAShapeLayer)?.fillColor = $1 }),
            "strokeColor": color({ ($0 as? CAShapeLayer)?.strokeColor }, { ($0 as? CAShapeLayer)?.strokeColor = $1 }),
            "path": AnimatableKey(get: { ($0 as? CAShapeLayer)?.path }, set: { layer, value in
                guard let path = value as? CGPath else { return false }
                (layer as? CAShapeLayer)?.path = path
                return true
            }),
            "colors": AnimatableKey(get: { ($0 as? CAGradientLayer)?.colors }, set: { layer, value in
                guard let colors = value as? [Any] else { return false }
                (layer as? CAGradientLayer)?.colors = colors
                return true
            }),
            "locations": AnimatableKey(get: { ($0 as? CAGradientLayer)?.locations }, set: { layer, value in
                guard let locations = value as? [NSNumber] else { return false }
                (layer as? CAGradientLayer)?.locations = locations
                return true
            }),
            "zPosition": number({ $0.zPosition }, { $0.zPosition = $1 }),
            "contents": AnimatableKey(get: { $0.contents }, set: { layer, value in
                layer.contents = value
                return true
            }),
            "contentsRect": AnimatableKey(get: { $0.contentsRect }, set: { layer, value in
                guard let rect = AnimatableValue.rect(value) else { return false }
                layer.contentsRect = rect
                return true
            }),
            "fontSize": number({ ($0 as? CATextLayer)?.fontSize }, { ($0 as? CATextLayer)?.fontSize = $1 }),
            "foregroundColor": color({ ($0 as? CATextLayer)?.foregroundColor }, { ($0 as? CATextLayer)?.foregroundColor = $1 }),
            "instanceColor": color({ ($0 as? CAReplicatorLayer)?.instanceColor }, { ($0 as? CAReplicatorLayer)?.instanceColor = $1 }),
            "instanceTransform": AnimatableKey(get: { ($0 as? CAReplicatorLayer)?.instanceTransform }, set: { layer, value in
                if let transform = value as? CATransform3D { (layer as? CAReplicatorLayer)?.instanceTransform = transform; return true }
                if let boxed = value as? NSValue, boxed.holdsCATransform3D { (layer as? CAReplicatorLayer)?.instanceTransform = boxed.caTransform3DValue; return true }
                return false
            }),
            "instanceRedOffset": number({ ($0 as? CAReplicatorLayer).map { CGFloat($0.instanceRedOffset) } }, { ($0 as? CAReplicatorLayer)?.instanceRedOffset = Float($1) }),
            "instanceGreenOffset": number({ ($0 as? CAReplicatorLayer).map { CGFloat($0.instanceGreenOffset) } }, { ($0 as? CAReplicatorLayer)?.instanceGreenOffset = Float($1) }),
            "instanceBlueOffset": number({ ($0 as? CAReplicatorLayer).map { CGFloat($0.instanceBlueOffset) } }, { ($0 as? CAReplicatorLayer)?.instanceBlueOffset = Float($1) }),
            "instanceAlphaOffset": number({ ($0 as? CAReplicatorLayer).map { CGFloat($0.instanceAlphaOffset) } }, { ($0 as? CAReplicatorLayer)?.instanceAlphaOffset = Float($1) }),
            "instanceDelay": number({ ($0 as? CAReplicatorLayer).map { CGFloat($0.instanceDelay) } }, { ($0 as? CAReplicatorLayer)?.instanceDelay = CFTimeInterval($1) }),
            "startPoint": point({ ($0 as? CAGradientLayer)?.startPoint }, { ($0 as? CAGradientLayer)?.startPoint = $1 }),
            "endPoint": point({ ($0 as? CAGradientLayer)?.endPoint }, { ($0 as? CAGradientLayer)?.endPoint = $1 }),
        ]
    }()

    /// The model value of an animatable key path (nil: not one Tether draws).
    func animatableValue(forKeyPath keyPath: String) -> Any? {
        CALayer.animatableKeys[keyPath]?.get(self)
    }

    /// The key paths only a kind of layer has, and that kind: Core Animation ignores an
    /// animation of one on another layer.
    @MainActor static let keyPathLayerClasses: [String: CALayer.Type] = {
        var classes: [String: CALayer.Type] = [:]
        for key in ["strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit", "fillColor", "strokeColor", "path"] {
            classes[key] = CAShapeLayer.self
        }
        for key in ["colors", "locations", "startPoint", "endPoint"] { classes[key] = CAGradientLayer.self }
        for key in ["fontSize", "foregroundColor"] { classes[key] = CATextLayer.self }
        for key in ["instanceColor", "instanceTransform", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
                    "instanceAlphaOffset", "instanceDelay"] {
            classes[key] = CAReplicatorLayer.self
        }
        return classes
    }()

    /// Reports an animated key path that belongs to another kind of layer (a shape layer's
    /// `strokeEnd` on a plain `CALayer`), which Core Animation ignores; true when it does.
    @discardableResult
    func reportsForeignKeyPath(_ keyPath: String) -> Bool {
        guard let owner = CALayer.keyPathLayerClasses[keyPath], !isKind(of: owner) else { return false }
        CALayer.reportAnimationProblem("\"\(keyPath)\" is a key path of \(owner), not of a \(type(of: self)); Core Animation ignores its animation, and so does Tether")
        return true
    }

    /// Sets an animation's value for a key path on this (presentation) layer; a key path
    /// Tether does not draw, or a value of the wrong type, is reported and left out.
    func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        if reportsForeignKeyPath(keyPath) { return }
        guard let key = CALayer.animatableKeys[keyPath] else {
            CALayer.reportAnimationProblem("\"\(keyPath)\" is not a key path Tether animates on a \(type(of: self)); its value is not drawn")
            return
        }
        if !key.set(self, value) {
            CALayer.reportAnimationProblem("the value \(value) of type \(type(of: value)) does not fit \"\(keyPath)\"; not drawn")
        }
    }
}

/// A part of an affine transform that `transform.scale`, `.rotation` and `.translation` key
/// paths name: read from the transform's decomposition (translation, then rotation, then
/// scale), and written by recomposing it with the part replaced, as Core Animation's key-value
/// coding of transforms does.
enum TransformPart {
    case scale, scaleX, scaleY, rotation, translationX, translationY

    private struct Parts {
        var sx: CGFloat, sy: CGFloat, angle: CGFloat, tx: CGFloat, ty: CGFloat
        init(_ t: CGAffineTransform) {
            sx = (t.a * t.a + t.b * t.b).squareRoot()
            angle = atan2(t.b, t.a)
            // The y scale is signed: a reflection shows as a negative y scale.
            let determinant = t.a * t.d - t.b * t.c
            sy = sx == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : determinant / sx
            tx = t.tx
            ty = t.ty
        }
        var transform: CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(CGAffineTransform(rotationAngle: angle))
                .concatenating(CGAffineTransform(translationX: tx, y: ty))
        }
    }

    func read(_ transform: CGAffineTransform) -> CGFloat {
        let parts = Parts(transform)
        switch self {
        case .scale: return (parts.sx + parts.sy) / 2
        case .scaleX: return parts.sx
        case .scaleY: return parts.sy
        case .rotation: return parts.angle
        case .translationX: return parts.tx
        case .translationY: return parts.ty
        }
    }

    func write(_ value: CGFloat, into transform: CGAffineTransform) -> CGAffineTransform {
        var parts = Parts(transform)
        switch self {
        case .scale: parts.sx = value; parts.sy = value
        case .scaleX: parts.sx = value
        case .scaleY: parts.sy = value
        case .rotation: parts.angle = value
        case .translationX: parts.tx = value
        case .translationY: parts.ty = value
        }
        return parts.transform
    }
}
