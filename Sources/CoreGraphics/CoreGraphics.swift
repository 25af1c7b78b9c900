// For files that `import CoreGraphics`: Foundation on Linux provides `CGFloat`, `CGPoint`,
// `CGSize` and `CGRect`; Tether provides the rest of what SwiftUI code takes from Core
// Graphics (`CGAffineTransform`, `CGPath`/`CGMutablePath`, `CGColor`, `CGLineCap`...) as its
// own types with Core Graphics' names, not Apple's framework. This module re-exports both.
@_exported import Foundation
@_exported import Tether
