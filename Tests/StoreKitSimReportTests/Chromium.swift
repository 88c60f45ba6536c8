import Foundation

/// Debian's headless Chromium, to open what the tool writes as a person's browser would:
/// a screenshot to count drawn pixels, and the DOM after parsing.
enum Chromium {
    static var path: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    static let missing = "chromium is not installed: run scripts/ensure-deps --test"

    /// Runs chromium headless with a fresh profile; returns standard output, or nil on a timeout.
    static func run(_ arguments: [String], timeout: TimeInterval = 60) throws -> String? {
        guard let path else { return nil }
        let profile = NSTemporaryDirectory() + "sks-chromium-\(getpid())-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(profile)"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var data = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { data = output.fileHandleForReading.readDataToEndOfFile() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// A PNG screenshot of `url` at `width`×`height`.
    static func screenshot(_ url: URL, to png: String, width: Int = 1000, height: Int = 700, dark: Bool = false) throws -> Bool {
        _ = try run(["--window-size=\(width),\(height)", "--screenshot=\(png)"] + (dark ? ["--force-dark-mode"] : []) + [url.absoluteString])
        return FileManager.default.fileExists(atPath: png)
    }

    static func dumpDOM(_ url: URL) throws -> String? {
        try run(["--dump-dom", url.absoluteString])
    }
}

/// Reads a PNG with python3's zlib (no imaging library needed): the background colour (the top-left
/// pixel), how many pixels differ from it, and how many distinct colours there are.
enum PNGCensus {
    struct Result: Decodable {
        var width: Int
        var height: Int
        var background: [Int]
        var foreground: Int
        var colours: Int
    }

    static let script = #"""
    import json, struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', chunk[:10])
        elif kind == b'IDAT':
            idat += chunk
        pos += 12 + length
    assert depth == 8 and colour in (2, 6)
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev, i = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp), 0
    for _ in range(height):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride]); i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]; c = prev[x - bpp] if x >= bpp else 0
            if f == 1: line[x] = (line[x] + a) & 255
            elif f == 2: line[x] = (line[x] + b) & 255
            elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line); prev = line
    bg = tuple(rows[0][:3])
    fg, colours = 0, set()
    for line in rows:
        for x in range(0, stride, bpp):
            px = tuple(line[x:x + 3]); colours.add(px)
            if px != bg: fg += 1
    print(json.dumps({"width": width, "height": height, "background": list(bg), "foreground": fg, "colours": len(colours)}))
    """#

    static func count(_ png: String) throws -> Result? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, png]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try JSONDecoder().decode(Result.self, from: data)
    }
}
