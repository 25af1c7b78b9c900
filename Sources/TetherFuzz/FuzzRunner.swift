import Foundation

/// Runs seeds in child processes, `jobs` at a time, each child a batch of seeds. A child
/// that crashes or stops reporting for `timeout` seconds is stopped; its seed and step are
/// reported with the command that reproduces them, and the batch goes on after that seed.
struct FuzzRunner {
    let executable: String
    let range: Range<UInt64>
    let jobs: Int
    let timeout: Double
    /// Seeds per child process (a crash costs at most the rest of one batch's start-up).
    let batch: UInt64 = 250

    /// What one child reported, read from its stdout line by line.
    final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var _seed: UInt64?
        private var _step = ""
        private var _last = Date()
        private var _finished: [UInt64] = []
        private var _problems: [String] = []
        private var buffer = Data()

        func feed(_ data: Data) {
            lock.lock(); defer { lock.unlock() }
            buffer.append(data)
            _last = Date()
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...newline)
                if line.hasPrefix("begin "), let s = UInt64(line.dropFirst(6)) { _seed = s; _step = "build" }
                else if line.hasPrefix("step ") { _step = String(line.dropFirst(5)) }
                else if line.hasPrefix("end "), let s = UInt64(line.dropFirst(4)) { _finished.append(s); _seed = nil }
                else if line.hasPrefix("problem ") { _problems.append(String(line.dropFirst(8))) }
            }
        }
        var snapshot: (seed: UInt64?, step: String, last: Date, finished: Int, problems: [String]) {
            lock.lock(); defer { lock.unlock() }
            return (_seed, _step, _last, _finished.count, _problems)
        }
    }

    func run() -> Bool {
        let started = Date()
        var pending: [Range<UInt64>] = stride(from: range.lowerBound, to: range.upperBound, by: Int(batch)).map {
            $0..<min($0 + batch, range.upperBound)
        }
        var running: [(process: Process, progress: Progress, range: Range<UInt64>)] = []
        var failures: [String] = []
        var done = 0
        var lastReport = Date()
        while !pending.isEmpty || !running.isEmpty {
            while running.count < jobs, !pending.isEmpty {
                let r = pending.removeFirst()
                running.append(launch(r))
            }
            Thread.sleep(forTimeInterval: 0.1)
            var still: [(process: Process, progress: Progress, range: Range<UInt64>)] = []
            for child in running {
                let snap = child.progress.snapshot
                let hung = child.process.isRunning && Date().timeIntervalSince(snap.last) > timeout
                if hung { child.process.terminate(); kill(child.process.processIdentifier, SIGKILL) }
                if child.process.isRunning && !hung { still.append(child); continue }
                child.process.waitUntilExit()
                child.progress.feed(Data())
                let final = child.progress.snapshot
                done += final.finished
                failures += final.problems
                for problem in final.problems { print("problem: \(problem)") }
                let crashed = hung || child.process.terminationStatus != 0 || child.process.terminationReason == .uncaughtSignal
                if crashed {
                    let seed = final.seed ?? child.range.lowerBound + UInt64(final.finished)
                    let what = hung ? "hang (no progress for \(Int(timeout)) s)"
                        : "crash (\(child.process.terminationReason == .uncaughtSignal ? "signal" : "status") \(child.process.terminationStatus))"
                    failures.append("seed \(seed): \(what) at step \(final.step) — reproduce: \(executable) --seed \(seed)")
                    print("problem: \(failures.last!)")
                    done += 1
                    if seed + 1 < child.range.upperBound { pending.append((seed + 1)..<child.range.upperBound) }
                }
            }
            running = still
            if Date().timeIntervalSince(lastReport) > 30 {
                lastReport = Date()
                print("\(done)/\(range.count) seeds, \(failures.count) failure(s), \(Int(Date().timeIntervalSince(started))) s")
            }
        }
        for f in failures { print(f) }
        print("\(done) seeds (\(range.lowerBound)..<\(range.upperBound)) in \(Int(Date().timeIntervalSince(started))) s: \(failures.count) failure(s)")
        return failures.isEmpty
    }

    private func launch(_ r: Range<UInt64>) -> (process: Process, progress: Progress, range: Range<UInt64>) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--child", "\(r.lowerBound)", "\(r.upperBound)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let progress = Progress()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { progress.feed(data) }
        }
        do { try process.run() } catch { fatalError("cannot start \(executable): \(error)") }
        return (process, progress, r)
    }
}
