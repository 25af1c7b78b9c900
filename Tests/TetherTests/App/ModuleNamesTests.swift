import Combine
import CoreGraphics
import Foundation
import SwiftUI
import Testing
import UIKit

/// A view written for Apple platforms: module-qualified SwiftUI names, Combine's publishers.
private struct Counter: SwiftUI.View {
    let ticks: PassthroughSubject<Int, Never>
    @State private var total = 0
    var body: some SwiftUI.View {
        (total >= 5 ? SwiftUI.Color.green : SwiftUI.Color.red)
            .frame(width: 10, height: 10)
            .onReceive(ticks) { total += $0 }
    }
}

/// Counts the ticks of a timer publisher, as apps write a clock or a countdown.
private struct TimerCounter: SwiftUI.View {
    let timer = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect()
    let counter: BodyCounter
    @State private var ticks = 0
    var body: some SwiftUI.View {
        SwiftUI.Text("\(ticks)")
            .onReceive(timer) { _ in ticks += 1; counter.evaluations = ticks }
    }
}

private final class NameModel: ObservableObject {
    @Published var name = "first"
}

/// `import SwiftUI`, `import Combine`, `import UIKit` and `import CoreGraphics` compile and
/// name Tether's types.
@MainActor
@Suite struct ModuleNamesTests {
    @Test func importCoreGraphicsNamesCoreGraphicsTypes() {
        // A quarter turn about the origin takes (1, 0) to (0, 1); a path keeps its bounds.
        let turned = CGPoint(x: 1, y: 0).applying(CoreGraphics.CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.x) < 1e-9 && abs(turned.y - 1) < 1e-9)
        let path = CoreGraphics.CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        let width: CoreGraphics.CGFloat = 2
        #expect(width * 2 == 4)
    }

    @Test func importSwiftUIBringsURLSessionAlongAsOnApplePlatforms() {
        // Linux's Foundation keeps these in FoundationNetworking, which this file does not import.
        let request = URLRequest(url: URL(string: "https://example.com/feed.json")!)
        #expect(request.httpMethod == "GET")
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest == 60)
    }

    @Test func qualifiedSwiftUINamesAreTethersTypes() throws {
        let view: some SwiftUI.View = SwiftUI.Color.blue.frame(width: 4, height: 4)
        let host = ViewHost(view, size: CGSize(width: 4, height: 4))
        host.update()
        let p = try DecodedPixels(pngData: host.pngData(scale: 1))
        let c = p.pixel(x: 2, y: 2)
        #expect(c.r == 0 && c.g == 136 && c.b == 255)   // iOS 26's system blue
    }

    @Test func combinePublishersSinkAndAssign() {
        var received: [Int] = []
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<Combine.AnyCancellable>()
        subject.sink { received.append($0) }.store(in: &bag)
        subject.send(1); subject.send(2)
        #expect(received == [1, 2])

        let model = NameModel()
        Just("second").assign(to: \.name, on: model).store(in: &bag)
        #expect(model.name == "second")
    }

    @Test func onReceiveRunsItsActionForEveryValueWhileShown() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Counter(ticks: ticks), size: CGSize(width: 10, height: 10))
        host.update()
        func centre() throws -> (r: Int, g: Int, b: Int, a: Int) {
            try DecodedPixels(pngData: host.pngData(scale: 1)).pixel(x: 5, y: 5)
        }
        #expect(try centre().r == 255)          // total 0: red
        ticks.send(2); host.update()
        #expect(try centre().r == 255)          // total 2: still red
        ticks.send(3); host.update()
        let green = try centre()
        #expect(green.r == 52 && green.g == 199 && green.b == 89)   // total 5: iOS green
    }

    @Test func timerPublishTicksWhileTheHostRunsTheMainRunLoop() {
        let counter = BodyCounter()
        let host = ViewHost(TimerCounter(counter: counter), size: CGSize(width: 100, height: 40))
        host.update()
        // A host never runs the run loop by itself: nothing has ticked. (The timer is on the
        // host's thread's run loop: a test's main actor need not be the main thread.)
        #expect(counter.evaluations == 0)
        #expect(host.find(text: "0") != nil)
        // A 10 ms timer in 200 ms of run loop ticks (at least once, however busy the machine).
        host.runRunLoop(for: 0.2)
        #expect(counter.evaluations >= 1)
        #expect(host.find(text: "\(counter.evaluations)") != nil)
        let explicit: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        _ = explicit
    }

    @Test func notificationCenterPublisherDeliversPostedNotificationsUntilCancelled() {
        let name = Notification.Name("TetherTestNotification")
        var received: [String] = []
        var subscription: AnyCancellable? = NotificationCenter.default.publisher(for: name)
            .compactMap { $0.object as? String }
            .sink { received.append($0) }
        NotificationCenter.default.post(name: name, object: "first")
        NotificationCenter.default.post(name: Notification.Name("Other"), object: "other")
        #expect(received == ["first"])
        subscription?.cancel()
        subscription = nil
        NotificationCenter.default.post(name: name, object: "after")
        #expect(received == ["first"])
    }

    @Test func runningTheRunLoopForABadDurationIsReported() {
        let host = ViewHost(SwiftUI.Text("x"), size: CGSize(width: 100, height: 40))
        host.runRunLoop(for: -.infinity)
        #expect(host.diagnostics.contains { $0.message.contains("runRunLoop") })
    }
}
