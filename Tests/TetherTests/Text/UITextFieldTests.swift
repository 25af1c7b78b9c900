import Foundation
import Testing
@testable import Tether

/// Records what a text field tells its delegate and its actions, and may refuse letters.
@MainActor
final class TextFieldLog: NSObject, UITextFieldDelegate {
    var events: [String] = []
    var digitsOnly = false
    var allowsEditing = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { events.append("shouldBegin"); return allowsEditing }
    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        events.append("change \(range.location),\(range.length) '\(string)'")
        return !digitsOnly || string.allSatisfy(\.isNumber)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { events.append("return"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { events.append("didEnd \(reason)") }
}

/// A delegate that will not let editing end.
@MainActor
final class StubbornFieldDelegate: NSObject, UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

/// A representable showing a text field made beforehand.
private struct ShownField: UIViewRepresentable {
    let field: UITextField
    func makeUIView(context: Context) -> UITextField { field }
    func updateUIView(_ field: UITextField, context: Context) {}
}

/// A text field in a representable, as apps wrap one (a one-time-code field, say).
private struct CodeField: UIViewRepresentable {
    let log: TextFieldLog
    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "Code"
        field.accessibilityIdentifier = "code"
        field.delegate = log
        field.addAction(UIAction { [log] action in
            log.events.append("editingChanged \((action.sender as? UITextField)?.text ?? "")")
        }, for: .editingChanged)
        field.addAction(UIAction { [log] _ in log.events.append("primary") }, for: .primaryActionTriggered)
        return field
    }
    func updateUIView(_ field: UITextField, context: Context) {}
}

/// `UITextField` in a view hierarchy: typed into through its delegate and control events,
/// as the keyboard does on iOS.
@MainActor
@Suite struct UITextFieldTests {
    @Test func typingAsksTheDelegateAndSendsEditingChanged() throws {
        let log = TextFieldLog()
        log.digitsOnly = true
        let h = host(CodeField(log: log).frame(height: 44), width: 300, height: 100)
        try h.type("12", into: "code")
        // Focusing begins editing; the change replaces the empty range at 0 with "12".
        #expect(log.events == ["shouldBegin", "didBegin", "change 0,0 '12'", "editingChanged 12"])
        // The delegate refuses letters: the text stays.
        try h.type("ab", into: "code")
        #expect(log.events.last == "change 2,0 'ab'")
        // The return key asks the delegate, then the primary action runs; `ViewHost.submit`
        // then lets go of the field, which ends editing.
        try h.submit("code")
        #expect(log.events.suffix(3) == ["return", "primary", "didEnd committed"])
    }

    @Test func insertTextAndDeleteBackwardEditTheEnd() {
        let log = TextFieldLog()
        let field = UITextField()
        field.delegate = log
        field.text = "ab"
        field.insertText("c")
        #expect(field.text == "abc" && field.hasText)
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(log.events == ["change 2,0 'c'", "change 2,1 ''"])
    }

    @Test func clearsOnInsertionReplacesTheTextWithTheFirstInsertionOfAnEdit() throws {
        let log = TextFieldLog()
        let field = UITextField()
        field.accessibilityIdentifier = "code"
        field.delegate = log
        field.text = "old"
        field.clearsOnInsertion = true
        let h = host(ShownField(field: field).frame(height: 44), width: 300, height: 100)
        // Typed after editing begins: the first insertion replaces the whole text, later
        // ones append.
        try h.type("n", into: "code")
        try h.type("ew", into: "code")
        #expect(field.text == "new")
        #expect(log.events.contains("change 0,3 'n'"))
        // Not editing: an insertion appends.
        field.resignFirstResponder()
        field.insertText("!")
        #expect(field.text == "new!")
    }

    @Test func endEditingResignsTheEditingFieldBelowAView() {
        let log = TextFieldLog()
        let container = UIView()
        let field = UITextField()
        field.delegate = log
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(container.endEditing(false) && !field.isEditing)
        #expect(log.events.suffix(1) == ["didEnd committed"])
        // A delegate that refuses to end editing is not asked when forced.
        let stubborn = StubbornFieldDelegate()
        field.delegate = stubborn
        #expect(field.becomeFirstResponder())
        #expect(!container.endEditing(false) && field.isEditing)
        #expect(container.endEditing(true) && !field.isEditing)
    }

    @Test func aScrollViewThatDismissesTheKeyboardOnDragEndsEditingInside() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let field = UITextField()
        scroll.addSubview(field)
        field.becomeFirstResponder()
        scroll.drag(by: CGPoint(x: 0, y: 50))
        #expect(field.isEditing, "the default mode (.none) keeps the keyboard")
        scroll.keyboardDismissMode = .onDrag
        scroll.drag(by: CGPoint(x: 0, y: 50))
        #expect(!field.isEditing)
    }

    @Test func textInputTraitsAreKept() {
        let field = UITextField()
        field.smartQuotesType = .no
        field.smartDashesType = .yes
        field.smartInsertDeleteType = .no
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;")
        #expect(field.smartQuotesType == .no && field.smartDashesType == .yes && field.smartInsertDeleteType == .no)
        #expect(field.passwordRules == UITextInputPasswordRules(descriptor: "required: upper; minlength: 8;"))
        #expect(field.passwordRules?.passwordRulesDescriptor == "required: upper; minlength: 8;")
    }

    /// UIKit's `UITextInputTraits` defaults (sentences capitalised, the rest `.default`) on every
    /// view that takes typing, each view keeping its own settings.
    @Test func textViewsAndSearchBarsKeepTheSameTraitsWithUIKitsDefaults() {
        let field = UITextField(), view = UITextView(), bar = UISearchBar()
        let views: [any _KeepsTextInputTraits] = [field, view, bar]
        for v in views {
            #expect(v.autocapitalizationType == .sentences && v.autocorrectionType == .default && v.returnKeyType == .default)
            #expect(!v.enablesReturnKeyAutomatically && v.passwordRules == nil)
        }
        view.autocapitalizationType = .none
        view.returnKeyType = .done
        bar.autocorrectionType = .no
        #expect(view.autocapitalizationType == .none && view.returnKeyType == .done)
        #expect(field.autocapitalizationType == .sentences && field.returnKeyType == .default)
        #expect(bar.autocorrectionType == .no && view.autocorrectionType == .default)
    }

    @Test func aDelegateCanKeepTheFieldFromEditing() {
        let log = TextFieldLog()
        log.allowsEditing = false
        let field = UITextField()
        field.delegate = log
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        log.allowsEditing = true
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(field.resignFirstResponder() && !field.isEditing)
        #expect(log.events == ["shouldBegin", "shouldBegin", "didBegin", "didEnd committed"])
    }
}
