import OpenChartsCLI

// `openchart render` and `openchart gallery`; the work is in the OpenChartsCLI library.
OpenChartCommand.main()
