/// What an interactive page offers beyond the picture, so that every reader can read the chart:
/// its description in words, its data as a table, its points one by one from the keyboard, and
/// its audio graph. Made from the chart's description by the layer that knows charts; this
/// module only writes it.
package struct AccessibleChart: Sendable {
    /// One table of data: its caption, column headers and rows of formatted cells, the first
    /// cell of each row heading it.
    package struct Table: Sendable {
        package var caption: String
        package var headers: [String]
        package var rows: [[String]]
        /// How many rows the data has, when the table lists only the first of them.
        package var total: Int
        package init(caption: String, headers: [String], rows: [[String]], total: Int) {
            self.caption = caption; self.headers = headers; self.rows = rows; self.total = total
        }
    }

    /// A series as the keyboard steps through it: its name and each point's spoken label.
    package struct Series: Sendable {
        package var name: String
        package var labels: [String]
        /// Where each point is drawn, x then y, in the picture's coordinates; empty when unknown.
        package var places: [Double]
        package init(name: String, labels: [String], places: [Double] = []) { self.name = name; self.labels = labels; self.places = places }
    }

    /// A tone of the audio graph: times in seconds from the start, frequencies in hertz.
    package struct Sound: Sendable {
        /// Gliding runs of (time, frequency), one list per run.
        package var runs: [[(Double, Double)]]
        /// Notes: (time, length, frequency).
        package var notes: [(Double, Double, Double)]
        package var clicks: [Double]
        package var start: Double
        package var name: String
        package init(name: String, start: Double, runs: [[(Double, Double)]], notes: [(Double, Double, Double)], clicks: [Double]) {
            self.name = name; self.start = start; self.runs = runs; self.notes = notes; self.clicks = clicks
        }
    }

    /// The words of the page's controls, in the chart's language.
    package struct Words: Sendable {
        package var play, stop, showTable, hideTable, noPoints, data: String
        package init(play: String, stop: String, showTable: String, hideTable: String, noPoints: String, data: String) {
            self.play = play; self.stop = stop; self.showTable = showTable; self.hideTable = hideTable
            self.noPoints = noPoints; self.data = data
        }
    }

    /// The page's language tag ("en", "ja").
    package var language: String
    /// Describe Chart, for the page's own description of the picture.
    package var description: String
    package var tables: [Table]
    package var series: [Series]
    package var sounds: [Sound]
    /// Seconds the audio graph lasts.
    package var duration: Double
    package var words: Words

    package init(language: String, description: String, tables: [Table], series: [Series], sounds: [Sound], duration: Double,
                 words: Words) {
        self.language = language; self.description = description; self.tables = tables; self.series = series
        self.sounds = sounds; self.duration = duration; self.words = words
    }

    /// The series and sounds as JSON for the page's script, with the colour of the focus ring.
    func json(dark: Bool) -> String {
        var j = JSONText()
        j.raw("{\"s\":[")
        for (i, s) in series.enumerated() {
            if i > 0 { j.raw(",") }
            j.raw("{\"n\":"); j.string(s.name); j.raw(",\"l\":[")
            for (k, l) in s.labels.enumerated() { if k > 0 { j.raw(",") }; j.string(l) }
            j.raw("]")
            if !s.places.isEmpty { j.raw(",\"p\":"); j.numbers(s.places) }
            j.raw("}")
        }
        j.raw("],\"d\":"); j.number(duration * 1000)
        j.raw(",\"a\":[")
        for (i, s) in sounds.enumerated() {
            if i > 0 { j.raw(",") }
            j.raw("{\"n\":"); j.string(s.name); j.raw(",\"s\":"); j.number(s.start * 1000)
            j.raw(",\"r\":[")
            for (k, run) in s.runs.enumerated() {
                if k > 0 { j.raw(",") }
                j.numbers(run.flatMap { [$0.0 * 1000, $0.1] })
            }
            j.raw("],\"t\":"); j.numbers(s.notes.flatMap { [$0.0 * 1000, $0.1 * 1000, $0.2] })
            j.raw(",\"k\":"); j.numbers(s.clicks.map { $0 * 1000 })
            j.raw("}")
        }
        j.raw("],\"w\":{\"play\":"); j.string(words.play)
        j.raw(",\"stop\":"); j.string(words.stop)
        j.raw(",\"show\":"); j.string(words.showTable)
        j.raw(",\"hide\":"); j.string(words.hideTable)
        j.raw(",\"none\":"); j.string(words.noPoints)
        j.raw("},\"c\":"); j.string(dark ? "#fff" : "#000")
        j.raw("}")
        return j.text
    }
}
