import Foundation

extension Text.Layout {
    /// Mirrors `Text.Layout.Run`: glyphs of a line that come from one piece of the text (one
    /// style, one set of custom attributes), in one direction and from one face, in drawing
    /// order. Each element is a `RunSlice` of one glyph.
    public struct Run: RandomAccessCollection, Equatable {
        let source: TextLayoutSource
        let line: Int
        /// The run's glyphs among its line's.
        let glyphs: Range<Int>
        /// How far the run's line was moved from where it was laid out (`Line.origin`).
        let shift: CGSize

        /// Mirrors `startIndex`.
        public var startIndex: Int { 0 }
        /// Mirrors `endIndex`: the number of glyphs.
        public var endIndex: Int { glyphs.count }
        /// Mirrors `subscript(_:)`: the glyph at `index`, as a slice of one glyph.
        public subscript(index: Int) -> RunSlice {
            RunSlice(run: self, indices: index..<(index == Int.max ? index : index + 1))
        }

        /// Mirrors `layoutDirection`: right to left for glyphs of right-to-left text
        /// (Arabic, Hebrew), which the layout shaped and drew right to left.
        public var layoutDirection: LayoutDirection {
            glyphs.isEmpty || source.laidOut.lines[line].glyphs[glyphs.lowerBound].level % 2 == 0 ? .leftToRight : .rightToLeft
        }

        /// Mirrors `typographicBounds`: from the first glyph's pen position to the end of
        /// the last one's advance, on the run's baseline, with its font's ascent, descent and
        /// leading.
        public var typographicBounds: Text.Layout.TypographicBounds { source.bounds(line: line, glyphs: glyphs).moved(by: shift) }

        /// Mirrors `subscript(_:)` for custom attributes: the value of type `T` that
        /// `Text.customAttribute(_:)` attached to the text this run shows, or nil.
        public subscript<T: TextAttribute>(key: T.Type) -> T? {
            guard !glyphs.isEmpty else { return nil }
            let run = source.engineRun(line: line, glyphs: glyphs)
            return run < source.custom.count ? source.custom[run].value(key) : nil
        }

        public static func == (a: Run, b: Run) -> Bool {
            a.source === b.source && a.line == b.line && a.glyphs == b.glyphs && a.shift == b.shift
        }
    }

    /// Mirrors `Text.Layout.RunSlice`: some of a run's glyphs (`indices`), drawn and measured
    /// on their own; each element is a slice of one glyph. Indices outside the run select
    /// nothing.
    public struct RunSlice: RandomAccessCollection, Equatable {
        /// Mirrors `run`: the run the glyphs belong to.
        public var run: Run
        /// Mirrors `indices`: the glyphs of the run in the slice.
        public var indices: Range<Int>

        /// Mirrors `init(run:indices:)`.
        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices
        }

        /// Mirrors `startIndex`.
        public var startIndex: Int { indices.lowerBound }
        /// Mirrors `endIndex`.
        public var endIndex: Int { indices.upperBound }
        /// Mirrors `subscript(_:)`: the glyph at `index` of the run, as a slice of one glyph.
        public subscript(index: Int) -> RunSlice {
            RunSlice(run: run, indices: index..<(index == Int.max ? index : index + 1))
        }

        /// The slice's glyphs among its line's (none for indices outside the run).
        var lineGlyphs: Range<Int> {
            let valid = indices.clamped(to: 0..<run.glyphs.count)
            return (run.glyphs.lowerBound + valid.lowerBound)..<(run.glyphs.lowerBound + valid.upperBound)
        }

        /// Mirrors `typographicBounds`: the bounds of the slice's glyphs, as a run's.
        public var typographicBounds: Text.Layout.TypographicBounds {
            run.source.bounds(line: run.line, glyphs: lineGlyphs).moved(by: run.shift)
        }

        /// Mirrors `subscript(_:)` for custom attributes: the run's attribute of type `T`.
        public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }
    }
}
