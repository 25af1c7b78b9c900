import Foundation

extension Text.Layout {
    /// Mirrors `Text.Layout.DrawingOptions`: how `GraphicsContext` draws lines, runs and slices.
    public struct DrawingOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Mirrors `disablesSubpixelQuantization`: glyphs are drawn exactly where they are.
        /// Tether never moves glyphs to a subpixel grid, so text draws the same either way.
        public static var disablesSubpixelQuantization: DrawingOptions { DrawingOptions(rawValue: 1 << 0) }
    }
}

extension GraphicsContext {
    /// Mirrors `draw(_:options:)` for a `Text.Layout.Line`: the line's runs, at its origin,
    /// drawn as the text draws them (fills, backgrounds, colour glyphs, underlines and
    /// strikethroughs), as one drawing operation under the context's state.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        var items: [DisplayItem] = []
        for run in line { items += run.source.items(line: run.line, glyphs: run.glyphs, shift: run.shift) }
        if !items.isEmpty { record(items) }
    }

    /// Mirrors `draw(_:options:)` for a `Text.Layout.Run`.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        let items = run.source.items(line: run.line, glyphs: run.glyphs, shift: run.shift)
        if !items.isEmpty { record(items) }
    }

    /// Mirrors `draw(_:options:)` for a `Text.Layout.RunSlice`: only the slice's glyphs (with
    /// their run's background and lines under them).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let items = slice.run.source.items(line: slice.run.line, glyphs: slice.lineGlyphs, shift: slice.run.shift)
        if !items.isEmpty { record(items) }
    }
}
