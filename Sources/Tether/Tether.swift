// Tether re-exports Foundation so user files get CGFloat, CGPoint, CGSize and CGRect
// from `import Tether` alone, as they do from `import SwiftUI` on Apple platforms.
@_exported import Foundation
