import Foundation

extension View {
    /// Accepted for source compatibility: a picture is not tapped, so `action` never runs.
    ///
    /// ```swift
    /// Chart(sales) { … }.onTapGesture { showsDetail = true }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}
