import OpenCharts

extension Gallery {
    /// Chart screens with the controls around them: pickers, toggles, steppers, symbols (ids 60–69).
    static let controls: [GalleryItem] = [
        GalleryItem("60-activity-controls", "A chart with its controls",
                    "A step-count screen: a segmented Picker over the period, a Toggle that adds the average RuleMark, a Stepper that sets how many days are charted, and SF Symbols, on the grouped background.",
                    width: 390, height: 580, file: sourceFolder + "ActivitySettings.swift") { AnyView(ActivitySettings()) },
        GalleryItem("61-activity-controls-dark", "A chart with its controls, in dark mode",
                    "The same screen in dark mode: the controls take iOS's dark colours.",
                    width: 390, height: 580, colorScheme: .dark, file: sourceFolder + "ActivitySettings.swift") { AnyView(ActivitySettings()) },
    ]
}
