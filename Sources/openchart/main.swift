import OpenChartsCLI

// `openchart render` and `openchart gallery`; the work is in the OpenChartsCLI library.
// Every error exits with status 2, as the README says; help exits with 0.
OpenChartCommand.runAsMain()
