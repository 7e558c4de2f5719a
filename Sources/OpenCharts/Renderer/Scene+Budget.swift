import ChartScene

extension Scene {
    /// How many shapes and texts the scene draws.
    var leafCount: Int { Self.leaves(nodes) }

    private static func leaves(_ nodes: [SceneNode]) -> Int {
        nodes.reduce(0) { n, node in
            if case .group(let g) = node { return n + leaves(g.children) }
            return n + 1
        }
    }

    /// The scene with only its first `count` shapes and texts, in drawing order; groups left
    /// empty are dropped.
    func keepingFirst(_ count: Int) -> Scene {
        var left = count
        var copy = self
        copy.nodes = Self.keep(nodes, &left)
        return copy
    }

    private static func keep(_ nodes: [SceneNode], _ left: inout Int) -> [SceneNode] {
        var out: [SceneNode] = []
        for node in nodes {
            guard left > 0 else { break }
            if case .group(var g) = node {
                g.children = keep(g.children, &left)
                if !g.children.isEmpty { out.append(.group(g)) }
            } else {
                out.append(node)
                left -= 1
            }
        }
        return out
    }
}
