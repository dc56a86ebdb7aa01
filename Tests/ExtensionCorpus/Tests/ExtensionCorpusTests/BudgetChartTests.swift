import Testing
import VignetteTesting
@testable import BudgetChart

/// BudgetChart's widgets, each family in every appearance, against Snapshots/.
@Suite struct BudgetChartTests {
    @Test func widgets() async { await assertWidgetSnapshots(of: BudgetChartBundle()) }
}
