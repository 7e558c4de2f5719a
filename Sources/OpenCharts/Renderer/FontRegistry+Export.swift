import ChartText

/// Fonts for characters the bundled Liberation Sans lacks, in PNG and PDF output: register a
/// font file with `register(url:)`, or a font's bytes with `register(data:name:)`. Fonts in
/// the folders of `OPENCHARTS_FONT_PATH` and the usual font folders are found without it.
///
/// ```swift
/// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/NotoSansJP-Regular.otf"))
/// ```
public typealias FontRegistry = ChartText.FontRegistry

/// Why a font file could not be read.
public typealias FontError = ChartText.FontError
