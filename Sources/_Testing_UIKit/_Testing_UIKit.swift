// Swift Testing declares a cross-import overlay for UIKit: a file importing both `Testing` and
// `UIKit` makes the compiler import `_Testing_UIKit` too. Swift Testing ships that overlay only
// on Apple platforms, so test files written there (`import Testing` + `import UIKit`) stop with
// "no such module '_Testing_UIKit'" on Linux. This empty module, part of Tether's `UIKit`
// product, is what the compiler finds instead; Tether's UIKit names need nothing from it.
