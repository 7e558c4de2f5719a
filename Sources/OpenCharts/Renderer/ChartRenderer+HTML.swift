import ChartHTML
import ChartScene
import ChartSVG
import Foundation

extension ChartRenderer {
    /// The view as a standalone interactive HTML page: its selections, gestures and scrolling
    /// answer the pointer, the keyboard and screen readers, with nothing fetched from a network.
    ///
    /// ```swift
    /// let page = try ChartRenderer(content: LocationDetailsChart()).html()
    /// try page.write(to: URL(fileURLWithPath: "sales.html"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// The view is rendered once for each state a selection binding, gesture or scroll position
    /// can reach, and once for each state its controls reach (buttons, toggles, pickers of every
    /// style, steppers), found breadth first from the base picture: a click on a control shows
    /// the state it leads to, a menu picker opens its menu, and selection answers in the base
    /// picture only. `limits.maximumInteractiveStates` caps how many states are kept.
    ///
    /// - Throws: ``ChartRenderLimitError`` when one of ``limits`` would cut a chart short.
    public func html() throws -> String {
        let fonts = PageFonts()
        let (svg, plan, title) = try interactive(idPrefix: "oc", fonts: fonts)
        let background = colorScheme == .dark ? "#000" : "#fff"
        let (faces, fontWarnings) = fonts.faces()
        report.warnings += fontWarnings
        let page = HTMLPageWriter(id: "oc").page(svg: svg, plan: plan, title: title, background: background,
                                                 accessible: accessibleChart(title: title), dark: colorScheme == .dark,
                                                 turning3D: report.turning3D.map { $0() }, fonts: faces)
        try checkOutputSize(page.utf8.count)
        return page
    }

    /// The view as an HTML fragment for a page of your own: one `<div>` holding the chart, its
    /// states and its script. Give each chart on a page its own `id`; every id inside starts with it.
    ///
    /// ```swift
    /// let fragment = try renderer.htmlFragment(id: "weekly-sales")
    /// ```
    public func htmlFragment(id: String) throws -> String {
        let writer = HTMLPageWriter(id: id)
        let fonts = PageFonts()
        let (svg, plan, title) = try interactive(idPrefix: writer.id, fonts: fonts)
        let (faces, fontWarnings) = fonts.faces()
        report.warnings += fontWarnings
        let fragment = writer.fragment(svg: svg, plan: plan, label: title, accessible: accessibleChart(title: title),
                                       dark: colorScheme == .dark, turning3D: report.turning3D.map { $0() }, fonts: faces)
        try checkOutputSize(fragment.utf8.count)
        return fragment
    }

    /// The base picture, every reachable state, and the picture's title; `fonts` gathers the
    /// registered fonts every one of them names.
    func interactive(idPrefix: String, fonts: PageFonts? = nil) throws -> (String, InteractionPlan, String) {
        guard limits.maximumInteractiveStates >= 1 else { throw InteractivePageError.invalidStateLimit(limits.maximumInteractiveStates) }
        let recording = FrozenScrollPositions(recording: true)
        let log = StateAccessLog()
        let controls = OfflineControls()
        let (scene, charts) = OfflineControls.$current.withValue(controls) {
            StateAccessLog.$current.withValue(log) {
                FrozenScrollPositions.$current.withValue(recording) { sceneAndCharts() }
            }
        }
        if let error = report.limitError { throw error }
        let baseWarnings = warnings
        let baseDescriptions = report.descriptions
        let writer = SVGWriter(idPrefix: idPrefix)
        let base = writer.document(for: scene)
        fonts?.add(scene)
        // Every state the view touched is put back after each try, bindings of the chart modifiers first.
        log.markBase()
        let savers = charts.flatMap(\.savers)
        var states = InteractiveStates(base: base, size: scene.size, savers: savers, log: log, limit: limits.maximumInteractiveStates,
                                       renderScene: { FrozenScrollPositions.$current.withValue(recording.replay()) { self.scene() } },
                                       write: { fonts?.add($0); return writer.document(for: $0) })
        for c in charts { states.add(c) }
        let controlWarning = states.addControls(controls.operations, limit: max(1, limits.maximumControlStates))
        var all = baseWarnings
        if let controlWarning { all.append(controlWarning) }
        if states.reachedLimit {
            all.append("The interactive page keeps \(limits.maximumInteractiveStates) states; the pointer shows nothing beyond them. Raise limits.maximumInteractiveStates or bucket the data.")
        }
        report.warnings = all
        report.descriptions = baseDescriptions
        return (base, states.plan, scene.title)
    }
}

/// Why an interactive page could not be made.
public enum InteractivePageError: Error, CustomStringConvertible, Equatable {
    /// `limits.maximumInteractiveStates` is below 1.
    case invalidStateLimit(Int)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .invalidStateLimit(let n):
            return "limits.maximumInteractiveStates is \(n); set it to 1 or more (the default is 1500)."
        }
    }
}
