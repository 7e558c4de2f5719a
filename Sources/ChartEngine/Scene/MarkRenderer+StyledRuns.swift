import ChartScene

extension StyleData {
    /// Adds the values of a run's style columns, as the marks of its rows would add theirs: a
    /// continuous scale needs only the extremes of a number column, a categorical one each value once.
    mutating func add(_ columns: RunStyleColumns, options: StyleScaleOptions) {
        if let c = columns.color {
            for s in c.distinctSlots(continuous: Self.numbersAreContinuous(options.foreground)) { color.add(s, key: s.value.categoryKey) }
        }
        if let c = columns.symbol {
            for s in c.distinctSlots(continuous: false) { symbol.add(s, key: s.value.categoryKey) }
        }
        if let c = columns.size {
            for s in c.distinctSlots(continuous: Self.numbersAreContinuous(options.symbolSize)) { size.add(s, key: s.value.categoryKey) }
        }
    }

    /// Whether numbers alone make a continuous scale under `spec`.
    static func numbersAreContinuous<V>(_ spec: StyleScaleSpec<V>) -> Bool {
        var probe = Channel()
        probe.values = [.number(0)]
        return probe.isContinuous(spec)
    }
}

extension ChartEngine {
    /// Whether a run styled per row must become a mark per row: when the user fixed a categorical
    /// domain for one of its channels, rows outside it are left out one by one (``StyleDomainFilter``).
    static func styledRunNeedsRows(_ m: MarkSpec, options: ChartOptions) -> Bool {
        guard let styles = m.run?.styles else { return false }
        switch m.kind {
        case .point: break
        case .rectangle:
            // A heat map's cells (see ``MarkRenderer/heatRun(_:_:)``): numbers or dates of no unit, or intervals
            // between them, coloured by value.
            func plain(_ e: AxisEncoding) -> Bool {
                switch e {
                case .value, .interval: return e.slots.allSatisfy { $0.unit == nil && $0.calendar == nil }
                default: return false
                }
            }
            guard styles.color != nil, m.style.cornerRadius == 0, plain(m.x), plain(m.y) else { return true }
        default: return true
        }
        let s = options.styleScales
        return (styles.color != nil && StyleDomainFilter.keys(s.foreground) != nil)
            || (styles.symbol != nil && StyleDomainFilter.keys(s.symbol) != nil)
            || (styles.size != nil && StyleDomainFilter.keys(s.symbolSize) != nil)
    }
}

/// A scatter's style per row, looked up once per distinct value rather than once per row: a
/// colour on a continuous scale is taken to the nearest of 255 levels per component (all a PNG or
/// an SVG `#rrggbb` can show), and an area to the nearest 1/64 point of its side, so that the rows
/// fall into few styles, each one shape.
struct RunStyleTable {
    /// Each row's style, as an index into `styles`.
    var rowStyle: [Int32]
    var styles: [DensePointMerger.Style]

    init(_ m: ResolvedMark, _ columns: RunStyleColumns, geometry: MarkGeometry, base: DensePointMerger.Style) {
        let n = columns.count
        let scales = geometry.styles
        let own = m.spec.style
        // Each channel as a code per row and the value of each code.
        var paintCodes: [Int32]? = nil, paints: [Paint] = []
        if own.foreground == nil, let c = columns.color {
            let fallback = scales.markForeground ?? .color(scales.palette[0])
            switch c {
            case .categories(let codes, let values):
                paintCodes = codes
                paints = values.map { scales.paint(for: $0.value, key: $0.value.categoryKey) ?? fallback }
            case .numbers(let v, let template):
                var index: [UInt32: Int32] = [:], codes = [Int32](repeating: 0, count: n)
                let continuous: (ContinuousStyleScale, ColorRamp)?
                if case .continuous(let s, let ramp)? = scales.color { continuous = (s, ramp) } else { continuous = nil }
                if let (s, ramp) = continuous {
                    // The colour's bytes are its key, exact once quantized: the paint is made only
                    // for a colour not seen before, and codes are found in a table of open addressing.
                    var table = ColourCodeTable()
                    var fallbackCode: Int32 = -1
                    for r in 0..<n {
                        guard let f = s.fraction(v[r]) else {
                            if fallbackCode < 0 { fallbackCode = Int32(truncatingIfNeeded: paints.count); paints.append(fallback) }
                            codes[r] = fallbackCode
                            continue
                        }
                        let c = ramp.color(at: f)
                        let key = Self.key(.color(c))
                        codes[r] = table.code(for: key) {
                            paints.append(.color(Self.quantized(c)))
                            return Int32(truncatingIfNeeded: paints.count - 1)
                        }
                    }
                } else {
                    for r in 0..<n {
                        let slot = template.with(v[r])
                        let paint = scales.paint(for: slot.value, key: slot.value.categoryKey) ?? fallback
                        let key = Self.key(paint)
                        if let found = index[key], paints[Int(found)] == paint { codes[r] = found; continue }
                        let code = Int32(truncatingIfNeeded: paints.count)
                        paints.append(paint); index[key] = code; codes[r] = code
                    }
                }
                paintCodes = codes
            }
        }
        var symbolCodes: [Int32]? = nil, kinds: [SymbolKind] = []
        if own.symbol == nil, let c = columns.symbol {
            switch c {
            case .categories(let codes, let values):
                symbolCodes = codes
                kinds = values.map { scales.symbols?.value(for: $0.value.categoryKey) ?? .circle }
            case .numbers:
                let categories = RunStyleColumn(categories: (0..<n).map(c.slot))
                if case .categories(let codes, let values) = categories {
                    symbolCodes = codes
                    kinds = values.map { scales.symbols?.value(for: $0.value.categoryKey) ?? .circle }
                }
            }
        }
        var areaCodes: [Int32]? = nil, areas: [Double] = []
        if own.symbolSize == nil, let c = columns.size {
            func area(_ slot: ValueSlot) -> Double {
                let asked = scales.symbolSize(for: slot.value) ?? SymbolPath.defaultArea
                return max(0, asked.isFinite ? asked : SymbolPath.defaultArea)
            }
            switch c {
            case .categories(let codes, let values):
                areaCodes = codes
                areas = values.map(area)
            case .numbers(let v, let template):
                var index: [Double: Int32] = [:], codes = [Int32](repeating: 0, count: n)
                for r in 0..<n {
                    let side = (area(template.with(v[r])).squareRoot() * 64).rounded() / 64
                    let a = side * side
                    if let found = index[a] { codes[r] = found; continue }
                    let code = Int32(truncatingIfNeeded: areas.count)
                    areas.append(a); index[a] = code; codes[r] = code
                }
                areaCodes = codes
            }
        }
        // Colour alone: the styles are the colours, in their order of first appearance.
        if let paintCodes, symbolCodes == nil, areaCodes == nil {
            self.rowStyle = paintCodes
            self.styles = paints.map { var style = base; style.paint = $0; return style }
            return
        }
        // The styles of the combinations that occur, in order of first appearance.
        let pc = Int64(max(1, paints.count)), kc = Int64(max(1, kinds.count))
        var combined: [Int64: Int32] = [:], rowStyle = [Int32](repeating: 0, count: n), styles: [DensePointMerger.Style] = []
        for r in 0..<n {
            let p = paintCodes.map { Int64($0[r]) } ?? 0, k = symbolCodes.map { Int64($0[r]) } ?? 0
            let a = areaCodes.map { Int64($0[r]) } ?? 0
            let key = (a * kc + k) * pc + p
            if let found = combined[key] { rowStyle[r] = found; continue }
            var style = base
            if paintCodes != nil { style.paint = paints[Int(p)] }
            if symbolCodes != nil { style.kind = kinds[Int(k)] }
            if areaCodes != nil { style.area = areas[Int(a)] }
            let code = Int32(truncatingIfNeeded: styles.count)
            styles.append(style); combined[key] = code; rowStyle[r] = code
        }
        self.rowStyle = rowStyle; self.styles = styles
    }

    /// `c` at the nearest of 255 levels per component.
    static func quantized(_ c: RGBA) -> RGBA {
        func q(_ x: Double) -> Double { x.isNaN ? 0 : (min(1, max(0, x)) * 255).rounded() / 255 }
        return RGBA(red: q(c.red), green: q(c.green), blue: q(c.blue), alpha: q(c.alpha))
    }

    /// A key for a paint, equal for equal colours (a paint of another kind is told apart by equality).
    @inline(__always)
    static func key(_ p: Paint) -> UInt32 {
        guard case .color(let c) = p else { return 0xFFFF_FFFF }
        return byte(c.red) << 24 | byte(c.green) << 16 | byte(c.blue) << 8 | byte(c.alpha)
    }

    /// A component (0...1, NaN as 0) as the nearest of 256 levels, halves rounded up as `rounded()`
    /// takes them, without a call to the C library: a million rows take this four times each.
    @inline(__always)
    static func byte(_ x: Double) -> UInt32 {
        UInt32(truncatingIfNeeded: WholeNumber.nearest(min(1, max(0, x.isNaN ? 0 : x)) * 255))
    }
}

extension MarkRenderer {
    /// Draws every row of a scatter's run styled per row into `points`: positions mapped over the
    /// columns at once, each row in its style from ``RunStyleTable``.
    func addStyledDenseRun(_ m: ResolvedMark, _ run: MarkRun, _ columns: RunStyleColumns, at i: Int,
                           to points: inout DensePointMerger) {
        points.begin(mark: i, order: m.index, zIndex: m.spec.style.zIndex)
        guard case .value(let xSlot) = m.spec.x, case .value(let ySlot) = m.spec.y, let sx = geometry.x, let sy = geometry.y,
              columns.count == run.count else { return }
        let base = denseStyle(m, plain: false)
        guard base.opacity.isFinite else { return }
        let table = RunStyleTable(m, columns, geometry: geometry, base: base)
        let px = sx.positions(of: run.xs, like: xSlot), py = sy.positions(of: run.ys, like: ySlot)
        let (dx, dy) = m.spec.style.offset
        let ids = points.styleIDs(table.styles)
        for r in 0..<run.count {
            let c = ScenePoint(px[r] + dx, py[r] + dy)
            guard c.x.isFinite, c.y.isFinite else { continue }
            points.add(c, styleID: ids[Int(table.rowStyle[r])])
        }
    }
}


/// Codes of 32-bit colour keys, found by open addressing (linear probing) in a table kept at most
/// half full: a run of a million rows looks each colour up without hashing through a dictionary.
struct ColourCodeTable {
    private var keys = [UInt32](repeating: 0, count: 1024)
    private var codes = [Int32](repeating: -1, count: 1024)
    private var used = 0

    /// The code of `key`, made by `make` the first time the key is seen.
    @inline(__always)
    mutating func code(for key: UInt32, make: () -> Int32) -> Int32 {
        let mask = keys.count - 1
        var i = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 16) & mask
        while codes[i] >= 0 {
            if keys[i] == key { return codes[i] }
            i = (i + 1) & mask
        }
        let code = make()
        keys[i] = key; codes[i] = code; used += 1
        if used * 2 > keys.count { grow() }
        return code
    }

    private mutating func grow() {
        let oldKeys = keys, oldCodes = codes
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        codes = [Int32](repeating: -1, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for (k, c) in zip(oldKeys, oldCodes) where c >= 0 {
            var i = Int(truncatingIfNeeded: (k &* 0x9E37_79B1) >> 16) & mask
            while codes[i] >= 0 { i = (i + 1) & mask }
            keys[i] = k; codes[i] = c
        }
    }
}

/// Rounding of the many values a run maps, without a call to the C library per value.
enum WholeNumber {
    /// `y.rounded()` (the nearest whole number, halves away from zero) as an integer, for
    /// `0 ≤ y < 2⁵¹`, which the caller makes sure of: `y + 2⁵²` holds `y` rounded to even in its
    /// low bits, and a half rounded down to even is put up.
    ///
    /// ```swift
    /// WholeNumber.nearest(2.5)   // 3
    /// WholeNumber.nearest(1.5)   // 2
    /// WholeNumber.nearest(0.49999999999999994)   // 0
    /// ```
    @inline(__always)
    static func nearest(_ y: Double) -> Int {
        let big = y + 0x1p52
        let even = Int(truncatingIfNeeded: big.bitPattern & 0x000F_FFFF_FFFF_FFFF)
        return y - (big - 0x1p52) == 0.5 ? even + 1 : even
    }
}
