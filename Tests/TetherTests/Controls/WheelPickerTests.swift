import Foundation
import Testing
@testable import Tether

/// `Picker` in the `.wheel` style: iOS's spinning wheel, turned by taps and drags.
@MainActor
@Suite struct WheelPickerTests {
    static let flavours = ["Vanilla", "Chocolate", "Strawberry", "Mint", "Lemon", "Mango"]

    struct Flavours: View {
        @State var choice: String
        let seen: Recorder<String>
        var body: some View {
            seen.record(choice)
            return Picker("Flavour", selection: $choice) {
                ForEach(WheelPickerTests.flavours, id: \.self) { Text($0) }
            }
            .pickerStyle(.wheel)
            .testID("wheel")
        }
    }

    static func frame<V: View>(ofText string: String, in h: ViewHost<V>) -> CGRect? {
        FileImportExportTests.frame(ofText: string, in: h)
    }

    @Test func theWheelIs216PointsWithTheChoiceInTheMiddle() throws {
        let h = host(Flavours(choice: "Mint", seen: Recorder()), width: 390, height: 300)
        let wheel = try #require(h.frame(of: "wheel"))
        #expect(close(wheel.height, 216) && close(wheel.width, 390))
        let mint = try #require(Self.frame(ofText: "Mint", in: h))
        #expect(close(mint.midY, wheel.midY, tolerance: 0.5))
        // Neighbours on a cylinder of radius 94, 21° a row: 33.7 pt and 63.5 pt away.
        let lemon = try #require(Self.frame(ofText: "Lemon", in: h)), chocolate = try #require(Self.frame(ofText: "Chocolate", in: h))
        #expect(close(lemon.midY - mint.midY, 94 * sin(21 * .pi / 180), tolerance: 0.5))
        #expect(close(mint.midY - chocolate.midY, 94 * sin(42 * .pi / 180), tolerance: 0.5))
        // Selected text is 22 pt, centred across the wheel.
        #expect(close(mint.midX, wheel.midX, tolerance: 0.5))
    }

    @Test func theSelectedRowSitsInAGreyRoundedBand() throws {
        let h = host(Flavours(choice: "Mint", seen: Recorder()), width: 390, height: 216)
        let png = try PNGDecoder.decode(h.pngData(scale: 1))
        // tertiarySystemFill (#767680 at 12 %) 8 pt in from the sides, 34 pt tall around the middle.
        let band = png.pixel(x: 12, y: 108)
        #expect(band.a > 20 && band.a < 40)
        #expect(png.pixel(x: 4, y: 108).a == 0)
        #expect(png.pixel(x: 12, y: 108 - 20).a == 0)
    }

    @Test func aTapOnANeighbourTurnsTheWheelToIt() throws {
        let seen = Recorder<String>()
        let h = host(Flavours(choice: "Mint", seen: seen), width: 390, height: 300)
        let chocolate = try #require(Self.frame(ofText: "Chocolate", in: h))
        try h.tap(at: CGPoint(x: chocolate.midX, y: chocolate.midY))
        #expect(seen.value == "Chocolate")
        let vanilla = try #require(Self.frame(ofText: "Vanilla", in: h))
        #expect(close(vanilla.midY, try #require(h.frame(of: "wheel")).midY - 94 * sin(21 * .pi / 180), tolerance: 0.5))
    }

    @Test func aDragTurnsTheWheelByTheRowsItMoved() throws {
        let seen = Recorder<String>()
        let h = host(Flavours(choice: "Chocolate", seen: seen), width: 390, height: 300)
        // Up by two rows (2 × 34 pt): two options later.
        try h.drag("wheel", by: CGSize(width: 0, height: -68))
        #expect(seen.value == "Mint")
        try h.drag("wheel", by: CGSize(width: 0, height: 34))
        #expect(seen.value == "Strawberry")
        // A drag past the end stops at the last option; a huge one is no problem.
        try h.drag("wheel", by: CGSize(width: 0, height: -1e308))
        #expect(seen.value == "Mango")
        try h.drag("wheel", by: CGSize(width: 0, height: 1_000))
        #expect(seen.value == "Vanilla")
    }

    @Test func aDateWheelTurnsByDragsToo() throws {
        let seen = Recorder<Date>()
        let h = host(DatePickerTests.Holder(date: DatePickerTests.morning, seen: seen) { date in
            DatePicker("", selection: date, displayedComponents: .date).datePickerStyle(.wheel)
        }, width: 390, height: 300)
        let year = try #require(Self.frame(ofText: "2026", in: h))
        try h.drag(from: CGPoint(x: year.midX, y: year.midY), to: CGPoint(x: year.midX, y: year.midY - 34))
        #expect(seen.value == DatePickerTests.date(2027, 11, 24, 9, 41))
    }
}
