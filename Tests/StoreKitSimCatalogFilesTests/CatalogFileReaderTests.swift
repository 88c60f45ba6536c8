import Foundation
import Testing
@testable import StoreKitSimCatalogFiles
import StoreKitSimSystem

/// Reading catalog files from disk: the kind by name or content, and the file-level errors
/// (empty, a directory, missing, unreadable).
@Suite struct CatalogFileReaderTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-reader-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func write(_ name: String, _ text: String) -> String {
        let path = folder.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func error(_ path: String, reader: CatalogFileReader = CatalogFileReader()) -> CatalogFileError? {
        do { _ = try reader.read(path: path, name: (path as NSString).lastPathComponent); return nil } catch { return error }
    }

    @Test func emptyAndBlankFiles() {
        #expect(error(write("empty.plist", ""))?.message == "the file is empty")
        #expect(error(write("blank.storekit", " \n\n"))?.message == "the file is empty")
    }

    @Test func directoryAndMissingFile() {
        #expect(error(folder.path)?.message == "is a directory, not a catalog file")
        #expect(error(folder.appendingPathComponent("nope.plist").path)?.message == "no such file")
    }

    @Test func unreadableFile() {
        let path = write("locked.plist", "<plist/>")
        let reader = CatalogFileReader { _ throws(FileContents.Failure) in throw .system("Permission denied") }
        #expect(error(path, reader: reader)?.message == "cannot read the file (permission denied)")
    }

    @Test func kindByNameThenByContent() throws {
        #expect(try CatalogFileReader.format(name: "a.plist", bytes: Array("{".utf8)) == .plist)
        #expect(try CatalogFileReader.format(name: "a.storekit", bytes: Array("<".utf8)) == .storeKit)
        #expect(try CatalogFileReader.format(name: "catalog", bytes: Array("  <?xml".utf8)) == .plist)
        #expect(try CatalogFileReader.format(name: "catalog", bytes: Array("\n{".utf8)) == .storeKit)
        #expect(throws: CatalogFileError.self) { try CatalogFileReader.format(name: "notes.txt", bytes: Array("hello".utf8)) }
    }

    @Test func readsBothKinds() throws {
        let plist = write("Products.plist",
            "<plist><array><dict><key>productIdentifier</key><string>5</string><key>title</key><string>T</string></dict></array></plist>")
        guard case .media(let media) = try CatalogFileReader().read(path: plist, name: "Products.plist") else { Issue.record("not media"); return }
        #expect(media.items.map(\.id) == ["5"])
        let config = write("c.storekit", "{\"products\": []}")
        guard case .storeKit(let file) = try CatalogFileReader().read(path: config, name: "c.storekit") else { Issue.record("not storekit"); return }
        #expect(file.products.isEmpty)
    }
}
