/// The interactive REPL on libedit.
enum REPLModule {}
