import Combine
import Foundation
import Testing

private struct Boom: Error, Equatable { var code = 1 }

/// A subscriber that asks for `initial` when subscribed, records everything, and runs
/// `onValue` (which may ask for more or send on a subject) within each `receive(_:)`.
private final class OperatorRecorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    let initial: Subscribers.Demand
    var subscription: (any Subscription)?
    var values: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var onValue: ((Input) -> Void)?

    init(initial: Subscribers.Demand = .unlimited) { self.initial = initial }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }
    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        onValue?(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }

    var finished: Bool {
        if case .finished? = completions.last { return true }
        return false
    }
}

/// Counts the cancellations `handleEvents(receiveCancel:)` reports.
private final class CancelCount: @unchecked Sendable {
    var count = 0
}

/// A view model in the shape SwiftUI code writes: a derived `@Published` property kept up to
/// date from two others.
private final class SumModel: ObservableObject {
    @Published var a = 1
    @Published var b = 2
    @Published var sum = 0
    @Published var label = ""

    init() {
        $a.combineLatest($b).map { $0 + $1 }.assign(to: &$sum)
        $a.combineLatest($b) { "\($0)+\($1)" }.assign(to: &$label)
    }
}

/// Combine's `CombineLatest*`, `Merge*` and `MergeMany` (which Tether adds to OpenCombine),
/// as Apple's Combine behaves.
@Suite struct CombineOperatorTests {
    // MARK: CombineLatest

    @Test func combineLatestPublishesOnceEveryUpstreamHasThenOnEachValue() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = OperatorRecorder<String, Never>()
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        a.send(2)            // b has not published: nothing yet
        #expect(recorder.values.isEmpty)
        b.send("x")          // (2, x)
        a.send(3)            // (3, x)
        b.send("y")          // (3, y)
        b.send("z")          // (3, z)
        #expect(recorder.values == ["2x", "3x", "3y", "3z"])
        #expect(recorder.completions.isEmpty)
    }

    @Test func combineLatestOfSequencesCombinesTheLastOfTheFirstWithEachOfTheSecond() {
        // The first sequence runs to its end before the second is subscribed.
        let recorder = OperatorRecorder<String, Never>()
        [1, 2, 3].publisher.combineLatest([10, 20].publisher).map { "\($0)-\($1)" }.subscribe(recorder)
        #expect(recorder.values == ["3-10", "3-20"])
        #expect(recorder.finished)
    }

    @Test func combineLatestThreeAndFourAndTheTransformOverloads() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        let product = OperatorRecorder<Int, Never>()
        let sum3 = OperatorRecorder<Int, Never>()
        let sum4 = OperatorRecorder<Int, Never>()
        let tuple3 = OperatorRecorder<String, Never>()
        let tuple4 = OperatorRecorder<String, Never>()
        a.combineLatest(b) { $0 * $1 }.subscribe(product)
        a.combineLatest(b, c) { $0 + $1 + $2 }.subscribe(sum3)
        a.combineLatest(b, c, d) { $0 * 1000 + $1 * 100 + $2 * 10 + $3 }.subscribe(sum4)
        Publishers.CombineLatest3(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(tuple3)
        a.combineLatest(b, c, d).map { "\($0)\($1)\($2)\($3)" }.subscribe(tuple4)

        a.send(1)
        b.send(2)            // product 2
        c.send(3)            // sum3 6, tuple3 123
        d.send(4)            // sum4 1234, tuple4 1234
        a.send(5)            // product 10, sum3 10, sum4 5234, 523, 5234
        #expect(product.values == [2, 10])
        #expect(sum3.values == [6, 10])
        #expect(sum4.values == [1234, 5234])
        #expect(tuple3.values == ["123", "523"])
        #expect(tuple4.values == ["1234", "5234"])

        let typed: Publishers.Map<Publishers.CombineLatest<PassthroughSubject<Int, Never>,
                                                           PassthroughSubject<Int, Never>>, Int> = a.combineLatest(b) { $0 - $1 }
        #expect(typed.upstream.a === a && typed.upstream.b === b)
    }

    @Test func combineLatestFinishesOnlyWhenEveryUpstreamHas() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = OperatorRecorder<String, Never>()
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        b.send(1)            // 11
        a.send(completion: .finished)
        #expect(recorder.completions.isEmpty)
        b.send(2)            // a's last value still combines: 12
        b.send(completion: .finished)
        #expect(recorder.values == ["11", "12"])
        #expect(recorder.completions.count == 1 && recorder.finished)
    }

    @Test func combineLatestFailsOnceAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, Boom>()
        let b = PassthroughSubject<Int, Boom>()
        let c = PassthroughSubject<Int, Boom>()
        let cancels = (a: CancelCount(), b: CancelCount(), c: CancelCount())
        let recorder = OperatorRecorder<Int, Boom>()
        a.handleEvents(receiveCancel: { cancels.a.count += 1 })
            .combineLatest(b.handleEvents(receiveCancel: { cancels.b.count += 1 }),
                           c.handleEvents(receiveCancel: { cancels.c.count += 1 })) { $0 + $1 + $2 }
            .subscribe(recorder)
        a.send(1); b.send(2); c.send(3)
        b.send(completion: .failure(Boom(code: 7)))
        #expect(recorder.completions == [.failure(Boom(code: 7))])
        #expect(cancels.a.count == 1 && cancels.c.count == 1)
        #expect(cancels.b.count == 0)   // the failed upstream is not cancelled
        a.send(10)
        c.send(completion: .failure(Boom(code: 8)))
        #expect(recorder.values == [6])
        #expect(recorder.completions.count == 1)
    }

    @Test func cancellingCancelsEveryUpstream() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let cancels = (a: CancelCount(), b: CancelCount())
        var values: [Int] = []
        let cancellable = a.handleEvents(receiveCancel: { cancels.a.count += 1 })
            .combineLatest(b.handleEvents(receiveCancel: { cancels.b.count += 1 })) { $0 + $1 }
            .sink { values.append($0) }
        a.send(1); b.send(1)
        cancellable.cancel()
        a.send(5)
        #expect(values == [2])
        #expect(cancels.a.count == 1 && cancels.b.count == 1)

        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        let mergeCancels = (c: CancelCount(), d: CancelCount())
        let merged = c.handleEvents(receiveCancel: { mergeCancels.c.count += 1 })
            .merge(with: d.handleEvents(receiveCancel: { mergeCancels.d.count += 1 }))
            .sink { _ in }
        merged.cancel()
        #expect(mergeCancels.c.count == 1 && mergeCancels.d.count == 1)
    }

    @Test func combineLatestKeepsOnlyTheNewestCombinationUntilDemandArrives() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = OperatorRecorder<String, Never>(initial: .max(1))
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(recorder)
        a.send(1)
        b.send(1)            // 11, the one value asked for
        a.send(2)            // no demand: 21 kept
        a.send(3)            // replaced by 31
        b.send(4)            // replaced by 34
        #expect(recorder.values == ["11"])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == ["11", "34"])
        recorder.subscription?.request(.max(2))
        #expect(recorder.values == ["11", "34"])   // nothing newer
        a.send(5)            // 54, within demand
        #expect(recorder.values == ["11", "34", "54"])

        // Finishing waits for the kept combination to be delivered.
        a.send(6)            // 64, the last of the demand
        a.send(7)            // 74 kept
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.values == ["11", "34", "54", "64"])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == ["11", "34", "54", "64", "74"])
        #expect(recorder.finished)
    }

    @Test func combineLatestIsEquatableWhenItsUpstreamsAre() {
        #expect(Publishers.CombineLatest(Just(1), Just("a")) == Just(1).combineLatest(Just("a")))
        #expect(Publishers.CombineLatest(Just(1), Just("a")) != Publishers.CombineLatest(Just(2), Just("a")))
        #expect(Publishers.CombineLatest3(Just(1), Just(2), Just(3)) == Publishers.CombineLatest3(Just(1), Just(2), Just(3)))
        #expect(Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4))
                != Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(5)))
    }

    // MARK: Merge

    @Test func mergeInterleavesValuesAsTheyArrive() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let c = PassthroughSubject<Int, Never>()
        let two = OperatorRecorder<Int, Never>()
        let three = OperatorRecorder<Int, Never>()
        let merge: Publishers.Merge<PassthroughSubject<Int, Never>, PassthroughSubject<Int, Never>> = a.merge(with: b)
        merge.subscribe(two)
        a.merge(with: b, c).subscribe(three)
        a.send(1)
        b.send(2)
        a.send(3)
        c.send(4)
        b.send(5)
        #expect(two.values == [1, 2, 3, 5])
        #expect(three.values == [1, 2, 3, 4, 5])
    }

    @Test func mergeOfEightAndTheFlatteningOverloads() {
        let subjects = (0..<8).map { _ in PassthroughSubject<Int, Never>() }
        let s = subjects
        let recorder = OperatorRecorder<Int, Never>()
        let merge8: Publishers.Merge8 = s[0].merge(with: s[1], s[2], s[3], s[4], s[5], s[6], s[7])
        merge8.subscribe(recorder)
        for index in stride(from: 7, through: 0, by: -1) { subjects[index].send(index) }
        #expect(recorder.values == [7, 6, 5, 4, 3, 2, 1, 0])

        // A Merge merged with more is one wider Merge, as in Combine.
        let flattened: Publishers.Merge4 = Publishers.Merge(s[0], s[1]).merge(with: s[2], s[3])
        #expect(flattened.d === s[3])
        let seven: Publishers.Merge7 = Publishers.Merge6(s[0], s[1], s[2], s[3], s[4], s[5]).merge(with: s[6])
        #expect(seven.g === s[6])
        let many = Publishers.Merge5(Just(1), Just(2), Just(3), Just(4), Just(5)).merge(with: Just(6), Just(7), Just(8))
        var collected: [[Int]] = []
        _ = many.collect().sink { collected.append($0) }
        #expect(collected == [[1, 2, 3, 4, 5, 6, 7, 8]])
    }

    @Test func mergeWithItsOwnTypeIsAMergeMany() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let merged = a.merge(with: b)
        #expect(type(of: merged) == Publishers.MergeMany<PassthroughSubject<Int, Never>>.self)
        let wider = merged.merge(with: PassthroughSubject<Int, Never>())
        #expect(wider.publishers.count == 3)
    }

    @Test func mergeFinishesOnlyWhenEveryUpstreamHas() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = OperatorRecorder<Int, Never>()
        a.merge(with: b).subscribe(recorder)
        a.send(1)
        a.send(completion: .finished)
        b.send(2)
        #expect(recorder.completions.isEmpty)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions.count == 1 && recorder.finished)
    }

    @Test func mergeFailsOnceAndCancelsTheOthers() {
        let a = PassthroughSubject<Int, Boom>()
        let b = PassthroughSubject<Int, Boom>()
        let c = PassthroughSubject<Int, Boom>()
        let cancels = (a: CancelCount(), b: CancelCount(), c: CancelCount())
        let recorder = OperatorRecorder<Int, Boom>()
        a.handleEvents(receiveCancel: { cancels.a.count += 1 })
            .merge(with: b.handleEvents(receiveCancel: { cancels.b.count += 1 }),
                   c.handleEvents(receiveCancel: { cancels.c.count += 1 }))
            .subscribe(recorder)
        a.send(1)
        c.send(completion: .finished)
        a.send(completion: .failure(Boom(code: 3)))
        #expect(recorder.completions == [.failure(Boom(code: 3))])
        #expect(cancels.b.count == 1)
        #expect(cancels.a.count == 0 && cancels.c.count == 0)   // failed or already finished
        b.send(2)
        b.send(completion: .failure(Boom(code: 4)))
        #expect(recorder.values == [1])
        #expect(recorder.completions.count == 1)
    }

    @Test func mergeKeepsValuesInOrderUntilDemandArrives() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = OperatorRecorder<Int, Never>(initial: .max(1))
        a.merge(with: b).subscribe(recorder)
        a.send(1)            // delivered
        b.send(2)            // kept
        a.send(3)            // kept
        b.send(4)            // kept
        #expect(recorder.values == [1])
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(5))   // 3 and 4, then three more to spare
        #expect(recorder.values == [1, 2, 3, 4])
        a.send(5)
        #expect(recorder.values == [1, 2, 3, 4, 5])

        // Finishing waits for the kept values.
        a.send(6); b.send(7)  // 6 and 7 use the rest of the demand
        a.send(8); b.send(9)  // kept
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(recorder.values == [1, 2, 3, 4, 5, 6, 7])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.unlimited)
        #expect(recorder.values == [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(recorder.finished)
    }

    @Test func mergeIsEquatableWhenItsUpstreamsAre() {
        #expect(Just(1).merge(with: Just(2)) == Publishers.MergeMany(Just(1), Just(2)))
        #expect(Publishers.Merge(Just(1), Just(2)) == Publishers.Merge(Just(1), Just(2)))
        #expect(Publishers.Merge3(Just(1), Just(2), Just(3)) != Publishers.Merge3(Just(1), Just(2), Just(4)))
        #expect(Publishers.MergeMany([Just(1), Just(2)]) == Publishers.MergeMany(Just(1), Just(2)))
    }

    // MARK: MergeMany

    @Test func mergeManyOfAnArray() {
        let subjects = (0..<5).map { _ in PassthroughSubject<Int, Never>() }
        let recorder = OperatorRecorder<Int, Never>()
        let merge = Publishers.MergeMany(subjects)
        #expect(merge.publishers.count == 5)
        merge.subscribe(recorder)
        subjects[4].send(4)
        subjects[2].send(2)
        subjects[0].send(0)
        subjects[2].send(22)
        for subject in subjects.dropLast() { subject.send(completion: .finished) }
        #expect(recorder.completions.isEmpty)
        subjects[4].send(44)
        subjects[4].send(completion: .finished)
        #expect(recorder.values == [4, 2, 0, 22, 44])
        #expect(recorder.finished)

        var collected: [[Int]] = []
        _ = Publishers.MergeMany([Just(1), Just(2), Just(3)]).collect().sink { collected.append($0) }
        #expect(collected == [[1, 2, 3]])
    }

    @Test func mergeManyOfNothingFinishesAtOnce() {
        let recorder = OperatorRecorder<Int, Never>()
        Publishers.MergeMany<Just<Int>>([]).subscribe(recorder)
        #expect(recorder.values.isEmpty)
        #expect(recorder.finished)
    }

    // MARK: View models

    @Test func publishedPropertiesCombinedInAViewModel() {
        let model = SumModel()
        #expect(model.sum == 3)
        #expect(model.label == "1+2")
        var changes = 0
        let observation = model.objectWillChange.sink { changes += 1 }
        model.a = 10
        #expect(model.sum == 12)
        model.b = 5
        #expect(model.sum == 15)
        #expect(model.label == "10+5")
        #expect(changes >= 2)
        withExtendedLifetime(observation) {}

        // A search field and a refresh button feeding one request stream.
        let query = CurrentValueSubject<String, Never>("")
        let refresh = PassthroughSubject<Void, Never>()
        var requests: [String] = []
        let pipeline = query.dropFirst().merge(with: refresh.map { query.value }).sink { requests.append($0) }
        query.send("sw")
        refresh.send()
        query.send("swift")
        #expect(requests == ["sw", "sw", "swift"])
        withExtendedLifetime(pipeline) {}
    }

    // MARK: Re-entrancy and threads

    @Test func sendingFromWithinReceiveDoesNotDeadlock() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let latest = OperatorRecorder<String, Never>()
        latest.onValue = { if $0 == "110" { a.send(2) } }
        a.combineLatest(b).map { "\($0)\($1)" }.subscribe(latest)
        a.send(1)
        b.send(10)           // 110; within it a sends 2: 210 follows once 110's call returns
        #expect(latest.values == ["110", "210"])

        let c = PassthroughSubject<Int, Never>()
        let d = PassthroughSubject<Int, Never>()
        let merged = OperatorRecorder<Int, Never>()
        merged.onValue = { value in if value < 3 { (value.isMultiple(of: 2) ? d : c).send(value + 1) } }
        c.merge(with: d).subscribe(merged)
        c.send(0)            // 0 sends 1 on d, 1 sends 2 on c, 2 sends 3 on d
        #expect(merged.values == [0, 1, 2, 3])

        // Asking for more from within receive delivers what is kept, in order.
        let kept = OperatorRecorder<Int, Never>(initial: .none)
        kept.onValue = { _ in kept.subscription?.request(.max(1)) }
        c.merge(with: d).subscribe(kept)
        c.send(10); d.send(11); c.send(12)
        #expect(kept.values.isEmpty)
        kept.subscription?.request(.max(1))
        #expect(kept.values == [10, 11, 12])

        // Failing and cancelling from within receive.
        let e = PassthroughSubject<Int, Boom>()
        let f = PassthroughSubject<Int, Boom>()
        let failing = OperatorRecorder<Int, Boom>()
        failing.onValue = { _ in f.send(completion: .failure(Boom())) }
        e.merge(with: f).subscribe(failing)
        e.send(1)
        e.send(2)
        #expect(failing.values == [1])
        #expect(failing.completions == [.failure(Boom())])
        let cancelling = OperatorRecorder<Int, Never>()
        cancelling.onValue = { _ in cancelling.subscription?.cancel() }
        c.merge(with: d).subscribe(cancelling)
        c.send(20); d.send(21)
        #expect(cancelling.values == [20])
    }

    @Test func valuesFromManyThreadsAreDeliveredOneAtATime() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        final class Tally: @unchecked Sendable {
            let lock = NSLock()
            var inside = false
            var overlapped = false
            var merged = 0
            var combined = 0
        }
        let tally = Tally()
        func enter() {
            tally.lock.lock()
            if tally.inside { tally.overlapped = true }
            tally.inside = true
            tally.lock.unlock()
        }
        func leave() { tally.lock.lock(); tally.inside = false; tally.lock.unlock() }
        let merged = a.merge(with: b).sink { _ in enter(); tally.merged += 1; leave() }
        let combined = a.combineLatest(b).sink { _ in tally.combined += 1 }
        nonisolated(unsafe) let subjects = [a, b]
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for value in 0..<2_000 { subjects[index].send(value) }
        }
        #expect(!tally.overlapped)
        #expect(tally.merged == 4_000)
        #expect(tally.combined > 0 && tally.combined <= 4_000)
        withExtendedLifetime((merged, combined)) {}
    }
}
