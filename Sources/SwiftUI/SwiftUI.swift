// The module Apple-platform code imports. `import SwiftUI` compiles unchanged on Linux and
// qualified names (`SwiftUI.View`, `SwiftUI.Color`) name Tether's types; with them come
// Foundation, Combine's `ObservableObject`/`@Published` (OpenCombine) and the UIKit
// compatibility names views use (`UIColor`, `UIImage`, `UIFont`, `UIScreen`, `UIApplication`),
// as `import SwiftUI` brings them on iOS.
@_exported import Tether
