import Foundation

/// Small PDF files written byte by byte for the tests: one page of `width`×`height` points whose
/// content stream is `content` (PDF operators, origin at the bottom left), with a correct
/// cross-reference table; `resources` is the page's `/Resources` entry, if any.
nonisolated enum MinimalPDF {
    /// A red 10 pt square on the left, a black triangle on the right, nothing around the triangle.
    static let squareAndTriangle = "1 0 0 rg 0 0 10 10 re f 0 g 12 1 m 19 1 l 15.5 9 l f"

    static func document(width: String = "20", height: String = "10", content: String = squareAndTriangle,
                         resources: String = "", pages: Bool = true, trailer: String = "") -> Data {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            pages ? "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" : "<< /Type /Pages /Kids [] /Count 0 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R \(resources)>>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R \(trailer)>>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// Encrypted with the standard handler and a user password that is not empty (its check values
    /// match no password), as a file saved with "Encrypt" in Preview is.
    static var encrypted: Data {
        let zeros = String(repeating: "00", count: 32), ones = String(repeating: "11", count: 32), id = String(repeating: "22", count: 16)
        return document(trailer: "/Encrypt << /Filter /Standard /V 1 /R 2 /O <\(zeros)> /U <\(ones)> /P -4 >> /ID [<\(id)><\(id)>] ")
    }
}
