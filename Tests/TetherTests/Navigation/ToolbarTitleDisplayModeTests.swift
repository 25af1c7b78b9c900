import Foundation
import Testing
@testable import Tether

/// iOS 17's `toolbarTitleDisplayMode(_:)` and iOS 26's `ToolbarSpacer`.
@MainActor @Suite struct ToolbarTitleDisplayModeTests {
    let phone = (width: CGFloat(390), height: CGFloat(844))
    let largeLine = pixelCeil(lineBox(34))
    let inlineLine = pixelCeil(lineBox(17))

    /// Where a text view centred in the area below a bar of `barHeight` starts.
    func bodyTop(below barHeight: CGFloat) -> CGFloat { barHeight + (844 - barHeight - bodyLine) / 2 }

    @Test func largeAndAutomaticPutTheTitleUnderTheTopRow() {
        for mode in [ToolbarTitleDisplayMode.large, .automatic] {
            let h = host(NavigationStack { Text("Body").testID("body").navigationTitle("Inbox").toolbarTitleDisplayMode(mode) },
                         width: phone.width, height: phone.height)
            #expect(close(h.find(text: "Inbox")?.frame.minY ?? -1, 44 + (52 - largeLine) / 2))
            #expect(close(h.frame(of: "body")?.minY ?? -1, bodyTop(below: 96)))
        }
    }

    @Test func inlineCentresTheTitleInTheTopRow() {
        let h = host(NavigationStack { Text("Body").testID("body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) },
                     width: phone.width, height: phone.height)
        let title = h.find(text: "Inbox")?.frame
        #expect(close(title?.minY ?? -1, (44 - inlineLine) / 2))
        #expect(close(title?.midX ?? -1, 195))
        #expect(close(h.frame(of: "body")?.minY ?? -1, bodyTop(below: 44)))
    }

    @Test func inlineLargeDrawsTheLargeTitleAtTheLeadingEndOfTheTopRow() {
        let h = host(NavigationStack { Text("Body").testID("body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge) },
                     width: phone.width, height: phone.height)
        let title = h.find(text: "Inbox")?.frame
        #expect(close(title?.minX ?? -1, 16))
        #expect(close(title?.height ?? -1, largeLine))
        #expect(close(title?.minY ?? -1, (44 - largeLine) / 2))
        // No row of its own: the content starts under the 44 pt row.
        #expect(close(h.frame(of: "body")?.minY ?? -1, bodyTop(below: 44)))
    }

    @Test func inlineLargeMovesLeadingItemsIntoTheOverflowMenu() throws {
        let h = host(NavigationStack {
            Text("Body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inlineLarge)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {}.testID("edit") }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {}.testID("add") }
                }
        }, width: phone.width, height: phone.height)
        #expect(h.frame(of: "edit") == nil)
        let add = try #require(h.frame(of: "add"))
        // The overflow button stands after the trailing items, 16 pt in from the edge.
        let overflow = try #require(h.find(text: "More"))
        #expect(close(overflow.frame.maxX, 390 - 16))
        #expect(add.maxX < overflow.frame.minX)
        try h.tap(at: CGPoint(x: overflow.frame.midX, y: overflow.frame.midY))
        #expect(h.frame(of: "edit") != nil)
    }

    @Test func navigationBarTitleDisplayModeAndToolbarTitleDisplayModeAgree() {
        let a = host(NavigationStack { Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline) },
                     width: phone.width, height: phone.height)
        let b = host(NavigationStack { Text("Body").navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) },
                     width: phone.width, height: phone.height)
        #expect(a.find(text: "Inbox")?.frame == b.find(text: "Inbox")?.frame)
    }

    @Test func aFixedSpacerWidensTheGapBetweenTwoItems() throws {
        func gap(_ spacer: Bool) throws -> CGFloat {
            let h = host(NavigationStack {
                Text("Body").navigationTitle("Inbox").toolbar {
                    ToolbarItem { Color.red.frame(width: 20, height: 20).testID("a") }
                    if spacer { ToolbarSpacer(.fixed) }
                    ToolbarItem { Color.red.frame(width: 20, height: 20).testID("b") }
                }
            }, width: phone.width, height: phone.height)
            return try #require(h.frame(of: "b")).minX - (try #require(h.frame(of: "a"))).maxX
        }
        #expect(close(try gap(false), 16))
        #expect(close(try gap(true), 16 + ToolbarSpacer.fixedWidth + 16))
    }

    @Test func aFlexibleSpacerSplitsTheBottomBarIntoGroups() throws {
        let h = host(NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 20, height: 20).testID("a") }
                ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 20, height: 20).testID("b") }
                ToolbarSpacer(placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 20, height: 20).testID("c") }
            }
        }, width: phone.width, height: phone.height)
        // a and b together at the leading end, 16 pt apart; c alone at the trailing end.
        #expect(close(h.frame(of: "a")?.minX ?? -1, 16))
        #expect(close(h.frame(of: "b")?.minX ?? -1, 16 + 20 + 16))
        #expect(close(h.frame(of: "c")?.maxX ?? -1, 390 - 16))
    }

    @Test func aToolbarRoleLeavesAnIPhonesBarAsItIs() {
        // iOS 26 on an iPhone draws no role differently (the back button has no title to drop).
        func frames(_ role: ToolbarRole?) -> [CGRect?] {
            let pushed = Text("Body").testID("body").navigationTitle("Detail")
            let view = NavigationStack {
                Text("Root").navigationDestination(isPresented: .constant(true)) {
                    if let role { pushed.toolbarRole(role) } else { pushed }
                }
            }
            let h = host(view, width: 390, height: 844)
            return [h.frame(of: "body")] + h.accessibilityElements.flatMap(\.flattened).map { Optional($0.frame) }
        }
        #expect(frames(.editor) == frames(nil))
        #expect(frames(.browser) == frames(nil))
        #expect(frames(.navigationStack) == frames(.automatic))
    }
}
