import ChartEngine
import Foundation

/// A type whose values can be plotted: numbers, strings, dates, and user types that map to one of them.
///
/// String- or number-backed enums conform with no code of their own:
/// ```swift
/// enum City: String, Plottable { case cupertino = "Cupertino", sanFrancisco = "San Francisco" }
/// ```
public protocol Plottable {
    /// The primitive type the value maps to.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from a primitive, or `nil` if none matches.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive plottable types: integers, floating-point numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: RawRepresentable, Self.RawValue: PrimitivePlottableProtocol {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

extension Plottable where Self: PrimitivePlottableProtocol, PrimitivePlottable == Self {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int }
extension Int8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int8 }
extension Int16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int16 }
extension Int32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int32 }
extension Int64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Int64 }
extension UInt: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt }
extension UInt8: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt8 }
extension UInt16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt16 }
extension UInt32: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt32 }
extension UInt64: PrimitivePlottableProtocol { public typealias PrimitivePlottable = UInt64 }
extension Double: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Double }
extension Float: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Float }
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
extension Float16: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Float16 }
#endif
// CGFloat is not plottable in Swift Charts: apps add the conformance themselves, and code that
// passes an overloaded `Date`/`CGFloat` helper to `.value` relies on it being absent.
extension String: PrimitivePlottableProtocol { public typealias PrimitivePlottable = String }
extension Date: PrimitivePlottableProtocol { public typealias PrimitivePlottable = Date }

/// Erases a primitive plottable into an engine value.
///
/// Inlinable: in code that knows the type (a mark's initializer called with a `Double`), the
/// metatype tests fold away and only the conversion is left.
@inlinable @inline(__always)
func dataValue<P: Plottable>(_ value: P) -> DataValue {
    // The common types are told apart by their metatype, which costs no dynamic cast: this runs
    // once per value of every mark, unspecialized when called from generic code.
    let type = P.PrimitivePlottable.self
    if type == Double.self { return .number(unsafeBitCast(value.primitivePlottable, to: Double.self)) }
    if type == Int.self { return .number(Double(unsafeBitCast(value.primitivePlottable, to: Int.self))) }
    if type == String.self { return .string(cutPlottedText(unsafeBitCast(value.primitivePlottable, to: String.self))) }
    if type == Date.self { return .date(unsafeBitCast(value.primitivePlottable, to: Date.self)) }
    return otherDataValue(value)
}

/// A text value cut to the render's text length limit.
@usableFromInline
func cutPlottedText(_ text: String) -> String { RenderScope.cut(text) }

/// Erases the less common primitive types, by dynamic casts.
@usableFromInline
func otherDataValue<P: Plottable>(_ value: P) -> DataValue {
    let p: Any = value.primitivePlottable
    switch p {
    case let s as String: return .string(RenderScope.cut(s))
    case let d as Date: return .date(d)
    case let v as Double: return .number(v)
    case let v as Float: return .number(Double(v))
    case let v as CGFloat: return .number(Double(v))
    case let v as Decimal: return .number(v.plottedNumber)
    case let v as any BinaryInteger: return .number(Double(v))
    case let v as any BinaryFloatingPoint: return .number(Double(v))
    default: return .string("\(p)")
    }
}
