/// A style scale over a numeric interval: a value becomes a fraction in 0...1 of the way from the
/// domain's start to its end, in the scale kind's transformed space (log, power, symmetric log).
package struct ContinuousStyleScale: Sendable, Equatable {
    /// The domain's ends, as given or as the data's extent.
    package let lower: Double
    package let upper: Double
    /// The transform; linear when the kind's transform is undefined at an end (the log of 0).
    package let kind: ScaleKind

    package init(lower: Double, upper: Double, kind: ScaleKind) {
        self.lower = lower.isFinite ? lower : 0
        self.upper = upper.isFinite ? upper : self.lower
        let ok = kind.transform(self.lower).isFinite && kind.transform(self.upper).isFinite
        self.kind = ok && kind != .category ? kind : .linear
    }

    /// The domain of the data's finite values, or the user's interval when given.
    package init(data: [Double], spec: StyleDomainSpec?, kind: ScaleKind) {
        if case .interval(let a, let b)? = spec {
            self.init(lower: a, upper: b, kind: kind)
            return
        }
        let finite = data.filter(\.isFinite)
        var lower = finite.min() ?? 0, upper = finite.max() ?? 0
        if case .automatic(let includesZero, let reversed)? = spec {
            if includesZero { lower = min(lower, 0); upper = max(upper, 0) }
            if reversed { swap(&lower, &upper) }
        }
        self.init(lower: lower, upper: upper, kind: kind)
    }

    /// The fraction of the way `v` lies from `lower` to `upper`, clamped to 0...1; 0.5 for a
    /// domain of one value (as d3-scale maps a collapsed domain to the middle of its range);
    /// `nil` for NaN or a value the transform cannot take.
    package func fraction(_ v: Double) -> Double? {
        let t = kind.transform(v)
        guard t.isFinite else { return nil }
        let a = kind.transform(lower), b = kind.transform(upper)
        guard b != a else { return 0.5 }
        let f = (t - a) / (b - a)
        guard f.isFinite else { return nil }
        return min(1, max(0, f))
    }
}
