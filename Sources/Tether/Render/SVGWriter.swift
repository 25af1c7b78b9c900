import Foundation

/// Writes a display list as a self-contained SVG document. Pure Swift and deterministic:
/// the same display list always gives the same bytes. Text arrives as glyph outlines.
/// What lies wholly outside the view box is left out, as it can never show.
enum SVGWriter {
    static func render(_ list: DisplayList) -> String {
        let size = list.size
        var writer = Writer(canvas: CGRect(origin: .zero, size: size.width.isFinite && size.height.isFinite ? size : .zero).insetBy(dx: -1, dy: -1))
        let w = Writer.number(list.size.width), h = Writer.number(list.size.height)
        var body = ""
        for item in list.items { writer.write(item, into: &body, indent: 1) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !writer.defs.isEmpty { out += "  <defs>\n" + writer.defs + "  </defs>\n" }
        out += body
        out += "</svg>\n"
        return out
    }

    private struct Writer {
        /// The view box, widened by a point: what can show.
        let canvas: CGRect
        /// The map from the current user space to the view box; nil where that cannot be told
        /// (under a projection, or a blur or shadow, whose content reaches past its bounds).
        var toCanvas: CGAffineTransform? = .identity
        var defs = ""
        var clipCount = 0
        var gradientCount = 0
        var filterCount = 0
        var maskCount = 0
        var patternCount = 0

        mutating func write(_ item: DisplayItem, into out: inout String, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            switch item {
            case .fill(let path, let paint, let style):
                guard mayShow(path.boundingRect) else { return }
                if case .angular(let sweep) = paint { writeWedges(sweep, inside: path, style, into: &out, indent: indent); return }
                if case .mesh(let mesh) = paint { writeMesh(mesh, inside: path, style, into: &out, indent: indent); return }
                guard let d = Self.pathData(path), paint.isVisible else { return }
                out += pad + "<path d=\"\(d)\" " + attributes(for: paint, "fill")
                out += style.isEOFilled ? " fill-rule=\"evenodd\"/>\n" : "/>\n"
            case .stroke(let path, let paint, let style):
                guard mayShow(ShapeDrawing.reach(of: path, stroke: style)) else { return }
                if case .angular(let sweep) = paint {
                    writeWedges(sweep, inside: Stroker.outline(of: path, style: style), FillStyle(), into: &out, indent: indent)
                    return
                }
                if case .mesh(let mesh) = paint {
                    writeMesh(mesh, inside: Stroker.outline(of: path, style: style), FillStyle(), into: &out, indent: indent)
                    return
                }
                guard let d = Self.pathData(path), paint.isVisible, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
                out += pad + "<path d=\"\(d)\" fill=\"none\" " + attributes(for: paint, "stroke")
                out += " stroke-width=\"\(Self.number(style.lineWidth))\""
                switch style.lineCap {
                case .butt: break
                case .round: out += " stroke-linecap=\"round\""
                case .square: out += " stroke-linecap=\"square\""
                }
                switch style.lineJoin {
                case .miter: if style.miterLimit != 4 && style.miterLimit.isFinite { out += " stroke-miterlimit=\"\(Self.number(max(1, style.miterLimit)))\"" }
                case .round: out += " stroke-linejoin=\"round\""
                case .bevel: out += " stroke-linejoin=\"bevel\""
                }
                if let dashes = StrokeDashes.valid(style.dash, along: path) {
                    out += " stroke-dasharray=\"\(dashes.map(Self.number).joined(separator: " "))\""
                    if style.dashPhase != 0, style.dashPhase.isFinite { out += " stroke-dashoffset=\"\(Self.number(style.dashPhase))\"" }
                }
                out += "/>\n"
            case .image(let image, let rect):
                guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), mayShow(rect) else { return }
                out += pad + "<image x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" width=\"\(Self.number(rect.width))\""
                out += " height=\"\(Self.number(rect.height))\" preserveAspectRatio=\"none\"\(image.samplesNearest ? " image-rendering=\"pixelated\"" : "")"
                out += " href=\"data:image/png;base64,\(image.largestVariant.pngData.base64EncodedString())\"/>\n"
            case .shadow(let shadow, let items):
                let outer = toCanvas
                toCanvas = nil
                defer { toCanvas = outer }
                let extent = shadow.extent
                guard shadow.color.alpha > 0, extent.isFiniteRect, !extent.isEmpty else {
                    for child in items { write(child, into: &out, indent: indent + 1) }
                    return
                }
                // The filter region is the shadow's extent, in the user space of the group.
                filterCount += 1
                let c = shadow.color
                defs += "    <filter id=\"shadow\(filterCount)\" filterUnits=\"userSpaceOnUse\" x=\"\(Self.number(extent.minX))\""
                defs += " y=\"\(Self.number(extent.minY))\" width=\"\(Self.number(extent.width))\" height=\"\(Self.number(extent.height))\">"
                defs += "<feDropShadow dx=\"\(Self.number(shadow.offset.width))\" dy=\"\(Self.number(shadow.offset.height))\""
                defs += " stdDeviation=\"\(Self.number(shadow.sigma))\" flood-color=\"\(Self.rgb(c))\"\(Self.opacity("flood-opacity", c.alpha))/></filter>\n"
                writeGroup("filter=\"url(#shadow\(filterCount))\"", items, into: &out, indent: indent)
            case .backdrop(let path, let style, let look):
                // SVG has no backdrop filter renderers support: the material's tint alone.
                write(.fill(path, .solid(look.tint), style), into: &out, indent: indent)
            case .hairline(let rect, let paint):
                // SVG has no device pixels: the line's own rectangle, drawn with crisp edges.
                guard mayShow(rect), let d = Self.pathData(Path(rect)), paint.isVisible else { return }
                out += pad + "<path d=\"\(d)\" " + attributes(for: paint, "fill") + " shape-rendering=\"crispEdges\"/>\n"
            case .effect(let effect, let items):
                let outer = toCanvas
                defer { toCanvas = outer }
                switch effect {
                case .projection, .blur: toCanvas = nil
                default: break
                }
                guard let attribute = attribute(for: effect, indent: indent) else {
                    for child in items { write(child, into: &out, indent: indent + 1) }
                    return
                }
                writeGroup(attribute, items, into: &out, indent: indent)
            case .group(let t, let opacity, let clip, let items):
                guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite), opacity.isFinite, opacity > 0 else { return }
                var attributes = ""
                if !t.isIdentity {
                    if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
                        attributes += " transform=\"translate(\(Self.number(t.tx)) \(Self.number(t.ty)))\""
                    } else {
                        attributes += " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ")))\""
                    }
                }
                if opacity < 1 { attributes += " opacity=\"\(Self.number(opacity))\"" }
                let outer = toCanvas
                toCanvas = outer.map { t.concatenating($0) }
                defer { toCanvas = outer }
                if let clip {
                    guard let d = Self.pathData(clip) else { return }
                    clipCount += 1
                    defs += "    <clipPath id=\"clip\(clipCount)\"><path d=\"\(d)\"/></clipPath>\n"
                    attributes += " clip-path=\"url(#clip\(clipCount))\""
                }
                if attributes.isEmpty {
                    for child in items { write(child, into: &out, indent: indent) }
                    return
                }
                writeGroup(String(attributes.dropFirst()), items, into: &out, indent: indent)
            }
        }

        /// False when `rect` (in the current user space) lies wholly outside the view box.
        /// Rectangles that cannot be mapped finitely are kept.
        func mayShow(_ rect: CGRect?) -> Bool {
            guard let t = toCanvas, let rect, !rect.isNull, rect.isFiniteRect else { return true }
            let mapped = rect.applying(t)
            guard mapped.isFiniteRect else { return true }
            return mapped.maxX >= canvas.minX && mapped.minX <= canvas.maxX && mapped.maxY >= canvas.minY && mapped.minY <= canvas.maxY
        }

        /// Writes `items` inside a `<g>` with `attributes`, straight into `out`: building the
        /// content apart and then wrapping it would copy it once per level of nesting, which
        /// grows with the square of a deep tree's size. A group with nothing drawn is left out.
        mutating func writeGroup(_ attributes: String, _ items: [DisplayItem], into out: inout String, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            let start = out.utf8.count
            out += pad + "<g \(attributes)>\n"
            let contentStart = out.utf8.count
            for child in items { write(child, into: &out, indent: indent + 1) }
            guard out.utf8.count > contentStart else {
                out.removeSubrange(out.utf8.index(out.utf8.startIndex, offsetBy: start)...)
                return
            }
            out += pad + "</g>\n"
        }

        /// The attribute of the `<g>` that applies `effect` to its content (a filter, mask or
        /// clip written into the defs, or a style), or nil when SVG draws the content as is.
        mutating func attribute(for effect: GraphicsEffect, indent: Int) -> String? {
            switch effect {
            case .blur(let radius, let opaque, let bounds):
                let sigma = radius / 2
                let region = opaque ? bounds : bounds.insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
                guard region.isFiniteRect, !region.isEmpty else { return nil }
                filterCount += 1
                defs += "    <filter id=\"filter\(filterCount)\" filterUnits=\"userSpaceOnUse\" x=\"\(Self.number(region.minX))\""
                defs += " y=\"\(Self.number(region.minY))\" width=\"\(Self.number(region.width))\" height=\"\(Self.number(region.height))\">"
                defs += "<feGaussianBlur stdDeviation=\"\(Self.number(sigma))\"\(opaque ? " edgeMode=\"duplicate\"" : "")/></filter>\n"
                return "filter=\"url(#filter\(filterCount))\""
            case .colorMatrix(let matrix):
                filterCount += 1
                let values = matrix.svgValues.map { Self.number(CGFloat($0)) }.joined(separator: " ")
                defs += "    <filter id=\"filter\(filterCount)\" color-interpolation-filters=\"sRGB\">"
                defs += "<feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>\n"
                return "filter=\"url(#filter\(filterCount))\""
            case .alphaThreshold(let low, let high, let color):
                // Alpha in 256 bands, each kept (1) when its middle lies in the range; the
                // kept area filled with the colour.
                let bands = (0..<256).map { band in let middle = (Double(band) + 0.5) / 256; return middle >= low && middle <= high ? "1" : "0" }.joined(separator: " ")
                filterCount += 1
                defs += "    <filter id=\"filter\(filterCount)\" color-interpolation-filters=\"sRGB\">"
                defs += "<feComponentTransfer in=\"SourceGraphic\" result=\"kept\"><feFuncA type=\"discrete\" tableValues=\"\(bands)\"/></feComponentTransfer>"
                defs += "<feFlood flood-color=\"\(Self.rgb(color))\"\(Self.opacity("flood-opacity", color.alpha))/>"
                defs += "<feComposite in2=\"kept\" operator=\"in\"/></filter>\n"
                return "filter=\"url(#filter\(filterCount))\""
            case .blend(let mode):
                return mode.cssName.map { "style=\"mix-blend-mode:\($0)\"" }
            case .mask(let items):
                var content = ""
                for child in items { write(child, into: &content, indent: 3) }
                maskCount += 1
                defs += "    <mask id=\"mask\(maskCount)\" style=\"mask-type:alpha\">\n" + content + "    </mask>\n"
                return "mask=\"url(#mask\(maskCount))\""
            case .porterDuff(let op, _):
                // SVG cannot composite with what lies behind: a cleared area draws nothing,
                // the other operators draw normally (the PNG writer composites them).
                return op == .clear ? "visibility=\"hidden\"" : nil
            case .isolation:
                return "style=\"isolation:isolate\""
            case .projection(let projection, let bounds):
                // SVG draws affine transforms only: the affine map closest to the projection
                // over the content's bounds (the PNG writer draws the true projection).
                let t = projection.affineFit(over: bounds)
                guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return nil }
                return "transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.number).joined(separator: " ")))\""
            case .clip(let path, let style):
                guard let d = Self.pathData(path) else { return nil }
                clipCount += 1
                defs += "    <clipPath id=\"clip\(clipCount)\"><path d=\"\(d)\"\(style.isEOFilled ? " clip-rule=\"evenodd\"" : "")"
                defs += (style.isAntialiased ? "" : " shape-rendering=\"crispEdges\"") + "/></clipPath>\n"
                return "clip-path=\"url(#clip\(clipCount))\""
            }
        }

        /// An angular gradient in SVG, which has none: its wedges, each in its middle colour and
        /// a little wider than its angle so no seam shows, clipped to the filled area.
        mutating func writeWedges(_ sweep: AngularSweep, inside area: Path, _ style: FillStyle, into out: inout String, indent: Int) {
            guard let d = Self.pathData(area), sweep.center.isFinite, sweep.reach.isFinite else { return }
            let pad = String(repeating: "  ", count: indent)
            clipCount += 1
            defs += "    <clipPath id=\"clip\(clipCount)\"><path d=\"\(d)\"\(style.isEOFilled ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
            out += pad + "<g clip-path=\"url(#clip\(clipCount))\">\n"
            let overlap = Double.pi / Double(AngularSweep.wedges) * 0.5
            for (a0, a1) in sweep.wedgeAngles {
                let color = sweep.color(at: (a0 + a1) / 2)
                guard color.alpha > 0 else { continue }
                var wedge = Path()
                wedge.move(to: sweep.center)
                wedge.addLine(to: sweep.point(at: a0 - overlap))
                wedge.addLine(to: sweep.point(at: a1 + overlap))
                wedge.closeSubpath()
                guard let w = Self.pathData(wedge) else { continue }
                out += pad + "  <path d=\"\(w)\" fill=\"\(Self.rgb(color))\"\(Self.opacity("fill-opacity", color.alpha))/>\n"
            }
            out += pad + "</g>\n"
        }

        /// A mesh gradient in SVG, which has none: its background, then each quad in its corners'
        /// mean colour, outlined in it by a quarter point so no seam shows, clipped to the
        /// filled area.
        mutating func writeMesh(_ mesh: MeshQuads, inside area: Path, _ style: FillStyle, into out: inout String, indent: Int) {
            guard let d = Self.pathData(area), mesh.bounds.isFiniteRect else { return }
            let pad = String(repeating: "  ", count: indent)
            clipCount += 1
            defs += "    <clipPath id=\"clip\(clipCount)\"><path d=\"\(d)\"\(style.isEOFilled ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
            out += pad + "<g clip-path=\"url(#clip\(clipCount))\">\n"
            if mesh.background.alpha > 0, let b = Self.pathData(Path(mesh.bounds)) {
                out += pad + "  <path d=\"\(b)\" fill=\"\(Self.rgb(mesh.background))\"\(Self.opacity("fill-opacity", mesh.background.alpha))/>\n"
            }
            for quad in mesh.quads {
                let color = quad.meanColor
                guard color.alpha > 0 else { continue }
                var shape = Path()
                shape.addLines(quad.corners)
                shape.closeSubpath()
                guard let q = Self.pathData(shape) else { continue }
                let rgb = Self.rgb(color)
                out += pad + "  <path d=\"\(q)\" fill=\"\(rgb)\" stroke=\"\(rgb)\" stroke-width=\"0.25\"\(Self.opacity("fill-opacity", color.alpha))\(Self.opacity("stroke-opacity", color.alpha))/>\n"
            }
            out += pad + "</g>\n"
        }

        /// SVG path data; nil when the path is empty or has a non-finite coordinate.
        static func pathData(_ path: Path) -> String? {
            var d = ""
            var finite = true
            func add(_ command: String, _ points: CGPoint...) {
                d += command
                for (i, p) in points.enumerated() {
                    finite = finite && p.x.isFinite && p.y.isFinite
                    if i > 0 { d += " " }
                    appendNumber(p.x, to: &d)
                    d += " "
                    appendNumber(p.y, to: &d)
                }
            }
            for element in path.elements {
                switch element {
                case .move(let p): add("M", p)
                case .line(let p): add("L", p)
                case .quadCurve(let p, let c): add("Q", c, p)
                case .curve(let p, let c1, let c2): add("C", c1, c2, p)
                case .closeSubpath: d += "Z"
                }
            }
            return d.isEmpty || !finite ? nil : d
        }

        static func point(_ p: CGPoint) -> String { number(p.x) + " " + number(p.y) }

        /// At most 3 decimals, no trailing zeros, no "-0".
        static func number(_ v: CGFloat) -> String {
            var s = ""
            appendNumber(v, to: &s)
            return s
        }

        /// Appends `v` rounded to thousandths, written without a formatter (paths hold
        /// thousands of numbers).
        static func appendNumber(_ v: CGFloat, to out: inout String) {
            guard v.isFinite else { out += v.isNaN ? "nan" : "inf"; return }
            let scaled = (Double(v) * 1000).rounded()
            guard abs(scaled) < 9e15 else { out += String(Double(v)); return }
            let milli = Int(scaled)
            if milli == 0 { out += "0"; return }
            if milli < 0 { out += "-" }
            let magnitude = milli.magnitude
            out += String(magnitude / 1000)
            var fraction = magnitude % 1000
            guard fraction > 0 else { return }
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            out += "."
            let text = String(fraction)
            for _ in text.count..<digits { out += "0" }
            out += text
        }

        /// `fill="…"` (or `stroke`) for a paint; a gradient is written into the defs once per use,
        /// with `spreadMethod` when it repeats or mirrors.
        mutating func attributes(for paint: Paint, _ name: String, spread: GradientExtend? = nil) -> String {
            let stops: [(RGBA, CGFloat)]
            var element: String
            switch paint {
            case .solid(let c):
                return "\(name)=\"\(Self.rgb(c))\"" + Self.opacity("\(name)-opacity", c.alpha)
            case .angular(let sweep):
                // Fills and strokes draw an angular gradient as wedges (`writeWedges`) before
                // asking for attributes; nothing else paints with one.
                return attributes(for: .solid(sweep.color(at: sweep.startAngle)), name)
            case .mesh(let mesh):
                // Likewise a mesh (`writeMesh`).
                return attributes(for: .solid(mesh.meanColor), name)
            case .image(let tile):
                // A pattern of one tile: the image in its pixels, the source part in the viewBox.
                let image = tile.image.largestVariant
                let w = CGFloat(image.pixelWidth), h = CGFloat(image.pixelHeight)
                let view = [tile.source.minX * w, tile.source.minY * h, tile.source.width * w, tile.source.height * h]
                guard tile.tile.isFiniteRect, view.allSatisfy(\.isFinite) else { return "\(name)=\"none\"" }
                patternCount += 1
                defs += "    <pattern id=\"pattern\(patternCount)\" patternUnits=\"userSpaceOnUse\" x=\"\(Self.number(tile.tile.minX))\" y=\"\(Self.number(tile.tile.minY))\""
                defs += " width=\"\(Self.number(tile.tile.width))\" height=\"\(Self.number(tile.tile.height))\" viewBox=\"\(view.map(Self.number).joined(separator: " "))\" preserveAspectRatio=\"none\">"
                defs += "<image width=\"\(Self.number(w))\" height=\"\(Self.number(h))\" href=\"data:image/png;base64,\(image.pngData.base64EncodedString())\"/></pattern>\n"
                return "\(name)=\"url(#pattern\(patternCount))\"" + Self.opacity("\(name)-opacity", tile.opacity)
            case .extended(let inner, let mode):
                return attributes(for: inner, name, spread: mode)
            case .linear(let s, let start, let end):
                stops = s
                element = "linearGradient id=\"gradient\(gradientCount + 1)\" gradientUnits=\"userSpaceOnUse\""
                element += " x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\""
            case .radial(let s, let center, let startRadius, let endRadius):
                // SVG's radial gradient runs from the centre (offset 0) to `r` (offset 1): a
                // stop at a location between the two radii goes to its distance over `r`.
                stops = s.map { ($0.0, (startRadius + $0.1 * (endRadius - startRadius)) / max(endRadius, startRadius)) }
                element = "radialGradient id=\"gradient\(gradientCount + 1)\" gradientUnits=\"userSpaceOnUse\""
                element += " cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(max(endRadius, startRadius)))\""
            case .elliptical(let s, let center, let radii, let f0, let f1):
                // A circle of radius `f1` at the origin, stretched to the ellipse and moved.
                stops = s.map { ($0.0, (f0 + $0.1 * (f1 - f0)) / max(f1, f0)) }
                element = "radialGradient id=\"gradient\(gradientCount + 1)\" gradientUnits=\"userSpaceOnUse\" cx=\"0\" cy=\"0\" r=\"\(Self.number(max(f1, f0)))\""
                element += " gradientTransform=\"matrix(\(Self.number(radii.width)) 0 0 \(Self.number(radii.height)) \(Self.number(center.x)) \(Self.number(center.y)))\""
            }
            gradientCount += 1
            if let spread { element += spread == .repeating ? " spreadMethod=\"repeat\"" : " spreadMethod=\"reflect\"" }
            let tag = element.prefix { $0 != " " }
            defs += "    <\(element)>\n"
            for (color, location) in stops {
                defs += "      <stop offset=\"\(Self.number(location))\" stop-color=\"\(Self.rgb(color))\"\(Self.opacity("stop-opacity", color.alpha))/>\n"
            }
            defs += "    </\(tag)>\n"
            return "\(name)=\"url(#gradient\(gradientCount))\""
        }

        static func rgb(_ c: RGBA) -> String {
            func channel(_ v: Double) -> Int { Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded()) }
            return "rgb(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)))"
        }

        static func opacity(_ name: String, _ alpha: Double) -> String {
            alpha >= 1 ? "" : " \(name)=\"\(number(CGFloat(max(0, alpha))))\""
        }
    }
}

/// Dash patterns both rasterizers and the stroker accept: non-empty, finite, non-negative,
/// not all zero, and coarse enough that `path` has at most `maxDashes` dashes (a pattern of
/// 1e-300 along a long path would take forever and unbounded memory); otherwise the stroke
/// is solid, which is what so fine a pattern looks like.
enum StrokeDashes {
    static let maxDashes: CGFloat = 100_000

    static func valid(_ dash: [CGFloat], along path: Path) -> [CGFloat]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else { return nil }
        let period = dash.reduce(0, +)
        guard period.isFinite, lengthBound(of: path) / period <= maxDashes * CGFloat(dash.count) else { return nil }
        return dash
    }

    /// At least the path's length: the polyline through every point and control point.
    static func lengthBound(of path: Path) -> CGFloat {
        var total: CGFloat = 0
        var last: CGPoint?, start = CGPoint.zero
        func visit(_ p: CGPoint) {
            if let l = last { total += ((p.x - l.x) * (p.x - l.x) + (p.y - l.y) * (p.y - l.y)).squareRoot() }
            last = p
        }
        for element in path.elements {
            switch element {
            case .move(let p): last = p; start = p
            case .line(let p): visit(p)
            case .quadCurve(let p, let c): visit(c); visit(p)
            case .curve(let p, let c1, let c2): visit(c1); visit(c2); visit(p)
            case .closeSubpath: visit(start)
            }
        }
        return total.isNaN ? .infinity : total
    }
}
