import ArgumentParser
import Foundation
import Tether
import TetherExamples

/// `tether`: renders Tether's example gallery and single examples, and prints layout dumps.
@main
struct TetherTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tether",
        abstract: "Render SwiftUI views laid out by Tether.",
        subcommands: [Gallery.self, Render.self, Dump.self, ListExamples.self])
}

/// Looks an example up, with a clear error listing the known names.
func example(named name: String) throws -> Example {
    guard let example = Examples.named(name) else {
        throw ValidationError("Unknown example '\(name)'. Known examples: \(Examples.all.map(\.name).joined(separator: ", "))")
    }
    return example
}

/// A canvas size given as WIDTHxHEIGHT.
struct CanvasSize: ExpressibleByArgument {
    let size: CGSize
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 20_000, h <= 20_000 else { return nil }
        size = CGSize(width: w, height: h)
    }
    static var defaultValueDescription: String { "the example's own size" }
}

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write NAME.png (2x) and NAME.svg for every example, and an index.html.")
    @Option(help: "Output directory.") var out: String = "gallery"

    func run() throws {
        let dir = URL(fileURLWithPath: out)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try MainActor.assumeIsolated {
            var rows: [String] = []
            for example in Examples.all {
                let host = example.host()
                try host.pngData(scale: 2).write(to: dir.appendingPathComponent("\(example.name).png"))
                try host.svg().write(to: dir.appendingPathComponent("\(example.name).svg"), atomically: true, encoding: .utf8)
                for diagnostic in host.diagnostics { print("\(example.name): \(diagnostic)") }
                rows.append(GalleryPage.row(example))
                print("rendered \(example.name)")
            }
            try GalleryPage.html(rows).write(to: dir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        }
    }
}

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render one example to PNG or SVG.")
    enum Format: String, ExpressibleByArgument { case png, svg }
    @Argument(help: "Example name (see `tether list`).") var name: String
    @Option(help: "png or svg.") var format: Format = .png
    @Option(help: "Pixels per point for PNG.") var scale: Double = 2
    @Option(help: "Canvas size, WIDTHxHEIGHT in points.") var size: CanvasSize?
    @Option(help: "Output file (default NAME.png / NAME.svg).") var out: String?
    @Flag(help: "Render in dark mode (the host's colour scheme set to dark).") var dark = false
    @Flag(help: "Render with Increase Contrast on (the host's colour scheme contrast set to increased).") var increasedContrast = false
    @Flag(help: "Render right to left (the host's layout direction set to right to left).") var rtl = false

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be between 0 and 16") }
    }

    func run() throws {
        let example = try example(named: name)
        let file = URL(fileURLWithPath: out ?? "\(name).\(format.rawValue)")
        try MainActor.assumeIsolated {
            let host = example.host(size: size?.size)
            if dark { host.colorScheme = .dark }
            if rtl { host.layoutDirection = .rightToLeft }
            if increasedContrast { host.colorSchemeContrast = .increased }
            if dark || rtl || increasedContrast { host.update() }
            switch format {
            case .png: try host.pngData(scale: scale).write(to: file)
            case .svg: try host.svg().write(to: file, atomically: true, encoding: .utf8)
            }
            for diagnostic in host.diagnostics { print(diagnostic) }
        }
        print("wrote \(file.path)")
    }
}

struct Dump: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print an example's layout dump and diagnostics.")
    @Argument(help: "Example name.") var name: String
    @Option(help: "Canvas size, WIDTHxHEIGHT in points.") var size: CanvasSize?

    func run() throws {
        let example = try example(named: name)
        MainActor.assumeIsolated {
            print(example.host(size: size?.size).layoutDump(), terminator: "")
        }
    }
}

struct ListExamples: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the examples with their sizes and captions.")
    func run() {
        for example in Examples.all {
            print("\(example.name)\t\(Int(example.size.width))x\(Int(example.size.height))\t\(example.caption)")
        }
    }
}
