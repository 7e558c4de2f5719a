import Foundation

extension State: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? StateStorage<Value>, earlier !== storage else { return }
        storage.value = earlier.value
    }
}
