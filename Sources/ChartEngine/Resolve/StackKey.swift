import Foundation

/// What puts bars and areas into one stack: their kind, stacking method, dodge slot, and position
/// on the other axis (the category, the date and its unit, the number).
struct StackKey: Hashable {
    var kind: MarkKind
    var method: StackingMethod
    var dodge: String
    var position: Position

    /// Hashes the position alone, which is what tells most stacks apart: a chart of many stacks
    /// hashes one key per mark.
    func hash(into hasher: inout Hasher) { hasher.combine(position) }

    static func == (a: StackKey, b: StackKey) -> Bool {
        a.position == b.position && a.kind == b.kind && a.method == b.method && a.dodge == b.dodge
    }

    enum Position: Hashable {
        case value(Value, unit: Calendar.Component?)
        case interval(Value, Value)
        /// Fixed plot coordinates by bit pattern, `nil` as -1.
        case fixed(UInt64, UInt64)
        case absent

        /// The position of an encoding; `asText` when the axis mixes kinds of value (see ``Value``).
        init(_ e: AxisEncoding, asText: Bool) {
            switch e {
            case .value(let s): self = .value(Value(s.value, asText: asText), unit: s.unit)
            case .interval(let a, let b): self = .interval(Value(a.value, asText: asText), Value(b.value, asText: asText))
            case .fixed(let a, let b): self = .fixed((a ?? -1).bitPattern, (b ?? -1).bitPattern)
            case .absent: self = .absent
            }
        }
    }

    /// A plotted value compared as the band scale compares categories: by its text,
    /// `DataValue.categoryKey`. Values of one kind compare by value instead, which gives the same
    /// answer without printing them: two numbers print alike exactly when they are equal (0 and -0
    /// both print "0"), two dates exactly when their seconds have the same bits. Where an axis mixes
    /// kinds, the number 1 and the string "1" are one category, and only the text can tell.
    enum Value: Hashable {
        case number(Double)
        case seconds(UInt64)
        case text(String)

        init(_ v: DataValue, asText: Bool) {
            guard !asText else { self = .text(v.categoryKey); return }
            switch v {
            case .number(let n): self = .number(n)
            case .date(let d): self = .seconds(d.timeIntervalSinceReferenceDate.bitPattern)
            case .string(let s): self = .text(s)
            }
        }
    }
}

extension AxisEncoding {
    /// The number of a single value, which is what a bar or area stacks.
    var singleNumber: Double? {
        guard case .value(let slot) = self else { return nil }
        return slot.value.number
    }
}
