import ChartEngine
import Foundation

/// The settings of 3D charts that views around them give.
struct Chart3DOptions: @unchecked Sendable {
    var pose: Chart3DPose?
    /// `chart3DPose(_:)` with a binding: read for the picture, written when the chart is turned.
    var poseBinding: Binding<Chart3DPose>?
    var projection: Chart3DCameraProjection = .automatic
    var rendering: Chart3DRenderingStyle = .automatic
    var zScale = PositionScaleOptions()
    var zAxis: VisibilitySetting = .automatic
    var zTitle: AxisTitleSpec?
    var surfaceSamples = 50

    /// The pose to draw: the binding's value, else the value given, else the default.
    var resolvedPose: Chart3DPose { poseBinding?.wrappedValue ?? pose ?? .default }
}

struct Chart3DOptionsKey: EnvironmentKey {
    static var defaultValue: Chart3DOptions { Chart3DOptions() }
}

extension EnvironmentValues {
    var chart3DOptions: Chart3DOptions {
        get { self[Chart3DOptionsKey.self] }
        set { self[Chart3DOptionsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Turns 3D charts in this view to `pose`.
    ///
    /// ```swift
    /// Chart3D { … }
    ///     .chart3DPose(.front)
    /// ```
    public func chart3DPose(_ pose: Chart3DPose) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.pose = pose; $0.chart3DOptions.poseBinding = nil }
    }

    /// Turns 3D charts in this view to the pose `pose` holds, and writes the pose back when the
    /// chart is turned by dragging.
    ///
    /// ```swift
    /// @State var pose: Chart3DPose = .default
    ///
    /// Chart3D { … }
    ///     .chart3DPose($pose)
    /// ```
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.poseBinding = pose; $0.chart3DOptions.pose = nil }
    }

    /// Projects 3D charts in this view orthographically or in perspective.
    ///
    /// ```swift
    /// Chart3D { … }
    ///     .chart3DCameraProjection(.perspective)
    /// ```
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.projection = projection }
    }

    /// Draws 3D charts in this view flat or as a volume.
    public func chart3DRenderingStyle(_ style: Chart3DRenderingStyle) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.rendering = style }
    }

    /// Fixes the z scale's domain and range, and chooses its type.
    public func chartZScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        zScale(domain: domain, range: range, type: type)
    }

    /// Fixes the z scale's domain: `.chartZScale(domain: -2...2)`.
    public func chartZScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        zScale(domain: domain, range: nil as PlotDimensionScaleRange?, type: type)
    }

    /// Sets the z scale's range.
    public func chartZScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        zScale(domain: nil as AutomaticScaleDomain?, range: range, type: type)
    }

    func zScale<D: ScaleDomain, R: PositionScaleRange>(domain: D?, range: R?, type: ScaleType?) -> some View {
        let d = (domain as? any ScaleDomainSpecifying)?.domainSpec
        let r = (range as? PlotDimensionScaleRange)?.rangeSpec ?? (range as? ClosedRange<CGFloat>)?.positionRangeSpec
        return EnvironmentModifiedView(content: self) { env in
            if let d { env.chart3DOptions.zScale.domain = d }
            if let r { env.chart3DOptions.zScale.range = r }
            if let type { env.chart3DOptions.zScale.type = type.kind }
        }
    }

    /// Shows or hides the z axis of 3D charts in this view.
    public func chartZAxis(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(content: self) { $0.chart3DOptions.zAxis = visibility.setting }
    }

    /// The z axis of 3D charts in this view, from `AxisMarks`: an empty builder hides the axis.
    public func chartZAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axis = AnyAxisContent(content())
        return EnvironmentModifiedView(content: self) { env in
            if axis.specs(env).isEmpty { env.chart3DOptions.zAxis = .hidden }
        }
    }

    /// A title for the z axis.
    public func chartZAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartZAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the z axis, from a string.
    @_disfavoredOverload
    public func chartZAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartZAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the z axis, drawn by a view.
    public func chartZAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let view = content()
        return EnvironmentModifiedView(content: self) { env in
            env.chart3DOptions.zTitle = axisTitle(view, position: position, alignment: alignment, spacing: spacing, env: env)
        }
    }

    /// Selects a z value by touch. A picture shows no touch, so the binding keeps its value.
    public func chartZSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects a z range by touch. A picture shows no touch, so the binding keeps its value.
    public func chartZSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
}
