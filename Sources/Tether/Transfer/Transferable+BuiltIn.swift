import Foundation

extension String: Transferable {
    /// Mirrors `String`'s conformance: UTF-8 plain text, read from any plain text.
    /// Mirrors `Representation`.
    public typealias Representation = TupleTransferRepresentation<String, (DataRepresentation<String>, DataRepresentation<String>)>
    @TransferRepresentationBuilder<String>
    public static var transferRepresentation: Representation {
        DataRepresentation(contentType: .utf8PlainText) { string in Data(string.utf8) } importing: { data in
            try String.decodingText(data)
        }
        DataRepresentation(importedContentType: .plainText) { data in try String.decodingText(data) }
    }

    fileprivate static func decodingText(_ data: Data) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return string
    }
}

extension Data: Transferable {
    /// Mirrors `Data`'s conformance: the bytes as `public.data`.
    @TransferRepresentationBuilder<Data>
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    /// Mirrors `URL`'s conformance: a file URL as `public.file-url`, any URL as `public.url`
    /// (its `dataRepresentation`).
    public static var transferRepresentation: TupleTransferRepresentation<URL, (DataRepresentation<URL>, DataRepresentation<URL>)> {
        let file = DataRepresentation<URL>(contentType: .fileURL) { $0.dataRepresentation } importing: { try URL.fromData($0) }
        var entries = TransferEntry.entries(of: file)
        entries[0].exportingCondition = { $0.isFileURL }
        return TupleTransferRepresentation(entries: entries + TransferEntry.entries(of: DataRepresentation<URL>(contentType: .url) {
            $0.dataRepresentation
        } importing: { try URL.fromData($0) }))
    }

    fileprivate static func fromData(_ data: Data) throws -> URL {
        guard let url = URL(dataRepresentation: data, relativeTo: nil) else { throw CocoaError(.fileReadCorruptFile) }
        return url
    }
}
