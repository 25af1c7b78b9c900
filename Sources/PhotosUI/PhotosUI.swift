// For files that `import PhotosUI`: SwiftUI's photos picker (`PhotosPicker`,
// `photosPicker(isPresented:selection:…)`, `PhotosPickerItem`, `PHPickerFilter`,
// `PhotosPickerSelectionBehavior`) is Tether's own implementation with Apple's names; this
// module re-exports it with the rest of Tether.
@_exported import Tether
