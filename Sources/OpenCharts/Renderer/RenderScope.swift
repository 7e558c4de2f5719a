import Foundation

/// What one render carries to every stage without threading it through each call: its limits,
/// and where warnings from layout and settings go. A render binds it for its duration
/// (`RenderScope.$current.withValue`), so concurrent renders each see their own.
final class RenderScope: @unchecked Sendable {
    @TaskLocal static var current: RenderScope?

    let limits: ChartRenderLimits
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var stored: [String] = []

    init(limits: ChartRenderLimits) { self.limits = limits }

    /// The most different warnings one render reports; a chart that meets more says so once.
    static let maximumWarnings = 100

    /// Adds a warning once, in the order warnings are first met.
    func add(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        guard stored.count <= Self.maximumWarnings, seen.insert(message).inserted else { return }
        stored.append(stored.count < Self.maximumWarnings ? message : "More than \(Self.maximumWarnings) different problems were met; the rest are not listed.")
    }

    var warnings: [String] { lock.lock(); defer { lock.unlock() }; return stored }

    private var firstOverrun: ChartRenderLimitError?
    private var layouts: [TextLayoutKey: TextLines] = [:]

    /// The most text layouts a render keeps: enough for every distinct label of a chart.
    static let maximumTextLayouts = 4_096

    /// The lines a text with `key` was laid out in earlier in this render.
    func textLayout(for key: TextLayoutKey) -> TextLines? {
        lock.lock(); defer { lock.unlock() }
        return layouts[key]
    }

    /// Keeps `lines` for later layouts of a text with `key`, while there is room.
    func remember(_ lines: TextLines, for key: TextLayoutKey) {
        lock.lock(); defer { lock.unlock() }
        if layouts.count < Self.maximumTextLayouts { layouts[key] = lines }
    }

    /// The first limit the render needed more than: the throwing outputs refuse the picture.
    var overrun: ChartRenderLimitError? { lock.lock(); defer { lock.unlock() }; return firstOverrun }

    /// Records that a chart needed more than a limit allows; the first such limit is the one reported.
    func overran(_ error: ChartRenderLimitError) {
        lock.lock(); defer { lock.unlock() }
        if firstOverrun == nil { firstOverrun = error }
    }

    /// Warns in the current render; does nothing outside one.
    static func warn(_ message: String) { current?.add(message) }

    /// The limits of the current render, or the defaults outside one.
    static var limits: ChartRenderLimits { current?.limits ?? ChartRenderLimits() }

    /// The last text cut and what it became: rows often share one long string.
    private var lastCut: (text: String, cut: String)?

    /// The longest text the current render keeps whole.
    static var textLengthLimit: Int { max(1, current?.limits.maximumTextLength ?? ChartRenderLimits().maximumTextLength) }

    /// `text` cut to the text length limit, ending in "…", with a warning when it was cut. The
    /// work is bounded by the limit, not by the length of the text.
    static func cut(_ text: String) -> String {
        let scope = current
        let limit = max(1, scope?.limits.maximumTextLength ?? ChartRenderLimits().maximumTextLength)
        // A string has at least as many UTF-8 bytes as characters: most need no counting.
        guard text.utf8.count > limit else { return text }
        if let scope, let hit = scope.cached(text) { return hit }
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else {
            return text
        }
        let cut = String(text[..<text.index(before: end)]) + "…"
        scope?.remember(text, cut)
        warn("Texts longer than \(limit) characters were cut to that length (limits.maximumTextLength).")
        return cut
    }

    private func cached(_ text: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        guard let last = lastCut, last.text == text else { return nil }
        return last.cut
    }

    private func remember(_ text: String, _ cut: String) {
        lock.lock(); lastCut = (text, cut); lock.unlock()
    }
}

/// Text layouts kept from one render to the next, for screens rendered again and again with
/// the same texts (a live screen renders on every pointer move, and every page of a screen
/// shows the same labels). A layout by the built-in measurer depends on nothing but its key, so
/// a kept one is the very one the render would make. Bound while a live session renders; other
/// renders keep their layouts for themselves only.
final class TextLayoutCache: @unchecked Sendable {
    @TaskLocal static var current: TextLayoutCache?

    /// The one every live session shares: the pages of a screen lay out the same texts.
    static let live = TextLayoutCache(capacity: 8_192)

    private let lock = NSLock()
    private var layouts: [TextLayoutKey: TextLines] = [:]
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func lines(for key: TextLayoutKey) -> TextLines? {
        lock.lock(); defer { lock.unlock() }
        return layouts[key]
    }

    /// Keeps `lines`; a full cache starts afresh, so it never holds more than its capacity.
    func remember(_ lines: TextLines, for key: TextLayoutKey) {
        lock.lock(); defer { lock.unlock() }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        layouts[key] = lines
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return layouts.count }
}
