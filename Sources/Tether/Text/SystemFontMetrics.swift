import Foundation

/// The measurements of iOS's system font (SF Pro) that Tether lays text out with, whatever
/// face draws the glyphs, so that text takes the room it takes on iOS:
/// - vertical metrics: SF Pro's ascender and descender (1950 and −494 of 2048 units), so a
///   line of body text is 20.29 pt tall (`UIFont.lineHeight`);
/// - line pitch: the leading of Apple's Dynamic Type table (body 17 pt: 22 pt between
///   baselines), for fixed sizes interpolated from the same table;
/// - tracking: the table SF Pro applies per point size (−0.43 pt per glyph at 17 pt, 0 at
///   12 pt, +0.38 pt at 28 pt). Inter's own advances match SF Pro's untracked ones to about
///   1 %, so Inter with this tracking measures like SF Pro.
enum SystemFontMetrics {
    /// SF Pro's ascender above the baseline, per point of size.
    static let ascent: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender below the baseline, per point of size.
    static let descent: CGFloat = 494.0 / 2048.0
    /// SF Pro's capital height (1443 of 2048 units), per point of size.
    static let capHeight: CGFloat = 1443.0 / 2048.0
    /// SF Pro's x-height (1078 of 2048 units), per point of size.
    static let xHeight: CGFloat = 1078.0 / 2048.0

    /// Tracking in points per glyph at the point sizes Apple's Human Interface Guidelines
    /// list for SF Pro (6 to 96 pt); other sizes interpolate, sizes outside take the ends.
    private static let trackingTable: [(size: CGFloat, points: CGFloat)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08), (14, -0.15),
        (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26),
        (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37),
        (44, 0.37), (48, 0.35), (50, 0.34), (52, 0.33), (56, 0.30), (60, 0.26), (64, 0.22), (68, 0.17), (72, 0.14),
        (76, 0.07), (80, 0),
    ]

    /// The line pitch (leading) of the text styles at the default text size, by point size:
    /// caption2 11/13, caption 12/16, footnote 13/18, subheadline 15/20, callout 16/21,
    /// body 17/22, title3 20/25, title2 22/28, title 28/34, largeTitle 34/41.
    private static let leadingTable: [(size: CGFloat, points: CGFloat)] = [
        (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
    ]

    /// Points added after every glyph of SF Pro at `size` points.
    static func tracking(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return interpolate(trackingTable, at: size, beyond: { _, last in last.points })
    }

    /// Distance between baselines of a system font of `size` points given by size alone
    /// (`Font.system(size:)`): the text styles' leading at that size; above 34 pt and below
    /// 11 pt in proportion to the nearest style.
    static func leading(size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        if size < leadingTable[0].size { return size * leadingTable[0].points / leadingTable[0].size }
        return interpolate(leadingTable, at: size, beyond: { size, last in size * last.points / last.size })
    }

    /// The height of one line of a font of `size` points: ascender plus descender.
    static func lineBoxHeight(size: CGFloat) -> CGFloat { (ascent + descent) * size }

    private static func interpolate(_ table: [(size: CGFloat, points: CGFloat)], at size: CGFloat,
                                    beyond: (CGFloat, (size: CGFloat, points: CGFloat)) -> CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.points }
        if size >= last.size { return beyond(size, last) }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let a = table[upper - 1], b = table[upper]
        return a.points + (b.points - a.points) * (size - a.size) / (b.size - a.size)
    }
}
