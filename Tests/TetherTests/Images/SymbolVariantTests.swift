import Foundation
import Testing
@testable import Tether

/// `symbolVariant(_:)` and `SymbolVariants`: a symbol takes the variant's name as SF Symbols
/// spells it (slash, then the enclosing shape, then fill: `bell.slash.circle.fill`), falls back
/// to its own name where no such symbol exists, and nested modifiers combine (SwiftUI's
/// documentation: `.none` applied with the modifier changes nothing; set the environment value
/// to draw symbols as named).
@MainActor
@Suite struct SymbolVariantTests {
    @Test func variantNamesFollowSFSymbolsNaming() {
        #expect(SymbolVariants.fill.name(varying: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.name(varying: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.fill.circle.name(varying: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.slash.fill.name(varying: "bell") == "bell.slash.fill")
        #expect(SymbolVariants.circle.slash.fill.name(varying: "bell") == "bell.slash.circle.fill")
        // A shape joins before an existing fill; parts already named are not repeated.
        #expect(SymbolVariants.circle.name(varying: "heart.fill") == "heart.circle.fill")
        #expect(SymbolVariants.fill.name(varying: "person.crop.circle") == "person.crop.circle.fill")
        #expect(SymbolVariants.fill.name(varying: "heart.fill") == nil)
        #expect(SymbolVariants.none.name(varying: "heart") == nil)
    }

    @Test func containsAsksForEveryPart() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(SymbolVariants.fill.contains(.none))
        #expect(!SymbolVariants.square.contains(.circle))
    }

    private func svg(_ view: some View) -> String {
        let h = host(view, width: 40, height: 40)
        return h.svg()
    }

    @Test func aSymbolUnderAVariantDrawsTheVariantsSymbol() {
        let filled = svg(Image(systemName: "heart").symbolVariant(.fill))
        #expect(filled == svg(Image(systemName: "heart.fill")))
        #expect(filled != svg(Image(systemName: "heart")))
        // On a container the variant reaches every symbol inside, also through a Label.
        #expect(svg(VStack { Label("Like", systemImage: "bell") }.symbolVariant(.slash.fill))
                == svg(VStack { Label("Like", systemImage: "bell.slash.fill") }))
    }

    @Test func nestedVariantsCombineAndTheEnvironmentValueResetsThem() {
        let combined = svg(VStack { Image(systemName: "heart").symbolVariant(.circle) }.symbolVariant(.fill))
        #expect(combined == svg(VStack { Image(systemName: "heart.circle.fill") }))
        let none = svg(VStack { Image(systemName: "heart").symbolVariant(.none) }.symbolVariant(.fill))
        #expect(none == svg(VStack { Image(systemName: "heart.fill") }))
        let reset = svg(VStack { Image(systemName: "heart").environment(\.symbolVariants, .none) }.symbolVariant(.fill))
        #expect(reset == svg(VStack { Image(systemName: "heart") }))
    }

    @Test func aSymbolWithoutTheVariantDrawsAsNamedWithoutADiagnostic() {
        // There is no `plus.slash` symbol: iOS draws `plus`.
        let h = host(Image(systemName: "plus").symbolVariant(.slash), width: 40, height: 40)
        #expect(h.svg() == svg(Image(systemName: "plus")))
        #expect(h.diagnostics.isEmpty)
    }

    @Test func renderingModesDrawTheSingleLayerInThePrimaryStyle() {
        // Tether's icons have one layer: every mode draws it in the foreground style.
        let plain = svg(Image(systemName: "star.fill").foregroundStyle(.red))
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            #expect(svg(Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.red)) == plain)
            #expect(svg(Image(systemName: "star.fill").foregroundStyle(.red).symbolRenderingMode(mode)) == plain)
        }
        let h = host(Text("x").symbolRenderingMode(.hierarchical).testID("t"))
        #expect(h.frame(of: "t") != nil)
    }
}
