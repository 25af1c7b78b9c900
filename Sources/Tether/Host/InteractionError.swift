import Foundation

/// Why a tap, typed text or a submit could not be delivered by `ViewHost` (Tether's own API).
public enum InteractionError: Error, CustomStringConvertible, Equatable {
    /// No view is marked with this accessibility identifier.
    case noViewWithIdentifier(String)
    /// The view exists but neither it nor its containers handle taps.
    case notTappable(String)
    /// Nothing that handles taps is at this point.
    case nothingAt(CGPoint)
    /// The view is not a row of a `List` (nor inside one).
    case notListRow(String)
    /// The list row has no swipe actions on that edge (its own or, trailing, `onDelete`'s).
    case noSwipeActions(String, edge: HorizontalEdge)
    /// The list row cannot be deleted or moved that way now; the reason says why.
    case rowNotEditable(String, reason: String)
    /// Neither the view nor its containers nor a list or scroll view inside it has a `refreshable` action.
    case notRefreshable(String)
    /// The point is not finite.
    case invalidPoint(CGPoint)
    /// The view has no `TextField`, `SecureField` or `TextEditor` in or around it.
    case notEditable(String)
    /// The view has no text field, editor or `focusable` view in or around it.
    case notFocusable(String)
    /// No focused view's `onKeyPress`, focused text field or editor, or keyboard shortcut
    /// took the key (named with its modifiers).
    case keyNotHandled(String)
    /// The control is disabled (`.disabled(true)`).
    case disabled(String)
    /// Gestures are at this point, and none recognized the touch (a press too short for a
    /// long press, a drag that did not start on a slider's knob).
    case notRecognized(CGPoint)
    /// The field's keyboard has no keys for these characters (letters on a number pad).
    case notOnKeyboard(String, keyboard: String)
    /// A gesture's amount is not usable (a pinch to a negative or non-finite scale, a
    /// non-finite rotation).
    case invalidGesture(String)
    /// The view has no `ScrollView` in or around it.
    case notScrollable(String)
    /// No accessibility element has this label.
    case noElementWithLabel(String)
    /// The element labelled so has no accessibility action of this name.
    case noAccessibilityAction(String, String)
    /// No element on the screen has a rotor of this name.
    case noRotor(String)
    /// The rotor has no entry of this label, or the entry leads to no element.
    case noRotorEntry(String, rotor: String)
    /// Nothing of this kind is presented now (a file importer, a file exporter).
    case notPresented(String)
    /// Nothing at this point can be dragged (no `onDrag` or `draggable` on the view there or
    /// around it).
    case noDragSource(CGPoint)

    public var description: String {
        switch self {
        case .noViewWithIdentifier(let id): return "No view has accessibilityIdentifier \"\(id)\""
        case .notTappable(let what): return "\(what) does not respond to taps (no Button, Toggle or onTapGesture there)"
        case .nothingAt(let p): return "No view that responds to this touch at (\(p.x), \(p.y))"
        case .notListRow(let id): return "The view \"\(id)\" is not a row of a List"
        case .noSwipeActions(let id, let edge): return "The row \"\(id)\" has no swipe actions on its \(edge) edge"
        case .rowNotEditable(let id, let reason): return "The row \"\(id)\" cannot be edited so: \(reason)"
        case .notRefreshable(let id): return "The view \"\(id)\" has no refreshable List or ScrollView in or around it"
        case .invalidPoint(let p): return "Tap point (\(p.x), \(p.y)) is not finite"
        case .notEditable(let id): return "The view \"\(id)\" has no TextField, SecureField or TextEditor in or around it"
        case .notFocusable(let id): return "The view \"\(id)\" has no text field, text editor or focusable view in or around it"
        case .keyNotHandled(let key): return "Nothing takes the key \(key): no focused view's onKeyPress, focused text field or keyboard shortcut"
        case .disabled(let path): return "The control at \(path) is disabled"
        case .notRecognized(let p): return "No gesture at (\(p.x), \(p.y)) recognized this touch"
        case .notOnKeyboard(let characters, let keyboard): return "The \(keyboard) keyboard cannot type \"\(characters)\""
        case .invalidGesture(let what): return "The gesture cannot be made: \(what)"
        case .notScrollable(let id): return "The view \"\(id)\" has no ScrollView in or around it"
        case .noElementWithLabel(let label): return "No accessibility element is labelled \"\(label)\""
        case .noAccessibilityAction(let name, let label): return "The element \"\(label)\" has no accessibility action \"\(name)\""
        case .noRotor(let name): return "No accessibility element has a rotor \"\(name)\""
        case .noRotorEntry(let label, let rotor): return "The rotor \"\(rotor)\" has no entry \"\(label)\" that leads to an element on screen"
        case .notPresented(let what): return "No \(what) is presented"
        case .noDragSource(let p): return "Nothing at (\(p.x), \(p.y)) can be dragged (no onDrag or draggable there)"
        }
    }
}
