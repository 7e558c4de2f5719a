/// Length-limited canonical Huffman codes for DEFLATE.
///
/// Code lengths come from the package-merge algorithm (Larmore and Hirschberg 1990), which
/// gives the optimal prefix code whose longest code is at most `limit` bits: 15 for literals,
/// lengths and distances, 7 for the code-length alphabet (RFC 1951 §3.2.7).
struct HuffmanCode {
    /// The length in bits of each symbol's code; 0 for symbols not used.
    var lengths: [UInt8]
    /// Each symbol's code, bit-reversed so that it can be written least significant bit first.
    var codes: [UInt16]

    init(lengths: [UInt8]) {
        self.lengths = lengths
        self.codes = Self.canonicalCodes(lengths)
    }

    /// The optimal code for `frequencies` with no code longer than `limit`. At least two
    /// symbols get a code (symbols 0 and 1 are added when fewer are used) so that every code
    /// is complete, which every inflater accepts.
    init(frequencies: [Int], limit: Int) {
        var freqs = frequencies
        var used = freqs.indices.filter { freqs[$0] > 0 }
        var k = 0
        while used.count < 2 && k < freqs.count {
            if freqs[k] == 0 { freqs[k] = 1; used.append(k) }
            k += 1
        }
        self.init(lengths: Self.packageMerge(freqs, limit: limit))
    }

    /// Bits needed to write each symbol `frequencies[s]` times.
    func cost(_ frequencies: [Int]) -> Int {
        var total = 0
        for (s, f) in frequencies.enumerated() where f > 0 { total += f * Int(lengths[s]) }
        return total
    }

    /// Code lengths by package-merge: the lightest `2n - 2` items of the last list, each
    /// symbol's length being the number of chosen items that contain it.
    static func packageMerge(_ freqs: [Int], limit: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: freqs.count)
        // By frequency, then symbol: one integer key per symbol sorts without a closure.
        var keys: [Int] = []
        keys.reserveCapacity(freqs.count)
        for (s, f) in freqs.enumerated() where f > 0 { keys.append(f << 16 | s) }
        keys.sort()
        let leaves = keys.map { $0 & 0xFFFF }
        guard leaves.count > 1 else {
            if let only = leaves.first { result[only] = 1 }
            return result
        }
        precondition(leaves.count <= 1 << limit, "too many symbols for the code length limit")
        // Node i < leaves.count is a leaf; a package stores its two children. A list holds
        // at most 2n - 1 nodes, so each level adds fewer than n packages.
        let n = leaves.count
        let maxNodes = n * limit
        let weight = UnsafeMutablePointer<Int>.allocate(capacity: maxNodes)
        let left = UnsafeMutablePointer<Int32>.allocate(capacity: maxNodes)
        let right = UnsafeMutablePointer<Int32>.allocate(capacity: maxNodes)
        var list = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * n)
        var merged = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * n)
        defer { weight.deallocate(); left.deallocate(); right.deallocate(); list.deallocate(); merged.deallocate() }
        for i in 0..<n { weight[i] = freqs[leaves[i]]; list[i] = Int32(i) }
        var nodes = n, listCount = n
        for _ in 1..<limit {
            var leaf = 0, pair = 0, count = 0
            while leaf < n || pair + 1 < listCount {
                let packageWeight = pair + 1 < listCount ? weight[Int(list[pair])] + weight[Int(list[pair + 1])] : Int.max
                if leaf < n && weight[leaf] <= packageWeight {
                    merged[count] = Int32(leaf); leaf += 1
                } else {
                    weight[nodes] = packageWeight
                    left[nodes] = list[pair]; right[nodes] = list[pair + 1]
                    merged[count] = Int32(nodes)
                    nodes += 1
                    pair += 2
                }
                count += 1
            }
            swap(&list, &merged)
            listCount = count
        }
        var stack: [Int32] = Array(UnsafeBufferPointer(start: list, count: min(listCount, 2 * n - 2)))
        while let node = stack.popLast() {
            if Int(node) < n {
                result[leaves[Int(node)]] += 1
            } else {
                stack.append(left[Int(node)]); stack.append(right[Int(node)])
            }
        }
        return result
    }

    /// Canonical codes for the lengths (RFC 1951 §3.2.2), bit-reversed for writing.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: 17)
        for l in lengths where l > 0 { countPerLength[Int(l)] += 1 }
        var next = [Int](repeating: 0, count: 17)
        var code = 0
        for bits in 1...16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { l in
            guard l > 0 else { return 0 }
            let c = next[Int(l)]
            next[Int(l)] += 1
            var reversed = 0
            for i in 0..<Int(l) where c & (1 << i) != 0 { reversed |= 1 << (Int(l) - 1 - i) }
            return UInt16(reversed)
        }
    }
}
