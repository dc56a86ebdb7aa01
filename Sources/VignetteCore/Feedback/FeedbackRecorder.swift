import Foundation

/// What one layout pass learns that its views read back: which views read preference
/// values, which read a container's size, and which `@State` properties the views have (to
/// find writes to them). The values themselves outlive the pass in `LayoutFeedback`.
nonisolated final class FeedbackRecorder {
    let store: LayoutFeedback
    private var occurrences: [[ObjectIdentifier]: Int] = [:]
    private var states: [(slot: StateSlot, box: any AnyStateBox, writes: Int, value: Any)] = []
    private(set) var readers: [PreferenceReader] = []
    /// The container boundaries' nodes, and the sizes views inside measured against.
    private var containers: [ViewIdentity: LayoutNode] = [:]
    private var containerReads: [ViewIdentity: ProposedViewSize] = [:]

    /// Whether a view read something back from the layout (else one pass is all it takes).
    var hasReaders: Bool { !readers.isEmpty || !containerReads.isEmpty }

    init(store: LayoutFeedback) { self.store = store }

    /// The identity of the view being evaluated (see `ViewIdentity`).
    func identity(in session: ResolveSession) -> ViewIdentity {
        let path = session.path.types(through: session.depth).map(ObjectIdentifier.init)
        let occurrence = occurrences[path, default: 0]
        occurrences[path] = occurrence + 1
        return ViewIdentity(path: path, occurrence: occurrence)
    }

    /// Gives a view's `@State` properties the values earlier passes' actions wrote, and
    /// remembers them, to find this pass's writes.
    func restoreState(of subject: Any, in session: ResolveSession) {
        let view = identity(in: session)
        for (index, child) in Mirror(reflecting: subject).children.enumerated() {
            guard let property = child.value as? any StateProperty else { continue }
            let slot = StateSlot(view: view, property: child.label ?? "#\(index)")
            let box = property.storage
            if let stored = store.stateValues[slot] { box.restore(stored) }
            states.append((slot, box, box.writes, box.anyValue))
        }
    }

    /// Registers a view that reads `K` from its node's subtree, and returns its identity.
    @discardableResult
    func addReader<K: PreferenceKey>(_ key: K.Type, node: LayoutNode, in session: ResolveSession,
                                     action: ((K.Value) -> Void)?) -> ViewIdentity {
        let identity = identity(in: session)
        readers.append(PreferenceReader(key: K.self, identity: identity, node: node, entries: node.preferenceEntries.count, action: action))
        return identity
    }

    /// Registers the node of a container boundary (`ContainerBoundary`).
    func addContainer(_ identity: ViewIdentity, node: LayoutNode) {
        containers[identity] = node
    }

    /// Registers that views measured against a container's size (`containerRelativeFrame`).
    func readContainer(_ identity: ViewIdentity, size: ProposedViewSize) {
        containerReads[identity] = size
    }

    /// The nodes of the placed tree that are drawn (not inside a suppressed subtree).
    private static func drawnNodes(from root: LayoutNode) -> Set<ObjectIdentifier> {
        var drawn = Set<ObjectIdentifier>()
        var stack = [root]
        while let node = stack.popLast() {
            guard !node.isSuppressed else { continue }
            drawn.insert(ObjectIdentifier(node))
            stack.append(contentsOf: node.children)
        }
        return drawn
    }

    /// Lets go of the pass's nodes and state boxes: a reader or container holds its node, and a
    /// geometry reader's node holds the session that holds this recorder.
    func finish() {
        readers.removeAll()
        states.removeAll()
        containers.removeAll()
    }

    /// Reads every reader's value from the placed tree, runs `onPreferenceChange` actions
    /// whose value changed, and keeps what changed for the next pass. Returns the names of
    /// the keys whose new values the views have not seen yet (empty: the pass is settled).
    /// Readers in a subtree that is not drawn (a `ViewThatFits` choice not taken) are left out,
    /// as their values are.
    func settle(root: LayoutNode) -> [String] {
        let drawn = Self.drawnNodes(from: root)
        var unseen: [String] = []
        var acted: [String] = []
        for reader in readers where drawn.contains(ObjectIdentifier(reader.node)) {
            let value = reader.value()
            if let previous = store.readerValues[reader.identity] {
                if feedbackValuesEqual(previous, value) ?? true { continue }
            } else if reader.action == nil, feedbackValuesEqual(value, reader.defaultValue) == true {
                // Its content was built with the default, which is the value: nothing to redo.
                store.readerValues[reader.identity] = value
                continue
            }
            store.readerValues[reader.identity] = value
            if let action = reader.action {
                action(value)
                acted.append(reader.keyName)
            } else {
                unseen.append(reader.keyName)
            }
        }
        // A container placed at another size than its views measured against: they measure again.
        for (identity, measured) in containerReads {
            guard let node = containers[identity], drawn.contains(ObjectIdentifier(node)) else { continue }
            let placed = node.placedProposal
            store.containerSizes[identity] = placed
            if placed != measured { unseen.append("container size") }
        }
        var stateChanged = false
        for state in states where state.box.writes != state.writes {
            let value = state.box.anyValue
            if feedbackValuesEqual(value, state.value) == true { continue }
            store.stateValues[state.slot] = value
            stateChanged = true
        }
        // An action's write to state is seen in the next pass: name the keys whose actions ran.
        return stateChanged ? unseen + acted : unseen
    }
}

/// A view that reads a preference's value: `onPreferenceChange` (with an action) or
/// `overlayPreferenceValue`/`backgroundPreferenceValue` (whose content is built from it).
nonisolated struct PreferenceReader {
    let keyName: String
    let identity: ViewIdentity
    let node: LayoutNode
    let value: () -> Any
    let defaultValue: Any
    let action: ((Any) -> Void)?

    init<K: PreferenceKey>(key: K.Type, identity: ViewIdentity, node: LayoutNode, entries: Int, action: ((K.Value) -> Void)?) {
        keyName = String(describing: K.self)
        self.identity = identity
        self.node = node
        defaultValue = K.defaultValue
        // The reader sees its content's value: the node's subtree with the entries of the
        // modifiers inside it, not those applied outside.
        value = { node.preferenceValue(K.self, entries: entries) ?? K.defaultValue }
        self.action = action.map { action in { action($0 as! K.Value) } }
    }
}

/// What views read back from the layout, kept from one pass to the next: the preference
/// values each reader last saw, the `@State` values their actions wrote, and the sizes the
/// containers were placed at.
nonisolated final class LayoutFeedback {
    var readerValues: [ViewIdentity: Any] = [:]
    var stateValues: [StateSlot: Any] = [:]
    /// The size each container boundary was placed at, by the last pass that measured against it.
    var containerSizes: [ViewIdentity: ProposedViewSize] = [:]

    /// The value a reader saw after the previous pass (nil in the first pass).
    func value<K: PreferenceKey>(of key: K.Type, for reader: ViewIdentity) -> K.Value {
        readerValues[reader] as? K.Value ?? K.defaultValue
    }
}
