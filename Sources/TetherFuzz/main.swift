import Foundation
import Tether
import TetherFuzzing

// Tether's own fuzz runner.
//
//   TetherFuzz --seeds N [--start S] [--jobs J] [--timeout SECONDS]
//       runs seeds S..<S+N in child processes (J at a time); a crash or hang names its seed
//       and step and prints the command that reproduces it.
//   TetherFuzz --seed N        runs one seed in this process (the reproduction).
//   TetherFuzz --dump N        prints seed N's tree after its first update (layout dump).
//   TetherFuzz --cli PATH      runs the `tether` command at PATH with bad arguments.
//   TetherFuzz --child A B     (internal) runs seeds A..<B, reporting progress on stdout.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path

/// Writes a line at once (the parent reads progress while the child runs).
func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

if arguments.first == "--child" {
    guard arguments.count == 3, let from = UInt64(arguments[1]), let to = UInt64(arguments[2]) else { fail("usage: --child FROM TO") }
    MainActor.assumeIsolated {
        var driver = FuzzDriver(stepTimeLimit: 20)
        driver.willRun = { emit("step \($0)") }
        for seed in from..<to {
            emit("begin \(seed)")
            for problem in driver.run(seed: seed) { emit("problem \(problem)") }
            emit("end \(seed)")
        }
    }
    exit(0)
}

if let seedText = option("--seed") {
    guard let seed = UInt64(seedText) else { fail("--seed takes a number, got \(seedText)") }
    let problems = MainActor.assumeIsolated {
        var driver = FuzzDriver(stepTimeLimit: 60)
        driver.willRun = { print("step \($0)") }
        return driver.run(seed: seed)
    }
    for p in problems { print(p) }
    print(problems.isEmpty ? "seed \(seed): clean" : "seed \(seed): \(problems.count) problem(s)")
    exit(problems.isEmpty ? 0 : 1)
}

if let seedText = option("--dump") {
    guard let seed = UInt64(seedText) else { fail("--dump takes a number, got \(seedText)") }
    MainActor.assumeIsolated {
        let fuzz = FuzzTreeBuilder.build(seed: seed)
        let host = ViewHost(fuzz.view, size: fuzz.canvas)
        host.update()
        print("canvas \(fuzz.canvas)")
        print(host.layoutDump())
    }
    exit(0)
}

if let cli = option("--cli") {
    let failures = CommandFuzzer.run(tether: cli)
    for f in failures { print(f) }
    print("tether command: \(CommandFuzzer.cases.count) bad invocations, \(failures.count) failure(s)")
    exit(failures.isEmpty ? 0 : 1)
}

guard let countText = option("--seeds"), let count = UInt64(countText) else {
    fail("usage: TetherFuzz --seeds N [--start S] [--jobs J] [--timeout SECONDS] | --seed N | --cli PATH")
}
let start = UInt64(option("--start") ?? "0") ?? 0
let jobs = max(1, Int(option("--jobs") ?? "2") ?? 2)
let timeout = Double(option("--timeout") ?? "60") ?? 60
let report = FuzzRunner(executable: executable, range: start..<(start + count), jobs: jobs, timeout: timeout).run()
exit(report ? 0 : 1)
