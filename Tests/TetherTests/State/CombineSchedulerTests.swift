import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Tether

/// Collects what a publisher sends, from any thread.
private final class ValueLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []
    private var threadFacts: [Bool] = []
    var values: [Value] { lock.lock(); defer { lock.unlock() }; return storage }
    /// For each value, whether the check made when it arrived held.
    var checks: [Bool] { lock.lock(); defer { lock.unlock() }; return threadFacts }
    func append(_ value: Value, check: Bool = true) {
        lock.lock(); storage.append(value); threadFacts.append(check); lock.unlock()
    }
}


/// Runs the main run loop for `seconds`, as a headless host runs it.
@MainActor private func runMainRunLoop(for seconds: TimeInterval) {
    ViewHost(EmptyView(), size: CGSize(width: 10, height: 10)).runRunLoop(for: seconds)
}

/// Answers every request with a canned body (or fails with `error` for host "fail.test").
private final class CannedURLProtocol: URLProtocol, @unchecked Sendable {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {
        guard let url = request.url else { return }
        if url.host == "fail.test" {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data(#"{"name":"Tether"}"#.utf8))
        client?.urlProtocolDidFinishLoading(self)
    }
    override func stopLoading() {}
}

private struct Project: Decodable, Equatable { let name: String }

/// Combine's Foundation schedulers (`DispatchQueue`, `RunLoop`, `OperationQueue`) and
/// `URLSession.dataTaskPublisher`, as `import Combine` provides them on Apple platforms.
@Suite struct CombineSchedulerTests {
    // MARK: DispatchQueue

    @Test func dispatchQueueStridesCountNanosecondsAndLiteralsSeconds() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(300).magnitude == 300_000_000)
        #expect(Stride.seconds(2).magnitude == 2_000_000_000)
        #expect(Stride.seconds(0.25).magnitude == 250_000_000)
        #expect(Stride.microseconds(7).magnitude == 7_000)
        let literal: Stride = 1.5
        #expect(literal.magnitude == 1_500_000_000)
        let integer: Stride = 3
        #expect(integer.magnitude == 3_000_000_000)
        #expect(Stride(exactly: 42)?.magnitude == 42)
        #expect(Stride.seconds(Double.nan).magnitude == 0)
        #expect(Stride.seconds(Int.max).magnitude == Int.max)
        #expect(Stride.milliseconds(1) < Stride.milliseconds(2))
        #expect((Stride.milliseconds(1) + Stride.microseconds(500)).magnitude == 1_500_000)
    }

    @Test func dispatchQueueTimesMeasureSignedDistances() {
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000_000_000))
        let later = start.advanced(by: .milliseconds(250))
        #expect(later.dispatchTime.uptimeNanoseconds == 1_250_000_000)
        #expect(start.distance(to: later).magnitude == 250_000_000)
        #expect(later.distance(to: start).magnitude == -250_000_000)
        // The clock does not run backwards past its start.
        #expect(start.advanced(by: .seconds(-5)).dispatchTime.uptimeNanoseconds == 0)
    }

    @Test func receiveOnADispatchQueueDeliversOnThatQueue() async {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "tether.tests.receive")
        queue.setSpecific(key: key, value: "receiver")
        let recorder = ValueLog<Int>()
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.receive(on: queue).sink { recorder.append($0, check: DispatchQueue.getSpecific(key: key) == "receiver") }
        subject.send(1)
        subject.send(2)
        #expect(await waitUntil { recorder.values.count == 2 })
        #expect(recorder.values == [1, 2])
        #expect(recorder.checks == [true, true])
        subscription.cancel()
    }

    @Test func debounceOnADispatchQueuePublishesTheLastValueOfABurst() async {
        let recorder = ValueLog<String>()
        let subject = PassthroughSubject<String, Never>()
        let subscription = subject.debounce(for: .milliseconds(50), scheduler: DispatchQueue(label: "tether.tests.debounce"))
            .sink { recorder.append($0) }
        for text in ["t", "te", "tet"] { subject.send(text) }
        #expect(await waitUntil { !recorder.values.isEmpty })
        try? await Task.sleep(nanoseconds: 150_000_000)
        #expect(recorder.values == ["tet"])
        subscription.cancel()
    }

    @Test func aRepeatingDispatchScheduleStopsWhenCancelled() async {
        let recorder = ValueLog<Int>()
        let queue = DispatchQueue(label: "tether.tests.repeat")
        let cancellable = queue.schedule(after: queue.now, interval: .milliseconds(5)) { recorder.append(1) }
        #expect(await waitUntil { recorder.values.count >= 3 })
        cancellable.cancel()
        try? await Task.sleep(nanoseconds: 20_000_000)
        let settled = recorder.values.count
        try? await Task.sleep(nanoseconds: 50_000_000)
        #expect(recorder.values.count == settled)
    }

    // MARK: RunLoop

    @Test func runLoopStridesCountSeconds() {
        typealias Stride = RunLoop.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(250).magnitude == 0.25)
        #expect(Stride.nanoseconds(1_000).magnitude == 0.000_001)
        let literal: Stride = 2
        #expect(literal.timeInterval == 2)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 100))
        #expect(start.advanced(by: .seconds(3)).date == Date(timeIntervalSinceReferenceDate: 103))
        #expect(start.distance(to: RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 90))).magnitude == -10)
    }

    @MainActor @Test func workScheduledOnTheMainRunLoopRunsWhenTheLoopRuns() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        let subscription = subject.receive(on: RunLoop.main).sink { received.append($0) }
        subject.send(7)
        // Combine hands the value to the run loop; nothing arrives until the loop turns.
        #expect(received.isEmpty)
        runMainRunLoop(for: (0.05))
        #expect(received == [7])
        subscription.cancel()
    }

    @MainActor @Test func debounceOnTheMainRunLoopWaitsForQuietTime() {
        var received: [String] = []
        let subject = PassthroughSubject<String, Never>()
        let subscription = subject.debounce(for: .milliseconds(30), scheduler: RunLoop.main).sink { received.append($0) }
        subject.send("a")
        subject.send("ab")
        runMainRunLoop(for: (0.01))
        #expect(received.isEmpty)
        runMainRunLoop(for: (0.15))
        #expect(received == ["ab"])
        subscription.cancel()
    }

    @MainActor @Test func aTimerOnTheMainRunLoopTicksWhileTheHostRunsIt() {
        var ticks = 0
        let subscription = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        runMainRunLoop(for: 0.1)
        #expect(ticks >= 3)
        subscription.cancel()
        let settled = ticks
        runMainRunLoop(for: 0.05)
        #expect(ticks == settled)
    }

    // MARK: OperationQueue

    /// The dispatch queue under the suite's operation queues. An `OperationQueue`'s default
    /// backing queue shares the global pool with the concurrently running tests, which can keep
    /// it waiting for many seconds on a two-core machine; a serial queue gets a thread of its own.
    private let operationQueueBacking = DispatchQueue(label: "tether.tests.operation-queue")

    /// An operation queue running on `operationQueueBacking` (which the suite keeps alive, as
    /// `underlyingQueue` does not).
    private func ownOperationQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.underlyingQueue = operationQueueBacking
        return queue
    }

    @Test func receiveOnAnOperationQueueRunsAsItsOperations() async {
        let queue = ownOperationQueue()
        queue.maxConcurrentOperationCount = 1
        let recorder = ValueLog<Int>()
        let subscription = [1, 2, 3].publisher.receive(on: queue).sink { recorder.append($0, check: OperationQueue.current === queue) }
        #expect(await waitUntil { recorder.values.count == 3 })
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.checks == [true, true, true])
        subscription.cancel()
    }

    @Test func delayOnAnOperationQueueWaitsAtLeastTheDelay() async {
        let queue = ownOperationQueue()
        let recorder = ValueLog<TimeInterval>()
        let start = Date()
        let subscription = Just(1).delay(for: .milliseconds(60), scheduler: queue).sink { _ in recorder.append(Date().timeIntervalSince(start)) }
        // A loaded machine may run the queue late: wait long, and never index an empty log.
        #expect(await waitUntil(30) { !recorder.values.isEmpty })
        #expect(recorder.values.first.map { $0 >= 0.06 - 0.005 } == true)
        subscription.cancel()
    }

    // MARK: URLSession

    private func cannedSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedURLProtocol.self]
        return URLSession(configuration: configuration, delegate: nil, delegateQueue: ownOperationQueue())
    }

    @Test func aDataTaskPublisherPublishesTheResponseAndFinishes() async {
        let recorder = ValueLog<Project>()
        let completions = ValueLog<String>()
        let subscription = cannedSession().dataTaskPublisher(for: URL(string: "https://api.test/project")!)
            .map(\.data)
            .decode(type: Project.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { completions.append("\($0)") }, receiveValue: { recorder.append($0) })
        #expect(await waitUntil { !completions.values.isEmpty })
        #expect(recorder.values == [Project(name: "Tether")])
        #expect(completions.values == ["finished"])
        subscription.cancel()
    }

    @Test func aFailedDataTaskFailsWithItsURLError() async {
        let failures = ValueLog<URLError.Code>()
        let subscription = cannedSession().dataTaskPublisher(for: URLRequest(url: URL(string: "https://fail.test/")!))
            .sink(receiveCompletion: { if case .failure(let error) = $0 { failures.append(error.code) } }, receiveValue: { _ in })
        #expect(await waitUntil { !failures.values.isEmpty })
        #expect(failures.values == [.cannotFindHost])
        subscription.cancel()
    }

    @Test func aDataTaskStartsOnlyWhenAValueIsAskedFor() async {
        let publisher = cannedSession().dataTaskPublisher(for: URL(string: "https://api.test/project")!)
        #expect(publisher.request.url?.host == "api.test")
        let recorder = ValueLog<Int>()
        var subscription: (any Subscription)?
        publisher.subscribe(AnySubscriber(receiveSubscription: { subscription = $0 },
                                          receiveValue: { output in recorder.append(output.data.count); return .none },
                                          receiveCompletion: { _ in }))
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(recorder.values.isEmpty)
        subscription?.request(.max(1))
        #expect(await waitUntil { recorder.values == [17] })
        subscription?.cancel()
    }
}
