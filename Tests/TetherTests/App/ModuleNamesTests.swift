import Combine
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

private final class NameModel: ObservableObject {
    @Published var name = "first"
}

/// `import SwiftUI`, `import Combine` and `import UIKit` compile and name Tether's types.
@MainActor
@Suite struct ModuleNamesTests {
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
}
