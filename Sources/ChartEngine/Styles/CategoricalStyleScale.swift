/// A style scale over categories: each key of the domain gets a value, in domain order.
///
/// The domain is the user's when given (it then fixes the legend's order, and values outside it
/// get no style), else the data's keys in order of first appearance. Values come from the user's
/// mapping, else the user's range, else the defaults, cycling when there are more keys than values.
package struct CategoricalStyleScale<Value: Sendable>: Sendable {
    /// The keys in legend order.
    package private(set) var keys: [String] = []
    /// The value of each key, in the same order.
    package private(set) var values: [Value] = []
    /// Whether the user fixed the domain.
    package let isExplicit: Bool
    private var index: [String: Int] = [:]

    /// - Parameters:
    ///   - data: the distinct data values in order of first appearance.
    ///   - spec: what the user set.
    ///   - defaults: the automatic values, used in turn; at least one.
    package init(data: [DataValue], spec: StyleScaleSpec<Value>, defaults: [Value]) {
        var domain = data
        if case .values(let given)? = spec.domain {
            domain = given
            isExplicit = true
        } else {
            isExplicit = false
        }
        var range = defaults
        if case .values(let given)? = spec.range, !given.isEmpty { range = given }
        for v in domain {
            let key = v.categoryKey
            guard index[key] == nil else { continue }
            let i = keys.count
            let fallback = range.isEmpty ? nil : range[i % range.count]
            guard let value = spec.mapping?.map(v) ?? fallback else { continue }
            index[key] = i
            keys.append(key)
            values.append(value)
        }
    }

    /// The value of `key`; `nil` when the key is not in the domain.
    package func value(for key: String) -> Value? {
        index[key].map { values[$0] }
    }

    /// Whether the key is in the domain.
    package func contains(_ key: String) -> Bool { index[key] != nil }

}
