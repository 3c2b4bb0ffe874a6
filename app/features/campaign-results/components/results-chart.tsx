import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { UTCDate } from '@date-fns/utc';
import { eachDayOfInterval, formatISO, min, subDays } from 'date-fns';
import type { ResultDay } from '@shared/schemas/campaign-results';
import { formatDate } from '@app/lib/format';

/** Days the chart shows at least, ending today. */
const MIN_DAYS = 14;

/** Every UTC day from the first result (or two weeks ago) to today, empty days included. */
function everyDay(days: readonly ResultDay[], today: Date): ResultDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = days[0] ? new UTCDate(`${days[0].day}T00:00:00Z`) : today;
  const start = min([first, subDays(today, MIN_DAYS - 1)]);
  return eachDayOfInterval({ start, end: today }).map((date) => {
    const day = formatISO(date, { representation: 'date' });
    return byDay.get(day) ?? { day, clicks: 0, orders: 0, revenue: {} };
  });
}

const COLORS = ['brand.6', 'teal.6', 'orange.6', 'grape.6'];

/**
 * Revenue per day (a line per currency, never added together) and clicks, every day from the
 * first with either (two weeks at least) to today. Its text alternative sums them up.
 */
export function ResultsChart({ days }: { days: readonly ResultDay[] }) {
  const currencies = [...new Set(days.flatMap((d) => Object.keys(d.revenue)))].sort();
  const data = everyDay(days, new UTCDate()).map((d) => ({
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
