import Foundation

// Preferences flow up after the layout: a still render evaluates the views again when what a
// view reads from them changed (see `Feedback/SettledLayout.swift` for the rule).

nonisolated extension View {
    /// Sets a value for the given preference. It replaces the values the view's content sets
    /// for the same key.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceEntryModifier(key: K.self) { current, _ in current = value })
    }

    /// Applies a transformation to a preference value.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceEntryModifier(key: K.self) { current, _ in
            var value = current as? K.Value ?? K.defaultValue
            callback(&value)
            current = value
        })
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert
    /// the geometry to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceEntryModifier(key: K.self) { current, node in
            current = transform(Anchor(value, in: node.frame))
        })
    }

    /// Sets a value for the specified preference key, the value is a function of the key's
    /// current value and a geometry value tied to the current coordinate space.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceEntryModifier(key: K.self) { current, node in
            var keyValue = current as? K.Value ?? K.defaultValue
            transform(&keyValue, Anchor(value, in: node.frame))
            current = keyValue
        })
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// The action runs after the layout with the value of this view's content (the first
    /// time, and whenever a later pass changes it); `@State` it writes is seen by the next pass.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(NodeModifier { node, context in
            context.session.feedback.addReader(K.self, node: node, in: context.session, action: action)
            return node
        })
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                   @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(K.self, alignment: alignment, behind: false, transform)
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                      @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(K.self, alignment: alignment, behind: true, transform)
    }

    private func preferenceLayer<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment, behind: Bool,
                                                            _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(NodeModifier { node, context in
            let session = context.session
            let reader = session.feedback.addReader(K.self, node: node, in: session, action: nil)
            // The value the previous pass produced (the default in the first pass).
            let value = session.feedback.store.value(of: K.self, for: reader)
            return context.layer(transform(value), on: node, alignment: alignment, behind: behind)
        })
    }
}

/// Adds a preference entry to each node of its content.
nonisolated struct PreferenceEntryModifier: PrimitiveModifier {
    let key: ObjectIdentifier
    let apply: (inout Any?, LayoutNode) -> Void

    init<K: PreferenceKey>(key: K.Type, apply: @escaping (inout Any?, LayoutNode) -> Void) {
        self.key = ObjectIdentifier(K.self)
        self.apply = apply
    }

    func apply<Content: View>(to content: Content, _ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let entry = PreferenceEntry(key: key, apply: apply)
        context.modify(content, into: &nodes) { node, _ in
            node.preferenceEntries.append(entry)
            return node
        }
    }
}
