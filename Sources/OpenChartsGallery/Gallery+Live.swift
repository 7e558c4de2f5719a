import OpenCharts

/// The gallery's screens that run live: their state changes with each tap on a served page.
package enum LiveGalleryScreens {
    /// The roulette, fresh: the wheel at rest and no winner yet.
    package static func roulette() -> some View { RouletteView() }
    /// The step-count screen with its picker, toggle and stepper.
    package static func activity() -> some View { ActivitySettings() }
    /// Fruit sales whose chart follows a menu picker, a slider and a toggle, with a selection and a note.
    package static func controls() -> some View { FruitSalesControls() }
    /// A list of stores pushing to each store's chart, with a sheet of filters and an alert.
    package static func stores() -> some View { StoresScreen() }
}
