import StoreKitSimCommands
import StoreKitSimServer
import StoreKitSimSystem

/// The files `serve` writes once listening, each atomically and readable by its owner only (they
/// hold the control token): `--token-file` (the token and a newline) and `--ready-file`
/// (`{"url": …, "token": …, "pid": …}`), which a client waits for instead of reading stderr.
enum ServeFiles {
    /// nil when every file asked for was written; else what failed, naming the option and the file.
    static func write(_ options: ServeOptions, url: String, token: ControlToken) -> String? {
        if let path = options.tokenFile {
            do { try AtomicFile.replace(path, with: Array((token.text + "\n").utf8), mode: 0o600) } catch {
                return "--token-file \(path): \(error.reason)"
            }
        }
        if let path = options.readyFile {
            let ready = ResponseJSON.object([("url", .string(url)), ("token", .string(token.text)),
                                             ("pid", .integer(Int64(System.processID)))])
            do { try AtomicFile.replace(path, with: ready.bytes + [0x0A], mode: 0o600) } catch {
                return "--ready-file \(path): \(error.reason)"
            }
        }
        return nil
    }
}
