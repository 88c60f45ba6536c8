/// Scenario files as golden tests (see the scenario runner issue).
enum ScenarioModule {}
