import Foundation

extension Text {
    /// Mirrors SwiftUI's `Text.Layout` (iOS 17): a text view's laid-out lines, as a
    /// `TextRenderer` receives them, in the text view's own space (points, y down, the
    /// origin at its top leading corner). The lines are the ones the text shows — wrapped at
    /// its width, cut at its line limit — so `count` is its number of lines.
    public struct Layout: RandomAccessCollection, Equatable {
        let source: TextLayoutSource

        init(_ source: TextLayoutSource) { self.source = source }

        /// Mirrors `startIndex`.
        public var startIndex: Int { 0 }
        /// Mirrors `endIndex`: the number of lines.
        public var endIndex: Int { source.laidOut.lines.count }
        /// Mirrors `subscript(_:)`: the line at `index`.
        public subscript(index: Int) -> Line { Line(source: source, index: index) }
        /// Mirrors `isTruncated` (iOS 18): whether lines or characters were left out (a line
        /// limit, a height too small, a line too narrow) and an ellipsis shows instead.
        public var isTruncated: Bool { source.laidOut.isTruncated }

        public static func == (a: Layout, b: Layout) -> Bool { a.source === b.source }
    }
}

extension Text.Layout {
    /// Mirrors `Text.Layout.Line`: one line of the layout, a collection of the runs of glyphs
    /// on it in drawing order (left to right). Setting `origin` moves the line: drawing it, or
    /// its runs, draws them there.
    public struct Line: RandomAccessCollection, Equatable {
        let source: TextLayoutSource
        let index: Int
        /// Where the line was laid out: its baseline's left end.
        let laidOutOrigin: CGPoint
        /// Mirrors `origin`: the left end of the line's baseline in the text view's space.
        public var origin: CGPoint

        init(source: TextLayoutSource, index: Int) {
            self.source = source
            self.index = index
            let line = source.laidOut.lines[index]
            laidOutOrigin = CGPoint(x: line.x, y: line.baseline)
            origin = laidOutOrigin
        }

        /// How far `origin` moved the line from where it was laid out.
        var shift: CGSize { CGSize(width: origin.x - laidOutOrigin.x, height: origin.y - laidOutOrigin.y) }

        /// Mirrors `startIndex`.
        public var startIndex: Int { 0 }
        /// Mirrors `endIndex`: the number of runs on the line.
        public var endIndex: Int { source.runRanges[index].count }
        /// Mirrors `subscript(_:)`: the run at `position`, moved with the line.
        public subscript(position: Int) -> Run {
            Run(source: source, line: index, glyphs: source.runRanges[index][position], shift: shift)
        }

        /// Mirrors `typographicBounds`: the line's width and the ascent and descent of its
        /// tallest run, at its origin.
        public var typographicBounds: Text.Layout.TypographicBounds {
            var bounds = source.bounds(line: index)
            bounds.origin = origin
            return bounds
        }

        public static func == (a: Line, b: Line) -> Bool { a.source === b.source && a.index == b.index && a.origin == b.origin }
    }
}
