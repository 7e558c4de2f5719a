/// Finds repeated strings for DEFLATE: hash chains over three-byte prefixes with lazy
/// matching, as zlib's `deflate_slow` does (``Effort/standard``: chains of up to 8, a quarter
/// of that once a match of 8 is in hand, lazy search below 16, searching stopping at a match of
/// 32), or greedily as its `deflate_fast` does (``Effort/fast``, for large inputs). Pictures of
/// charts are mostly long runs, which short chains find as well as long ones: a 12-bar
/// chart's 2x PNG is 18.0 kB against matplotlib's 22.1 kB, and longer chains win only bytes.
///
/// Two shortcuts keep the time in step with what is not a run: a run of one byte value as
/// long as the longest copy is found by comparing with the byte before, without the chains,
/// and a copy longer than ``insertLimit`` enters only its last positions in the chains.
///
/// The output is a token stream: a literal byte, or a (length, distance) copy with a length
/// of 3...258 and a distance of 1...32768 (RFC 1951 §3.2.5).
struct LZ77Matcher {
    static let windowSize = 1 << 15
    static let minMatch = 3
    static let maxMatch = 258
    private static let hashBits = 15
    /// A three-byte match farther than this costs more than its literals (zlib's TOO_FAR).
    private static let tooFar = 4096
    /// How hard the matcher looks: chain lengths and the match lengths that end a search.
    struct Effort {
        /// Chain entries tried at most, a quarter as many once a match of `goodLength` is in hand.
        var maxChain: Int
        var goodLength: Int
        /// A match this long is taken without looking one byte on for a longer one.
        var lazyLength: Int
        /// A match this long ends the search.
        var niceLength: Int
        /// Copies longer than this enter only their last positions in the hash chains.
        var insertLimit: Int

        static let standard = Effort(maxChain: 8, goodLength: 8, lazyLength: 16, niceLength: 32, insertLimit: 16)
        /// Greedy matching, as zlib's `deflate_fast` (levels 1 to 3): any match is taken at once
        /// (``LZ77Matcher/minMatch`` as the lazy length), chains of 4, a match of 8 ends the search,
        /// and only copies of up to 4 bytes enter all their positions in the chains.
        static let fast = Effort(maxChain: 4, goodLength: 4, lazyLength: LZ77Matcher.minMatch, niceLength: 8, insertLimit: 4)
    }

    /// A token: a literal when below 256, else `1 << 31 | length << 16 | distance`.
    typealias Token = UInt32

    @inline(__always) static func isMatch(_ t: Token) -> Bool { t & 0x8000_0000 != 0 }
    @inline(__always) static func length(_ t: Token) -> Int { Int((t >> 16) & 0x1FF) }
    @inline(__always) static func distance(_ t: Token) -> Int { Int(t & 0xFFFF) }
    @inline(__always) static func match(length: Int, distance: Int) -> Token {
        0x8000_0000 | UInt32(length) << 16 | UInt32(distance)
    }

    /// Hands the tokens on a block at a time: `block` gets every `blockTokens` tokens with
    /// the input position they reach, then the last tokens (possibly none) with `isLast` set.
    static func tokenize(_ input: [UInt8], blockTokens: Int, effort: Effort = .standard,
                         block: (_ tokens: UnsafeBufferPointer<Token>, _ reached: Int, _ isLast: Bool) -> Void) {
        let n = input.count
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var prev = [Int32](repeating: -1, count: windowSize)
        var tokens = [Token](repeating: 0, count: max(1, blockTokens))
        input.withUnsafeBufferPointer { data in
            head.withUnsafeMutableBufferPointer { head in
                prev.withUnsafeMutableBufferPointer { prev in
                    tokens.withUnsafeMutableBufferPointer { tokens in
                        var state = Scan(data: data, head: head, prev: prev, tokens: tokens.baseAddress!, effort: effort)
                        state.run(n: n, blockTokens: tokens.count, block: block)
                    }
                }
            }
        }
    }

    private struct Scan {
        let data: UnsafeBufferPointer<UInt8>
        let head: UnsafeMutableBufferPointer<Int32>
        let prev: UnsafeMutableBufferPointer<Int32>
        /// Where the current block's tokens are kept.
        let tokens: UnsafeMutablePointer<Token>
        let effort: Effort
        var count = 0

        @inline(__always)
        func hash(_ i: Int) -> Int {
            let v = UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2])
            return Int((v &* 0x9E37_79B1) >> UInt32(32 - LZ77Matcher.hashBits))
        }

        /// Enters position `i` in its hash chain and returns the chain's previous head.
        @inline(__always)
        func insert(_ i: Int) -> Int {
            let h = hash(i)
            let first = Int(head[h])
            prev[i & (LZ77Matcher.windowSize - 1)] = Int32(truncatingIfNeeded: first)
            head[h] = Int32(i)
            return first
        }

        /// How many bytes at `a` and `b` agree, up to `limit`; eight at a time.
        @inline(__always)
        func matchLength(_ a: Int, _ b: Int, limit: Int) -> Int {
            let base = UnsafeRawPointer(data.baseAddress!)
            var l = 0
            while l + 8 <= limit {
                let x = base.loadUnaligned(fromByteOffset: a + l, as: UInt64.self)
                    ^ base.loadUnaligned(fromByteOffset: b + l, as: UInt64.self)
                if x != 0 { return l + UInt64(littleEndian: x).trailingZeroBitCount / 8 }
                l += 8
            }
            while l < limit && data[a + l] == data[b + l] { l += 1 }
            return l
        }

        /// Whether the ``LZ77Matcher/maxMatch`` bytes from `i` all equal the byte before `i`:
        /// words compared with that byte repeated, 32 bytes a step.
        @inline(__always)
        func isLongestRun(_ i: Int) -> Bool {
            let base = UnsafeRawPointer(data.baseAddress!)
            let pattern = UInt64(data[i - 1]) &* 0x0101_0101_0101_0101
            var k = 0
            while k + 32 <= LZ77Matcher.maxMatch {
                let x = (base.loadUnaligned(fromByteOffset: i + k, as: UInt64.self) ^ pattern)
                    | (base.loadUnaligned(fromByteOffset: i + k + 8, as: UInt64.self) ^ pattern)
                    | (base.loadUnaligned(fromByteOffset: i + k + 16, as: UInt64.self) ^ pattern)
                    | (base.loadUnaligned(fromByteOffset: i + k + 24, as: UInt64.self) ^ pattern)
                if x != 0 { return false }
                k += 32
            }
            while k < LZ77Matcher.maxMatch {
                if data[i + k] != data[i - 1] { return false }
                k += 1
            }
            return true
        }

        /// The longest earlier match for position `i`, starting from chain entry `candidate`,
        /// that beats `atLeast` bytes.
        func longestMatch(_ i: Int, candidate: Int, atLeast: Int, n: Int) -> (length: Int, distance: Int) {
            var best = atLeast, bestDistance = 0
            let limit = min(LZ77Matcher.maxMatch, n - i)
            guard limit >= LZ77Matcher.minMatch else { return (0, 0) }
            var chain = atLeast >= effort.goodLength ? effort.maxChain >> 2 : effort.maxChain
            var c = candidate
            let lowest = i - LZ77Matcher.windowSize
            while c >= 0 && c > lowest && chain > 0 {
                if best < limit && data[c + best] == data[i + best] && data[c] == data[i] {
                    let l = matchLength(c, i, limit: limit)
                    if l > best {
                        best = l; bestDistance = i - c
                        if l >= effort.niceLength || l == limit { break }
                    }
                }
                let next = Int(prev[c & (LZ77Matcher.windowSize - 1)])
                if next >= c { break }  // the slot was reused by a newer position
                c = next
                chain -= 1
            }
            guard bestDistance > 0 else { return (0, 0) }
            if best == LZ77Matcher.minMatch && bestDistance > LZ77Matcher.tooFar { return (0, 0) }
            return (best, bestDistance)
        }

        /// Enters the positions inside a copy, `from..<to`, in the hash chains: every one for
        /// a short copy, only the last few for a long one (a run, a repeated row), whose
        /// inside is seldom the best place for a later match to start.
        @inline(__always)
        func insertCopied(from: Int, to end: Int, n: Int) {
            let last = min(end, n - LZ77Matcher.minMatch + 1)
            var j = end - from > effort.insertLimit ? max(from, last - 3) : from
            while j < last { _ = insert(j); j += 1 }
        }

        mutating func run(n: Int, blockTokens: Int, block: (UnsafeBufferPointer<Token>, Int, Bool) -> Void) {
            var i = 0
            var pendingLength = 0, pendingDistance = 0  // a match found at i - 1, waiting on i
            @inline(__always) func out(_ t: Token, reached: Int) {
                tokens[count] = t
                count += 1
                if count >= blockTokens {
                    block(UnsafeBufferPointer(start: tokens, count: count), reached, false)
                    count = 0
                }
            }
            while i < n {
                // A run of one byte value at least as long as the longest match (a row the
                // Up filter turned into zeros, a flat stretch): one copy from a byte back,
                // found without the hash chains. Only the run's last positions are entered,
                // which is all a later match into the run needs.
                if pendingLength == 0 && i > 0 && i + LZ77Matcher.maxMatch <= n && data[i] == data[i - 1] && isLongestRun(i) {
                    let end = i + LZ77Matcher.maxMatch
                    out(LZ77Matcher.match(length: LZ77Matcher.maxMatch, distance: 1), reached: end)
                    insertCopied(from: i + 1, to: end, n: n)
                    i = end
                    continue
                }
                var length = 0, distance = 0
                if i + LZ77Matcher.minMatch <= n {
                    let candidate = insert(i)
                    if pendingLength < effort.lazyLength {
                        (length, distance) = longestMatch(i, candidate: candidate, atLeast: max(pendingLength, LZ77Matcher.minMatch - 1), n: n)
                    }
                }
                if pendingLength > 0 {
                    if length > pendingLength {
                        out(Token(data[i - 1]), reached: i)
                        pendingLength = length; pendingDistance = distance
                        i += 1
                    } else {
                        let end = i - 1 + pendingLength
                        out(LZ77Matcher.match(length: pendingLength, distance: pendingDistance), reached: end)
                        insertCopied(from: i + 1, to: end, n: n)
                        i = end
                        pendingLength = 0
                    }
                } else if length >= effort.lazyLength {
                    let end = i + length
                    out(LZ77Matcher.match(length: length, distance: distance), reached: end)
                    insertCopied(from: i + 1, to: end, n: n)
                    i = end
                } else if length >= LZ77Matcher.minMatch {
                    pendingLength = length; pendingDistance = distance
                    i += 1
                } else {
                    out(Token(data[i]), reached: i + 1)
                    i += 1
                }
            }
            if pendingLength > 0 {
                out(LZ77Matcher.match(length: pendingLength, distance: pendingDistance), reached: i - 1 + pendingLength)
            }
            block(UnsafeBufferPointer(start: tokens, count: count), n, true)
        }
    }
}
