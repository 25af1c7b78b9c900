// For files that `import UniformTypeIdentifiers` to declare document types: Tether's `UTType`
// (a compatibility name, not Apple's framework) comes with Tether, re-exported here.
@_exported import Tether
