/// The values and strings random charts are made of: ordinary ones, and the edge cases that
/// break renderers (NaN, infinities, 1e300, `Int.max`, the years 1 and 9999, hostile markup,
/// control characters, XML's forbidden noncharacters, huge strings).
enum FuzzPools {
    /// Numbers no renderer expects.
    static let extremeNumbers: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, Double(Int.max), -Double(Int.max), 1e-300, -0.0,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9.007199254740993e15, 0,
    ]

    /// Seconds since 1 January 2001 at the edges of the calendar: years 1 and 9999, 1970, 2038.
    static let extremeDates: [Double] = [
        -63_113_904_000, 252_423_993_599, -978_307_200, 1_169_208_647, 0, .nan, .infinity, -.infinity,
    ]

    /// Text that must come out as text: markup, entities, CDATA ends, controls, noncharacters.
    static let hostileStrings: [String] = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "]]>", "<![CDATA[x]]>",
        "&amp;&lt;&#0;&#x1F;", "'\"'\"", "</text></svg><svg onload=alert(1)>", "<!-- c -->", "<?xml x?>",
        "\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}", "tab\there\nline\rcr", "\u{FFFE}\u{FFFF}", "\u{202E}gnp.exe",
        "e\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦🏳️‍🌈", "日本語のラベル", "مرحبا", "", " ", "  lead and trail  ",
        "javascript:alert(1)", "x\" style=\"fill:red", "{{7*7}}", "%s%n%x", "\\u0000", "\u{7F}\u{85}\u{2028}",
    ]

    /// Ordinary names of categories, as apps have.
    static let names: [String] = [
        "Cachapa", "Injera", "Crêpe", "Jian Bing", "Dosa", "Pancake", "Cupertino", "San Francisco",
        "London", "Paris", "Mon", "Tue", "Wed", "Q1", "Q2", "Sales", "Profit", "A", "B", "C",
    ]

    /// Texts of many words, to be broken into lines.
    static let paragraphs: [String] = [
        "Weekly revenue rose in every region but one, where the new store opened late in the quarter.",
        String(repeating: "word ", count: 3_000), "Supercalifragilisticexpialidocious" + String(repeating: "x", count: 500),
        "line one\nline two\n\nline four", String(repeating: "日本語の長い文章です。", count: 200),
    ]

    static let locales = [
        "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "zh_Hans_CN", "ru_RU", "pt_BR",
        "he_IL", "th_TH", "xx_YY", "",
    ]

    static let timeZones = [
        "GMT", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Tokyo",
        "America/St_Johns", "Europe/London",
    ]
}

extension FuzzRandom {
    /// A number: mostly ordinary, sometimes extreme.
    mutating func number() -> Double {
        switch below(10) {
        case 0: return pick(FuzzPools.extremeNumbers)
        case 1: return uniform(-1e6, 1e6)
        case 2: return Double(below(5))
        default: return (uniform(-20, 200) * 10).rounded() / 10
        }
    }

    /// A size or length argument: mostly sane, sometimes NaN, infinite, negative or huge.
    mutating func length() -> Double {
        switch below(8) {
        case 0: return pick([.nan, .infinity, -.infinity, 1e300, -1e300, -5, 0, 1e7, 1e308, -1e308, 1e-300])
        default: return uniform(0, 500).rounded()
        }
    }

    /// A length that may be left out.
    mutating func optionalLength() -> Double? { chance(0.3) ? nil : length() }

    /// A date in seconds since 2001: mostly in recent years, sometimes at the calendar's edges.
    mutating func date() -> Double {
        chance(0.1) ? pick(FuzzPools.extremeDates) : 700_000_000 + uniform(0, 3e7).rounded()
    }

    /// A string: mostly a name, sometimes hostile, sometimes very long.
    mutating func string() -> String {
        switch below(20) {
        case 0, 1, 2: return pick(FuzzPools.hostileStrings)
        case 3: return String(repeating: pick(["x", "é", "<>", "日"]), count: pick([300, 2_000, 10_000]))
        default: return pick(FuzzPools.names)
        }
    }

    /// A value for a channel of `kind`.
    mutating func value(_ kind: FuzzValueKind, index: Int) -> FuzzValue {
        switch kind {
        case .string: return .text(chance(0.9) ? pick(FuzzPools.names) + (chance(0.3) ? " \(index)" : "") : string())
        case .date: return .number(chance(0.9) ? 700_000_000 + Double(index) * pick([60, 3_600, 86_400]) : date())
        case .int: return .number(chance(0.9) ? Double(below(1_000)) : pick(FuzzPools.extremeNumbers))
        case .double, .float: return .number(chance(0.95) ? Double(index) + uniform(0, 10) : number())
        }
    }
}
