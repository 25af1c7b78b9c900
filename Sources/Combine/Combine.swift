// The module Apple-platform code imports for publishers: `import Combine` compiles unchanged on
// Linux. It re-exports OpenCombine, the API Tether's observation already uses
// (`ObservableObject`, `@Published`, `AnyCancellable`, `PassthroughSubject`, `Just`, `sink`,
// `assign`), so `Combine.AnyCancellable` and Tether's `onReceive(_:perform:)` agree on types,
// and adds what Combine adds to Foundation: `DispatchQueue`, `RunLoop` and `OperationQueue` as
// schedulers, `Timer.publish`, `NotificationCenter.publisher(for:)`,
// `URLSession.dataTaskPublisher(for:)` and Foundation's coders as top-level coders.
@_exported import OpenCombine

// On Apple platforms `import Foundation` brings `URLSession`, whose `dataTaskPublisher(for:)`
// Combine adds; Linux keeps it in FoundationNetworking, re-exported here so a file that imports
// Combine and Foundation compiles unchanged.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
