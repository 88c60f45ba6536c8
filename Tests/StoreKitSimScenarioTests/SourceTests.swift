import Testing
import TestSupport
import StoreKitSimCommands
@testable import StoreKitSimScenario

/// `source FILE`: relative paths, `.scenario` vs plain files, nested files, cycles, located errors.
@Suite struct SourceTests {
    @Test func pathsAreRelativeToTheFileThatNamesThem() throws {
        let folder = TemporaryFolder()
        folder.write("lib/setup.txt", "storefront set JPN\nsource more/inner.txt\n")
        folder.write("lib/more/inner.txt", "# a comment line\n\necho inner\n")
        let path = folder.write("s.scenario", "> source lib/setup.txt\n> storefront\n")
        let transcript = try ScenarioCheck.transcript(path)
        #expect(transcript == "> source lib/setup.txt\nstorefront JPN 143462 Japan\ninner\n> storefront\ncountryCode JPN\nidentifier 143462\n"
            + "alpha2 JP\nname Japan\ncurrency JPY\n")
    }

    @Test func aScenarioFileContributesOnlyItsCommandLines() throws {
        let folder = TemporaryFolder()
        folder.write("shared.scenario", "# shared\n> echo one\nthis expected line is not a command\n> echo two\n")
        let path = folder.write("s.scenario", "> source shared.scenario\n")
        #expect(try ScenarioCheck.transcript(path) == "> source shared.scenario\none\ntwo\n")
    }

    @Test func anErrorInASourcedFileNamesItsPathLineAndColumnAndStops() throws {
        let folder = TemporaryFolder()
        folder.write("lib/bad.txt", "echo before\nstorefront set XYZ\necho after\n")
        folder.write("lib/bad.scenario", "# x\n> echo s\n> storefrnt\n")
        let path = folder.write("s.scenario", "> source lib/bad.txt\n> source lib/bad.scenario\n> echo next\n")
        let transcript = try ScenarioCheck.transcript(path)
        #expect(transcript == """
        > source lib/bad.txt
        before
        lib/bad.txt:2:16: error: unknown storefront 'XYZ'
        hint: 'storefront list TEXT' searches the 175 storefronts by code, id or name
        > source lib/bad.scenario
        s
        lib/bad.scenario:3:3: error: unknown command 'storefrnt'
        hint: did you mean 'storefront'?
        > echo next
        next

        """)
    }

    @Test func batchModeShowsTheSourcedFilesLocation() {
        let folder = TemporaryFolder()
        folder.write("bad.txt", "echo ok\nfrobnicate\n")
        let sink = CollectingSink(renderer: DiagnosticRenderer(showLocation: true))
        let session = Session(sink: sink, directory: folder.path)
        #expect(!session.execute("source bad.txt", file: "<stdin>", line: 1))
        #expect(sink.lines == ["ok", "\(folder.path)/bad.txt:2:1: error: unknown command 'frobnicate'", "hint: 'help' lists the commands"])
        #expect(session.directory == folder.path, "the folder is restored")
        #expect(session.sourceStack.isEmpty)
    }

    @Test func aCycleIsALocatedError() throws {
        let folder = TemporaryFolder()
        folder.write("a.txt", "echo a\nsource b.txt\n")
        folder.write("b.txt", "echo b\nsource   a.txt\n")
        let sink = CollectingSink(renderer: DiagnosticRenderer(showLocation: true))
        let session = Session(sink: sink, directory: folder.path)
        #expect(!session.execute("source a.txt", file: "<stdin>", line: 1))
        #expect(sink.lines == ["a", "b", "\(folder.path)/b.txt:2:10: error: source cycle: a.txt -> b.txt -> a.txt",
                               "hint: a file cannot source itself, directly or through other files"])
        let path = folder.write("self.scenario", "> source self.scenario\n")
        #expect(try ScenarioCheck.transcript(path) == "> source self.scenario\nerror: source cycle: self.scenario -> self.scenario\nhint: a file "
            + "cannot source itself, directly or through other files\n")
    }

    /// The scenario file's real path is found only when it first sources; it stays the bottom of
    /// the stack for every later `source`, so a file sourced after another that leads back to
    /// the scenario is still a cycle.
    @Test func theScenarioStaysTheBottomOfTheStackAfterItsFirstSource() throws {
        let folder = TemporaryFolder()
        folder.write("one.txt", "echo one\n")
        folder.write("back.txt", "source main.scenario\n")
        let path = folder.write("main.scenario", "> source one.txt\n> source back.txt\n")
        #expect(try ScenarioCheck.transcript(path) == "> source one.txt\none\n> source back.txt\n"
            + "back.txt:1:8: error: source cycle: main.scenario -> back.txt -> main.scenario\nhint: a file "
            + "cannot source itself, directly or through other files\n")
    }

    @Test func aMissingFileIsALocatedError() {
        let folder = TemporaryFolder()
        let sink = CollectingSink(renderer: DiagnosticRenderer(showLocation: true))
        let session = Session(sink: sink, directory: folder.path)
        #expect(!session.execute("source nope.txt", file: "<stdin>", line: 3))
        #expect(sink.lines == ["<stdin>:3:8: error: cannot read 'nope.txt': No such file or directory",
                               "hint: a relative path is found from the folder of the file that names it"])
        #expect(!session.execute("source .", file: "<stdin>", line: 4))
        #expect(sink.lines.last(where: { $0.contains("error") })?.hasSuffix("cannot read '.': it is a directory") == true)
    }
}
