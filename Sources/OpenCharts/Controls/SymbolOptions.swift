import Foundation

/// How a symbol's layers are coloured. The built-in symbols have one layer, so every mode
/// draws them in the foreground style.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour, the foreground style.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours; drawn in the foreground style here.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// Layers in levels of the foreground; drawn in the foreground style here.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Layers in styles you give; drawn in the foreground style here.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// Variants of a symbol chosen by the environment: `.fill` picks "star.fill" for "star".
///
/// ```swift
/// Label("Favourites", systemImage: "star").symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosure: "circle", "square" or "rectangle".
    var shape: String?
    var filled = false
    var slashed = false

    /// The symbol as named.
    public static let none = SymbolVariants()
    /// The symbol in a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// The symbol in a square.
    public static let square = SymbolVariants(shape: "square")
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The filled symbol.
    public static let fill = SymbolVariants(filled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(slashed: true)

    /// These variants, enclosed in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    /// These variants, enclosed in a square.
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    /// These variants, enclosed in a rectangle.
    public var rectangle: SymbolVariants { var v = self; v.shape = "rectangle"; return v }
    /// These variants, filled.
    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    /// These variants, slashed.
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    /// Whether these variants include all of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }
}

nonisolated extension View {
    /// Sets the scale of symbol images in this view relative to their font.
    ///
    /// ```swift
    /// Image(systemName: "gear").imageScale(.large)
    /// ```
    public func imageScale(_ scale: Image.Scale) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.imageScale = scale }
    }

    /// Sets how symbol images in this view colour their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.symbolRenderingMode = mode }
    }

    /// Picks a variant of the symbol images in this view, such as `.fill` or `.circle`.
    ///
    /// ```swift
    /// Image(systemName: "heart").symbolVariant(.fill)
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        EnvironmentModifiedView(content: self) { env in
            var v = env.controls.symbolVariants
            if let s = variant.shape { v.shape = s }
            v.filled = v.filled || variant.filled
            v.slashed = v.slashed || variant.slashed
            env.controls.symbolVariants = v
        }
    }
}

/// Symbol names with their environment's variants applied.
enum SymbolNames {
    /// A neutral rounded square outline, for names outside the built-in set.
    static let placeholder = SymbolGlyph(entry: "24|s R3.5 3.5 17 17 4")!

    /// The most specific built-in name for `name` with `variants`: "heart" with `.fill` is
    /// "heart.fill"; a variant without a built-in drawing is dropped.
    static func resolve(_ name: String, variants: SymbolVariants) -> String {
        guard variants != .none else { return name }
        var candidates: [String] = []
        var base = name
        if let shape = variants.shape, !name.contains(".\(shape)") { base += ".\(shape)" }
        if variants.filled, !base.hasSuffix(".fill") { candidates.append(base + ".fill") }
        candidates.append(base)
        if variants.filled, !name.hasSuffix(".fill") { candidates.append(name + ".fill") }
        return candidates.first { SymbolGlyph.all[$0] != nil } ?? name
    }
}
