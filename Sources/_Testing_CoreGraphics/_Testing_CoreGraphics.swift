// Swift Testing declares a cross-import overlay for CoreGraphics: a file importing both
// `Testing` and `CoreGraphics` makes the compiler import `_Testing_CoreGraphics` too. Swift
// Testing ships that overlay only on Apple platforms, so test files written there stop with
// "no such module '_Testing_CoreGraphics'" on Linux. This empty module, part of Tether's
// `CoreGraphics` product, is what the compiler finds instead (as `_Testing_UIKit` for UIKit).
