import Foundation

/// Tether's own: how `App.main()` runs an app on Linux, with no display. It renders the first
/// `WindowGroup`'s content once its view tasks (`task`, `AsyncImage` loads) are done, writes
/// PNG or SVG, and prints the diagnostics.
///
/// ```sh
/// swift run MyApp                                  # app.png, 390×844 points at 2x
/// swift run MyApp --out home.svg --size 430x932
/// swift run MyApp --out home.png --scale 3
/// swift run MyApp --locale de                      # the German strings
/// swift run MyApp --locale ar                      # right to left, as iOS lays out Arabic
/// ```
@MainActor public enum HeadlessAppRun {
    /// The command-line options `App.main()` reads.
    public struct Options: Equatable, Sendable {
        public var output = "app.png"
        public var size = CGSize(width: 390, height: 844)
        public var scale: CGFloat = 2
        public var showHelp = false
        /// The locale the window's `\.locale` environment value gets (Tether's default: `en`).
        public var locale: String?

        /// Reads `--out FILE(.png|.svg)`, `--size WxH`, `--scale S`, `--locale ID` and `--help`.
        public init(arguments: [String]) throws {
            var rest = arguments[...]
            func value(for flag: String) throws -> String {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else { throw ArgumentError("\(flag) needs a value") }
                return next
            }
            while let argument = rest.popFirst() {
                var flag = argument, inline: String?
                if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    flag = String(argument[..<eq]); inline = String(argument[argument.index(after: eq)...])
                }
                switch flag {
                case "--out", "-o":
                    let file = try inline ?? value(for: flag)
                    let ext = (file as NSString).pathExtension.lowercased()
                    guard ext == "png" || ext == "svg" else { throw ArgumentError("--out \(file): the file must end in .png or .svg") }
                    output = file
                case "--size":
                    let text = try inline ?? value(for: flag)
                    let parts = text.lowercased().split(separator: "x").map { Double($0) }
                    guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w.isFinite, h.isFinite else {
                        throw ArgumentError("--size \(text): expected WIDTHxHEIGHT in points, like 390x844")
                    }
                    size = CGSize(width: w, height: h)
                case "--scale":
                    let text = try inline ?? value(for: flag)
                    guard let s = Double(text), s > 0, s.isFinite, s <= 8 else {
                        throw ArgumentError("--scale \(text): expected a number of pixels per point from 0 to 8, like 2")
                    }
                    scale = CGFloat(s)
                case "--locale":
                    let text = try inline ?? value(for: flag)
                    guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                        throw ArgumentError("--locale \(text): expected a locale identifier, like de or pt_BR")
                    }
                    locale = text
                case "--help", "-h": showHelp = true
                default: throw ArgumentError("unknown argument '\(argument)'")
                }
            }
        }
    }

    /// Tether's own: a command-line argument `App.main()` cannot use.
    public struct ArgumentError: Error, CustomStringConvertible, Equatable {
        public let description: String
        init(_ message: String) { description = "error: " + message }
    }

    static let usage = """
        usage: <app> [--out FILE.png|FILE.svg] [--size WIDTHxHEIGHT] [--scale S] [--locale ID]
          Renders the app's first WindowGroup headlessly (Tether), by default to app.png at 390x844 points, scale 2.
        """

    /// The process of a headless app: reads the command line, runs `render` with its options on
    /// the main actor and exits with its status — 0 when rendered, 64 on a bad argument, 1 when
    /// nothing rendered.
    static func main(_ render: @escaping @MainActor (Options) async -> Int32) -> Never {
        let options: Options
        do {
            options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n\(usage)\n".utf8))
            exit(64)
        }
        if options.showHelp { print(usage); exit(0) }
        Task { @MainActor in exit(await render(options)) }
        dispatchMain()
    }

    /// Renders `app` per `options`; returns the process's exit status.
    public static func run<A: App>(_ app: A, options: Options) async -> Int32 {
        guard let windowContent = SceneTree.launch(app) else {
            FileHandle.standardError.write(Data("error: \(A.self) has no WindowGroup to render\n".utf8))
            return 1
        }
        return await render(windowContent, of: "\(A.self)", options: options)
    }

    /// Renders an app's window content per `options`; returns the process's exit status.
    static func render(_ windowContent: AnyView, of appName: String, options: Options) async -> Int32 {
        let content = options.locale.map { AnyView(windowContent.environment(\.locale, Locale(identifier: $0))) } ?? windowContent
        let host = ViewHost(content, size: options.size)
        // iOS lays an app out right to left when it runs in a right-to-left language.
        if let locale = options.locale, Locale.Language(identifier: locale).characterDirection == .rightToLeft {
            host.layoutDirection = .rightToLeft
        }
        host.update()
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
        await host.waitForTasks()
        do {
            let url = URL(fileURLWithPath: options.output)
            if url.pathExtension.lowercased() == "svg" {
                try Data(host.svg().utf8).write(to: url)
            } else {
                try host.pngData(scale: options.scale).write(to: url)
            }
        } catch {
            FileHandle.standardError.write(Data("error: could not write \(options.output): \(error)\n".utf8))
            return 1
        }
        print("Rendered \(appName) at \(Int(options.size.width))x\(Int(options.size.height)) points to \(options.output)")
        for diagnostic in host.diagnostics { print(diagnostic) }
        return 0
    }
}
