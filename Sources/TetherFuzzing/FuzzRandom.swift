import Foundation

/// Tether's own: deterministic random numbers (SplitMix64), so a fuzzed tree is rebuilt
/// exactly from its seed.
public struct FuzzRandom: RandomNumberGenerator {
    public var state: UInt64
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound &+ Int(truncatingIfNeeded: next() % UInt64(range.count))
    }
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// Tether's own: the values fuzzing uses, ordinary and hostile.
public enum FuzzValues {
    /// Lengths no view should crash on: NaN, infinities, huge, negative, zero, tiny.
    public static let hostileLengths: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e7, -20, 0, 1e-300]
    public static let ordinaryLengths: [CGFloat] = [0, 1, 5, 10, 24, 37.5, 60, 100, 180, 320]
    /// Strings no text view should crash on or spend unbounded memory on.
    public static let hostileStrings: [String] = [
        "", " ", "\n\n\t", "👩‍👩‍👧‍👦🏳️‍🌈👍🏽", "e\u{301}\u{301}\u{301}\u{301}\u{301}a\u{20DD}",
        "مرحبا بالعالم שלום", "\u{202E}reversed\u{202C}", "\u{0}\u{1}\u{FFFF}",
        String(repeating: "x", count: 10_000), String(repeating: "word ", count: 2_000),
    ]
    public static let ordinaryStrings: [String] = ["Hi", "Hello, world!", "A longer sentence that wraps", "OK"]
}
