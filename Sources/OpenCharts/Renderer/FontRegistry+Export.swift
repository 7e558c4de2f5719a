import ChartText

/// Fonts for characters the bundled Liberation Sans lacks, in PNG and PDF output; see
/// ``ChartText/FontRegistry``.
///
/// ```swift
/// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/NotoSansJP-Regular.otf"))
/// ```
public typealias FontRegistry = ChartText.FontRegistry

/// Why a font file could not be read.
public typealias FontError = ChartText.FontError
