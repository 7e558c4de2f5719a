import ChartScene

extension MarkRenderer {
    /// A sector mark's shape, and the point its annotations attach to: the middle of the sector,
    /// halfway along its angle and halfway between its radii.
    func sector(_ m: ResolvedMark, paint: Paint, opacity: Double, semantics: SceneSemantics) -> (SceneNode, SceneRect)? {
        guard let polar = geometry.polar, let s = polar.sector(forMark: m.index) else { return nil }
        let (dx, dy) = m.spec.style.offset
        let center = ScenePoint(polar.center.x + dx, polar.center.y + dy)
        let path = SectorPath.path(center: center, sector: s, cornerRadius: m.spec.style.cornerRadius)
        guard !path.isEmpty else { return nil }
        let middle = PolarSector.point(center: center, radius: (s.innerRadius + s.outerRadius) / 2, angle: s.midAngle)
        let shape = SceneShape(path: path, fill: paint, opacity: opacity, semantics: semantics)
        return (.shape(shape), SceneRect(x: middle.x, y: middle.y, width: 0, height: 0))
    }
}
