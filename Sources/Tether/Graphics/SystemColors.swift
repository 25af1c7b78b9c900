import Foundation

/// iOS's system colours, each named once with its light and its dark appearance. `Color`'s
/// named colours, `UIColor`'s system colours and every built-in control's chrome draw with
/// these, so all of them follow the environment's `colorScheme`.
///
/// The standard colours are iOS 26's, as Apple's Human Interface Guidelines "Color" page lists
/// them since its June 9, 2025 update ("Updated system color values": `blue` is (0, 136, 255),
/// iOS 17's was (0, 122, 255)); `link` keeps UIKit's documented iOS 17 value (the page does not
/// list it); the greys, labels, backgrounds, fills and separators are
/// UIKit's documented values, which that update left as they were. Alphas are percentages.
/// Under Increase Contrast (`colorSchemeContrast` `.increased`) the standard colours and
/// greys take the page's "Increased contrast" values; the labels, backgrounds, fills and
/// separators, whose increased-contrast values Apple does not document, keep their own.
enum SystemColors {
    /// A colour of 8-bit components: `light` and `dark` are (red, green, blue, alpha 0...1).
    /// `elevated` is the dark appearance on an elevated surface (a sheet), when it differs.
    /// `increased` and `increasedDark` are the appearances under Increase Contrast, when they
    /// differ (opaque: (red, green, blue)).
    static func rgb(_ light: (Double, Double, Double, Double), dark: (Double, Double, Double, Double),
                    elevated: (Double, Double, Double, Double)? = nil,
                    increased: (Double, Double, Double)? = nil, increasedDark: (Double, Double, Double)? = nil) -> Color {
        func rgba(_ c: (Double, Double, Double, Double)) -> RGBA { RGBA(c.0 / 255, c.1 / 255, c.2 / 255, c.3) }
        func opaque(_ c: (Double, Double, Double)) -> RGBA { RGBA(c.0 / 255, c.1 / 255, c.2 / 255, 1) }
        return Color(rgba(light), dark: rgba(dark), darkElevated: elevated.map(rgba),
                     increased: increased.map(opaque), increasedDark: increasedDark.map(opaque))
    }

    // Standard colours and greys: iOS 26's (HIG "Color", System colors: Default light and
    // dark, then Increased contrast light and dark).
    static let red = rgb((255, 56, 60, 1), dark: (255, 66, 69, 1), increased: (233, 21, 45), increasedDark: (255, 97, 101))
    static let orange = rgb((255, 141, 40, 1), dark: (255, 146, 48, 1), increased: (197, 83, 0), increasedDark: (255, 160, 86))
    static let yellow = rgb((255, 204, 0, 1), dark: (255, 214, 0, 1), increased: (161, 106, 0), increasedDark: (254, 223, 67))
    static let green = rgb((52, 199, 89, 1), dark: (48, 209, 88, 1), increased: (0, 137, 50), increasedDark: (74, 217, 104))
    static let mint = rgb((0, 200, 179, 1), dark: (0, 218, 195, 1), increased: (0, 133, 117), increasedDark: (84, 223, 203))
    static let teal = rgb((0, 195, 208, 1), dark: (0, 210, 224, 1), increased: (0, 129, 152), increasedDark: (59, 221, 236))
    static let cyan = rgb((0, 192, 232, 1), dark: (60, 211, 254, 1), increased: (0, 126, 174), increasedDark: (109, 217, 255))
    static let blue = rgb((0, 136, 255, 1), dark: (0, 145, 255, 1), increased: (30, 110, 244), increasedDark: (92, 184, 255))
    static let indigo = rgb((97, 85, 245, 1), dark: (109, 124, 255, 1), increased: (86, 74, 222), increasedDark: (167, 170, 255))
    static let purple = rgb((203, 48, 224, 1), dark: (219, 52, 242, 1), increased: (176, 47, 194), increasedDark: (234, 141, 255))
    static let pink = rgb((255, 45, 85, 1), dark: (255, 55, 95, 1), increased: (231, 18, 77), increasedDark: (255, 138, 196))
    static let brown = rgb((172, 127, 94, 1), dark: (183, 138, 102, 1), increased: (149, 109, 81), increasedDark: (219, 166, 121))
    static let gray = rgb((142, 142, 147, 1), dark: (142, 142, 147, 1), increased: (108, 108, 112), increasedDark: (174, 174, 178))
    static let gray2 = rgb((174, 174, 178, 1), dark: (99, 99, 102, 1), increased: (142, 142, 147), increasedDark: (124, 124, 128))
    static let gray3 = rgb((199, 199, 204, 1), dark: (72, 72, 74, 1), increased: (174, 174, 178), increasedDark: (84, 84, 86))
    static let gray4 = rgb((209, 209, 214, 1), dark: (58, 58, 60, 1), increased: (188, 188, 192), increasedDark: (68, 68, 70))
    static let gray5 = rgb((229, 229, 234, 1), dark: (44, 44, 46, 1), increased: (216, 216, 220), increasedDark: (54, 54, 56))
    static let gray6 = rgb((242, 242, 247, 1), dark: (28, 28, 30, 1), increased: (235, 235, 240), increasedDark: (36, 36, 38))

    // Label colours.
    static let label = rgb((0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = rgb((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    static let tertiaryLabel = rgb((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let quaternaryLabel = rgb((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// The fifth level of the foreground hierarchy (`.quinary`): iOS names no UIKit colour
    /// for it; the same grey at 5 % (not measured on a device).
    static let quinaryLabel = rgb((60, 60, 67, 0.05), dark: (235, 235, 245, 0.05))
    static let placeholderText = rgb((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let link = rgb((0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// The labels by hierarchy level: primary, secondary, tertiary, quaternary, quinary.
    static let labels = [label, secondaryLabel, tertiaryLabel, quaternaryLabel, quinaryLabel]

    // Backgrounds (dark, then dark on an elevated surface such as a sheet).
    static let systemBackground = rgb((255, 255, 255, 1), dark: (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    static let secondarySystemBackground = rgb((242, 242, 247, 1), dark: (28, 28, 30, 1), elevated: (44, 44, 46, 1))
    static let tertiarySystemBackground = rgb((255, 255, 255, 1), dark: (44, 44, 46, 1), elevated: (58, 58, 60, 1))
    static let systemGroupedBackground = rgb((242, 242, 247, 1), dark: (0, 0, 0, 1), elevated: (28, 28, 30, 1))
    static let secondarySystemGroupedBackground = rgb((255, 255, 255, 1), dark: (28, 28, 30, 1), elevated: (44, 44, 46, 1))
    static let tertiarySystemGroupedBackground = rgb((242, 242, 247, 1), dark: (44, 44, 46, 1), elevated: (58, 58, 60, 1))
    /// `systemBackground` as an elevated surface (a sheet, an action sheet's Cancel) always
    /// draws it: #1C1C1E in dark mode.
    static let elevatedSystemBackground = rgb((255, 255, 255, 1), dark: (28, 28, 30, 1))

    // Fills and separators.
    static let systemFill = rgb((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    static let secondarySystemFill = rgb((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    static let tertiarySystemFill = rgb((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    static let quaternarySystemFill = rgb((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    static let separator = rgb((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    static let opaqueSeparator = rgb((198, 198, 200, 1), dark: (56, 56, 58, 1))

    // Chrome iOS draws its controls with, beyond UIKit's named colours. Light values are
    // Tether's long-standing ones; the dark ones follow iOS's dark screens (UIKit does not
    // name them): elevated surfaces take the dark elevated backgrounds, hairlines and
    // bands turn from black-based to white-based.
    /// An iOS 26 switch's track when off: (120, 120, 128) at 43 % (66 % in dark mode), which
    /// over a list card gives the grey measured on iOS 26 (197, 197, 199 over white; 90, 90, 94
    /// over the dark card #1C1C1D).
    static let switchOffTrack = rgb((120, 120, 128, 0.43), dark: (120, 120, 128, 0.66))
    /// Unselected tab bar items (#999999; #757575 in dark mode, UIKit's inactive grey).
    static let inactiveGray = rgb((153, 153, 153, 1), dark: (117, 117, 117, 1))
    /// The hairline along a bar's edge (black at 30 %; at 16 % in dark mode).
    static let barHairline = rgb((0, 0, 0, 0.3), dark: (0, 0, 0, 0.16))
    /// A bar's background (#F9F9F9; #1D1D1D in dark mode); bars draw it at 94 %.
    static let barBackground = rgb((249, 249, 249, 1), dark: (29, 29, 29, 1))
    /// An alert's panel (#F2F2F2; the elevated #2C2C2E in dark mode).
    static let alertBackground = rgb((242, 242, 242, 1), dark: (44, 44, 46, 1))
    /// An action sheet's panels (#F9F9F9; the elevated #2C2C2E in dark mode).
    static let actionSheetBackground = rgb((249, 249, 249, 1), dark: (44, 44, 46, 1))
    /// A menu's panel under its material tint (white; the elevated #2C2C2E in dark mode).
    static let menuBackground = rgb((255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The tint over a menu's material (#F2F2F4 at 80 %; #252527 at 80 % in dark mode).
    static let menuTint = rgb((242, 242, 244, 0.8), dark: (37, 37, 39, 0.8))
    /// The band between a menu's sections (black at 8 %; black at 16 % in dark mode).
    static let menuSectionGap = rgb((0, 0, 0, 0.08), dark: (0, 0, 0, 0.16))
    /// The lines between a menu's rows and a segmented control's segments (#3C3C43 at 20 %;
    /// #8E8E93 at 30 % in dark mode).
    static let thinDivider = rgb((60, 60, 67, 0.2), dark: (142, 142, 147, 0.3))
    /// A segmented control's selected segment (white; #636366 in dark mode).
    static let selectedSegment = rgb((255, 255, 255, 1), dark: (99, 99, 102, 1))
    /// A rounded-border text field's border (#CCCCCC; #3A3A3C in dark mode).
    static let textFieldBorder = rgb((204, 204, 204, 1), dark: (58, 58, 60, 1))
    /// A gauge's track (#767680 at 20 %; at 36 % in dark mode, as `systemFill` deepens).
    static let gaugeTrack = rgb((118, 118, 128, 0.2), dark: (118, 118, 128, 0.36))
    /// A disabled bordered button's fill (#787880 at 12 %; at 24 % in dark mode).
    static let disabledButtonFill = rgb((120, 120, 128, 0.12), dark: (120, 120, 128, 0.24))
    /// A list's alternate row shade (#F4F4F5; #1C1C1E in dark mode).
    static let alternateRow = rgb((244, 244, 245, 1), dark: (28, 28, 30, 1))
}
