import ChartScene
import Foundation

/// A built-in symbol read from ``SymbolCatalog``: its width on the 24-unit grid and its parts,
/// each a path drawn one way.
struct SymbolGlyph: Sendable {
    enum Mode: Sendable { case stroke, fill, fillAndStroke, knockout }
    struct Part: Sendable {
        var mode: Mode
        var path: ScenePath
    }

    /// The grid height every symbol is drawn on.
    static let gridHeight = 24.0

    var width: Double
    var parts: [Part]

    /// Every built-in symbol, read once.
    static let all: [String: SymbolGlyph] = SymbolCatalog.entries.compactMapValues(SymbolGlyph.init(entry:))

    /// Reads `width|commands`; nil for a malformed entry.
    init?(entry: String) {
        let halves = entry.split(separator: "|", maxSplits: 1)
        guard halves.count == 2, let w = Double(halves[0]) else { return nil }
        width = w
        var reader = CommandReader(tokens: halves[1].split(separator: " ").map(String.init))
        guard let parts = reader.read() else { return nil }
        self.parts = parts
    }
}

/// Turns the command tokens of a catalogue entry into paths, one per drawing mode run.
private struct CommandReader {
    var tokens: [String]
    var index = 0
    var parts: [SymbolGlyph.Part] = []
    var mode: SymbolGlyph.Mode = .stroke
    var path = ScenePath()
    var last: Character = " "

    mutating func number() -> Double? {
        guard index < tokens.count, let v = Double(tokens[index]) else { return nil }
        index += 1
        return v
    }

    mutating func point() -> ScenePoint? {
        guard let x = number(), let y = number() else { return nil }
        return ScenePoint(x, y)
    }

    mutating func flush() {
        if !path.isEmpty { parts.append(SymbolGlyph.Part(mode: mode, path: path)) }
        path = ScenePath()
    }

    mutating func read() -> [SymbolGlyph.Part]? {
        while index < tokens.count {
            let token = tokens[index]
            let command = token.first ?? " "
            if token.count > 1 {
                // A command letter written against its first number: "M12".
                tokens[index] = String(token.dropFirst())
            } else {
                index += 1
            }
            if command == "s" || command == "f" || command == "b" || command == "k" {
                flush()
                mode = command == "s" ? .stroke : command == "f" ? .fill : command == "b" ? .fillAndStroke : .knockout
                continue
            }
            guard apply(command) else { return nil }
            last = command
        }
        flush()
        return parts
    }

    mutating func apply(_ command: Character) -> Bool {
        switch command {
        case "M": guard let p = point() else { return false }; path.move(to: p)
        case "L": guard let p = point() else { return false }; path.addLine(to: p)
        case "Q":
            guard let c = point(), let p = point() else { return false }
            path.addQuadCurve(to: p, control: c)
        case "C":
            guard let c1 = point(), let c2 = point(), let p = point() else { return false }
            path.addCurve(to: p, control1: c1, control2: c2)
        case "Z": path.closeSubpath()
        case "O":
            guard let c = point(), let r = number() else { return false }
            path.append(.ellipse(in: SceneRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)))
        case "R":
            guard let o = point(), let w = number(), let h = number(), let r = number() else { return false }
            path.append(.rect(SceneRect(x: o.x, y: o.y, width: w, height: h), cornerRadius: r))
        case "A":
            guard let c = point(), let r = number(), let a0 = number(), let a1 = number() else { return false }
            let start = a0 * .pi / 180, end = a1 * .pi / 180
            // An arc after a move or a line joins that subpath; otherwise it starts its own.
            if last != "M" && last != "L" { path.move(to: ScenePoint(c.x + r * cos(start), c.y + r * sin(start))) }
            path.addArc(center: c, radius: r, startAngle: start, endAngle: end)
        default: return false
        }
        return true
    }
}

extension ScenePath {
    /// This path with another's elements after its own.
    mutating func append(_ other: ScenePath) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
