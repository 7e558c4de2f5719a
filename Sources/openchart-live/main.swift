import Foundation
import Hummingbird
import HummingbirdWebSocket
import OpenChartsGallery
import OpenChartsLive

// `openchart-live [port]`: serves the gallery's live screens on 127.0.0.1, the roulette at /
// the step-count screen at /activity, the fruit sales controls at /controls, a screen whose
// changes animate at /tween, the stores, whose rows push to their charts, at /stores and a year
// of sales that scrolls at /scrolling, forty countries scrolling up and down at /countries,
// a bar that springs at /springs and a sheet with detents at /detents.
let arguments = CommandLine.arguments.dropFirst()
let port = arguments.first.flatMap { Int($0) } ?? 8080
guard (1...65_535).contains(port) else {
    FileHandle.standardError.write(Data("openchart-live: the port must be a number from 1 to 65535\n".utf8))
    exit(2)
}
let host = ProcessInfo.processInfo.environment["OPENCHART_LIVE_HOST"] ?? "127.0.0.1"
let configuration = LiveServerConfiguration()
let router = Router(context: BasicWebSocketRequestContext.self)
router.addLiveView("/", configuration: configuration) { LiveGalleryScreens.roulette() }
router.addLiveView("/activity", configuration: configuration) { LiveGalleryScreens.activity() }
router.addLiveView("/controls", configuration: configuration) { LiveGalleryScreens.controls() }
router.addLiveView("/tween", configuration: configuration) { LiveGalleryScreens.tween() }
router.addLiveView("/stores", configuration: configuration) { LiveGalleryScreens.stores() }
router.addLiveView("/scrolling", configuration: configuration) { LiveGalleryScreens.scrolling() }
router.addLiveView("/countries", configuration: configuration) { LiveGalleryScreens.countries() }
router.addLiveView("/turning", configuration: configuration) { LiveGalleryScreens.turning() }
router.addLiveView("/springs", configuration: configuration) { LiveGalleryScreens.springs() }
router.addLiveView("/detents", configuration: configuration) { LiveGalleryScreens.detents() }
let app = Application(router: router,
                      server: .http1WebSocketUpgrade(webSocketRouter: router,
                                                     configuration: .init(ws: LiveServerConfiguration.webSocketConfiguration(configuration))),
                      configuration: ApplicationConfiguration(address: .hostname(host, port: port)))
print("Serving the roulette at http://\(host):\(port)/, the activity screen at /activity, the controls screen at /controls, the tween screen at /tween, the stores at /stores, the scrolling year at /scrolling and the countries that scroll up and down at /countries")
try await app.runService()
