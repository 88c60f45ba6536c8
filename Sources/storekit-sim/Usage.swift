/// The executable's own usage text, printed before the command list by --help.
enum Usage {
    static let lines = [
        "usage: storekit-sim [--bail] < script      run commands from standard input (a terminal starts the REPL)",
        "       storekit-sim run FILE...            run scenario files and print the transcript",
        "       storekit-sim test [PATH...]         run scenario files as golden tests (see 'storekit-sim test --help')",
        "       storekit-sim demo FILE              play a scenario step by step for an audience",
        "       storekit-sim diagram FILE           draw a scenario as a sequence diagram (Mermaid, or SVG with -o F.svg)",
        "       storekit-sim help [COMMAND]         explain the language's commands",
        "       storekit-sim man                    print the storekit-sim(1) man page (mdoc)",
        "       storekit-sim completion bash        print a bash completion script",
        "       storekit-sim --help | --version",
    ]
}
