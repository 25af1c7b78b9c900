// The module Apple-platform code imports for publishers: `import Combine` compiles unchanged on
// Linux. It re-exports OpenCombine, the API Tether's observation already uses
// (`ObservableObject`, `@Published`, `AnyCancellable`, `PassthroughSubject`, `Just`, `sink`,
// `assign`), so `Combine.AnyCancellable` and Tether's `onReceive(_:perform:)` agree on types.
@_exported import OpenCombine
