import Foundation

/// Reads a JSON array of objects, one object a row, as a table: `[{"month": "2024-01", "revenue": 1200}, …]`.
/// An object may also hold the array under one key (`{"data": [...]}`), as APIs often answer.
enum JSONTableReader {
    static func read(_ data: Data, source: String, request: TableRequest) throws -> DataTable {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw CLIError("\(source) is not valid JSON: \(reason(error))")
        }
        let array: [Any]
        if let a = root as? [Any] {
            array = a
        } else if let object = root as? [String: Any], object.count == 1, let a = object.values.first as? [Any] {
            array = a
        } else {
            throw CLIError("\(source) must hold a JSON array of objects, one per row, such as [{\"month\": \"2024-01\", \"revenue\": 1200}]")
        }
        // The header is every key, in order of first appearance (object keys come unordered, so sorted within a row).
        var header: [String] = []
        var known = Set<String>()
        for case let object as [String: Any] in array {
            for key in object.keys.sorted() where !known.contains(key) {
                known.insert(key)
                header.append(key)
            }
        }
        var builder = try TableBuilder(source: source, header: header, request: request)
        for (i, element) in array.enumerated() {
            guard let object = element as? [String: Any] else {
                throw CLIError("\(source): element \(i + 1) of the array is not an object")
            }
            try builder.add(header.map { cell(object[$0]) })
        }
        return try builder.finish()
    }

    /// A JSON value as the text a CSV cell would hold; nil for null or absent.
    static func cell(_ value: Any?) -> String? {
        switch value {
        case nil, is NSNull: return nil
        case let s as String: return s
        case let n as NSNumber:
            if isBoolean(n) { return n.boolValue ? "true" : "false" }
            let d = n.doubleValue
            if d == d.rounded(), abs(d) < 1e15 { return String(Int64(saturating: d)) }
            return String(d)
        default: return "\(value!)"
        }
    }

    /// Whether `n` is a JSON `true` or `false`.
    static func isBoolean(_ n: NSNumber) -> Bool {
        String(cString: n.objCType) == "c"
    }

    static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }
}
