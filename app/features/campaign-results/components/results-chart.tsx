import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { ResultDay } from '@shared/schemas/campaign-results';
import { formatDate } from '@app/lib/format';

const COLORS = ['brand.6', 'teal.6', 'orange.6', 'grape.6'];

/**
 * Revenue per day (a line per currency, never added together) and clicks, from the first day
 * with either. Its text alternative sums them up.
 */
export function ResultsChart({ days }: { days: readonly ResultDay[] }) {
  const currencies = [...new Set(days.flatMap((d) => Object.keys(d.revenue)))].sort();
  const data = days.map((d) => ({
    day: formatDate(d.day),
    Clicks: d.clicks,
    ...Object.fromEntries(currencies.map((c) => [`Revenue ${c}`, Number(d.revenue[c] ?? 0)])),
  }));
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const clicks = days.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <LineChart
      h={200}
      data={data}
      dataKey="day"
      series={[
        ...currencies.map((c, i) => ({ name: `Revenue ${c}`, color: COLORS[i % COLORS.length]! })),
        { name: 'Clicks', color: 'gray.6', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      curveType="linear"
      gridAxis="y"
      tickLine="none"
      role="img"
      aria-label={`Results by day: ${orders} orders and ${clicks} clicks over ${days.length} days`}
    />
  );
}
