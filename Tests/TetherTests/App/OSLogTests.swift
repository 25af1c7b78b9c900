import Foundation
import Testing
@testable import OSLog

/// `import OSLog`: `Logger` writes each message as one line — its category in brackets, then
/// the message with every interpolated value formatted as Apple's log formats it.
@Suite(.serialized) struct OSLogTests {
    /// The lines logged while `body` runs.
    private func logged(_ body: () -> Void) -> [String] {
        nonisolated(unsafe) var lines: [String] = []
        LogOutput.recorder = { lines.append($0) }
        defer { LogOutput.recorder = nil }
        body()
        return lines
    }

    @Test func aMessageIsWrittenWithItsCategoryAndFormattedValues() {
        let logger = Logger(subsystem: "com.example.app", category: "network")
        let lines = logged {
            logger.info("Loaded \(3) items for \("ada", privacy: .private)")
            // printf's conversions: %f writes six decimals, %.2f two (12.345 is stored as
            // 12.34500000000000064, so it rounds up), %x lowercase hex.
            logger.debug("ratio \(0.5) price \(12.345, format: .fixed(precision: 2)) id \(255, format: .hex(includePrefix: true))")
            logger.error("code \(7, format: .decimal(explicitPositiveSign: true, minDigits: 3)) ok \(true, format: .answer)")
            logger.notice("[\("x", align: .right(columns: 3))][\("y", align: .left(columns: 2))]")
        }
        #expect(lines == [
            "[network] Loaded 3 items for ada",
            "[network] ratio 0.500000 price 12.35 id 0xff",
            "[network] code +007 ok YES",
            "[network] [  x][y ]",
        ])
    }

    @Test func withoutACategoryTheSubsystemNamesTheLine() {
        let lines = logged {
            Logger(subsystem: "com.example.app", category: "").log("plain")
            Logger(OSLog(subsystem: "", category: "")).fault("bare")
        }
        #expect(lines == ["[com.example.app] plain", "bare"])
    }

    @Test func aDisabledLogWritesNothingAndComputesNoValue() {
        nonisolated(unsafe) var computed = false
        func expensive() -> String { computed = true; return "value" }
        let lines = logged { Logger(OSLog.disabled).error("never \(expensive())") }
        #expect(lines.isEmpty && !computed)
    }
}
