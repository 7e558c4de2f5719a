import ChartScene
import ChartText

/// One pass over a scene, writing the page's content stream and collecting the resources it
/// names (alpha states, gradient patterns, transparency groups, fonts).
struct PDFPageBuilder {
    var file = PDFFile()
    /// The content stream being written: the page's, or a transparency group's while inside one.
    var content = PDFBytes()
    /// The current transform from scene coordinates to the current stream's default space,
    /// as far as the nodes written so far have changed it; patterns need it.
    var ctm = SceneTransform.identity
    var resources: Int = 0
    var alphaStates: [AlphaKey: String] = [:]
    /// Soft-mask states, by name, for gradients whose stops vary in alpha.
    var maskStates: [String: Int] = [:]
    var patterns: [String: Int] = [:]
    var xObjects: [String: Int] = [:]
    /// The form of each repeated symbol, by its content stream: its `XObject` name.
    var symbolForms: [[UInt8]: String] = [:]
    var fonts = PDFFonts()
    var warnings: [String] = []

    struct AlphaKey: Hashable {
        var fill: Int
        var stroke: Int
    }

    mutating func write(_ scene: Scene) -> PDFDocument {
        let width = Self.extent(scene.size.width), height = Self.extent(scene.size.height)
        resources = file.reserve()
        // y down: scene coordinates from here on.
        ctm = SceneTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height)
        content.raw("1 0 0 -1 0 "); content.number(height); content.raw(" cm\n")
        if let background = scene.background, background.alpha > 0 {
            setFill(.color(background), opacity: 1, box: nil)
            content.raw("0 0 "); content.numbers(width, height); content.raw("re f\n")
        }
        write(scene.nodes)
        let contents = file.addStream("", content.bytes)
        fonts.writeObjects(into: &file)
        writeResources()
        let pages = file.reserve()
        var page = PDFBytes()
        page.ascii("<</Type /Page /Parent \(pages) 0 R /MediaBox [0 0 ")
        page.numbers(width); page.number(height)
        page.ascii("] /Resources \(resources) 0 R /Contents \(contents) 0 R")
        page.raw(" /Group <</S /Transparency /CS /DeviceRGB>>>>")
        let pageNumber = file.add(page)
        var pagesBody = PDFBytes()
        pagesBody.ascii("<</Type /Pages /Kids [\(pageNumber) 0 R] /Count 1>>")
        file.set(pages, pagesBody)
        var catalog = PDFBytes()
        catalog.ascii("<</Type /Catalog /Pages \(pages) 0 R")
        catalog.raw(" /ViewerPreferences <</DisplayDocTitle true>>>>")
        let root = file.add(catalog)
        var info = PDFBytes()
        info.raw("<</Title "); info.textString(scene.title)
        info.raw(" /Subject "); info.textString(scene.summary)
        info.raw(" /Producer (OpenCharts)>>")
        let infoNumber = file.add(info)
        return PDFDocument(bytes: file.serialized(root: root, info: infoNumber), warnings: warnings + fonts.warnings)
    }

    mutating func write(_ node: SceneNode) {
        switch node {
        case .group(let g): write(g)
        case .shape(let s): write(s)
        case .text(let t): write(t)
        // Cells as rectangles, one path per colour.
        case .image(let i): for s in i.cellShapes() { write(s) }
        }
    }

    /// The one resource dictionary, shared by the page and every transparency group.
    private mutating func writeResources() {
        var r = PDFBytes()
        r.raw("<</ProcSet [/PDF /Text]")
        func dictionary(_ name: StaticString, _ entries: [(String, String)]) {
            guard !entries.isEmpty else { return }
            r.raw(" /"); r.raw(name); r.raw(" <<")
            for (key, value) in entries.sorted(by: { $0.0 < $1.0 }) { r.ascii("/\(key) \(value) ") }
            r.raw(">>")
        }
        dictionary("ExtGState", alphaStates.map { key, name in
            (name, "<</ca \(PDFNumber.string(Double(key.fill) / 1000)) /CA \(PDFNumber.string(Double(key.stroke) / 1000))>>")
        } + maskStates.map { ($0.key, "\($0.value) 0 R") })
        dictionary("Pattern", patterns.map { ($0.key, "\($0.value) 0 R") })
        dictionary("XObject", xObjects.map { ($0.key, "\($0.value) 0 R") })
        dictionary("Font", fonts.resourceEntries)
        r.raw(">>")
        file.set(resources, r)
    }

    /// The `gs` name of an alpha state, made on first use; alphas are kept to 1/1000.
    mutating func alphaState(fill: Double, stroke: Double) -> String {
        func level(_ a: Double) -> Int { Int(saturating: (min(max(a.isNaN ? 0 : a, 0), 1) * 1000).rounded()) }
        let key = AlphaKey(fill: level(fill), stroke: level(stroke))
        if let name = alphaStates[key] { return name }
        let name = "A\(alphaStates.count + 1)"
        alphaStates[key] = name
        return name
    }

    /// Concatenates `t` to the current transform, in the stream and in `ctm`.
    mutating func concatenate(_ t: SceneTransform) {
        guard !t.isIdentity else { return }
        content.numbers(t.a, t.b, t.c, t.d, t.tx, t.ty); content.raw("cm\n")
        ctm = ctm.concatenating(t)
    }

    static func extent(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

    static func isFinite(_ t: SceneTransform) -> Bool {
        t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
