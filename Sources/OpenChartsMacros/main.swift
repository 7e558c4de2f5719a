import Foundation

// The compiler plugin behind `#Preview`: Xcode previews have no place in a rendered chart, so
// every preview expands to nothing. It speaks the compiler's plugin messages directly: each is
// a little-endian 64-bit length followed by that many bytes of JSON.

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

/// Exactly `count` bytes of input, or nil once the compiler closes it.
func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = input.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// Writes one message.
func send(_ json: String) {
    let body = Data(json.utf8)
    var length = UInt64(body.count).littleEndian
    output.write(Data(bytes: &length, count: 8))
    output.write(body)
}

while let header = readBytes(8) {
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard let body = readBytes(length) else { break }
    // Only the message's kind matters: its first key.
    let kind = String(decoding: body.prefix(48), as: UTF8.self)
    if kind.hasPrefix("{\"getCapability\"") {
        send("{\"getCapabilityResult\":{\"capability\":{\"protocolVersion\":7}}}")
    } else if kind.hasPrefix("{\"loadPluginLibrary\"") {
        send("{\"loadPluginLibraryResult\":{\"loaded\":false,\"diagnostics\":[]}}")
    } else {
        send("{\"expandMacroResult\":{\"expandedSource\":\"\",\"diagnostics\":[]}}")
    }
}
