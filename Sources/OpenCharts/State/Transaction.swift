import Foundation

/// The context of a state change: the animation it would run with in SwiftUI. A picture shows
/// the end of every change, so a transaction is kept for source compatibility only.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { showsAverage.toggle() }
/// ```
public struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of views are turned off for the change.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction, such as a drag.
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` as part of `transaction`; the changes simply happen.
///
/// ```swift
/// withTransaction(Transaction(animation: nil)) { selectedDay = nil }
/// ```
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` with the transaction's value at `keyPath` set; the changes simply happen.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

nonisolated extension View {
    /// Changes the transaction of changes in this view; a picture shows their end.
    ///
    /// ```swift
    /// Chart(sales) { … }.transaction { $0.animation = nil }
    /// ```
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Changes the transaction of changes in this view when `value` changes; a picture shows their end.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
