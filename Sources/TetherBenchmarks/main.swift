import Foundation
@_spi(Benchmarking) import Tether

// Tether's benchmark: how the cost of an update grows with the number of rows.
// Prints one JSON object per line, then a table. `--quick` runs the small sizes only.

struct Measurement: Codable {
    let scenario: String
    let n: Int
    let phase: String
    let seconds: Double
    let per_item_ns: Double
    let peak_rss_bytes: Int
}

func peakRSS() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kb * 1024
    }
    return 0
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
// `--quick`: 1,000 and 10,000 rows only; `--sizes 5000,50000`: the given row counts.
let sizes: [Int] = {
    if let i = arguments.firstIndex(of: "--sizes"), i + 1 < arguments.count {
        let given = arguments[i + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
        if !given.isEmpty { return given }
    }
    return arguments.contains("--quick") ? [1_000, 10_000] : [1_000, 10_000, 100_000]
}()
// `--updates-only`: scenarios 2 and 3 alone, for profiling an update.
let updatesOnly = arguments.contains("--updates-only")
// `--runs N`: measured runs per scenario (default 5, after one warm-up).
let runs: Int = {
    if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 { return n }
    return 5
}()
var results: [Measurement] = []
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

@MainActor func report(_ scenario: String, _ n: Int, _ phase: String, _ value: Double) {
    let m = Measurement(scenario: scenario, n: n, phase: phase, seconds: value,
                        per_item_ns: value / Double(max(n, 1)) * 1e9, peak_rss_bytes: peakRSS())
    results.append(m)
    if let data = try? encoder.encode(m), let line = String(data: data, encoding: .utf8) { print(line); fflush(nil) }
}

let canvas = CGSize(width: 390, height: 844)

MainActor.assumeIsolated {
    for n in sizes {
        // 1. Cold first update, by phase (median of `runs` after one warm-up).
        var phases: [String: [Double]] = [:]
        for run in 0...runs where !updatesOnly {
            ViewHost<AnchoredList>.clearSharedCaches()
            let host = ViewHost(AnchoredList(count: n), size: canvas)
            let update = seconds { host.update() }
            let draw = seconds { _ = host.runDrawPhase() }
            let stats = host.lastUpdateStatistics
            guard run > 0 else { continue }
            phases["resolve", default: []].append(stats.resolveSeconds)
            phases["layout", default: []].append(stats.layoutSeconds)
            phases["preferences", default: []].append(stats.preferencesSeconds)
            phases["draw", default: []].append(draw)
            phases["total", default: []].append(update + draw)
        }
        if !updatesOnly {
            for phase in ["resolve", "layout", "preferences", "draw", "total"] { report("anchored-list", n, phase, median(phases[phase]!)) }
        }

        // 2 and 3. One row's state changes: the update that follows.
        for (scenario, changesSize) in [("update-one-color", false), ("update-one-size", true)] {
            let host = ViewHost(AnchoredList(count: n, changesSize: changesSize), size: canvas)
            host.update()
            var phases: [String: [Double]] = [:]
            for run in 0...runs {
                // The tap runs the row's action, then the update it caused: time that update.
                try? host.tap("row-\(n / 2)")
                let stats = host.lastUpdateStatistics
                guard run > 0 else { continue }
                phases["resolve", default: []].append(stats.resolveSeconds)
                phases["layout", default: []].append(stats.layoutSeconds)
                phases["preferences", default: []].append(stats.preferencesSeconds)
                phases["update", default: []].append(stats.resolveSeconds + stats.layoutSeconds + stats.preferencesSeconds)
            }
            for phase in ["resolve", "layout", "preferences", "update"] { report(scenario, n, phase, median(phases[phase]!)) }
        }

        // 5. The hand-written bound.
        // Repeated so that one timing covers at least a million rows (a single loop over a
        // thousand rows is below the clock's resolution); the checksum keeps the work alive.
        var bound: [Double] = []
        let repeats = max(1, 1_000_000 / n)
        var checksum: CGFloat = 0
        for _ in 0...runs {
            let t = seconds {
                for _ in 0..<repeats { checksum += lowerBound(count: n, textHeight: 22).last?.y ?? 0 }
            }
            bound.append(t / Double(repeats))
        }
        report("lower-bound", n, "total", median(Array(bound.dropFirst())))
        if checksum.isNaN { print("unreachable") }
    }

    // 6. A LazyVStack in a ScrollView, and a List (whose rows are built on demand too): a first
    // update plus drawing, and a scroll by a screen, for 50 rows and 100,000 rows (laziness
    // keeps the second within 2x of the first).
    if !updatesOnly {
        @MainActor func measureRows<V: View>(_ name: String, _ make: (Int) -> V) {
            var totals: [Int: Double] = [:]
            for n in [50, 100_000] {
                var firsts: [Double] = [], scrolls: [Double] = []
                for run in 0...runs {
                    let host = ViewHost(make(n), size: canvas)
                    let first = seconds { host.update(); _ = host.runDrawPhase() }
                    let scroll = seconds { try? host.scroll("scroll", by: CGSize(width: 0, height: 800)); _ = host.runDrawPhase() }
                    guard run > 0 else { continue }
                    firsts.append(first)
                    scrolls.append(scroll)
                }
                report(name, n, "total", median(firsts))
                report(name, n, "scroll", median(scrolls))
                totals[n] = median(firsts) + median(scrolls)
            }
            if let small = totals[50], let large = totals[100_000], small > 0 {
                print("\(name): 100,000 rows cost \(String(format: "%.2f", large / small))x what 50 rows cost (target: within 2x)")
            }
        }
        measureRows("lazy-scroll-list") { LazyScrollList(count: $0) }
        measureRows("list-rows") { RowList(count: $0) }
    }

    // 4. Rasterising the 1,000-row list at 2x (the draw phase included).
    if updatesOnly { return }
    let host = ViewHost(AnchoredList(count: 1_000), size: CGSize(width: 390, height: 30_000))
    host.update()
    var png: [Double] = [], svg: [Double] = []
    for _ in 0..<runs {
        png.append(seconds { _ = try? host.pngData(scale: 2) })
        svg.append(seconds { _ = host.svg() })
    }
    report("render-png", 1_000, "total", median(png))
    report("render-svg", 1_000, "total", median(svg))

    // 5. SVG of 400 nested levels, each a line of text over the next (a group per level).
    let nested = ViewHost(NestedLevels(depth: 400), size: CGSize(width: 390, height: 10_000))
    nested.update()
    var nestedSVG: [Double] = []
    for _ in 0..<runs { nestedSVG.append(seconds { _ = nested.svg() }) }
    report("render-svg-nested", 400, "total", median(nestedSVG))

    // 6. A phone screen of 12 material cards with blurred icons, rasterised at 2x.
    let frosted = ViewHost(MaterialScreen(cards: 12), size: canvas)
    frosted.update()
    var materials: [Double] = []
    for _ in 0..<runs { materials.append(seconds { _ = try? frosted.pngData(scale: 2) }) }
    report("render-materials", 12, "total", median(materials))
}

print("")
print("scenario             n        phase         seconds      ns/item")
for m in results {
    let line = [m.scenario.padding(toLength: 20, withPad: " ", startingAt: 0),
                String(m.n).padding(toLength: 8, withPad: " ", startingAt: 0),
                m.phase.padding(toLength: 13, withPad: " ", startingAt: 0),
                String(format: "%10.6f", m.seconds), String(format: "%12.0f", m.per_item_ns)]
    print(line.joined(separator: " "))
}
