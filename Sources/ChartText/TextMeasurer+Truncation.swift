import ChartScene

extension TextMeasurer {
    /// The ellipsis that marks a truncated string.
    package static var ellipsis: String { "\u{2026}" }

    /// `string` if it fits in `width` points, otherwise its longest prefix of whole characters
    /// (extended grapheme clusters) followed by "…" that fits; trailing spaces before the
    /// ellipsis are dropped. When not even "…" fits, the empty string.
    ///
    /// ```swift
    /// measurer.truncate("Cachapa", toWidth: 30, font: SceneFont(size: 11))   // "Cach…"
    /// ```
    package func truncate(_ string: String, toWidth width: Double, font: SceneFont) -> String {
        guard !width.isNaN else { return "" }
        // Prefixes of 16, 32, 64, … characters until one does not fit, so that the work grows
        // with what fits, not with the length of the text (a label may be 1,000 characters).
        var probe = 16
        while true {
            guard let end = string.index(string.startIndex, offsetBy: probe, limitedBy: string.endIndex),
                  end < string.endIndex else {
                if measure(string, font: font).width <= width { return string }
                break
            }
            if measure(String(string[..<end]), font: font).width > width { break }
            probe *= 2
        }
        let ellipsis = Self.ellipsis
        guard measure(ellipsis, font: font).width <= width else { return "" }
        let characters = Array(string.prefix(probe))
        // Binary search for the longest fitting prefix: a prefix's width grows with its length.
        var fits = 0, fails = characters.count
        while fails - fits > 1 {
            let mid = (fits + fails) / 2
            if measure(candidate(characters[..<mid], ellipsis), font: font).width <= width {
                fits = mid
            } else {
                fails = mid
            }
        }
        return candidate(characters[..<fits], ellipsis)
    }

    /// A prefix with its trailing whitespace removed and the ellipsis appended.
    private func candidate(_ prefix: ArraySlice<Character>, _ ellipsis: String) -> String {
        var end = prefix.endIndex
        while end > prefix.startIndex, prefix[end - 1].isWhitespace { end -= 1 }
        return String(prefix[..<end]) + ellipsis
    }
}
