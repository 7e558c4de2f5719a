import ChartServerCore
import Foundation

// swift run -c release ChartServer [--hostname 127.0.0.1] [--port 8080]
var host = "127.0.0.1", port = 8080
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch (argument, arguments.next()) {
    case ("--hostname", let value?): host = value
    case ("--port", let value?) where Int(value) != nil: port = Int(value)!
    default:
        print("usage: ChartServer [--hostname HOST] [--port PORT]")
        exit(2)
    }
}
try await ChartRoutes.application(host: host, port: port).runService()
