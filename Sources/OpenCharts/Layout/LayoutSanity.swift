import ChartScene
import Foundation

/// The one place where layout numbers are made sane.
///
/// Every node that layout sees is made by `makeLayoutNode`, which wraps it in a
/// ``SanitizedNode``: the proposal a node is given, the size it answers and the rectangle it is
/// drawn in all pass through here. So a NaN, infinite, negative or huge `frame`, `padding`,
/// `offset`, stack `spacing`, `chartPlotStyle` frame or renderer size is clamped once, with a
/// warning, and no later stage (stacks, the chart engine, a backend) ever sees it.
///
/// The rules, per dimension:
/// - a proposal of NaN becomes unspecified (`nil`), a negative one 0, a finite one beyond
///   ``maxLength`` becomes ``maxLength``; an infinite proposal stays, as it means "all you want";
/// - a size of NaN or below 0 becomes 0, a finite one beyond ``maxLength`` becomes ``maxLength``;
///   an infinite size stays, for the parent to place;
/// - a drawing rectangle is always finite: NaN becomes 0, its size lies in `0...maxLength` and
///   its origin in `-maxLength...maxLength`.
enum LayoutSanity {
    /// The largest length, in points, that layout passes on: about 35 metres at 72 points an inch.
    static let maxLength: CGFloat = 1_000_000

    /// One dimension of a proposal.
    static func proposed(_ v: CGFloat?) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN { warn("A view was offered a size of NaN points; it was treated as unspecified."); return nil }
        // Sizes met during layout are reported without their values, which vary from view to view.
        if v < 0 { warn("A view was offered a negative size; it was offered 0."); return 0 }
        if v > maxLength && v.isFinite {
            warn("A view was offered more than the \(short(maxLength)) points layout allows; it was offered \(short(maxLength)).")
            return maxLength
        }
        return v
    }

    /// A proposal with both dimensions made sane.
    static func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
        if isSane(p.width) && isSane(p.height) { return p }
        return ProposedViewSize(width: proposed(p.width), height: proposed(p.height))
    }

    /// One dimension of a size a view chose.
    static func length(_ v: CGFloat) -> CGFloat {
        if v.isNaN { warn("A view's size came out as NaN points; it was made 0."); return 0 }
        if v < 0 { warn("A view's size came out negative; it was made 0."); return 0 }
        if v > maxLength && v.isFinite {
            warn("A view's size came out more than the \(short(maxLength)) points layout allows; it was made \(short(maxLength)).")
            return maxLength
        }
        return v
    }

    /// A size with both dimensions made sane.
    static func size(_ s: CGSize) -> CGSize {
        if isSane(s.width) && isSane(s.height) { return s }
        return CGSize(width: length(s.width), height: length(s.height))
    }

    /// A rectangle that can be drawn into: finite, with its size and origin within bounds.
    static func rect(_ r: CGRect) -> CGRect {
        func inside(_ v: CGFloat) -> Bool { v.isFinite && abs(v) <= maxLength }
        let (x, y, w, h) = (r.origin.x, r.origin.y, r.size.width, r.size.height)
        if inside(x) && inside(y) && inside(w) && inside(h) && w >= 0 && h >= 0 { return r }
        func position(_ v: CGFloat) -> CGFloat {
            if v.isNaN { warn("A view was placed at NaN; it was placed at 0."); return 0 }
            if abs(v) > maxLength {
                warn("A view was placed beyond the \(short(maxLength)) points layout allows; it was placed at the limit.")
                return v < 0 ? -maxLength : maxLength
            }
            return v
        }
        func extent(_ v: CGFloat) -> CGFloat {
            if v.isNaN { warn("A view was drawn NaN points wide or high; it was drawn 0."); return 0 }
            if v < 0 { return 0 }
            if v > maxLength {
                warn("A view was drawn more than the \(short(maxLength)) points wide or high that layout allows; it was drawn \(short(maxLength)).")
                return maxLength
            }
            return v
        }
        return CGRect(x: position(x), y: position(y), width: extent(w), height: extent(h))
    }

    /// A length a modifier was given (padding, offset): NaN and the infinities count as 0, and a
    /// finite length is kept within `-maxLength...maxLength`; `what` names the modifier in the warning.
    static func parameter(_ v: CGFloat, _ what: String) -> CGFloat {
        if !v.isFinite { warn("\(what.capitalizedFirst) of \(short(v)) points was ignored."); return 0 }
        if abs(v) > maxLength {
            warn("\(what.capitalizedFirst) of \(short(v)) points was cut to \(short(maxLength)), the most layout allows.")
            return v < 0 ? -maxLength : maxLength
        }
        return v
    }

    /// A frame dimension or stack spacing: NaN (and infinity, unless `infinite` allows it, as
    /// `maxWidth: .infinity` does) is dropped, a negative size is 0, a huge one `maxLength`.
    static func dimension(_ v: CGFloat?, _ what: String, infinite: Bool = false, negative: Bool = false) -> CGFloat? {
        guard let v else { return nil }
        if v.isNaN || (v.isInfinite && !(infinite && v > 0)) {
            warn("\(what.capitalizedFirst) of \(short(v)) points was ignored."); return nil
        }
        if v < 0 && !negative { warn("\(what.capitalizedFirst) of \(short(v)) points was made 0."); return 0 }
        if abs(v) > maxLength && v.isFinite {
            warn("\(what.capitalizedFirst) of \(short(v)) points was cut to \(short(maxLength)), the most layout allows.")
            return v < 0 ? -maxLength : maxLength
        }
        return v
    }

    /// A dimension of a proposal or size that needs no change.
    private static func isSane(_ v: CGFloat?) -> Bool {
        guard let v else { return true }
        return v >= 0 && (v <= maxLength || v == .infinity)
    }

    private static func isSane(_ v: CGFloat) -> Bool { v >= 0 && (v <= maxLength || v == .infinity) }

    /// A number as a warning prints it: "1e+300", "-12.5".
    static func short(_ v: CGFloat) -> String {
        let d = Double(v)
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-infinity" : "infinity" }
        if abs(d) >= 1e7 { return String(format: "%g", d) }
        return d == d.rounded() ? String(Int(saturating: d)) : String(d)
    }

    static func warn(_ message: String) { RenderScope.warn(message) }
}

/// A node whose proposals, sizes and rectangles pass through ``LayoutSanity``; every node made
/// by `makeLayoutNode` is one, so a node never meets an insane number from its parent or child.
///
/// It also keeps the sizes its child answered: a stack asks each child about several proposals,
/// and again when it draws, and a stack in a stack asks its own children each time it is asked;
/// a node is made for one render and answers the same proposal the same way, so the answer is
/// kept rather than worked out again (see ``SizeMemo``).
struct SanitizedNode: LayoutNode {
    let child: any LayoutNode
    private let sizes = SizeMemo()

    init(child: any LayoutNode) { self.child = child }

    /// `node`, wrapped unless it already is.
    static func wrapping(_ node: any LayoutNode) -> any LayoutNode {
        node is SanitizedNode ? node : SanitizedNode(child: node)
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let q = LayoutSanity.proposal(p)
        return sizes.size(q, along: 0) { LayoutSanity.size(child.sizeThatFits(q)) }
    }

    func sizeThatFits(_ p: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize {
        let q = LayoutSanity.proposal(p)
        return sizes.size(q, along: axis == .horizontal ? 1 : 2) { LayoutSanity.size(child.sizeThatFits(q, inStackAlong: axis)) }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        child.render(in: LayoutSanity.rect(rect), recorder)
    }

    var stackMembers: [any LayoutNode] { child.stackMembers.map(Self.wrapping) }
    var isSpacer: Bool { child.isSpacer }
    var zIndex: Double { child.zIndex }
    var base: any LayoutNode { child.base }
}

/// The sizes a node answered, by proposal, by the stack axis it was measured along (0 none,
/// 1 horizontal, 2 vertical) and by the container size around it: the last few, which is all a
/// stack asks one child about.
final class SizeMemo: @unchecked Sendable {
    private struct Entry {
        var width: CGFloat?, height: CGFloat?, along: UInt8
        /// The nearest container's size when it was measured, which a `containerRelativeFrame` reads.
        var container: CGSize?
        var size: CGSize
    }

    /// More than a child deep in stacks is asked in one render: each stack offers its children its
    /// ideal, smallest, largest and shared sizes for each question it is asked itself.
    static let capacity = 32
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var next = 0

    /// The size kept for `p` measured `along`, or what `measure` answers, kept.
    func size(_ p: ProposedViewSize, along: UInt8, measure: () -> CGSize) -> CGSize {
        let container = ContainerSize.current
        lock.lock()
        for e in entries where e.along == along && Self.same(e.width, p.width) && Self.same(e.height, p.height) && e.container == container {
            lock.unlock()
            return e.size
        }
        lock.unlock()
        // Measured outside the lock: a child may be asked again, on this thread, while it is measured.
        let s = measure()
        lock.lock()
        let entry = Entry(width: p.width, height: p.height, along: along, container: container, size: s)
        if entries.count < Self.capacity { entries.append(entry) } else { entries[next] = entry; next = (next + 1) % Self.capacity }
        lock.unlock()
        return s
    }

    /// Equal proposals: both unspecified, or the same number (NaN never reaches here: proposals are sanitized).
    private static func same(_ a: CGFloat?, _ b: CGFloat?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return x == y
        default: return false
        }
    }
}

extension String {
    /// The string with its first letter in upper case: "a padding" → "A padding".
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
