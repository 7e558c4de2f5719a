import ChartEngine
import ChartScene
import Foundation

extension ChartContent {
    /// A view placed next to each mark: above a rule, after a bar, inside a rectangle. It stays
    /// inside the chart.
    ///
    /// ```swift
    /// RuleMark(y: .value("Average", average))
    ///     .annotation(position: .top, alignment: .leading) {
    ///         Text("Average: \(average, format: .number)").font(.headline).foregroundStyle(.blue)
    ///     }
    /// ```
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position, alignment, spacing, .automatic, view: content())
    }

    /// A view placed next to each mark, made knowing the mark's size.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", steps))
    ///     .annotation(position: .overlay, alignment: .top) { context in
    ///         Text("\(steps)").font(.caption2).frame(width: context.targetSize.width)
    ///     }
    /// ```
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position, alignment, spacing, .automatic, targeted: content)
    }

    /// A view placed next to each mark, moved or left where it is when it would cross the
    /// chart's or the plot's edge, as `overflowResolution` says.
    ///
    /// ```swift
    /// RuleMark(x: .value("Selected", selectedDate, unit: .day))
    ///     .annotation(position: .top, spacing: 0,
    ///                 overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
    ///         SalesPopover(date: selectedDate)
    ///     }
    /// ```
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position, alignment, spacing, overflowResolution.value, view: content())
    }

    /// A view placed next to each mark, made knowing the mark's size, with its overflow resolved
    /// as `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
                                    @ViewBuilder content: @escaping (AnnotationContext) -> C) -> some ChartContent {
        annotation(position, alignment, spacing, overflowResolution.value, targeted: content)
    }

    func annotation<C: View>(_ position: AnnotationPosition, _ alignment: Alignment, _ spacing: CGFloat?,
                             _ overflow: AnnotationOverflow, view: C) -> ModifiedChartContent<Self> {
        annotationSpec(position, alignment, spacing, overflow, targeted: nil as TargetedAnnotation<C>?) { env in
            ViewSceneContent(view, in: env, font: .caption)
        }
    }

    func annotation<C: View>(_ position: AnnotationPosition, _ alignment: Alignment, _ spacing: CGFloat?,
                             _ overflow: AnnotationOverflow, targeted: @escaping (AnnotationContext) -> C) -> ModifiedChartContent<Self> {
        let make = TargetedAnnotation(make: targeted)
        return annotationSpec(position, alignment, spacing, overflow, targeted: make) { env in
            ViewSceneContent(targeted(AnnotationContext(targetSize: .zero)), in: env, font: .caption)
        }
    }

    private func annotationSpec<C: View>(_ position: AnnotationPosition, _ alignment: Alignment, _ spacing: CGFloat?,
                                         _ overflow: AnnotationOverflow, targeted: TargetedAnnotation<C>?,
                                     content: @escaping (EnvironmentValues) -> any SceneContent) -> ModifiedChartContent<Self> {
        let a = (x: alignment.horizontal.fraction, y: alignment.vertical.fraction)
        let gap = spacing.flatMap { $0.isFinite ? Double($0) : nil }
        return modified { m, env in
            var spec = AnnotationSpec(placement: position.placement, alignment: a, spacing: gap, content: content(env))
            spec.overflow = overflow
            if let targeted { spec.targeted = targeted.content(in: env) }
            // Modifiers apply from the outside in; inserting first keeps annotations in source order.
            m.style.annotations.insert(spec, at: 0)
        }
    }
}

/// The content closure of an annotation that reads its `AnnotationContext`, called when the
/// mark's size is known.
struct TargetedAnnotation<C: View>: @unchecked Sendable {
    let make: (AnnotationContext) -> C

    func content(in env: EnvironmentValues) -> @Sendable (SceneSize) -> any SceneContent {
        let box = UncheckedEnvironment(env: env)
        return { [self] size in
            let target = CGSize(width: size.width.isFinite ? max(0, size.width) : 0,
                                height: size.height.isFinite ? max(0, size.height) : 0)
            return ViewSceneContent(make(AnnotationContext(targetSize: target)), in: box.env, font: .caption)
        }
    }
}

/// An environment carried into the engine, which reads it on the thread that draws.
struct UncheckedEnvironment: @unchecked Sendable {
    let env: EnvironmentValues
}
