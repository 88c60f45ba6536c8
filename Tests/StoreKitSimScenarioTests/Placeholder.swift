// Placeholder so the test target exists before its tests are written.
import Testing
