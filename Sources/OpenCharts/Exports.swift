// Chart code written for iOS uses Date, CGFloat, Calendar and friends after importing SwiftUI and
// Charts alone; importing OpenCharts brings them too.
@_exported import Foundation
// `@Observable` model classes, as `import SwiftUI` gives them; the module ships with Swift.
@_exported import Observation
