import Foundation
import Testing
@testable import Tether

/// `formStyle(_:)`: the grouped style iOS uses by default, the columns style, custom styles.
@MainActor
@Suite struct FormStyleTests {
    static func settings() -> some View {
        Form {
            Section("Account") {
                LabeledContent { Text("Ann").testID("name") } label: { Text("Name").testID("nameLabel") }
                LabeledContent { Text("ann@example.com").testID("email") } label: { Text("Email address").testID("emailLabel") }
            }
        }
    }

    @Test func automaticAndGroupedFormsAreTheInsetGroupedList() {
        let automatic = host(Self.settings().formStyle(.automatic), width: 390, height: 600)
        let grouped = host(Self.settings().formStyle(.grouped), width: 390, height: 600)
        let list = host(List { Section("Account") {
            LabeledContent { Text("Ann").testID("name") } label: { Text("Name").testID("nameLabel") }
        } }.listStyle(.insetGrouped), width: 390, height: 600)
        let row = list.frame(of: "name")!
        #expect(close(automatic.frame(of: "name"), row))
        #expect(close(grouped.frame(of: "name"), row))
        // The value trails its row in the card: 16 + 16 pt from the canvas's trailing edge.
        #expect(close(row.maxX, 390 - 32, tolerance: 0.5))
    }

    @Test func aColumnsFormEndsLabelsAndStartsValuesAtOneLine() throws {
        let h = host(Self.settings().formStyle(.columns), width: 390, height: 600)
        let name = try #require(h.frame(of: "name")), email = try #require(h.frame(of: "email"))
        let nameLabel = try #require(h.frame(of: "nameLabel")), emailLabel = try #require(h.frame(of: "emailLabel"))
        // Values leading aligned, labels trailing aligned, 8 pt before the values.
        #expect(close(name.minX, email.minX))
        #expect(close(nameLabel.maxX, emailLabel.maxX))
        #expect(close(name.minX - nameLabel.maxX, 8))
        // The longer row sets the column; the form, as wide as its rows, is centred.
        #expect(close((emailLabel.minX + email.maxX) / 2, 195, tolerance: 0.5))
        // Rows stacked 8 pt apart, with no list card: nothing is drawn behind them.
        #expect(email.minY > name.maxY)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        #expect(png.pixel(x: 5, y: Int(name.midY)).a == 0)
    }

    struct Outlined: FormStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) { configuration.content }
                .padding(20)
                .testID("styled")
        }
    }

    @Test func aCustomStyleGetsTheFormsContent() throws {
        let h = host(Form {
            Text("First").testID("first")
            Text("Second").testID("second")
        }.formStyle(Outlined()), width: 390, height: 600)
        let styled = try #require(h.frame(of: "styled")), first = try #require(h.frame(of: "first"))
        let second = try #require(h.frame(of: "second"))
        #expect(close(first.minX, styled.minX + 20) && close(first.minY, styled.minY + 20))
        #expect(second.minY > first.maxY)
    }

    @Test func theStyleReachesFormsInside() throws {
        let h = host(VStack { Self.settings() }.formStyle(.columns), width: 390, height: 600)
        let name = try #require(h.frame(of: "name")), nameLabel = try #require(h.frame(of: "nameLabel"))
        #expect(close(name.minX - nameLabel.maxX, 8))
    }
}
