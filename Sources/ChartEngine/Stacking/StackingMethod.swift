/// How marks that share a position stack their values: Swift Charts' `MarkStackingMethod`.
@usableFromInline
package enum StackingMethod: Hashable, Sendable {
    /// Values accumulate from zero: positives upwards, negatives downwards.
    case standard
    /// Each stack is scaled to span 1 (a 100% stack).
    case normalized
    /// Each stack is centred on zero (a stream graph).
    case center
    /// Every value starts at zero; nothing stacks.
    case unstacked
}
