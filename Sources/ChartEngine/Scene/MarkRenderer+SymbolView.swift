import ChartScene

extension MarkRenderer {
    /// A point drawn as the mark's `symbol { … }` view at its own size, centred on `c`; with the
    /// rectangle it takes, where annotations attach.
    func symbolView(_ view: any SymbolSceneContent, at c: ScenePoint, paint: Paint, opacity: Double,
                    semantics: SceneSemantics) -> (SceneNode, SceneRect) {
        let size = view.idealSize()
        let w = size.width.isFinite ? max(0, size.width) : 0, h = size.height.isFinite ? max(0, size.height) : 0
        let rect = SceneRect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
        let group = SceneGroup(children: view.render(in: rect, foreground: paint), opacity: opacity, semantics: semantics)
        return (.group(group), rect)
    }
}
