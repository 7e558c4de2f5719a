import Foundation

extension State: ViewInput {
    var storageBox: AnyObject? { storage }
    func adopt(_ earlier: AnyObject) {
        guard let earlier = earlier as? StateStorage<Value>, earlier !== storage else { return }
        // A live screen keeps one storage for the view's whole life, as do an interactive page's
        // states after its base picture; a picture copies the value.
        if LiveRecorder.current != nil || StateAccessLog.current?.forwards == true { storage.forward(to: earlier); return }
        storage.value = earlier.value
    }
}
