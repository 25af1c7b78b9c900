// Tether re-exports Foundation so user files get CGFloat, CGPoint, CGSize and CGRect
// from `import Tether` alone, as they do from `import SwiftUI` on Apple platforms; and
// Observation, so `@Observable` works with `import Tether` alone as with `import SwiftUI`.
@_exported import Foundation
@_exported import Observation
// And URLSession, which Linux's Foundation keeps in FoundationNetworking: on Apple platforms
// `import SwiftUI` brings it along with Foundation.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
