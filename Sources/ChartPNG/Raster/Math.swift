/// Sine, cosine and arc tangent from IEEE-754 arithmetic alone, so that round caps and joins
/// put their points on the same doubles on every machine (the C library's functions may
/// differ in the last bit between platforms, and one bit can move a pixel's rounding).
///
/// Angles here are small (a few turns at most), so a two-part π/2 reduction (Cody and Waite
/// 1980) and Taylor series on |r| ≤ π/4 are exact to well below a part in 10¹⁵.
enum StrokeMath {
    private static let halfPiHigh = 1.570_796_326_734_125_6
    private static let halfPiLow = 6.077_100_506_506_192e-11

    static func sine(_ x: Double) -> Double { sineCosine(x).sin }
    static func cosine(_ x: Double) -> Double { sineCosine(x).cos }

    static func sineCosine(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        let k = (x / (halfPiHigh + halfPiLow)).rounded()
        let r = (x - k * halfPiHigh) - k * halfPiLow
        let r2 = r * r
        // Taylor series to r¹⁷ and r¹⁶, summed from the smallest term.
        var s = 0.0, c = 0.0
        taylor.withUnsafeBufferPointer { k in
            for n in stride(from: 8, through: 0, by: -1) {
                s = s * r2 + k[2 * n]
                c = c * r2 + k[2 * n + 1]
            }
        }
        s *= r
        switch Int(saturating: k.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The series' signed coefficients, ±1 / (2n + 1)! for the sine and ±1 / (2n)! for the
    /// cosine at index 2n and 2n + 1, found once from 1 / 17! and 1 / 16! downwards.
    private static let taylor: [Double] = {
        var k = [Double](repeating: 0, count: 18)
        var sinTerm = 1.0 / 355_687_428_096_000.0  // 1 / 17!
        var cosTerm = 1.0 / 20_922_789_888_000.0   // 1 / 16!
        for n in stride(from: 8, through: 0, by: -1) {
            k[2 * n] = n % 2 == 0 ? sinTerm : -sinTerm
            k[2 * n + 1] = n % 2 == 0 ? cosTerm : -cosTerm
            sinTerm *= Double((2 * n + 1) * (2 * n))
            cosTerm *= Double(max(1, (2 * n) * (2 * n - 1)))
        }
        return k
    }()

    /// The angle of (x, y) from the positive x axis, in -π...π.
    static func arcTangent2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return 0 }
        let ax = abs(x), ay = abs(y)
        let swap = ay > ax
        var a = arcTangent(swap ? ax / ay : ay / ax)  // 0...π/4
        if swap { a = (halfPiHigh + halfPiLow) - a }
        if x < 0 { a = 2 * (halfPiHigh + halfPiLow) - a }
        return y < 0 ? -a : a
    }

    /// atan(t) for 0 ≤ t ≤ 1: t above tan(π/8) is moved below it by atan(t) = π/4 + atan((t − 1)/(t + 1)),
    /// then the series t − t³/3 + t⁵/5 − …: there t² ≤ 0.172, and after 22 terms the next is below
    /// 10⁻¹⁷ of the sum, past double precision.
    private static func arcTangent(_ t: Double) -> Double {
        let quarterPi = (halfPiHigh + halfPiLow) / 2
        if t > 0.414_213_562_373_095_1 { return quarterPi + arcTangent((t - 1) / (t + 1)) }
        if t < -0.414_213_562_373_095_1 { return -quarterPi + arcTangent((t + 1) / (1 - t)) }
        let t2 = t * t
        var sum = 0.0
        arcTangentCoefficients.withUnsafeBufferPointer { k in
            for n in stride(from: 21, through: 0, by: -1) { sum = sum * t2 + k[n] }
        }
        return sum * t
    }

    /// ±1 / (2n + 1), the series' coefficients, divided once rather than on every call.
    private static let arcTangentCoefficients: [Double] = (0..<22).map { (n: Int) -> Double in
        let sign: Double = n % 2 == 0 ? 1 : -1
        return sign / Double(2 * n + 1)
    }
}
