import ChartEngine
import ChartScene
import ChartText
import Foundation

/// The drawings of the charts a live session's last renders drew, each under the exact inputs
/// it was drawn from: a chart whose marks, options, environment and frame all equal a kept
/// drawing's is not resolved and drawn again. A pointer moving over a screen, or a tap that turns
/// a wheel, renders the whole screen many times a second while most of its charts stay as
/// they were.
///
/// The inputs' numbers and texts are compared whole, their other values by a 128-bit keyed hash
/// (``ChartDrawingKey``). A chart with anything that cannot be compared (a closure, a view drawn as a symbol or
/// as an axis label, a plot style) is drawn every time, as is a chart of many marks.
final class ChartDrawingCache: @unchecked Sendable {
    /// The cache of the session rendering now; `nil` outside a live render, where every chart is drawn.
    @TaskLocal static var current: ChartDrawingCache?

    /// The drawings kept: a pointer going back and forth over a few bars finds each state again.
    static let capacity = 8
    /// The most marks a chart kept may have, so that the drawings kept stay small.
    static let maximumMarks = 256

    private struct Entry {
        let key: ChartDrawingKey
        let chart: PreparedChart
        let output: ChartOutput
        /// When it was last used, by ``clock``.
        var used: Int
    }

    private let lock = NSLock()
    private var entries: [Entry] = []
    private var clock = 0
    private(set) var hits = 0
    private(set) var misses = 0

    init() {}

    /// The kept drawing made from inputs equal to `key`'s.
    func drawing(for key: ChartDrawingKey) -> (chart: PreparedChart, output: ChartOutput)? {
        lock.lock(); defer { lock.unlock() }
        guard let i = entries.firstIndex(where: { $0.key == key }) else { misses += 1; return nil }
        clock += 1
        entries[i].used = clock
        hits += 1
        return (entries[i].chart, entries[i].output)
    }

    /// Keeps a drawing, dropping the least recently used past ``capacity``.
    func keep(_ key: ChartDrawingKey, chart: PreparedChart, output: ChartOutput) {
        lock.lock(); defer { lock.unlock() }
        clock += 1
        let entry = Entry(key: key, chart: chart, output: output, used: clock)
        if entries.count < Self.capacity {
            entries.append(entry)
        } else if let oldest = entries.indices.min(by: { entries[$0].used < entries[$1].used }) {
            entries[oldest] = entry
        }
    }

    /// How many drawings are kept.
    var count: Int { lock.lock(); defer { lock.unlock() }; return entries.count }
}

/// Everything one chart's drawing is made from, written out value by value: numbers by their
/// bits and texts by their characters, compared whole, and values of other hashable types
/// (colours, fonts, paints, the pictures of annotations) by two 64-bit hashes of them, each
/// under the process's random seed and a prefix of its own.
struct ChartDrawingKey: Equatable {
    fileprivate var bytes: [UInt8] = []
    fileprivate var first = 0
    fileprivate var second = 0

    static func == (a: ChartDrawingKey, b: ChartDrawingKey) -> Bool {
        a.first == b.first && a.second == b.second && a.bytes == b.bytes
    }

    /// The key of a chart of `spec` drawn with `context` in `rect`, under `env`; `nil` when some
    /// input cannot be compared, and the chart must be drawn.
    static func of(_ spec: ChartSpec, context: ChartContext, rect: CGRect, env: EnvironmentValues) -> ChartDrawingKey? {
        guard spec.marks.count <= ChartDrawingCache.maximumMarks,
              env.chartPlotStyle == nil, env.chartXAxisStyle == nil, env.chartYAxisStyle == nil,
              context.measurer is MetricsTableMeasurer else { return nil }
        var w = ChartKeyWriter()
        w.bool(ChartEngine.describes)
        w.bool(SceneKeys.enabled)
        for v in [rect.minX, rect.minY, rect.width, rect.height] { w.double(Double(v)) }
        guard w.context(context), w.options(spec.options) else { return nil }
        w.int(spec.marks.count)
        for mark in spec.marks { guard w.mark(mark) else { return nil } }
        return ChartDrawingKey(bytes: w.bytes, first: w.first.finalize(), second: w.second.finalize())
    }
}

/// Writes a chart's inputs into a key; each `Bool` answer says whether the input could be written.
private struct ChartKeyWriter {
    var bytes: [UInt8] = []
    var first = Hasher()
    var second = Hasher()

    init() {
        bytes.reserveCapacity(512)
        first.combine(UInt8(1))
        second.combine(UInt8(2))
    }

    mutating func tag(_ t: UInt8) { bytes.append(t) }
    mutating func bool(_ b: Bool) { bytes.append(b ? 1 : 0) }
    mutating func double(_ d: Double) { withUnsafeBytes(of: d.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func int(_ i: Int) { withUnsafeBytes(of: Int64(i).littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func string(_ s: String) {
        int(s.utf8.count)
        bytes.append(contentsOf: s.utf8)
    }
    /// A value compared by its hashes; its place is marked in the bytes.
    mutating func object<T: Hashable>(_ v: T) {
        first.combine(v)
        second.combine(v)
        bytes.append(0xA5)
    }
    mutating func optionalDouble(_ d: Double?) {
        if let d { tag(1); double(d) } else { tag(0) }
    }
    mutating func pair(_ p: (x: Double, y: Double)?) {
        if let p { tag(1); double(p.x); double(p.y) } else { tag(0) }
    }

    mutating func visibility(_ v: VisibilitySetting) {
        switch v {
        case .automatic: tag(0)
        case .visible: tag(1)
        case .hidden: tag(2)
        }
    }

    mutating func context(_ c: ChartContext) -> Bool {
        object(c.locale)
        object(c.calendar)
        object(c.timeZone)
        int(c.maximumMarks)
        let t = c.theme
        object(t.palette)
        for color in [t.axisLabel, t.gridLine, t.tick, t.legendLabel, t.annotationText] { object(color) }
        object(t.axisFont)
        object(t.legendFont)
        object(t.markForeground)
        return true
    }

    mutating func options(_ o: ChartOptions) -> Bool {
        visibility(o.legend)
        guard axis(o.xAxis), axis(o.yAxis) else { return false }
        let legend = o.legendOptions
        guard legend.content == nil else { return false }
        object(legend.position)
        pair(legend.alignment)
        optionalDouble(legend.spacing)
        let s = o.styleScales
        return styleScale(s.foreground) && styleScale(s.symbol) && styleScale(s.symbolSize) && styleScale(s.lineStyle)
    }

    mutating func axis(_ a: AxisOptions) -> Bool {
        // Axis marks may hold closures and views, a title a view, scrolling a position: drawn each time.
        guard a.marks == nil, a.title == nil, a.scroll == nil, a.scale.modifyDomain == nil else { return false }
        visibility(a.visibility)
        switch a.scale.domain {
        case nil: tag(0)
        case .automatic(let includesZero, let reversed)?: tag(1); object(includesZero); object(reversed)
        case .numbers(let lo, let hi)?: tag(2); double(lo); double(hi)
        case .dates(let lo, let hi)?: tag(3); object(lo); object(hi)
        case .categories(let names)?: tag(4); object(names)
        case .values(let values)?: tag(5); object(values)
        }
        object(a.scale.range)
        object(a.scale.type)
        return true
    }

    mutating func styleScale<Value: Hashable>(_ s: StyleScaleSpec<Value>) -> Bool {
        guard s.mapping == nil else { return false }
        switch s.domain {
        case nil: tag(0)
        case .values(let values)?: tag(1); object(values)
        case .interval(let lo, let hi)?: tag(2); double(lo); double(hi)
        case .automatic(let includesZero, let reversed)?: tag(3); bool(includesZero); bool(reversed)
        }
        switch s.range {
        case nil: tag(0)
        case .values(let values)?: tag(1); object(values)
        case .gradient(let stops)?: tag(2); object(stops)
        }
        object(s.kind)
        return true
    }

    mutating func slot(_ s: ValueSlot) {
        string(s.label)
        object(s.value)
        object(s.unit)
        object(s.calendar)
    }

    mutating func slot(_ s: ValueSlot?) {
        if let s { tag(1); slot(s) } else { tag(0) }
    }

    mutating func encoding(_ e: AxisEncoding) {
        switch e {
        case .absent: tag(0)
        case .value(let s): tag(1); slot(s)
        case .interval(let a, let b): tag(2); slot(a); slot(b)
        case .fixed(let start, let end): tag(3); optionalDouble(start); optionalDouble(end)
        }
    }

    mutating func mark(_ m: MarkSpec) -> Bool {
        // A run holds many rows in columns: drawn each time.
        guard m.run == nil else { return false }
        string(m.kind.rawValue)
        encoding(m.x)
        encoding(m.y)
        slot(m.series)
        object(m.width)
        object(m.height)
        object(m.stacking)
        if let sector = m.sector {
            tag(1)
            slot(sector.angle)
            object(sector.innerRadius)
            object(sector.outerRadius)
            optionalDouble(sector.angularInset)
        } else {
            tag(0)
        }
        return style(m.style)
    }

    mutating func style(_ s: MarkStyle) -> Bool {
        if s.isDefault { tag(0); return true }
        tag(1)
        guard s.symbolView == nil, s.clipShape == nil else { return false }
        object(s.foreground)
        slot(s.foregroundBy)
        slot(s.symbolBy)
        slot(s.symbolSizeBy)
        slot(s.lineStyleBy)
        object(s.symbol)
        optionalDouble(s.symbolSize)
        if let dodge = s.dodge {
            tag(1)
            slot(dodge.slot)
            switch dodge.axis {
            case nil: tag(0)
            case .x?: tag(1)
            case .y?: tag(2)
            }
            object(dodge.span)
        } else {
            tag(0)
        }
        object(s.curve)
        object(s.lineStyle)
        double(s.opacity)
        double(s.cornerRadius)
        double(s.offset.x)
        double(s.offset.y)
        object(s.rangeOffset)
        double(s.zIndex)
        object(s.accessibilityLabel)
        object(s.accessibilityValue)
        bool(s.accessibilityHidden)
        object(s.mask)
        bool(s.alignsToPlot)
        int(s.annotations.count)
        for a in s.annotations { guard annotation(a) else { return false } }
        return true
    }

    /// An annotation's view is compared by what it draws: its size, and its picture at that size.
    /// A view that records anything for the live page (a control, a rotation, an animation) is
    /// drawn each time.
    mutating func annotation(_ a: AnnotationSpec) -> Bool {
        guard a.targeted == nil, let content = a.content as? ViewSceneContent else { return false }
        object(a.placement)
        pair(a.alignment)
        optionalDouble(a.spacing)
        object(a.overflow)
        let probe = LiveRecorder()
        probe.ui = LiveRecorder.current?.ui
        let (size, nodes) = LiveRecorder.$current.withValue(probe) { () -> (SceneSize, [SceneNode]) in
            let size = content.size(proposal: nil)
            return (size, content.render(in: SceneRect(x: 0, y: 0, width: size.width, height: size.height)))
        }
        guard probe.recordedNothing else { return false }
        double(size.width)
        double(size.height)
        object(nodes)
        return true
    }
}
