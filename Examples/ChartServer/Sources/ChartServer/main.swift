import ChartServerCore
import Foundation

// swift run -c release ChartServer [--hostname 127.0.0.1] [--port 8080] [--max-pixels 16777216]
var host = "127.0.0.1", port = 8080
var settings = ChartServerSettings()
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch (argument, arguments.next()) {
    case ("--hostname", let value?): host = value
    case ("--port", let value?) where Int(value) != nil: port = Int(value)!
    case ("--max-pixels", let value?) where (Int(value) ?? 0) > 0: settings.maximumPixels = Int(value)!
    default:
        print("usage: ChartServer [--hostname HOST] [--port PORT] [--max-pixels PIXELS]")
        exit(2)
    }
}
try await ChartRoutes.application(host: host, port: port, settings: settings).runService()
