/// An Xcode preview of a view. Chart files copied from iOS keep their previews: they compile,
/// and expand to nothing, since a rendered chart has no canvas to show them in.
///
/// ```swift
/// #Preview {
///     SalesDetails()
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "OpenChartsMacros", type: "PreviewMacro")
