import Foundation
import OpenCombine

// Foundation's coders are Combine's top-level coders on Apple platforms (`decode(type:decoder:)`,
// `encode(encoder:)`, `CodableRepresentation`); OpenCombine declares the protocols, Linux's
// Foundation not the conformances.
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
