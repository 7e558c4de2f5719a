/// Shrinks a recipe that fails into a smaller one that fails the same way: fewer views around
/// the chart, fewer chart modifiers, fewer mark groups, modifiers and rows, plainer settings.
/// Greedy (a step is kept when the smaller recipe still fails), repeated until no step helps.
public struct FuzzMinimiser {
    /// Whether a recipe still fails as the original did.
    public var stillFails: (FuzzRecipe) -> Bool

    public init(stillFails: @escaping (FuzzRecipe) -> Bool) { self.stillFails = stillFails }

    public func minimise(_ recipe: FuzzRecipe) -> FuzzRecipe {
        var best = recipe
        var progress = true
        while progress {
            progress = false
            for candidate in candidates(best) where stillFails(candidate) {
                best = candidate
                progress = true
                break
            }
        }
        return best
    }

    /// Smaller recipes, the biggest cuts first.
    func candidates(_ r: FuzzRecipe) -> [FuzzRecipe] {
        var out: [FuzzRecipe] = []
        func without<T>(_ items: [T], _ set: (inout FuzzRecipe, [T]) -> Void) {
            for i in items.indices {
                var c = r; var kept = items; kept.remove(at: i); set(&c, kept); out.append(c)
            }
        }
        without(r.groups) { $0.groups = $1 }
        for (g, group) in r.groups.enumerated() {
            let n = group.rows.count
            if n > 1 {
                var first = r; first.groups[g].rows = Array(group.rows.prefix(n / 2)); out.append(first)
                var second = r; second.groups[g].rows = Array(group.rows.suffix(n - n / 2)); out.append(second)
            }
            if n <= 16 {
                for i in 0..<n { var c = r; c.groups[g].rows.remove(at: i); out.append(c) }
            }
            for i in group.modifiers.indices { var c = r; c.groups[g].modifiers.remove(at: i); out.append(c) }
        }
        without(r.chartModifiers) { $0.chartModifiers = $1 }
        without(r.wrappers) { $0.wrappers = $1 }
        let plain = FuzzSettings(width: 640, height: 400, dark: false, locale: "en_US", timeZone: "GMT", calendar: 0)
        if r.settings.width != plain.width { var c = r; c.settings.width = plain.width; out.append(c) }
        if r.settings.height != plain.height { var c = r; c.settings.height = plain.height; out.append(c) }
        if r.settings.locale != plain.locale { var c = r; c.settings.locale = plain.locale; out.append(c) }
        if r.settings.timeZone != plain.timeZone { var c = r; c.settings.timeZone = plain.timeZone; out.append(c) }
        if r.settings.calendar != plain.calendar { var c = r; c.settings.calendar = plain.calendar; out.append(c) }
        if r.settings.dark { var c = r; c.settings.dark = false; out.append(c) }
        return out
    }
}
