import Foundation
import TetherExamples

/// The gallery's index.html: every example's PNG with its caption and a link to its SVG.
enum GalleryPage {
    static func row(_ example: Example) -> String {
        """
          <figure>
            <img src="\(example.name).png" width="\(Int(example.size.width))" alt="\(escape(example.name))">
            <figcaption><b>\(escape(example.name))</b> — \(escape(example.caption)) (<a href="\(example.name).svg">SVG</a>)</figcaption>
          </figure>
        """
    }

    static func html(_ rows: [String]) -> String {
        """
        <!doctype html>
        <html><head><meta charset="utf-8"><title>Tether gallery</title>
        <style>body{font-family:Inter,sans-serif;background:#f2f2f7;margin:2em}figure{display:inline-block;vertical-align:top;margin:1em;background:white;padding:1em;border-radius:12px}img{border:1px solid #ddd;display:block}figcaption{max-width:390px;margin-top:.5em;font-size:14px}</style>
        </head><body>
        <h1>Tether gallery</h1>
        \(rows.joined(separator: "\n"))
        </body></html>

        """
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
