// For files that `import UIKit` next to (or instead of) `import SwiftUI`: the UIKit
// compatibility names Tether provides (`UIColor`, `UIImage`, `UIFont`, `UIScreen`,
// `UIApplication`, `UIResponder`, `UIApplicationDelegate`, the feedback generators,
// `UIBezierPath` and `UIRectCorner`, `UIView` and its `CALayer`, `UILabel`, `UIImageView`,
// `UIVisualEffectView`, `UIActivityIndicatorView`, `UIScrollView`, `UITextView`,
// `UIControl` with `UIAction`, `UIButton`, `UISwitch`, `UISlider`, `UITextField`, `UIPageControl`,
// `UIViewController` with modal presentation, `UIAlertController` and `UIAlertAction`,
// `UIImagePickerController` with its delegate protocols, `UIPageViewController`, `UIWindow`,
// the appearance proxies `UITabBar.appearance()`, `UINavigationBar.appearance()` (with
// `UITabBarAppearance`, `UINavigationBarAppearance`) and `UITableView.appearance()`,
// and UIKit's `IndexPath` `section`/`row`/`item`) are
// Tether's own types with UIKit's names, not UIKit; this module re-exports them with the
// rest of Tether.
@_exported import Tether
