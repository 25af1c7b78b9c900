import Foundation
import Testing
@testable import Tether

/// The accessibility tree as iOS forms it from SwiftUI views (texts, images and controls are
/// elements; modifiers change them; `accessibilityElement(children:)` joins or contains), and
/// Tether's queries that find and tap elements by what a person reads.
@MainActor
@Suite struct AccessibilityTreeTests {
    @Test func textsImagesAndControlsAreElementsInReadingOrder() {
        let h = host(VStack {
            Text("Profile")
            Image(systemName: "star")
            Button("Follow") {}
            Button { } label: { Label("Settings", systemImage: "gear") }
        })
        #expect(h.accessibilityTree() == """
            staticText "Profile" [staticText]
            image "star" [image]
            button "Follow" [button]
            button "Settings" [button]
            """)
    }

    @Test func iOS18sIsEnabledAppliesAModifierOnlyWhileTrue() {
        func favorite(_ isFavorite: Bool) -> some View {
            Button {} label: { Image(systemName: isFavorite ? "star.fill" : "star") }
                .accessibilityLabel("Unfavorite", isEnabled: isFavorite)
                .accessibilityValue(Text("Starred"), isEnabled: isFavorite)
                .accessibilityHint("Removes it from favorites", isEnabled: isFavorite)
                .accessibilityInputLabels(["Unstar"], isEnabled: isFavorite)
                .accessibilityIdentifier("favorite", isEnabled: isFavorite)
        }
        let on = host(favorite(true)).accessibilityElements
        #expect(on.count == 1 && on[0].label == "Unfavorite" && on[0].value == "Starred")
        #expect(on[0].hint == "Removes it from favorites" && on[0].inputLabels == ["Unstar"] && on[0].identifier == "favorite")
        // Disabled, the button keeps what its content gives it: the symbol's name.
        let off = host(favorite(false)).accessibilityElements
        #expect(off.count == 1 && off[0].label == "star" && off[0].value == nil && off[0].hint == nil)
        #expect(off[0].inputLabels.isEmpty && off[0].identifier == nil)
        // An outer label still applies when the inner one is disabled.
        let outer = host(Image(systemName: "star").accessibilityLabel("Rate", isEnabled: false).accessibilityLabel("Stars"))
        #expect(outer.accessibilityElements.first?.label == "Stars")
    }

    @Test func modifiersChangeTheElementTheirContentForms() {
        let h = host(VStack {
            Image(systemName: "heart.fill")
                .accessibilityLabel("Likes")
                .accessibilityValue("12")
                .accessibilityHint("Shows who liked the post")
                .accessibilityIdentifier("likes")
            Text("Chapter 1").accessibilityAddTraits(.isHeader)
            Button("Plain") {}.accessibilityRemoveTraits(.isButton)
        })
        let elements = h.accessibilityElements
        #expect(elements.count == 3)
        #expect(elements[0].label == "Likes" && elements[0].value == "12" && elements[0].hint == "Shows who liked the post")
        #expect(elements[0].identifier == "likes" && elements[0].role == .image)
        #expect(elements[1].traits == [.isStaticText, .isHeader])
        #expect(elements[2].traits.isEmpty)
    }

    /// `help(_:)` is the accessibility hint on iOS; as for hints, the outer modifier wins
    /// (help over hint, hint over help).
    @Test func helpTextIsTheAccessibilityHint() {
        let h = host(VStack {
            Button("Compose") {}.help("Compose a new message")
            Button("Send") {}.accessibilityHint("Hint").help(Text("Help"))
            Button("Save") {}.help("Help" as String).accessibilityHint("Hint")
        })
        let elements = h.accessibilityElements
        #expect(elements.map(\.hint) == ["Compose a new message", "Help", "Hint"])
    }

    @Test func iOS13AccessibilityModifiersDoWhatTheirSuccessorsDo() {
        let h = host(VStack {
            Image(systemName: "heart.fill")
                .accessibility(label: Text("Likes"))
                .accessibility(value: Text("12"))
                .accessibility(hint: Text("Shows who liked the post"))
                .accessibility(identifier: "likes")
            Text("Chapter 1").accessibility(addTraits: .isHeader)
            Button("Plain") {}.accessibility(removeTraits: .isButton).accessibility(inputLabels: [Text("Plain"), Text("Simple")])
            Text("Decoration").accessibility(hidden: true)
            Text("Last").accessibility(sortPriority: 1)
        })
        let elements = h.accessibilityElements
        #expect(elements.map(\.label) == ["Last", "Likes", "Chapter 1", "Plain"])
        #expect(elements[1].value == "12" && elements[1].hint == "Shows who liked the post" && elements[1].identifier == "likes")
        #expect(elements[2].traits == [.isStaticText, .isHeader])
        #expect(elements[3].traits.isEmpty && elements[3].inputLabels == ["Plain", "Simple"])
    }

    @Test func aModifierOnAPlainContainerReachesEveryElementInside() {
        let h = host(VStack { Text("a"); Text("b") }.accessibilityAddTraits(.isSelected))
        #expect(h.accessibilityElements.map(\.traits) == [[.isStaticText, .isSelected], [.isStaticText, .isSelected]])
    }

    @Test func hiddenViewsAndTheirContentsAreNotRead() {
        let h = host(VStack {
            Text("Shown")
            VStack { Text("Decoration"); Button("Inner") {} }.accessibilityHidden(true)
            Text("Also shown").accessibilityHidden(true).accessibilityHidden(false)
        })
        #expect(h.accessibilityElements.map(\.label) == ["Shown", "Also shown"])
    }

    @Test func childBehavioursCombineIgnoreOrContain() {
        let h = host(VStack {
            HStack { Text("Ada"); Text("Admin") }.accessibilityElement(children: .combine)
            HStack { Image(systemName: "person"); Text("ignored") }.accessibilityElement().accessibilityLabel("Profile")
            VStack { Text("one"); Text("two") }.accessibilityElement(children: .contain)
        })
        #expect(h.accessibilityTree() == """
            element "Ada, Admin" [staticText]
            element "Profile"
            container
              staticText "one" [staticText]
              staticText "two" [staticText]
            """)
    }

    @Test func sortPriorityReadsHigherFirstAmongSiblings() {
        let h = host(HStack {
            Text("first")
            Text("second").accessibilitySortPriority(2)
            Text("third").accessibilitySortPriority(1)
        })
        #expect(h.accessibilityElements.map(\.label) == ["second", "third", "first"])
    }

    @Test func controlsReportTheirValues() {
        struct Settings: View {
            @State var wifi = true
            @State var volume = 0.25
            @State var name = "Ada"
            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $wifi)
                    Slider(value: $volume)
                    TextField("Name", text: $name)
                }
            }
        }
        let h = host(Settings())
        #expect(h.find(role: .toggle)?.label == "Wi-Fi")
        #expect(h.find(role: .toggle)?.value == "1")
        #expect(h.find(role: .adjustable)?.value == "25%")
        #expect(h.find(role: .textField)?.label == "Name" && h.find(role: .textField)?.value == "Ada")
        #expect(throws: Never.self) { try h.tap(label: "Wi-Fi") }
        #expect(h.find(role: .toggle)?.value == "0")
    }

    @Test func aMenuPickerIsOnePopUpButtonNamedByItsLabelWithTheChoiceAsValue() throws {
        // iOS reads a menu picker as "Flavor, Chocolate, Pop up button": the label names it
        // (also where only the choice is drawn), the choice is its value, and the options of
        // the closed menu are not read.
        struct Flavors: View {
            @State var flavor = 1
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) }
                    Form {
                        Picker(selection: $flavor) { Text("Vanilla").tag(0); Text("Chocolate").tag(1) } label: {
                            Label("Scoop", systemImage: "star")
                        }
                    }
                }
            }
        }
        let h = host(Flavors(), width: 390, height: 600)
        let buttons = h.findAll(role: .button)
        #expect(buttons.map(\.label) == ["Flavor", "Scoop"])
        #expect(buttons.map(\.value) == ["Chocolate", "Chocolate"])
        #expect(h.find(text: "Vanilla") == nil)
        // Acting on it opens the menu, whose options are then read.
        try h.tap(label: "Flavor")
        #expect(h.find(text: "Vanilla") != nil)
    }

    @Test func tapByLabelActsLikeAFingerOnWhatIsRead() throws {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Text("Count: \(count)")
                    Button("Add") { count += 1 }
                }
            }
        }
        let h = host(Counter())
        try h.tap(label: "Add")
        try h.tap(label: "Add")
        #expect(h.find(text: "Count: 2") != nil)
        #expect(throws: InteractionError.noElementWithLabel("Remove")) { try h.tap(label: "Remove") }
        #expect(throws: InteractionError.notTappable("The element \"Count: 2\"")) { try h.tap(label: "Count: 2") }
    }

    @Test func elementsKnowTheirFramesAndRoles() throws {
        let h = host(VStack(spacing: 0) {
            Color.clear.frame(height: 100)
            Button("Go") {}.testID("go")
        })
        let element = try #require(h.find(role: .button, label: "Go"))
        #expect(close(element.frame, try #require(h.frame(of: "go"))))
        #expect(h.findAll(role: .button).count == 1 && h.findAll(role: .staticText).isEmpty)
    }

    @Test func accessibilityActionsRunByName() throws {
        final class Log { var entries: [String] = [] }
        let log = Log()
        let h = host(Text("Message")
            .accessibilityAction(named: "Reply") { log.entries.append("reply") }
            .accessibilityAction { log.entries.append("open") })
        #expect(h.find(text: "Message")?.actionNames == ["Reply", "default"])
        try h.performAccessibilityAction("Reply", on: "Message")
        try h.performAccessibilityAction(on: "Message")
        #expect(log.entries == ["reply", "open"])
        #expect(throws: InteractionError.noAccessibilityAction("Delete", "Message")) {
            try h.performAccessibilityAction("Delete", on: "Message")
        }
    }

    @Test func traitsFormASet() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && !traits.contains(.isHeader))
        traits.remove(.isButton)
        traits.insert(.isHeader)
        #expect(traits == [.isHeader, .isSelected])
        #expect(traits.names == ["header", "selected"])
    }

    /// Input labels name an element for Voice Control without changing what VoiceOver reads;
    /// custom content entries keep their order, a later entry with the same key replaces an
    /// earlier one (the outermost modifier is applied last), and a nil value removes it.
    @Test func inputLabelsAndCustomContentAreRecordedOnTheElement() throws {
        let age = AccessibilityCustomContentKey("Age", id: "age")
        let view = Button("Rex") {}
            .accessibilityInputLabels(["Rex", "Dog"])
            .accessibilityCustomContent("Breed", "Collie", importance: .high)
            .accessibilityCustomContent(age, "3 years")
            .accessibilityCustomContent("Colour", Text("Brown"))
            .accessibilityCustomContent(age, "4 years")
            .accessibilityCustomContent(AccessibilityCustomContentKey("Colour"), nil as Text?)
        let h = host(view)
        let button = try #require(h.find(role: .button, label: "Rex"))
        #expect(button.inputLabels == ["Rex", "Dog"])
        #expect(button.customContent.map(\.label) == ["Breed", "Age"])
        #expect(button.customContent.map(\.value) == ["Collie", "4 years"])
        #expect(button.customContent.map(\.isHighImportance) == [true, false])
        #expect(h.accessibilityTree().contains("inputLabels=\"Rex\",\"Dog\""))
    }

    /// An adjustable action makes the element adjustable; VoiceOver's swipes (Tether's
    /// "increment" and "decrement" actions) run it. A heading gains the header trait and
    /// its level; ignoring Smart Invert changes nothing.
    @Test func adjustableElementsAndHeadings() throws {
        struct Rating: View {
            @State var stars = 2
            var body: some View {
                VStack {
                    Text("Settings").accessibilityHeading(.h1)
                    Text(String(repeating: "★", count: stars))
                        .accessibilityLabel("Rating")
                        .accessibilityValue("\(stars) stars")
                        .accessibilityAdjustableAction { direction in
                            switch direction {
                            case .increment: stars += 1
                            case .decrement: stars -= 1
                            }
                        }
                        .accessibilityIgnoresInvertColors()
                }
            }
        }
        let h = host(Rating())
        let rating = try #require(h.find(role: .adjustable, label: "Rating"))
        #expect(rating.value == "2 stars" && rating.actionNames == ["increment", "decrement"])
        try h.performAccessibilityAction("increment", on: "Rating")
        #expect(h.find(role: .adjustable, label: "Rating")?.value == "3 stars")
        try h.performAccessibilityAction("decrement", on: "Rating")
        try h.performAccessibilityAction("decrement", on: "Rating")
        #expect(h.find(role: .adjustable, label: "Rating")?.value == "1 stars")
        let heading = try #require(h.find(text: "Settings"))
        #expect(heading.traits.contains(.isHeader) && heading.headingLevel == .h1)
        #expect(h.accessibilityTree().contains("heading=h1"))
    }
}
