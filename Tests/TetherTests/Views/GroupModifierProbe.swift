import Foundation
import Testing
@testable import Tether

@MainActor
@Suite struct GroupModifierProbe {
    @Test func probe() {
        let h = host(VStack(spacing: 0) {
            Group { Text("a").testID("a"); Text("b").testID("b") }.padding(10).background(Color.red)
        }.testID("stack"))
        print("PROBE a", h.frame(of: "a") as Any, "b", h.frame(of: "b") as Any, "stack", h.frame(of: "stack") as Any)
        print(h.layoutDump())
    }
}
