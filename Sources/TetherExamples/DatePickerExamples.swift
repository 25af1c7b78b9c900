import Foundation
import Tether

/// 24 November 2026, 9:41 UTC: the date the date-picker examples show.
private let exampleDate: Date = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: 2026, month: 11, day: 24, hour: 9, minute: 41))!
}()

/// A form with compact date pickers and a graphical one below.
struct DatePickerDemo: View {
    @State private var start = exampleDate
    @State private var day = exampleDate
    var body: some View {
        Form {
            Section {
                DatePicker("Starts", selection: $start)
                DatePicker("Reminder", selection: $start, displayedComponents: .hourAndMinute)
            }
            Section {
                DatePicker("Day", selection: $day, displayedComponents: .date)
                    .datePickerStyle(.graphical)
            }
        }
    }
}

/// A compact date picker whose calendar card is open.
struct DatePickerCardDemo: View {
    @State private var day = exampleDate
    var body: some View {
        Form {
            DatePicker("Due", selection: $day, displayedComponents: .date)
                .accessibilityIdentifier("picker")
            Text("Tap the date to choose another day.").foregroundStyle(.secondary)
        }
    }
}

/// Wheels for a date and a time, and for a date alone.
struct WheelDatePickerDemo: View {
    @State private var moment = exampleDate
    var body: some View {
        VStack(spacing: 16) {
            DatePicker("", selection: $moment).datePickerStyle(.wheel)
            DatePicker("", selection: $moment, displayedComponents: .date).datePickerStyle(.wheel)
        }
        .padding(.horizontal)
    }
}

extension Examples {
    static let datePickerExamples: [Example] = [
        Example("date-pickers", height: 640, caption: "DatePicker: compact capsules for a date and a time, and the graphical month calendar") {
            DatePickerDemo()
        },
        Example("date-picker-card", height: 520, caption: "A compact DatePicker's calendar card, opened by a tap on its date",
                interaction: { host in
                    guard let row = host.frame(of: "picker") else { return }
                    try host.tap(at: CGPoint(x: row.maxX - 30, y: row.midY))
                }) { DatePickerCardDemo() },
        Example("multi-date-picker", height: 420, caption: "MultiDatePicker: chosen days as filled tint circles") {
            MultiDatePicker("Days", selection: .constant([DateComponents(year: 2026, month: 11, day: 3),
                                                          DateComponents(year: 2026, month: 11, day: 17),
                                                          DateComponents(year: 2026, month: 11, day: 18)]))
                .padding(.horizontal)
        },
        Example("date-picker-wheel", height: 470, caption: "DatePicker in the .wheel style: day, hour, minutes and AM/PM; month, day and year") {
            WheelDatePickerDemo()
        },
    ]
}
