import Foundation

/// Runs the `tether` command with bad arguments: each must exit with a non-zero status and a
/// message, never by a signal and never silently. (No arguments at all prints the help and
/// succeeds, as ArgumentParser does for a command with subcommands.)
enum CommandFuzzer {
    static let cases: [[String]] = [
        ["--nope"], ["render"], ["render", "no-such-example"], ["render", "shapes", "--scale", "nan"],
        ["render", "shapes", "--scale", "-1"], ["render", "shapes", "--scale", "1e308"], ["render", "shapes", "--scale", "0"],
        ["render", "shapes", "--size", "1e308x10"], ["render", "shapes", "--size", "nanxnan"], ["render", "shapes", "--size", "-5x-5"],
        ["render", "shapes", "--size", "x"], ["render", "shapes", "--size", "100000000x100000000"],
        ["render", "shapes", "--format", "gif"], ["render", "shapes", "--out", "/nonexistent-dir/x/y.png"],
        ["dump"], ["dump", ""], ["dump", String(repeating: "a", count: 10_000)], ["dump", "shapes", "--size", "infxinf"],
        ["gallery", "--out", "/proc/nonexistent/gallery"], ["list", "extra"], ["render", "shapes", "--scale"],
        ["render", "\u{0}"], ["render", "👩‍👩‍👧‍👦"],
    ]

    static func run(tether: String) -> [String] {
        var failures: [String] = []
        for args in cases {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tether)
            process.arguments = args
            process.currentDirectoryURL = FileManager.default.temporaryDirectory
            let err = Pipe(), out = Pipe()
            process.standardError = err
            process.standardOutput = out
            do { try process.run() } catch { failures.append("\(args): cannot start: \(error)"); continue }
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { process.terminate(); failures.append("\(args): did not exit within 60 s"); continue }
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let shown = args.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 }
            if process.terminationReason == .uncaughtSignal {
                failures.append("\(shown): killed by signal \(process.terminationStatus)")
            } else if process.terminationStatus == 0 {
                failures.append("\(shown): exited 0")
            } else if message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                failures.append("\(shown): exited \(process.terminationStatus) without a message")
            }
        }
        return failures
    }
}
