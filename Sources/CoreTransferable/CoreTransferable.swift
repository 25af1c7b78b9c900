// For files that `import CoreTransferable` to declare how their types move through drag and
// drop (`Transferable`, `CodableRepresentation`, `DataRepresentation`, `ProxyRepresentation`,
// `FileRepresentation`): Tether's compatibility versions come with Tether, re-exported here.
@_exported import Tether
