import ArgumentParser
import Foundation

/// `openchart render DATA [--x COL --y COL --mark KIND …] [--spec FILE] -o OUT`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a chart from a CSV or JSON file (or standard input) as SVG, PNG, PDF or HTML.",
        discussion: """
            Columns are read by name from the header row. Numbers, dates (ISO 8601 and common \
            forms) and text are told apart from the data; a chart spec (--spec) says what the \
            flags cannot, with Swift Charts' own names. A bad column name or value, or a chart \
            past one of the renderer's limits, stops with one line on standard error and exit \
            status 2, and no file is written.
            """)

    @Argument(help: ArgumentHelp("The data: a .csv, .tsv or .json file, or - for standard input.", valueName: "data"))
    var input: String?

    @Option(name: [.short, .long], help: ArgumentHelp("The file to write (.svg, .png, .pdf or .html), or - for standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The output format, instead of the one the file name's extension gives.", valueName: "svg|png|pdf|html"))
    var format: String?

    @Option(help: ArgumentHelp("A chart spec in JSON or YAML (see Docs/chart-spec.schema.json).", valueName: "file"))
    var spec: String?

    @OptionGroup(title: "Marks and channels") var marks: MarkOptions
    @OptionGroup(title: "Chart") var chart: ChartOptions
    @OptionGroup(title: "Picture") var picture: PictureOptions
    @OptionGroup(title: "Data") var data: DataOptions
    @OptionGroup(title: "Limits") var limits: LimitOptions

    func run() throws {
        try failing {
            let job = try RenderJob(input: input, output: output, format: format, specPath: spec,
                                    marks: marks, chart: chart, picture: picture, data: data, limits: limits)
            let result = try job.run()
            for line in result.warnings { warn(line) }
            if output == nil, let url = job.output.url {
                // The name was chosen here, not by the user: say where the picture went.
                print("wrote \(url.lastPathComponent) in \(url.deletingLastPathComponent().path) (name the file with -o)")
            }
        }
    }
}

/// What to plot, as flags: one mark over the data's columns.
struct MarkOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The mark: bar, line, point, area, rule, rectangle, sector (or pie, donut). Default: bar over text, line otherwise.", valueName: "kind"))
    var mark: String?
    @Option(help: ArgumentHelp("The column along x.", valueName: "column")) var x: String?
    @Option(help: ArgumentHelp("The column along y.", valueName: "column")) var y: String?
    @Option(name: .customLong("x-start"), help: ArgumentHelp("The column where ranges start along x.", valueName: "column")) var xStart: String?
    @Option(name: .customLong("x-end"), help: ArgumentHelp("The column where ranges end along x.", valueName: "column")) var xEnd: String?
    @Option(name: .customLong("y-start"), help: ArgumentHelp("The column where ranges start along y.", valueName: "column")) var yStart: String?
    @Option(name: .customLong("y-end"), help: ArgumentHelp("The column where ranges end along y.", valueName: "column")) var yEnd: String?
    @Option(help: ArgumentHelp("The column of a sector's share (default: --y).", valueName: "column")) var angle: String?
    @Option(help: ArgumentHelp("Colour by this column: foregroundStyle(by:).", valueName: "column")) var color: String?
    @Option(help: ArgumentHelp("Symbol by this column: symbol(by:).", valueName: "column")) var symbol: String?
    @Option(help: ArgumentHelp("Symbol size by this column: symbolSize(by:).", valueName: "column")) var size: String?
    @Option(help: ArgumentHelp("One line or area per value of this column.", valueName: "column")) var series: String?
    @Option(name: .customLong("position-by"), help: ArgumentHelp("Place bars side by side by this column: position(by:).", valueName: "column"))
    var positionBy: String?
    @Option(help: ArgumentHelp("How bars and areas stack: standard, normalized, center or unstacked.", valueName: "method")) var stack: String?
    @Option(help: ArgumentHelp("How lines and areas join points: linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd.", valueName: "method"))
    var interpolation: String?
    @Option(name: .customLong("x-type"), help: ArgumentHelp("Read x as Double, Date or String instead of guessing.", valueName: "type")) var xType: String?
    @Option(name: .customLong("y-type"), help: ArgumentHelp("Read y as Double, Date or String instead of guessing.", valueName: "type")) var yType: String?
    @Option(name: .customLong("x-unit"), help: ArgumentHelp("The calendar unit of x dates: day, week, month, quarter, year …", valueName: "unit")) var xUnit: String?
}

/// Chart modifiers, as flags.
struct ChartOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A headline above the chart.", valueName: "text")) var title: String?
    @Option(name: .customLong("x-scale"), help: ArgumentHelp("The x scale: linear, log, sqrt, symlog, date or category.", valueName: "type")) var xScale: String?
    @Option(name: .customLong("y-scale"), help: ArgumentHelp("The y scale: linear, log, sqrt, symlog, date or category.", valueName: "type")) var yScale: String?
    @Option(name: .customLong("x-label"), help: ArgumentHelp("The x axis title: chartXAxisLabel.", valueName: "text")) var xLabel: String?
    @Option(name: .customLong("y-label"), help: ArgumentHelp("The y axis title: chartYAxisLabel.", valueName: "text")) var yLabel: String?
    @Option(help: ArgumentHelp("Where the legend goes: top, bottom, leading, trailing, or hidden.", valueName: "position")) var legend: String?
}

/// The picture's size and appearance.
struct PictureOptions: ParsableArguments {
    // Numbers are read even when they start with "-", so that --width -5 is said to be out of range.
    @Option(parsing: .unconditional, help: ArgumentHelp("Width in points, 1 to 20,000 (default 640).", valueName: "points")) var width: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Height in points, 1 to 20,000 (default 400).", valueName: "points")) var height: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point of a PNG, above 0 and at most 8.", valueName: "factor")) var scale: Double = 2
    @Flag(help: "Dark appearance.") var dark = false
    @Option(help: ArgumentHelp("The locale of numbers and dates, such as de_DE or ja_JP.", valueName: "identifier")) var locale = "en_US"
    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone of dates without one, and of date labels.", valueName: "identifier"))
    var timeZone = "UTC"
}

/// How the data file is read.
struct DataOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The field separator of a CSV file (a tab for .tsv files).", valueName: "character")) var delimiter: String?
    @Option(name: .customLong("input-format"), help: ArgumentHelp("csv, tsv or json, instead of the one the extension gives (standard input: json when it starts with [ or {).", valueName: "format"))
    var inputFormat: String?
    @Option(name: .customLong("date-format"), help: ArgumentHelp("The form of dates, as a date format pattern such as dd/MM/yyyy.", valueName: "pattern"))
    var dateFormat: String?
    @Flag(name: .customLong("skip-invalid"), help: "Skip (and count) rows whose values are not of their column's type, instead of stopping.")
    var skipInvalid = false
    @Flag(name: .customLong("no-progress"), help: "Draw no progress bar, even on a terminal.") var noProgress = false
}

/// The renderer's limits, as flags: a chart past one is not drawn, and the error names the flag.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-marks"), parsing: .unconditional,
            help: ArgumentHelp("The most marks drawn one by one (bars, points, rules …); a plain line or area is one. Default: 1,000,000.", valueName: "count"))
    var maxMarks: Int?
    @Option(name: .customLong("max-output-bytes"), parsing: .unconditional,
            help: ArgumentHelp("The most bytes of the picture written. Default: 67,108,864 (64 MiB).", valueName: "bytes"))
    var maxOutputBytes: Int?
}
