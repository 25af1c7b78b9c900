import Foundation

extension CALayer {
    /// Mirrors `add(_:forKey:)`: the animation runs on the layer, replacing the one with the
    /// same key; drawn at rest (see `CAAnimation`): it starts and ends when the current
    /// transaction commits, telling its delegate, and is then removed unless it holds its
    /// last value.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let key = key ?? "Tether.unnamed.\(ObjectIdentifier(anim).hashValue)"
        if let index = addedAnimations.firstIndex(where: { $0.key == key }) {
            let replaced = addedAnimations.remove(at: index).animation
            if replaced !== anim { replaced.delegate?.animationDidStop(replaced, finished: false) }
        }
        addedAnimations.append((key, anim))
        if !anim.holdsLastValue { reportForeignKeyPaths(of: anim) }
        anim.delegate?.animationDidStart(anim)
        changed()
        guard !anim.repeatsForever else { return }
        CATransaction.whenAnimationsEnd { [weak self] in
            guard let self, let index = self.addedAnimations.firstIndex(where: { $0.animation === anim && $0.key == key }) else { return }
            if anim.isRemovedOnCompletion { self.addedAnimations.remove(at: index) }
            anim.delegate?.animationDidStop(anim, finished: true)
            self.changed()
        }
    }

    /// Reports the key paths `animation` (or the animations of a group) names that belong
    /// to another kind of layer when it is added (a held animation's are reported, and left
    /// out, when it is drawn).
    private func reportForeignKeyPaths(of animation: CAAnimation) {
        if let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath {
            reportsForeignKeyPath(keyPath)
        }
        if let group = animation as? CAAnimationGroup {
            for member in group.animations ?? [] { reportForeignKeyPaths(of: member) }
        }
    }

    /// Mirrors `animation(forKey:)`: the running (or held) animation with that key.
    public func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// Mirrors `animationKeys()`: the keys of the layer's animations added with a key, nil
    /// when there are none.
    public func animationKeys() -> [String]? {
        let keys = addedAnimations.map(\.key).filter { !$0.hasPrefix("Tether.unnamed.") }
        return keys.isEmpty ? nil : keys
    }

    /// Mirrors `removeAnimation(forKey:)`: the animation stops (its delegate told it did not
    /// finish, if it had not ended) and the model value shows again.
    public func removeAnimation(forKey key: String) {
        guard let index = addedAnimations.firstIndex(where: { $0.key == key }) else { return }
        stopRemoved(addedAnimations.remove(at: index).animation)
    }

    /// Mirrors `removeAllAnimations()`.
    public func removeAllAnimations() {
        let removed = addedAnimations
        addedAnimations = []
        for (_, animation) in removed { stopRemoved(animation) }
    }

    private func stopRemoved(_ animation: CAAnimation) {
        // One that ended and was kept was told it finished already.
        if !animation.holdsLastValue { animation.delegate?.animationDidStop(animation, finished: false) }
        changed()
    }

    /// Mirrors `presentation()`: a copy of the layer as it is drawn — its model values with
    /// the last values its held animations leave (see `CAAnimation`).
    public func presentation() -> Self? {
        (drawnPresentation ?? CALayer.presentationCopy(of: self)) as? Self
    }

    /// Mirrors `model()`: the layer itself (a presentation copy's model is not kept).
    public func model() -> Self { self }

    /// The layer as drawn when held animations change what it shows, else nil (the layer
    /// itself is drawn).
    var drawnPresentation: CALayer? {
        let held = addedAnimations.filter { $0.animation.holdsLastValue }
        guard !held.isEmpty else { return nil }
        let copy = CALayer.presentationCopy(of: self)
        for (_, animation) in held {
            for (keyPath, value) in animation.restingValues(on: self) {
                copy.setAnimatableValue(value, forKeyPath: keyPath)
            }
        }
        return copy
    }

    /// A copy of `layer` of its own kind (shape, gradient, text and replicator layers keep what
    /// they draw).
    static func presentationCopy(of layer: CALayer) -> CALayer {
        let copy: CALayer
        switch layer {
        case let shape as CAShapeLayer: copy = CAShapeLayer(layer: shape)
        case let gradient as CAGradientLayer: copy = CAGradientLayer(layer: gradient)
        case let text as CATextLayer: copy = CATextLayer(layer: text)
        case let replicator as CAReplicatorLayer: copy = CAReplicatorLayer(layer: replicator)
        default: copy = CALayer(layer: layer)
        }
        copy.viewBackground = layer.viewBackground
        return copy
    }

    /// Reports a problem with a layer animation to the host being updated, else the last one.
    static func reportAnimationProblem(_ message: String) {
        UpdatingHost.reportMisuse("CAAnimation: \(message)")
    }
}
